/**
 * Unsubscribing from an event's later mails (issue 38; RFC 8058 one-click), when the server sends mail:
 * - POST /k/:id/unsubscribe?guest=<guestId>&token=<unsubscribe token> — what a mail app's one-click sends (body
 *   `List-Unsubscribe=One-Click`), and what the page's button posts: sets the guest's `unsubscribed` flag; 200
 *   with a small page saying so; 404 when the link does not work (no such answer, or another token);
 * - GET of the same URL — a small page with one button that posts it (a GET changes nothing: mail scanners open
 *   links).
 * The token is the unsubscribe token (brandkit/mail/unsubscribe.ts), never the guest's own: it opens nothing else.
 * It is taken from any site (a mail app's server posts it); it is a secret of the link, so no Origin check is
 * needed. Nothing here logs an address or a token: the request log has the path without its query.
 */
import { type Context, Hono } from "hono";
import { type GuestMail, ONE_CLICK_BODY } from "../brandkit/mod.ts";
import { GUEST_ID_PATTERN } from "../brandkit/web.ts";
import { escapeHtml } from "./html-document.ts";
import { interfaceWordsOf } from "./interface-catalogs.ts";
import { pageLanguageOf } from "./page-language.ts";
import { readForm } from "./rsvp-form.ts";
import { isKitId } from "../brandkit/mod.ts";

/** An unsubscribe token's alphabet (base64url of 32 bytes). */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
/** The largest body taken: the one-click's is 26 bytes. */
const MAX_BODY_BYTES = 1_024;
const HEADERS = { "Cache-Control": "no-store", "X-Robots-Tag": "noindex", "Referrer-Policy": "no-referrer" };

export type UnsubscribeRouteDeps = { mail: GuestMail };

type Page = "ask" | "done" | "invalid";

/** The small page of each step, in the visitor's language, without script or stylesheet. */
function unsubscribePage(c: Context, page: Page, action?: string): string {
  const { language } = pageLanguageOf(c.req);
  const { t, direction } = interfaceWordsOf(language);
  const say = (key: string) => escapeHtml(t(`event.mail.unsubscribe.${key}`));
  const text = page === "ask" ? say("text") : page === "done" ? say("done") : say("invalid");
  return [
    "<!DOCTYPE html>",
    `<html lang="${language}" dir="${direction}"><head><meta charset="utf-8">`,
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="robots" content="noindex">',
    `<title>${say("title")}</title></head>`,
    '<body style="font-family: system-ui, sans-serif; max-width: 36rem; margin: 4rem auto; padding: 0 1rem">',
    `<h1>${say("title")}</h1>`,
    `<p>${text}</p>`,
    ...page === "ask" && action
      ? [
        `<form method="post" action="${escapeHtml(action)}">`,
        `<input type="hidden" name="List-Unsubscribe" value="One-Click">`,
        `<button type="submit">${say("button")}</button>`,
        "</form>",
      ]
      : [],
    "</body></html>",
  ].join("\n");
}

/** The kit, guest and token of the request, or null when one cannot be what it says. */
function linkOf(c: Context): { kitId: string; guestId: string; token: string } | null {
  const kitId = c.req.param("id") ?? "";
  const guestId = c.req.query("guest") ?? "";
  const token = c.req.query("token") ?? "";
  if (!isKitId(kitId) || !GUEST_ID_PATTERN.test(guestId) || !TOKEN_PATTERN.test(token)) return null;
  return { kitId, guestId, token };
}

export function createUnsubscribeRoutes(deps: UnsubscribeRouteDeps): Hono {
  const routes = new Hono();

  routes.get("/k/:id/unsubscribe", (c) => {
    const link = linkOf(c);
    if (!link) return c.html(unsubscribePage(c, "invalid"), 404, HEADERS);
    const url = new URL(c.req.url);
    return c.html(unsubscribePage(c, "ask", `${url.pathname}${url.search}`), 200, HEADERS);
  });

  routes.post("/k/:id/unsubscribe", async (c) => {
    const link = linkOf(c);
    if (!link) return c.html(unsubscribePage(c, "invalid"), 404, HEADERS);
    const form = await readForm(c.req.raw, MAX_BODY_BYTES);
    const [key, value] = ONE_CLICK_BODY.split("=");
    if (form.get(key) !== value) {
      return c.json(
        { error: { code: "VALIDATION_ERROR", message: `Send ${ONE_CLICK_BODY} to unsubscribe.` } },
        400,
        HEADERS,
      );
    }
    const verdict = await deps.mail.unsubscribe(link.kitId, link.guestId, link.token);
    if (verdict !== "done") return c.html(unsubscribePage(c, "invalid"), 404, HEADERS);
    return c.html(unsubscribePage(c, "done"), 200, HEADERS);
  });

  return routes;
}
