/**
 * GET / (the page in the visitor's language, from memory; revalidated by ETag) and GET /static/:file (the bundle; content-hashed names,
 * so cached for a year and never revalidated). The hot path: these answers are made in advance with the
 * security headers baked in and skip the app's middleware chain; each is still logged. `answer` gives them
 * before the router too (createApp calls it first), for a path that is exactly one of theirs: routing, a
 * context and an async middleware chain cost more than the answer itself. The routes stay, for the paths only
 * the router reads as theirs (percent-encoded ones).
 */
import { Hono } from "hono";
import { IMMUTABLE_CACHE } from "../brandkit/mod.ts";
import { STATIC_PREFIX } from "../adapters/bundle.ts";
import type { ServedBundle } from "./web-assets.ts";
import { PAGE_CSP } from "./page.tsx";
import type { LoggedRequest } from "./request-log.ts";
import type { InterfaceLanguage } from "../client/i18n/interface-language.ts";
import { pageLanguageOf, withPageLanguage } from "./page-language.ts";
import { type AssetResponder, createAssetResponder, type StaticAsset } from "./static-asset.ts";

/** The page may be kept, but is checked against its ETag before each use. */
export const PAGE_CACHE = "no-cache";

/** What the static routes need besides the files: the headers every answer carries, and the log. */
export type StaticRouteOptions = {
  /** The security headers (securityHeaderValues). */
  headers: Readonly<Record<string, string>>;
  /** Told of each answer, for the request log. */
  served: (c: LoggedRequest, response: Response, startedAt: number, route: string) => void;
  now: () => number;
};

/** The static answer to `request` (with `env`, the app's), or undefined when its path is not one of theirs. */
export type StaticAnswer = (request: Request, env: unknown) => Response | undefined;

/** The routes, and the same answers before any router. */
export type StaticRoutes = { routes: Hono; answer: StaticAnswer };

/** Methods the answers are made for (Hono's `get` answers HEAD too). */
const ANSWERED_METHODS = new Set(["GET", "HEAD"]);

/**
 * The path of `url` (an absolute request URL), or undefined when it has percent-escapes, which only the router
 * decodes as the app's routes see them.
 */
function plainPathOf(url: string): string | undefined {
  const start = url.indexOf("/", url.indexOf("://") + 3);
  if (start < 0) return "/";
  const query = url.indexOf("?", start);
  const path = query < 0 ? url.slice(start) : url.slice(start, query);
  return path.includes("%") ? undefined : path;
}

/** GET / and GET /static/:file, from memory. */
export function createStaticRoutes(
  bundle: ServedBundle,
  pages: ReadonlyMap<InterfaceLanguage, StaticAsset>,
  options: StaticRouteOptions,
): StaticRoutes {
  const routes = new Hono();
  const pageHeaders = {
    ...options.headers,
    "Cache-Control": PAGE_CACHE,
    "Content-Security-Policy": PAGE_CSP,
  };
  const pageResponders = new Map(
    [...pages].map(([language, page]) => [language, createAssetResponder(page, pageHeaders)]),
  );
  /** The page in the language the request asks for (routes/page-language.ts). */
  const servePage: AssetResponder = (request) => {
    const choice = pageLanguageOf({ url: request.url, header: (name) => request.headers.get(name) });
    return withPageLanguage(pageResponders.get(choice.language)!(request), choice);
  };
  const files = new Map(
    [...bundle.files].map((
      [name, file],
    ) => [name, createAssetResponder(file, { ...options.headers, "Cache-Control": IMMUTABLE_CACHE })]),
  );
  const serve = (c: LoggedRequest, request: Request, respond: AssetResponder, route: string) => {
    const startedAt = options.now();
    const response = respond(request);
    options.served(c, response, startedAt, route);
    return response;
  };
  routes.get("/", (c) => serve(c, c.req.raw, servePage, "/"));
  routes.get(`${STATIC_PREFIX}:file`, (c, next) => {
    const serveFile = files.get(c.req.param("file"));
    // Not one of ours: on to the app's middleware and its 404, like any other unknown path.
    if (!serveFile) return next();
    return serve(c, c.req.raw, serveFile, "/static/:file");
  });

  const answer: StaticAnswer = (request, env) => {
    if (!ANSWERED_METHODS.has(request.method)) return undefined;
    const path = plainPathOf(request.url);
    if (path === undefined) return undefined;
    const respond = path === "/"
      ? servePage
      : path.startsWith(STATIC_PREFIX)
      ? files.get(path.slice(STATIC_PREFIX.length))
      : undefined;
    if (!respond) return undefined;
    // What the log line reads of a request, as a Hono Context would give it.
    const logged: LoggedRequest = {
      env,
      req: { method: request.method, path, header: (name) => request.headers.get(name) ?? undefined },
    };
    return serve(logged, request, respond, path === "/" ? "/" : "/static/:file");
  };
  return { routes, answer };
}
