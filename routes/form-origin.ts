/**
 * Forms from other sites are refused: a page on any origin can make a visitor's browser post a form here (with
 * the visitor's cookies, as SameSite=Lax allows for a top-level POST navigation), so every route that takes a
 * form checks where it was posted from before it reads, keeps or clears anything.
 *
 * A post is refused when its `Sec-Fetch-Site` says `cross-site`, or when it has an `Origin` that is not the
 * site's own (`null` included: a sandboxed frame or a redirect from elsewhere). A post with neither header (an
 * old browser, curl, a test) is let through: there is nothing to judge it by, and the page's own forms always
 * send `Origin` in today's browsers. `same-site` (a sibling subdomain) is judged by its Origin.
 */
import { pageLanguageOf } from "./page-language.ts";
import { renderPlainPage } from "./plain-page.ts";
import type { MiddlewareHandler } from "hono";
import type { PublicOrigin } from "./public-origin.ts";

/** The origin part (scheme, host, port) of the site's public origin, which may carry a path. */
function originOf(publicOrigin: string): string | undefined {
  try {
    return new URL(publicOrigin).origin;
  } catch {
    return undefined;
  }
}

/** True when a form post with these headers was sent from a page of another site. */
export function isCrossSiteForm(
  headers: { origin?: string; secFetchSite?: string },
  ownOrigin: string,
): boolean {
  if (headers.secFetchSite?.trim().toLowerCase() === "cross-site") return true;
  if (headers.origin === undefined) return false;
  return headers.origin.trim().toLowerCase() !== originOf(ownOrigin)?.toLowerCase();
}

/** Middleware of the routes that take a form: refuses a post from another site with 403 (isCrossSiteForm). */
export function refuseCrossSiteForms(origin: PublicOrigin): MiddlewareHandler {
  return async (c, next) => {
    const headers = { origin: c.req.header("origin"), secFetchSite: c.req.header("sec-fetch-site") };
    if (!isCrossSiteForm(headers, origin(c))) return await next();
    // What a refused form post gets: 403, nothing kept, no cookie set or cleared; in the visitor's language.
    const { language } = pageLanguageOf(c.req);
    return c.html(renderPlainPage(language, "formRefused"), 403, {
      "Cache-Control": "no-store",
      "Content-Language": language,
    });
  };
}
