/**
 * GET /k/:id, the share page of a kept kit (issue 19): server-rendered like `/` and hydrated by the same
 * bundle, with the kit's Open Graph card. It is read from the database on every request (a deleted kit is gone
 * at once, on every instance), but rendered and compressed once per kit revision and origin, then served from
 * memory like `/`: the hot path skips the app's middleware, and each answer is still logged.
 *
 * A malformed id gets the 404 page without the database being asked; an unknown one too. While the database
 * cannot be reached, the page says so with 503 and Retry-After.
 */
import { type Context, Hono } from "hono";
import { ErrorCode, isBrandKitError, type SharedKit } from "../brandkit/mod.ts";
import { lruMap } from "../brandkit/lru.ts";
import { isKitId, type KitKeeper, sharedKitOf, STORE_RETRY_AFTER_S } from "../brandkit/kit-keeper.ts";
import { PAGE_CSP } from "./page.tsx";
import type { PublicOrigin } from "./public-origin.ts";
import {
  type AssetResponder,
  createAssetResponder,
  createStaticAsset,
  type StaticAsset,
} from "./static-asset.ts";

/** Share pages kept rendered in memory, the least recently served dropped first. */
const RENDERED_PAGES = 256;
const HTML = "text/html; charset=utf-8";

/** Headers of every share page answer: never indexed, the link never sent on as a referrer. */
export const SHARE_PAGE_HEADERS = {
  "Cache-Control": "no-cache",
  "Content-Security-Policy": PAGE_CSP,
  "X-Robots-Tag": "noindex",
  "Referrer-Policy": "no-referrer",
} as const;

export type ShareRouteDeps = {
  keeper: KitKeeper;
  origin: PublicOrigin;
  /** The share link of a kit, as the API gives it. */
  shareUrl: (id: string) => string;
  /** The share page's HTML for a kit, with absolute URLs from `origin`. */
  renderSharePage: (shared: SharedKit, origin: string) => string;
  /** The 404 page, rendered once. */
  notFoundPage: StaticAsset;
  /** The security headers (securityHeaderValues). */
  headers: Readonly<Record<string, string>>;
  /** Told of each answer, for the request log. */
  served: (c: Context, response: Response, startedAt: number, route: string) => void;
  now: () => number;
};

/** The page a visitor sees while the database cannot be reached. */
const UNAVAILABLE_HTML = [
  "<!DOCTYPE html>",
  '<html lang="en"><head><meta charset="utf-8">',
  '<meta name="viewport" content="width=device-width, initial-scale=1">',
  '<meta name="robots" content="noindex">',
  "<title>Kit unavailable · BrandKit</title></head>",
  '<body style="font-family: system-ui, sans-serif; max-width: 36rem; margin: 4rem auto; padding: 0 1rem">',
  "<h1>This kit cannot be opened right now</h1>",
  `<p>BrandKit cannot reach its kit database at the moment. Please try again in a few seconds.</p>`,
  '<p><a href="/">Make your own kit</a></p>',
  "</body></html>",
].join("\n");

/** GET /k/:id. */
export function createShareRoutes(deps: ShareRouteDeps): Hono {
  const routes = new Hono();
  const headers = { ...deps.headers, ...SHARE_PAGE_HEADERS };
  const notFound = () =>
    new Response(deps.notFoundPage.bodies.identity as Uint8Array<ArrayBuffer>, {
      status: 404,
      headers: { ...headers, "Content-Type": HTML },
    });
  const rendered = lruMap<Promise<AssetResponder | null>>(RENDERED_PAGES);
  const unavailable = () =>
    new Response(UNAVAILABLE_HTML, {
      status: 503,
      headers: { ...headers, "Content-Type": HTML, "Retry-After": String(STORE_RETRY_AFTER_S) },
    });

  /**
   * The page of one kit at one origin, for its live revision: asking the database for the revision alone is
   * cheap; the kit itself is read and rendered only on the first request for that revision.
   */
  const pageOf = async (id: string, origin: string): Promise<AssetResponder | null> => {
    const revision = await deps.keeper.revision(id);
    if (revision === null) return null;
    const key = `${id}:${revision}:${origin}`;
    let page = rendered.get(key);
    if (!page) {
      page = deps.keeper.find(id).then(async (record) => {
        if (!record) return null;
        const shared = sharedKitOf(record, deps.shareUrl(id));
        const asset = await createStaticAsset(deps.renderSharePage(shared, origin), HTML, "fast");
        return createAssetResponder(asset, headers);
      });
      // A page that failed, or a kit gone meanwhile, is not remembered: the next request asks again.
      page.then((made) => made ?? rendered.delete(key), () => rendered.delete(key));
      rendered.set(key, page);
    }
    return await page;
  };

  const answer = async (c: Context): Promise<Response> => {
    const id = c.req.param("id") ?? "";
    if (!isKitId(id)) return notFound();
    let serve;
    try {
      serve = await pageOf(id, deps.origin(c));
    } catch (error) {
      if (isBrandKitError(error, ErrorCode.STORE_UNAVAILABLE)) return unavailable();
      throw error;
    }
    return serve ? serve(c.req.raw) : notFound();
  };

  routes.get("/k/:id", async (c) => {
    const startedAt = deps.now();
    const response = await answer(c);
    deps.served(c, response, startedAt, "/k/:id");
    return response;
  });
  return routes;
}
