/**
 * RSVP without JavaScript (issue 28, item 6): the event page's plain HTML form posts to `POST /k/{id}/rsvp`
 * (application/x-www-form-urlencoded), and is answered `303 See Other` to `/k/{id}?rsvp=<guestId>#rsvp`, so a
 * reload never posts twice. The answer's id and token go in a cookie scoped to the kit's page (Path=/k/{id},
 * HttpOnly, SameSite=Lax, Secure when the site is served over HTTPS, kept as long as the kit but at most 400
 * days), which the page
 * reads to show "your answer", and which the same form sends back: a second post from that browser changes the
 * answer instead of adding another, and `intent=withdraw` removes it.
 *
 * Why a cookie and not the token in the URL: a URL ends up in histories, logs and Referer headers; the cookie
 * never leaves this site, no script can read it, and it is sent only to this kit's pages.
 *
 * Refusals come back the same way, as `303` to `/k/{id}?rsvp-error=<CODE>#rsvp` (with `field=` naming the first
 * field at fault of a VALIDATION_ERROR, and `retry-after=` of a 429), for the page to explain in its own words.
 * The JSON API (`POST /api/kits/{id}/rsvp`) stays JSON-only, with the JSON error shape.
 */
import type { Context } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import {
  ANSWER_KEY_FIELD,
  BrandKitError,
  COMPANION_FIELD,
  type ErrorBody,
  ErrorCode,
  GUEST_ID_PATTERN,
  IDEMPOTENCY_KEY_PATTERN,
  isBrandKitError,
  QUESTION_FIELD_PREFIX,
  RSVP_LIMITS,
} from "../brandkit/web.ts";
import { readBodyBytes } from "./read-json.ts";

/**
 * The longest a cookie may live: browsers cap Max-Age at 400 days (and Hono refuses more), so an answer kept
 * longer (an event a year away, a kit kept longer) has its cookie for 400 days.
 */
export const MAX_COOKIE_AGE_S = 400 * 24 * 60 * 60;

/** The cookie of a guest's answer: "<guestId>.<guestToken>". */
export const RSVP_COOKIE = "brandkit_rsvp";
/** The token's alphabet (base64url, 43 characters for 256 bits). */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{20,128}$/;
const FORM_TYPE = "application/x-www-form-urlencoded";

/** A guest's answer as the cookie holds it. */
export type AnswerCookie = { guestId: string; guestToken: string };

/** The answer this browser gave on the kit's page, from its cookie; undefined when none (or malformed). */
export function answerCookieOf(c: Context): AnswerCookie | undefined {
  const [guestId, guestToken, ...rest] = (getCookie(c, RSVP_COOKIE) ?? "").split(".");
  if (rest.length > 0 || !GUEST_ID_PATTERN.test(guestId ?? "") || !TOKEN_PATTERN.test(guestToken ?? "")) {
    return undefined;
  }
  return { guestId, guestToken };
}

/** Where the cookie applies: the kit page's own path (with the public URL's path prefix, if any). */
function cookiePathOf(pageUrl: string): string {
  return new URL(pageUrl, "http://localhost").pathname;
}

/** Sets the answer's cookie for the kit page at `pageUrl`, for `maxAgeS` (at most MAX_COOKIE_AGE_S). */
export function setAnswerCookie(
  c: Context,
  pageUrl: string,
  answer: AnswerCookie,
  options: { secure: boolean; maxAgeS: number },
): void {
  setCookie(c, RSVP_COOKIE, `${answer.guestId}.${answer.guestToken}`, {
    path: cookiePathOf(pageUrl),
    httpOnly: true,
    sameSite: "Lax",
    secure: options.secure,
    maxAge: Math.min(MAX_COOKIE_AGE_S, Math.max(0, Math.floor(options.maxAgeS))),
  });
}

/** Forgets the answer's cookie (the answer was withdrawn). */
export function clearAnswerCookie(c: Context, pageUrl: string, secure: boolean): void {
  deleteCookie(c, RSVP_COOKIE, { path: cookiePathOf(pageUrl), secure, httpOnly: true, sameSite: "Lax" });
}

/** The form's fields, read within `maxBytes`; VALIDATION_ERROR unless it is a URL-encoded form in UTF-8. */
export async function readForm(request: Request, maxBytes: number): Promise<URLSearchParams> {
  const mediaType = request.headers.get("content-type")?.split(";")[0].trim().toLowerCase();
  if (mediaType !== FORM_TYPE) {
    throw new BrandKitError(ErrorCode.VALIDATION_ERROR, `Send the form as ${FORM_TYPE}.`);
  }
  const bytes = await readBodyBytes(request, maxBytes);
  try {
    return new URLSearchParams(new TextDecoder("utf-8", { fatal: true }).decode(bytes));
  } catch {
    throw new BrandKitError(ErrorCode.VALIDATION_ERROR, "The form is not UTF-8 text.");
  }
}

/** A form field's value as given: undefined when empty. */
const filled = (value: string | null) => value === null || value.trim() === "" ? undefined : value;

/**
 * The answer the form gives, as the JSON API takes it: its known fields only (a submit button's name or other
 * fields are ignored), the party as a number, an empty field as not given. Each reply comes in
 * `question-<id>` (QUESTION_FIELD_PREFIX; an empty one is no reply); the companions in the `companion` fields
 * (COMPANION_FIELD), the empty ones left out, as many as the party shows (the page hides the rest).
 */
export function answerOfForm(form: URLSearchParams): Record<string, unknown> {
  const given = (key: string) => filled(form.get(key));
  const party = given("party");
  const partySize = party === undefined ? 1 : Number(party);
  const answers = new Map<string, string>();
  for (const [key, value] of form) {
    if (key.startsWith(QUESTION_FIELD_PREFIX) && filled(value) !== undefined) {
      answers.set(key.slice(QUESTION_FIELD_PREFIX.length), value);
    }
  }
  const shown = Number.isInteger(partySize)
    ? Math.min(Math.max(partySize - 1, 0), RSVP_LIMITS.maxParty - 1)
    : 0;
  const companions = form.getAll(COMPANION_FIELD).slice(0, shown).filter((name) =>
    filled(name) !== undefined
  );
  return {
    name: form.get("name") ?? undefined,
    answer: given("answer"),
    party: party === undefined ? undefined : Number(party),
    note: given("note"),
    answers: Object.fromEntries(answers),
    companions,
    // Only when the server sends mail does the page ask for it; the guest book drops it otherwise.
    email: given("email"),
    website: given("website"),
  };
}

/** The field a refusal names, as the page knows it: the first part of its path ("answers.<id>" is "answers"). */
export function refusedFieldOf(path: string | undefined): string | undefined {
  const field = path?.split(/[.[]/)[0];
  return field ? field : undefined;
}

/**
 * The form's answer key as an idempotency key: the hidden field (ANSWER_KEY_FIELD) is new with each rendering of
 * the page, which many guests may share, so the key also holds who sent it (the client key and the browser): a
 * post retried after a lost answer finds the first one, while another guest's post from the same page is another
 * answer (the answer's fields are part of the key too: guest-book.ts). Undefined when the field is absent or
 * malformed (a page rendered before it existed).
 */
export function formAnswerKeyOf(
  form: URLSearchParams,
  clientKey: string,
  userAgent: string | undefined,
): string | undefined {
  const field = form.get(ANSWER_KEY_FIELD);
  if (field === null || !IDEMPOTENCY_KEY_PATTERN.test(field)) return undefined;
  return JSON.stringify(["form", field, clientKey, userAgent ?? ""]);
}

/**
 * The page to go back to after a failure of ours (logged under `body.errorId` by PublicErrors): its code alone,
 * so the page says the answer could not be sent and to try again (a retry with the same answer key is answered
 * once).
 */
export function failureLocation(pageUrl: string, body: Pick<ErrorBody, "code">): string {
  return `${pageUrl}?${new URLSearchParams({ "rsvp-error": body.code })}#rsvp`;
}

/** The page to go back to after a refusal: its code, the field at fault, the wait. */
export function refusalLocation(pageUrl: string, error: unknown): string | undefined {
  if (!isBrandKitError(error) || error.code === ErrorCode.INTERNAL) return undefined;
  const query = new URLSearchParams({ "rsvp-error": error.code });
  const field = refusedFieldOf(error.issues?.[0]?.path);
  if (error.code === ErrorCode.VALIDATION_ERROR && field) query.set("field", field);
  if (error.retryAfter !== undefined) query.set("retry-after", String(error.retryAfter));
  if (error.placesLeft !== undefined) query.set("places-left", String(error.placesLeft));
  return `${pageUrl}?${query}#rsvp`;
}
