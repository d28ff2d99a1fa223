/**
 * GET /api/interface/:lang: one language's compiled catalog, for a page that switches language in place (the
 * language menu, client/i18n/interface-store.ts). The same words the server renders that language's pages with.
 */
import { Hono } from "hono";
import { BrandKitError, ErrorCode } from "../brandkit/web.ts";
import { isInterfaceLanguage } from "../client/i18n/interface-language.ts";
import { interfaceBootOf } from "./interface-catalogs.ts";

/** A catalog changes only with a new version of the server: kept for an hour, then checked again. */
export const CATALOG_CACHE = "public, max-age=3600";

export function createInterfaceRoutes(): Hono {
  const routes = new Hono();
  routes.get("/api/interface/:lang", (c) => {
    const language = c.req.param("lang");
    if (!isInterfaceLanguage(language)) {
      throw new BrandKitError(
        ErrorCode.NOT_FOUND,
        `BrandKit's interface has no language '${language.slice(0, 20)}'.`,
      );
    }
    return c.json(interfaceBootOf(language), 200, { "Cache-Control": CATALOG_CACHE });
  });
  return routes;
}
