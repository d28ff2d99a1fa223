/**
 * RSVP's API (issue 28): guests answer without an account, the owner sees and shapes the list.
 * - GET /api/kits/:id/rsvp — what anyone with the link sees: open or not, counts, first names when shown;
 * - POST /api/kits/:id/rsvp — a guest's answer (JSON): 201 `{guestId, guestToken, status, keptUntil}`;
 * - GET|PATCH|DELETE /api/kits/:id/rsvp/:guestId — with `Authorization: Bearer <guestToken>` (DELETE takes the
 *   owner token too: the owner removes an entry);
 * - GET /api/kits/:id/guests and /guests.csv — with the owner token or a co-host's (issue 39: without addresses);
 * - PATCH /api/kits/:id/rsvp-settings — with the owner token;
 * - POST /k/:id/rsvp — the event page's form without JavaScript (rsvp-form.ts).
 * Answers and changes count against the client's allowance, taken before the body is read, and, once read as
 * valid and not the honeypot's, against the kit's (BRANDKIT_RSVP_RATE_LIMIT_PER_MINUTE): junk never shuts an
 * event's RSVP. A withdrawal counts against neither (it needs a token, and frees a place). An answer with an
 * `Idempotency-Key` (the page's script sends one; the no-JavaScript form has its own) is answered once.
 * Nothing here logs a name, a note or a token: the request log has the method, the path and the status.
 */
import { type Context, Hono } from "hono";
import {
  BrandKitError,
  ErrorCode,
  IDEMPOTENCY_KEY_PATTERN,
  isBrandKitError,
  MS_PER_S,
  parseOrThrow,
  RsvpBodySchema,
  RsvpChangeSchema,
  RsvpSettingsChangeSchema,
} from "../brandkit/web.ts";
import { type ClientLimiter, type GuestBook, rateLimitMessage } from "../brandkit/mod.ts";
import type { ClientKey } from "./client-key.ts";
import { refuseCrossSiteForms } from "./form-origin.ts";
import { guestIdOf, kitIdOf } from "./route-ids.ts";
import { requireBearerToken } from "./owner-token.ts";
import type { PublicErrors } from "./public-errors.ts";
import type { PublicOrigin } from "./public-origin.ts";
import { readJsonBody } from "./read-json.ts";
import {
  answerCookieOf,
  answerOfForm,
  clearAnswerCookie,
  failureLocation,
  formAnswerKeyOf,
  readForm,
  refusalLocation,
  setAnswerCookie,
} from "./rsvp-form.ts";

/**
 * The largest answer or settings, with room to spare: an answer is a name of 80 and a note of 280 characters,
 * 5 replies of 300 and 9 companions of 80 (2,580 characters); the settings are 5 questions of 120 characters with
 * 8 choices of 60 (3,000); each character sent as \uXXXX escapes of a surrogate pair is 12 bytes (about 36 KB).
 */
export const MAX_RSVP_BODY_BYTES = 48 * 1024;

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
  /**
   * Logs a failure of ours under an error id: the form without JavaScript then goes back to the page, which says
   * the answer could not be sent, in the page's language, instead of showing the error's JSON.
   */
  publicErrors: PublicErrors;
  now: () => number;
};

const NO_STORE = { "Cache-Control": "no-store" };
/** What a token is needed for, as a 401 says it, and which tokens do. */
const SEEING_GUESTS = "Seeing the guest list";
const LIST_TOKENS = "the kit's owner token or a co-host's token";

/** The Idempotency-Key of an answer: undefined when absent; 400 naming the header when it cannot be one. */
export function idempotencyKeyOf(header: string | undefined): string | undefined {
  if (header === undefined) return undefined;
  if (IDEMPOTENCY_KEY_PATTERN.test(header)) return header;
  throw new BrandKitError(
    ErrorCode.VALIDATION_ERROR,
    "Idempotency-Key must be 16 to 200 printable ASCII characters without spaces, such as a random UUID.",
    { issues: [{ path: "Idempotency-Key", message: "is not a key" }] },
  );
}

/** POST /api/kits/:id/rsvp and the rest of RSVP's routes. */
export function createRsvpRoutes(deps: RsvpRouteDeps): Hono {
  const routes = new Hono();
  const { guests } = deps;

  /** Counts a request against the client's allowance (before its body is read); 429 with the wait. */
  const takeClientLimit = async (c: Context) => {
    const client = await deps.clientLimiter.take(deps.clientKey(c));
    if (!client.allowed) {
      throw new BrandKitError(ErrorCode.RATE_LIMIT_EXCEEDED, rateLimitMessage(client.retryAfterS), {
        retryAfter: client.retryAfterS,
      });
    }
  };
  /**
   * Counts an answer or a change against the kit's allowance: only one that was read as valid and is not the
   * honeypot's, so junk from a few addresses never shuts an event's RSVP. 429 with the wait.
   */
  const takeKitLimit = async (kitId: string) => {
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
  const readAnswer = async (c: Context) =>
    parseOrThrow(RsvpBodySchema, await readJsonBody(c.req.raw, MAX_RSVP_BODY_BYTES), "RSVP");

  routes.get(
    "/api/kits/:id/rsvp",
    async (c) => c.json(await guests.summary(kitIdOf(c)), 200, NO_STORE),
  );

  routes.post("/api/kits/:id/rsvp", async (c) => {
    const kitId = kitIdOf(c);
    await takeClientLimit(c);
    const idempotencyKey = idempotencyKeyOf(c.req.header("idempotency-key"));
    const body = await readAnswer(c);
    if (!body.website) await takeKitLimit(kitId);
    return c.json(await guests.answer(kitId, body, { idempotencyKey }), 201, NO_STORE);
  });

  routes.get("/api/kits/:id/rsvp/:guestId", async (c) => {
    const [kitId, guestId] = [kitIdOf(c), guestIdOf(c)];
    const token = guestToken(c, "Reading an answer");
    return c.json(await guests.guest(kitId, guestId, token), 200, NO_STORE);
  });

  routes.patch("/api/kits/:id/rsvp/:guestId", async (c) => {
    const [kitId, guestId] = [kitIdOf(c), guestIdOf(c)];
    const token = guestToken(c, "Changing an answer");
    await takeClientLimit(c);
    const change = parseOrThrow(
      RsvpChangeSchema,
      await readJsonBody(c.req.raw, MAX_RSVP_BODY_BYTES),
      "change of answer",
    );
    await takeKitLimit(kitId);
    return c.json(await guests.change(kitId, guestId, token, change), 200, NO_STORE);
  });

  routes.delete("/api/kits/:id/rsvp/:guestId", async (c) => {
    const [kitId, guestId] = [kitIdOf(c), guestIdOf(c)];
    const token = requireBearerToken(c, "Withdrawing an answer", "its guest token or the kit's owner token");
    await guests.withdraw(kitId, guestId, token);
    return c.body(null, 204, NO_STORE);
  });

  routes.get("/api/kits/:id/guests", async (c) => {
    const kitId = kitIdOf(c);
    const token = requireBearerToken(c, SEEING_GUESTS, LIST_TOKENS);
    return c.json(await guests.list(kitId, token), 200, NO_STORE);
  });

  routes.get("/api/kits/:id/guests.csv", async (c) => {
    const kitId = kitIdOf(c);
    const token = requireBearerToken(c, SEEING_GUESTS, LIST_TOKENS);
    const csv = await guests.csv(kitId, token);
    return c.body(csv, 200, {
      ...NO_STORE,
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": 'attachment; filename="guests.csv"',
      "X-Content-Type-Options": "nosniff",
    });
  });

  routes.patch("/api/kits/:id/rsvp-settings", async (c) => {
    const kitId = kitIdOf(c);
    const token = requireBearerToken(c, "Changing RSVP settings");
    const change = parseOrThrow(
      RsvpSettingsChangeSchema,
      await readJsonBody(c.req.raw, MAX_RSVP_BODY_BYTES),
      "RSVP settings",
    );
    return c.json(await guests.settings(kitId, token, change), 200, NO_STORE);
  });

  routes.post("/k/:id/rsvp", refuseCrossSiteForms(deps.origin), async (c) => {
    const kitId = kitIdOf(c);
    const pageUrl = deps.shareUrl(kitId);
    const secure = deps.origin(c).startsWith("https:");
    try {
      await takeClientLimit(c);
      const form = await readForm(c.req.raw, MAX_RSVP_BODY_BYTES);
      const earlier = answerCookieOf(c);
      if (form.get("intent") === "withdraw") {
        // A withdrawal frees a place: never refused by the kit's allowance.
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
      if (!body.website) await takeKitLimit(kitId);
      if (earlier && !body.website) {
        const { name, answer, party, note, answers, companions, email } = body;
        const changed = await guests.change(kitId, earlier.guestId, earlier.guestToken, {
          name,
          answer,
          party,
          note,
          answers,
          companions,
          // An address given with the change (issue 38); left empty, the one kept stays.
          ...email ? { email } : {},
        }).catch((error) => {
          // The earlier answer is gone, or the cookie is not its guest's: this is a new answer.
          if (isBrandKitError(error, ErrorCode.NOT_FOUND) || isBrandKitError(error, ErrorCode.FORBIDDEN)) {
            return null;
          }
          throw error;
        });
        if (changed) return c.redirect(`${pageUrl}?rsvp=${changed.guestId}#rsvp`, 303);
      }
      const idempotencyKey = formAnswerKeyOf(form, deps.clientKey(c), c.req.header("user-agent"));
      const answered = await guests.answer(kitId, body, { idempotencyKey });
      try {
        setAnswerCookie(c, pageUrl, answered, {
          secure,
          maxAgeS: (Date.parse(answered.keptUntil) - deps.now()) / MS_PER_S,
        });
      } catch (error) {
        // Nothing stays kept behind a failure: the guest's retry is a new answer, not a second copy.
        await guests.withdraw(kitId, answered.guestId, answered.guestToken).catch(() => {});
        throw error;
      }
      return c.redirect(`${pageUrl}?rsvp=${answered.guestId}#rsvp`, 303);
    } catch (error) {
      const location = refusalLocation(pageUrl, error) ??
        failureLocation(
          pageUrl,
          deps.publicErrors(error, { requestId: c.get("requestId" as never) as string | undefined }),
        );
      return c.redirect(location, 303);
    }
  });

  return routes;
}
