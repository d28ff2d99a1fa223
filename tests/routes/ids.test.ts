/**
 * Ids are ids (issue 35, item 9): a kit or guest id in a path with a byte outside its alphabet (NUL, CR, LF, a
 * space, a letter outside ASCII, an encoded slash, one character too many or too few) is answered 404 (or 400) on
 * every route that takes one, never a 5xx or a redirect, and never reaches a response header. Under /api the
 * answer is the JSON error shape. Every request is otherwise right (the owner's or the guest's token, a valid
 * body, If-Match), so the id is the only thing wrong with it.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { ErrorCode, ErrorResponseSchema } from "../../brandkit/web.ts";
import { createClientLimiter } from "../../adapters/memory-limiter.ts";
import { STATUS_BY_CODE } from "../../routes/error-responses.ts";
import { RSVP_COOKIE } from "../../routes/rsvp-form.ts";
import { answered, appWithKit, bearer } from "./_rsvp.ts";

/** What the test has made: a kept kit, its owner token, and one guest's answer. */
type Kept = { kitId: string; ownerToken: string; guestId: string; guestToken: string };

type Route = {
  /** "{kit}" and "{guest}" stand for the ids. */
  path: string;
  method: string;
  headers?: (kept: Kept) => Record<string, string>;
  body?: string;
};

const FORM = { "Content-Type": "application/x-www-form-urlencoded" };
const JSON_BODY = { "Content-Type": "application/json" };
const owner = (kept: Kept) => bearer(kept.ownerToken);
const guest = (kept: Kept) => bearer(kept.guestToken);
const answerCookie = (kept: Kept) => ({ Cookie: `${RSVP_COOKIE}=${kept.guestId}.${kept.guestToken}` });

/** Every route with a kit id in its path (routes/*.ts), each sent as its owner, guest or visitor would. */
const KIT_ROUTES: Route[] = [
  { method: "GET", path: "/api/kits/{kit}" },
  { method: "DELETE", path: "/api/kits/{kit}", headers: owner },
  {
    method: "PATCH",
    path: "/api/kits/{kit}",
    headers: (kept) => ({ ...owner(kept), ...JSON_BODY, "If-Match": '"0"' }),
    body: JSON.stringify({ copy: { headline: "A new headline" } }),
  },
  { method: "POST", path: "/api/kits/{kit}/extend", headers: owner },
  { method: "GET", path: "/api/kits/{kit}/rsvp" },
  {
    method: "POST",
    path: "/api/kits/{kit}/rsvp",
    headers: () => ({ ...JSON_BODY, "Idempotency-Key": "answer-1" }),
    body: JSON.stringify({ name: "Amara", answer: "going" }),
  },
  { method: "GET", path: "/api/kits/{kit}/rsvp/{guest}", headers: guest },
  {
    method: "PATCH",
    path: "/api/kits/{kit}/rsvp/{guest}",
    headers: (kept) => ({ ...guest(kept), ...JSON_BODY }),
    body: JSON.stringify({ answer: "maybe" }),
  },
  { method: "DELETE", path: "/api/kits/{kit}/rsvp/{guest}", headers: guest },
  { method: "GET", path: "/api/kits/{kit}/guests", headers: owner },
  { method: "GET", path: "/api/kits/{kit}/guests.csv", headers: owner },
  {
    method: "PATCH",
    path: "/api/kits/{kit}/rsvp-settings",
    headers: (kept) => ({ ...owner(kept), ...JSON_BODY }),
    body: JSON.stringify({ showNames: true }),
  },
  { method: "GET", path: "/k/{kit}" },
  { method: "GET", path: "/k/{kit}", headers: answerCookie },
  { method: "HEAD", path: "/k/{kit}" },
  { method: "GET", path: "/k/{kit}/kit" },
  { method: "GET", path: "/k/{kit}/files/poster.png" },
  { method: "GET", path: "/k/{kit}/files/event.ics" },
  { method: "GET", path: "/k/{kit}/calendar.ics" },
  { method: "POST", path: "/k/{kit}/rsvp", headers: () => FORM, body: "name=Amara&answer=going" },
  {
    method: "POST",
    path: "/k/{kit}/rsvp",
    headers: (kept) => ({ ...FORM, ...answerCookie(kept) }),
    body: "name=Amara&answer=no",
  },
  {
    method: "POST",
    path: "/k/{kit}/rsvp",
    headers: (kept) => ({ ...FORM, ...answerCookie(kept) }),
    body: "intent=withdraw",
  },
];

/** The routes with a guest id in their path too. */
const GUEST_ROUTES = KIT_ROUTES.filter((route) => route.path.includes("{guest}"));

/** Ids as a path segment carries them (percent-encoded), each made from a real id of the same kind. */
const ODD_IDS: Array<[string, (real: string) => string]> = [
  ["'abc%00'", () => "abc%00"],
  ["CR LF and a header", () => "%0d%0aSet-Cookie:%20x=1"],
  ["a real id and NUL", (real) => `${real}%00`],
  ["a real id with NUL in place of a character", (real) => `${real.slice(0, 11)}%00${real.slice(12)}`],
  ["a real id and a line feed", (real) => `${real}%0A`],
  ["a real id with CR in place of its last character", (real) => `${real.slice(0, 21)}%0D`],
  ["a real id with a space in place of its last character", (real) => `${real.slice(0, 21)}%20`],
  ["a real id with a tab in place of its last character", (real) => `${real.slice(0, 21)}%09`],
  ["a real id and one character more (23)", (real) => `${real}A`],
  ["a real id less its first character (21)", (real) => real.slice(1)],
  ["an encoded climb '..%2f..'", () => "..%2f.."],
  ["a right-to-left override", () => "%E2%80%AE"],
  ["22 letters outside ASCII", () => "%C3%A9".repeat(22)],
  ["a byte that is no UTF-8", (real) => `${real.slice(0, 21)}%FF`],
  ["a lone percent sign", () => "%"],
  ["an encoded '%00' as text", () => "%2500"],
  ["a real id and an encoded '?'", (real) => `${real}%3F`],
  ["the empty string", () => ""],
];

/** A request's path with the ids in place. */
const pathOf = (route: Route, kitId: string, guestId: string) =>
  route.path.replace("{kit}", kitId).replace("{guest}", guestId);

/** Every form `segment` may take in a header: as sent, and decoded. */
function formsOf(segment: string): string[] {
  if (segment === "") return [];
  try {
    return [segment, decodeURIComponent(segment)];
  } catch {
    return [segment];
  }
}

/** 404 or 400; the JSON error shape under /api; no redirect, no cookie; no header with CR, LF, NUL or the id. */
async function expectRefused(response: Response, route: Route, segment: string) {
  const text = await response.text();
  const where = `${route.method} ${route.path} -> ${response.status} ${text.slice(0, 200)}`;
  expect([400, 404], where).toContain(response.status);
  expect(response.headers.has("Location"), where).toBe(false);
  expect(response.headers.has("Set-Cookie"), where).toBe(false);
  for (const [name, value] of response.headers) {
    expect(value, `${where}: ${name}`).not.toMatch(/[\r\n\0]/);
    for (const form of formsOf(segment)) expect(value, `${where}: ${name}`).not.toContain(form);
  }
  if (route.path.startsWith("/api/")) {
    expect(response.headers.get("Content-Type"), where).toMatch(/^application\/json/);
    const { error } = ErrorResponseSchema.parse(JSON.parse(text));
    expect(STATUS_BY_CODE[error.code as ErrorCode], where).toBe(response.status);
  }
}

describe("a kit or guest id outside its alphabet", () => {
  let app: Awaited<ReturnType<typeof appWithKit>>["app"];
  let kept: Kept;
  beforeAll(async () => {
    const plenty = () => createClientLimiter({ limit: 100_000 });
    const test = await appWithKit({
      env: { BRANDKIT_RATE_LIMIT_PER_MINUTE: "10000", BRANDKIT_FORMATS_RATE_LIMIT_PER_MINUTE: "100000" },
      // Plenty, so that a refusal is about the id and not the client's or the kit's allowance.
      limits: { rsvpClients: plenty(), rsvpKits: plenty() },
    });
    const { guestId, guestToken } = await answered(test, test.id, { name: "Tobi", answer: "going" });
    app = test.app;
    kept = { kitId: test.id, ownerToken: test.ownerToken, guestId, guestToken };
  });

  /** `route`'s request with `kitId` and `guestId` in its path. */
  const send = (route: Route, kitId: string, guestId: string) =>
    app.request(pathOf(route, kitId, guestId), {
      method: route.method,
      headers: route.headers?.(kept) ?? {},
      body: route.body,
    });

  describe.each(KIT_ROUTES.map((route) => [`${route.method} ${route.path}`, route] as const))(
    "in %s",
    (_name, route) => {
      it.each(ODD_IDS)(
        "answers a kit id of %s with 404 or 400, and keeps it out of the headers",
        async (_, odd) => {
          const segment = odd(kept.kitId);
          await expectRefused(await send(route, segment, kept.guestId), route, segment);
        },
      );
    },
  );

  describe.each(GUEST_ROUTES.map((route) => [`${route.method} ${route.path}`, route] as const))(
    "in %s",
    (_name, route) => {
      it.each(ODD_IDS)(
        "answers a guest id of %s with 404 or 400, and keeps it out of the headers",
        async (_, odd) => {
          const segment = odd(kept.guestId);
          await expectRefused(await send(route, kept.kitId, segment), route, segment);
        },
      );
    },
  );

  it("still has the kit and its guest afterwards: no odd id reached them", async () => {
    const kit = await app.request(`/api/kits/${kept.kitId}`);
    expect(kit.status).toBe(200);
    const answer = await app.request(`/api/kits/${kept.kitId}/rsvp/${kept.guestId}`, {
      headers: guest(kept),
    });
    expect(answer.status).toBe(200);
    expect(await answer.json()).toMatchObject({ answer: "going" });
  });
});
