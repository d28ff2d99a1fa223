/**
 * GET / (the page, from memory; revalidated by ETag) and GET /static/:file (the bundle; content-hashed names,
 * so cached for a year and never revalidated).
 */
import { Hono } from "hono";
import { BrandKitError, ErrorCode } from "../brandkit/mod.ts";
import type { ClientBundle } from "./bundle.ts";
import { PAGE_CSP } from "./page.tsx";
import { serveStaticAsset, type StaticAsset } from "./static-asset.ts";

/** A year, the longest a cache keeps anything: for files whose name changes with their content. */
export const IMMUTABLE_CACHE = "public, max-age=31536000, immutable";
/** The page may be kept, but is checked against its ETag before each use. */
export const PAGE_CACHE = "no-cache";

export function createStaticRoutes(bundle: ClientBundle, page: StaticAsset): Hono {
  const routes = new Hono();
  routes.get("/", (c) =>
    serveStaticAsset(c.req.raw, page, {
      "Cache-Control": PAGE_CACHE,
      "Content-Security-Policy": PAGE_CSP,
    }));
  routes.get("/static/:file", (c) => {
    const file = bundle.files.get(c.req.param("file"));
    if (!file) throw new BrandKitError(ErrorCode.NOT_FOUND, `There is no static file ${c.req.path}.`);
    return serveStaticAsset(c.req.raw, file, { "Cache-Control": IMMUTABLE_CACHE });
  });
  return routes;
}
