/**
 * RSVP's API (issue 28): guests answer without an account, the owner sees and shapes the list.
 * - GET /api/kits/:id/rsvp — what anyone with the link sees: open or not, counts, first names when shown;
 * - POST /api/kits/:id/rsvp — a guest's answer (JSON): 201 `{guestId, guestToken, status, keptUntil}`;
 * - GET|PATCH|DELETE /api/kits/:id/rsvp/:guestId — with `Authorization: Bearer <guestToken>` (DELETE takes the
 *   owner token too: the owner removes an entry);
 * - GET /api/kits/:id/guests and /guests.csv, PATCH /api/kits/:id/rsvp-settings — with the owner token;
 * - POST /k/:id/rsvp — the event page's form without JavaScript (rsvp-form.ts).
 * Answers and changes count against the client's allowance and the kit's (BRANDKIT_RSVP_RATE_LIMIT_PER_MINUTE),
 * taken before the body is read; a withdrawal counts against neither (it needs a token, and frees a place).
 * Nothing here logs a name, a note or a token: the request log has the method, the path and the status.
 */
import { type Context, Hono } from "hono";
import {
  BrandKitError,
  ErrorCode,
  isBrandKitError,
  parseOrThrow,
  rateLimitMessage,
} from "../brandkit/mod.ts";
import { MS_PER_S } from "../brandkit/time.ts";
import type { ClientLimiter } from "../brandkit/limits/client-limit.ts";
import {
  type GuestBook,
  RsvpBodySchema,
  RsvpChangeSchema,
  RsvpSettingsChangeSchema,
} from "../brandkit/rsvp/mod.ts";
import type { ClientKey } from "./client-key.ts";
import { requireBearerToken } from "./owner-token.ts";
import type { PublicOrigin } from "./public-origin.ts";
import { readJsonBody } from "./read-json.ts";
import {
  answerCookieOf,
  answerOfForm,
  clearAnswerCookie,
  readForm,
  refusalLocation,
  setAnswerCookie,
} from "./rsvp-form.ts";

/**
 * The largest answer: a name of 80 and a note of 280 characters, each sent as \uXXXX escapes of surrogate pairs
 * (12 bytes a character, about 4.4 KB), with room to spare.
 */
export const MAX_RSVP_BODY_BYTES = 8 * 1024;

export type RsvpRouteDeps = {
  guests: GuestBook;
  /** Each client's allowance (RSVP_CLIENT_LIMIT_PER_MINUTE, adapters/client-limits.ts), keyed by clientKey. */
  clientLimiter: ClientLimiter;
  /** Each kit's allowance (BRANDKIT_RSVP_RATE_LIMIT_PER_MINUTE), keyed by kit id. */
  kitLimiter: ClientLimiter;
  clientKey: ClientKey;
  /** The site's origin: the answer's cookie is Secure when it is https. */
  origin: PublicOrigin;
  /** The kit's event page, where the form's answers go back to. */
  shareUrl: (id: string) => string;
  now: () => number;
};

const NO_STORE = { "Cache-Control": "no-store" };
/** What the owner token is needed for, as a 401 says it. */
const SEEING_GUESTS = "Seeing the guest list";

/** POST /api/kits/:id/rsvp and the rest of RSVP's routes. */
export function createRsvpRoutes(deps: RsvpRouteDeps): Hono {
  const routes = new Hono();
  const { guests } = deps;

  /** Counts one answer or change against the client's allowance, then the kit's; 429 with the wait. */
  const takeLimits = async (c: Context, kitId: string) => {
    const client = await deps.clientLimiter.take(deps.clientKey(c));
    if (!client.allowed) {
      throw new BrandKitError(ErrorCode.RATE_LIMIT_EXCEEDED, rateLimitMessage(client.retryAfterS), {
        retryAfter: client.retryAfterS,
      });
    }
    const kit = await deps.kitLimiter.take(kitId);
    if (!kit.allowed) {
      throw new BrandKitError(
        ErrorCode.RATE_LIMIT_EXCEEDED,
        `This event is taking many answers right now. Please wait ${kit.retryAfterS}s before trying again.`,
        { retryAfter: kit.retryAfterS },
      );
    }
  };
  const guestToken = (c: Context, action: string) => requireBearerToken(c, action, "its guest token");

  routes.get(
    "/api/kits/:id/rsvp",
    async (c) => c.json(await guests.summary(c.req.param("id")), 200, NO_STORE),
  );

  routes.post("/api/kits/:id/rsvp", async (c) => {
    const kitId = c.req.param("id");
    await takeLimits(c, kitId);
    const body = parseOrThrow(RsvpBodySchema, await readJsonBody(c.req.raw, MAX_RSVP_BODY_BYTES), "RSVP");
    return c.json(await guests.answer(kitId, body), 201, NO_STORE);
  });

  routes.get("/api/kits/:id/rsvp/:guestId", async (c) => {
    const token = guestToken(c, "Reading an answer");
    return c.json(await guests.guest(c.req.param("id"), c.req.param("guestId"), token), 200, NO_STORE);
  });

  routes.patch("/api/kits/:id/rsvp/:guestId", async (c) => {
    const kitId = c.req.param("id");
    const token = guestToken(c, "Changing an answer");
    await takeLimits(c, kitId);
    const change = parseOrThrow(
      RsvpChangeSchema,
      await readJsonBody(c.req.raw, MAX_RSVP_BODY_BYTES),
      "change of answer",
    );
    return c.json(await guests.change(kitId, c.req.param("guestId"), token, change), 200, NO_STORE);
  });

  routes.delete("/api/kits/:id/rsvp/:guestId", async (c) => {
    const token = requireBearerToken(c, "Withdrawing an answer", "its guest token or the kit's owner token");
    await guests.withdraw(c.req.param("id"), c.req.param("guestId"), token);
    return c.body(null, 204, NO_STORE);
  });

  routes.get("/api/kits/:id/guests", async (c) => {
    const token = requireBearerToken(c, SEEING_GUESTS);
    return c.json(await guests.list(c.req.param("id"), token), 200, NO_STORE);
  });

  routes.get("/api/kits/:id/guests.csv", async (c) => {
    const token = requireBearerToken(c, SEEING_GUESTS);
    const csv = await guests.csv(c.req.param("id"), token);
    return c.body(csv, 200, {
      ...NO_STORE,
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": 'attachment; filename="guests.csv"',
      "X-Content-Type-Options": "nosniff",
    });
  });

  routes.patch("/api/kits/:id/rsvp-settings", async (c) => {
    const token = requireBearerToken(c, "Changing RSVP settings");
    const change = parseOrThrow(
      RsvpSettingsChangeSchema,
      await readJsonBody(c.req.raw, MAX_RSVP_BODY_BYTES),
      "RSVP settings",
    );
    return c.json(await guests.settings(c.req.param("id"), token, change), 200, NO_STORE);
  });

  routes.post("/k/:id/rsvp", async (c) => {
    const kitId = c.req.param("id");
    const pageUrl = deps.shareUrl(kitId);
    const secure = deps.origin(c).startsWith("https:");
    try {
      await takeLimits(c, kitId);
      const form = await readForm(c.req.raw, MAX_RSVP_BODY_BYTES);
      const earlier = answerCookieOf(c);
      if (form.get("intent") === "withdraw") {
        if (earlier) {
          await guests.withdraw(kitId, earlier.guestId, earlier.guestToken).catch((error) => {
            // Already gone (withdrawn, or removed by the owner): what the guest asked for.
            if (!isBrandKitError(error, ErrorCode.NOT_FOUND)) throw error;
          });
        }
        clearAnswerCookie(c, pageUrl, secure);
        return c.redirect(`${pageUrl}?rsvp=withdrawn#rsvp`, 303);
      }
      const body = parseOrThrow(RsvpBodySchema, answerOfForm(form), "RSVP");
      if (earlier && !body.website) {
        const { name, answer, party, note } = body;
        const changed = await guests.change(kitId, earlier.guestId, earlier.guestToken, {
          name,
          answer,
          party,
          note,
        }).catch((error) => {
          // The earlier answer is gone, or the cookie is not its guest's: this is a new answer.
          if (isBrandKitError(error, ErrorCode.NOT_FOUND) || isBrandKitError(error, ErrorCode.FORBIDDEN)) {
            return null;
          }
          throw error;
        });
        if (changed) return c.redirect(`${pageUrl}?rsvp=${changed.guestId}#rsvp`, 303);
      }
      const answered = await guests.answer(kitId, body);
      setAnswerCookie(c, pageUrl, answered, {
        secure,
        maxAgeS: (Date.parse(answered.keptUntil) - deps.now()) / MS_PER_S,
      });
      return c.redirect(`${pageUrl}?rsvp=${answered.guestId}#rsvp`, 303);
    } catch (error) {
      const location = refusalLocation(pageUrl, error);
      if (!location) throw error;
      return c.redirect(location, 303);
    }
  });

  return routes;
}
