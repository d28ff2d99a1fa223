/**
 * GET / (the page, from memory; revalidated by ETag) and GET /static/:file (the bundle; content-hashed names,
 * so cached for a year and never revalidated). The hot path: these answers are made in advance with the
 * security headers baked in and skip the app's middleware chain; each is still logged.
 */
import { type Context, Hono } from "hono";
import { IMMUTABLE_CACHE } from "../brandkit/kept/media.ts";
import { STATIC_PREFIX } from "../adapters/bundle.ts";
import type { ServedBundle } from "./web-assets.ts";
import { PAGE_CSP } from "./page.tsx";
import { createAssetResponder, type StaticAsset } from "./static-asset.ts";

/** The page may be kept, but is checked against its ETag before each use. */
export const PAGE_CACHE = "no-cache";

/** What the static routes need besides the files: the headers every answer carries, and the log. */
export type StaticRouteOptions = {
  /** The security headers (securityHeaderValues). */
  headers: Readonly<Record<string, string>>;
  /** Told of each answer, for the request log. */
  served: (c: Context, response: Response, startedAt: number, route: string) => void;
  now: () => number;
};

/** GET / and GET /static/:file, from memory. */
export function createStaticRoutes(
  bundle: ServedBundle,
  page: StaticAsset,
  options: StaticRouteOptions,
): Hono {
  const routes = new Hono();
  const servePage = createAssetResponder(page, {
    ...options.headers,
    "Cache-Control": PAGE_CACHE,
    "Content-Security-Policy": PAGE_CSP,
  });
  const files = new Map(
    [...bundle.files].map((
      [name, file],
    ) => [name, createAssetResponder(file, { ...options.headers, "Cache-Control": IMMUTABLE_CACHE })]),
  );
  routes.get("/", (c) => {
    const startedAt = options.now();
    const response = servePage(c.req.raw);
    options.served(c, response, startedAt, "/");
    return response;
  });
  routes.get(`${STATIC_PREFIX}:file`, (c, next) => {
    const serveFile = files.get(c.req.param("file"));
    // Not one of ours: on to the app's middleware and its 404, like any other unknown path.
    if (!serveFile) return next();
    const startedAt = options.now();
    const response = serveFile(c.req.raw);
    options.served(c, response, startedAt, "/static/:file");
    return response;
  });
  return routes;
}
