/**
 * GET / (the page, from memory; revalidated by ETag) and GET /static/:file (the bundle; content-hashed names,
 * so cached for a year and never revalidated). The app's middleware adds the security headers.
 */
import { Hono } from "hono";
import { BrandKitError, ErrorCode } from "../brandkit/mod.ts";
import type { ClientBundle } from "./bundle.ts";
import { PAGE_CSP } from "./page.tsx";
import { createAssetResponder, type StaticAsset } from "./static-asset.ts";

/** A year, the longest a cache keeps anything: for files whose name changes with their content. */
export const IMMUTABLE_CACHE = "public, max-age=31536000, immutable";
/** The page may be kept, but is checked against its ETag before each use. */
export const PAGE_CACHE = "no-cache";

/** GET / and GET /static/:file, from memory. */
export function createStaticRoutes(bundle: ClientBundle, page: StaticAsset): Hono {
  const routes = new Hono();
  // The page is text/html with its CSP; nosniff matters for the scripts and styles, not for it.
  const servePage = createAssetResponder(page, {
    "Cache-Control": PAGE_CACHE,
    "Content-Security-Policy": PAGE_CSP,
  });
  const files = new Map(
    [...bundle.files].map((
      [name, file],
    ) => [name, createAssetResponder(file, { "Cache-Control": IMMUTABLE_CACHE })]),
  );
  routes.get("/", (c) => servePage(c.req.raw));
  routes.get("/static/:file", (c) => {
    const serveFile = files.get(c.req.param("file"));
    if (!serveFile) throw new BrandKitError(ErrorCode.NOT_FOUND, `There is no static file ${c.req.path}.`);
    return serveFile(c.req.raw);
  });
  return routes;
}
