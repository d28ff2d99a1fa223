/**
 * The door page's routes (issue 39):
 * - GET /k/:id/door — the door page (door-page.tsx), in the visitor's interface language (page-language.ts, the
 *   kit's own by default, as the event page), never indexed; rendered and compressed once per kit revision and
 *   language, then served from memory. The guest list is not in it: the page reads it with the door link's token.
 * - GET /door-sw.js — its service worker (door-page-sw.ts), which keeps the page and its scripts for a door with no
 *   network.
 * A malformed or unknown id gets the 404 page the event page gives, without the database being asked for a
 * malformed one; while the database cannot be reached, the 503 page. Like the share routes, these answer before
 * the app's middleware and tell the request log themselves.
 */
import { type Context, Hono } from "hono";
import { ErrorCode, isBrandKitError } from "../brandkit/web.ts";
import { isKitId, type KitKeeper, lruMap, STORE_RETRY_AFTER_S } from "../brandkit/mod.ts";
import type { InterfaceLanguage } from "../client/i18n/interface-language.ts";
import { DOOR_WORKER_PATH, doorServiceWorkerScript } from "./door-page-sw.ts";
import { type DoorPageOptions, renderDoorPageHtml } from "./door-page.tsx";
import { pageLanguageOf, withPageLanguage } from "./page-language.ts";
import { renderUnavailableHtml, SHARE_PAGE_HEADERS } from "./share-routes.ts";
import {
  type AssetResponder,
  createAssetResponder,
  createStaticAsset,
  type StaticAsset,
} from "./static-asset.ts";

/** Door pages kept rendered in memory, the least recently served dropped first. */
const RENDERED_PAGES = 128;
const HTML = "text/html; charset=utf-8";
const JAVASCRIPT = "text/javascript; charset=utf-8";

export type DoorPageRouteDeps = {
  keeper: Pick<KitKeeper, "revision" | "find">;
  /** What every page is rendered with: the bundle, the provider's name, the kits' time to live. */
  page: Omit<DoorPageOptions, "id" | "kit" | "request" | "language">;
  /** The 404 page in each interface language, rendered once. */
  notFoundPages: ReadonlyMap<InterfaceLanguage, StaticAsset>;
  /** The security headers (securityHeaderValues). */
  headers: Readonly<Record<string, string>>;
  /** Told of each answer, for the request log. */
  served: (c: Context, response: Response, startedAt: number, route: string) => void;
  now: () => number;
};

/** GET /k/:id/door and GET /door-sw.js. */
export function createDoorPageRoutes(deps: DoorPageRouteDeps): Hono {
  const routes = new Hono();
  const headers = { ...deps.headers, ...SHARE_PAGE_HEADERS };
  const rendered = lruMap<Promise<AssetResponder>>(RENDERED_PAGES);

  const plain = (c: Context, status: 404 | 503) => {
    const choice = pageLanguageOf(c.req);
    const body = status === 404
      ? deps.notFoundPages.get(choice.language)!.bodies.identity as Uint8Array<ArrayBuffer>
      : renderUnavailableHtml(choice.language);
    const extra: Record<string, string> = status === 503
      ? { "Retry-After": String(STORE_RETRY_AFTER_S) }
      : {};
    return withPageLanguage(
      new Response(body, { status, headers: { ...headers, "Content-Type": HTML, ...extra } }),
      choice,
    );
  };

  /** The door page of kit `id` for this request, or null for a kit that is not there. */
  const doorPage = async (c: Context, id: string): Promise<Response | null> => {
    const revision = await deps.keeper.revision(id);
    if (revision === null) return null;
    const record = await deps.keeper.find(id);
    if (!record) return null;
    const { kit, request } = record.content;
    const choice = pageLanguageOf(c.req, kit.language);
    const key = `${id}:${record.revision}:${choice.language}`;
    let serve = rendered.get(key);
    if (!serve) {
      const html = renderDoorPageHtml({ ...deps.page, id, kit, request, language: choice.language });
      serve = createStaticAsset(html, HTML, "fast").then((asset) => createAssetResponder(asset, headers));
      serve.catch(() => rendered.delete(key));
      rendered.set(key, serve);
    }
    return withPageLanguage((await serve)(c.req.raw), choice);
  };

  routes.get("/k/:id/door", async (c) => {
    const startedAt = deps.now();
    const id = c.req.param("id");
    let response: Response;
    try {
      response = isKitId(id) ? await doorPage(c, id) ?? plain(c, 404) : plain(c, 404);
    } catch (error) {
      if (isBrandKitError(error, ErrorCode.STORE_UNAVAILABLE)) response = plain(c, 503);
      else if (isBrandKitError(error, ErrorCode.KIT_NOT_FOUND)) response = plain(c, 404);
      else throw error;
    }
    deps.served(c, response, startedAt, "/k/:id/door");
    return response;
  });

  // The worker's script changes with the bundle alone: made once, answered with its ETag (the browser asks again
  // for it at each visit, and installs it when it changed).
  const worker = createStaticAsset(doorServiceWorkerScript(deps.page.bundle), JAVASCRIPT).then((asset) =>
    createAssetResponder(asset, {
      ...deps.headers,
      "Cache-Control": "no-cache",
      "Content-Security-Policy": SHARE_PAGE_HEADERS["Content-Security-Policy"],
      "X-Robots-Tag": "noindex",
    })
  );
  routes.get(DOOR_WORKER_PATH, async (c) => {
    const startedAt = deps.now();
    const response = (await worker)(c.req.raw);
    deps.served(c, response, startedAt, DOOR_WORKER_PATH);
    return response;
  });
  return routes;
}
