/**
 * Property tests of the request edge on a kept kit's routes, in-process: the studio's edit, preview and "keep
 * longer", RSVP's API, the event page's form without JavaScript, the owner's guest list and settings, and the
 * kit's pages. Whatever body, form, token, precondition, cookie or id a client sends, the app answers within a
 * second and never with a 5xx; under /api every error is the JSON error shape with the status its code has; the
 * pages and the form answer HTML or a redirect to the kit's own page. An id outside its alphabet is 404 or 400
 * and reaches no header. The kits are made once, through the app, before the properties run; each request comes
 * from an address of its own, and the kits' RSVP allowance is raised, so a refusal is about the request.
 */
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { KIT_ID_PATTERN, SharedKitSchema } from "../../brandkit/web.ts";
import { createClientLimiter } from "../../adapters/memory-limiter.ts";
import { RSVP_COOKIE } from "../../routes/rsvp-form.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";
import { answered, makeKit } from "./_rsvp.ts";
import {
  type Answer,
  type Answering,
  answerOf,
  eachFromItsOwn,
  expectEdgeAnswer,
  RUNS,
} from "./_request-edge.ts";
import {
  anyBody,
  editLike,
  formLike,
  headerJunk,
  jsonBodyOf,
  keptHeaders,
  mostlyRight,
  oddId,
  oddIfMatch,
  previewLike,
  requestOf,
  rsvpChangeLike,
  rsvpLike,
  rsvpSettingsLike,
  validAnswer,
  validChange,
  validEdit,
  validPreview,
  validSettings,
} from "./_request-arbitraries.ts";

/** The longest a cookie may live: what browsers keep (RFC 6265bis). */
const MAX_COOKIE_AGE_S = 400 * 24 * 60 * 60;
/** Stand-ins in an arbitrary for what a run makes afresh: an answer's id, its token and its cookie. */
const LIVE_GUEST = "live-guest";
const LIVE_TOKEN = "live-guest-token";
const LIVE_COOKIE = "live-guest-cookie";
const JSON_TYPE = "application/json";
const FORM_TYPE = "application/x-www-form-urlencoded";

type Kit = { id: string; ownerToken: string };

/** A request, or null when `fetch` itself would refuse to send it. A GET or HEAD goes without its body. */
function requestTo(method: string, path: string, headers: Record<string, string>, body?: BodyInit) {
  return requestOf({ method, path, headers, body: body ?? "" });
}

/** The id a path segment carries, as the router reads it. */
function idOf(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * A segment the router reads as the id of a kit page's path: not empty (`/k//kit` is no kit page, and gets the
 * API's 404), not `.` or `..` (the URL drops them, and the request goes to another path).
 */
const isPageSegment = (segment: string) => segment !== "" && !/^\.{1,2}$/.test(segment);

/** What a request was, for a failure's message. */
const described = (method: string, path: string, headers: Record<string, string>, body?: unknown) =>
  `${method} ${path} ${JSON.stringify(headers)} ${typeof body === "string" ? body.slice(0, 300) : ""}`;

/**
 * A page's or the form's answer: no 5xx; a redirect only to the kit's own page (the form's 303), with a cookie
 * only for that page and for at most 400 days; anything else an HTML page (or a 304 without a body).
 */
function expectPageAnswer(answer: Answer, kitSegment: string, what: string): void {
  const where = `${what} -> ${answer.status} ${answer.text.slice(0, 300)}`;
  expect(answer.status, where).toBeLessThan(500);
  if (answer.status === 304) return;
  if (answer.status >= 300 && answer.status < 400) {
    const id = idOf(kitSegment);
    expect(id, where).toMatch(KIT_ID_PATTERN);
    expect(answer.headers.get("location"), where).toMatch(new RegExp(`^/k/${id}(?:\\?[^#]*)?#rsvp$`));
    const cookie = answer.headers.get("set-cookie");
    if (cookie !== null) {
      expect(cookie, where).toMatch(new RegExp(`^${RSVP_COOKIE}=[^;]*;`));
      expect(cookie, where).toContain(`Path=/k/${id}`);
      expect(Number(/Max-Age=(\d+)/.exec(cookie)?.[1] ?? 0), where).toBeLessThanOrEqual(MAX_COOKIE_AGE_S);
    }
    return;
  }
  expect(answer.contentType, where).toMatch(/^text\/html/);
  expect(answer.headers.has("set-cookie"), where).toBe(false);
}

describe("the request edge of a kept kit's routes", () => {
  let test: TestApp;
  let app: Answering;
  /** Edited, previewed and kept longer. */
  let edited: Kit;
  /** Answered, changed and withdrawn from. */
  let rsvp: Kit;
  /** Its guest list read and its settings changed. */
  let listed: Kit;
  /** An event more than 400 days away: kept longer than a cookie may live. */
  let far: Kit;
  /** A preview's kit and request, as the page has them for a kit it made. */
  let unkept: { request: unknown; kit: Record<string, unknown> };

  beforeAll(async () => {
    // Far above the runs here, so a refusal is about the request, not an allowance.
    const plenty = () => createClientLimiter({ limit: 1_000_000 });
    test = await createTestApp({
      env: {
        BRANDKIT_RATE_LIMIT_PER_MINUTE: "10000",
        BRANDKIT_FORMATS_RATE_LIMIT_PER_MINUTE: "100000",
        BRANDKIT_RSVP_RATE_LIMIT_PER_MINUTE: "100000",
        // Room for the answers the runs make.
        BRANDKIT_MAX_GUESTS: "1000000",
      },
      limits: { rsvpClients: plenty(), rsvpKits: plenty() },
    });
    app = eachFromItsOwn(test.app);
    [edited, rsvp, listed, far] = [
      await makeKit(test),
      await makeKit(test),
      await makeKit(test),
      await makeKit(test, { eventDate: "2027-03-01" }),
    ];
    for (const name of ["Amara", '=HYPERLINK("https://evil.example")', 'Tobi, "Jr."']) {
      await answered(test, listed.id, { name, answer: "going" });
    }
    const shown = SharedKitSchema.parse(await (await test.app.request(`/api/kits/${edited.id}`)).json());
    const { eventNames, headline, tagline, description, socialCaptions, selectedName, language, design } =
      shown.kit;
    unkept = {
      request: shown.request,
      kit: { eventNames, headline, tagline, description, socialCaptions, selectedName, language, design },
    };
  });

  /** A fresh answer to `kit`, its token and its cookie. */
  const liveGuest = async (kit: Kit) => {
    const guest = await answered(test, kit.id, { name: "Ngozi", answer: "maybe" });
    return { ...guest, cookie: `${RSVP_COOKIE}=${guest.guestId}.${guest.guestToken}` };
  };

  /** The kit's revision now. */
  const revisionOf = async (kit: Kit) =>
    SharedKitSchema.parse(await (await test.app.request(`/api/kits/${kit.id}`)).json()).revision;

  it("answers any edit on PATCH /api/kits/{id}, with the owner's token or without, and any If-Match", () =>
    fc.assert(
      fc.asyncProperty(
        mostlyRight(edited.id, oddId),
        keptHeaders({ contentType: JSON_TYPE, tokens: [edited.ownerToken] }),
        fc.oneof(
          { weight: 3, arbitrary: fc.constant("the current revision") },
          { weight: 1, arbitrary: fc.constant("none") },
          { weight: 1, arbitrary: oddIfMatch },
        ),
        jsonBodyOf(validEdit, editLike),
        async (segment, sent, precondition, body) => {
          const { "if-match": _odd, ...headers } = sent;
          if (precondition === "the current revision") headers["if-match"] = `"${await revisionOf(edited)}"`;
          else if (precondition !== "none") headers["if-match"] = precondition;
          const path = `/api/kits/${segment}`;
          const request = requestTo("PATCH", path, headers, body);
          fc.pre(request !== null);
          const answer = await answerOf(app, request!);
          expectEdgeAnswer(answer, "PATCH", described("PATCH", path, headers, body));
          if (answer.status === 200) expect(answer.headers.get("etag")).toMatch(/^"\d+"$/);
        },
      ),
      { numRuns: RUNS },
    ));

  it("answers any preview posted to /api/kits/preview", () =>
    fc.assert(
      fc.asyncProperty(
        jsonBodyOf(validPreview(unkept), previewLike(unkept)),
        keptHeaders({ contentType: JSON_TYPE }),
        async (body, headers) => {
          const request = requestTo("POST", "/api/kits/preview", headers, body);
          fc.pre(request !== null);
          const answer = await answerOf(app, request!);
          expectEdgeAnswer(answer, "POST", described("POST", "/api/kits/preview", headers, body));
        },
      ),
      { numRuns: RUNS / 2 },
    ));

  it("answers any request to keep a kit longer, POST /api/kits/{id}/extend", () =>
    fc.assert(
      fc.asyncProperty(
        mostlyRight(edited.id, oddId),
        keptHeaders({ tokens: [edited.ownerToken] }),
        anyBody,
        async (segment, headers, body) => {
          const path = `/api/kits/${segment}/extend`;
          const request = requestTo("POST", path, headers, body);
          fc.pre(request !== null);
          expectEdgeAnswer(await answerOf(app, request!), "POST", described("POST", path, headers, body));
        },
      ),
      { numRuns: RUNS },
    ));

  it("answers any guest's answer to POST /api/kits/{id}/rsvp, and any look at its counts", () =>
    fc.assert(
      fc.asyncProperty(
        fc.constantFrom("GET", "POST"),
        mostlyRight(rsvp.id, oddId),
        keptHeaders({ contentType: JSON_TYPE }),
        jsonBodyOf(validAnswer, rsvpLike),
        async (method, segment, headers, body) => {
          const path = `/api/kits/${segment}/rsvp`;
          const request = requestTo(method, path, headers, body);
          fc.pre(request !== null);
          expectEdgeAnswer(await answerOf(app, request!), method, described(method, path, headers, body));
        },
      ),
      { numRuns: RUNS },
    ));

  it("answers any read, change or withdrawal of an answer, with its guest's token, the owner's or none", () =>
    fc.assert(
      fc.asyncProperty(
        fc.constantFrom("GET", "PATCH", "DELETE"),
        mostlyRight(rsvp.id, oddId),
        mostlyRight(LIVE_GUEST, oddId),
        keptHeaders({ contentType: JSON_TYPE, tokens: [LIVE_TOKEN, rsvp.ownerToken] }),
        jsonBodyOf(validChange, rsvpChangeLike),
        async (method, kitSegment, guestSegment, sent, body) => {
          const guest = await liveGuest(rsvp);
          const headers = { ...sent };
          if (headers.authorization === `Bearer ${LIVE_TOKEN}`) {
            headers.authorization = `Bearer ${guest.guestToken}`;
          }
          const path = `/api/kits/${kitSegment}/rsvp/${
            guestSegment === LIVE_GUEST ? guest.guestId : guestSegment
          }`;
          const request = requestTo(method, path, headers, body);
          fc.pre(request !== null);
          expectEdgeAnswer(await answerOf(app, request!), method, described(method, path, headers, body));
        },
      ),
      { numRuns: RUNS },
    ));

  it("answers any look at the guest list or its CSV, and any change of the RSVP settings", () =>
    fc.assert(
      fc.asyncProperty(
        fc.constantFrom(["GET", "guests"], ["GET", "guests.csv"], ["PATCH", "rsvp-settings"]),
        mostlyRight(listed.id, oddId),
        keptHeaders({ contentType: JSON_TYPE, tokens: [listed.ownerToken] }),
        jsonBodyOf(validSettings, rsvpSettingsLike),
        async ([method, route], segment, headers, body) => {
          const path = `/api/kits/${segment}/${route}`;
          const request = requestTo(method, path, headers, body);
          fc.pre(request !== null);
          const answer = await answerOf(app, request!);
          expectEdgeAnswer(answer, method, described(method, path, headers, body));
          if (answer.status === 200 && route === "guests.csv") {
            expect(answer.contentType).toBe("text/csv; charset=utf-8");
          }
        },
      ),
      { numRuns: RUNS },
    ));

  it("answers any form posted to /k/{id}/rsvp, with or without its cookie, with a redirect or a page", () =>
    fc.assert(
      fc.asyncProperty(
        fc.oneof({ weight: 3, arbitrary: fc.constantFrom(rsvp, far) }, { weight: 1, arbitrary: oddId }),
        keptHeaders({ contentType: FORM_TYPE, cookies: [LIVE_COOKIE] }),
        formLike,
        async (kitOrSegment, sent, body) => {
          const kit = typeof kitOrSegment === "string" ? undefined : kitOrSegment;
          const segment = kit?.id ?? (kitOrSegment as string);
          fc.pre(isPageSegment(segment));
          const headers = { ...sent };
          if (headers.cookie === LIVE_COOKIE) headers.cookie = (await liveGuest(kit ?? rsvp)).cookie;
          const path = `/k/${segment}/rsvp`;
          const request = requestTo("POST", path, headers, body);
          fc.pre(request !== null);
          expectPageAnswer(await answerOf(app, request!), segment, described("POST", path, headers, body));
        },
      ),
      // An answer to an event more than 400 days away: its cookie lives no longer than browsers keep one.
      { numRuns: RUNS, examples: [[far, { "content-type": FORM_TYPE }, "name=Amara&answer=going"]] },
    ));

  it("answers any request for the event page or the kit page with HTML", () =>
    fc.assert(
      fc.asyncProperty(
        fc.constantFrom("GET", "HEAD"),
        fc.oneof({ weight: 3, arbitrary: fc.constantFrom(rsvp.id, listed.id, far.id) }, {
          weight: 1,
          arbitrary: oddId,
        }),
        fc.constantFrom("", "/kit"),
        fc.oneof(
          fc.constantFrom(
            "",
            "?rsvp=withdrawn",
            "?rsvp=AAAAAAAAAAAAAAAAAAAAAA",
            "?rsvp-error=RSVP_CLOSED&field=name&retry-after=30&places-left=2",
            "?rsvp-error=%00&field=%0A&retry-after=-1&places-left=1e400",
            "?rsvp=%0d%0aSet-Cookie:x",
          ),
          fc.webQueryParameters().map((query) => `?${query}`),
        ),
        keptHeaders({ cookies: [LIVE_COOKIE] }),
        fc.record({ "accept-encoding": headerJunk, "if-none-match": headerJunk }, { requiredKeys: [] }),
        async (method, segment, page, query, sent, caching) => {
          fc.pre(isPageSegment(segment));
          const headers: Record<string, string> = { ...sent, ...caching };
          if (headers.cookie === LIVE_COOKIE) headers.cookie = (await liveGuest(rsvp)).cookie;
          const path = `/k/${segment}${page}${query}`;
          const request = requestTo(method, path, headers);
          fc.pre(request !== null);
          const answer = await answerOf(app, request!);
          expectPageAnswer(answer, segment, described(method, path, headers));
          expect(answer.status, described(method, path, headers)).not.toBe(303);
        },
      ),
      { numRuns: RUNS },
    ));

  /** Every route with a kit id in its path; `{guest}` where an answer's id goes. */
  const ID_ROUTES = [
    ["GET", "/api/kits/{kit}"],
    ["DELETE", "/api/kits/{kit}"],
    ["PATCH", "/api/kits/{kit}"],
    ["POST", "/api/kits/{kit}/extend"],
    ["GET", "/api/kits/{kit}/rsvp"],
    ["POST", "/api/kits/{kit}/rsvp"],
    ["GET", "/api/kits/{kit}/rsvp/{guest}"],
    ["PATCH", "/api/kits/{kit}/rsvp/{guest}"],
    ["DELETE", "/api/kits/{kit}/rsvp/{guest}"],
    ["GET", "/api/kits/{kit}/guests"],
    ["GET", "/api/kits/{kit}/guests.csv"],
    ["PATCH", "/api/kits/{kit}/rsvp-settings"],
    ["GET", "/k/{kit}"],
    ["GET", "/k/{kit}/kit"],
    ["GET", "/k/{kit}/files/poster.png"],
    ["POST", "/k/{kit}/rsvp"],
  ] as const;

  it("answers an id outside its alphabet with 404 or 400 on every route, and never puts it in a header", () =>
    fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...ID_ROUTES),
        fc.boolean(),
        oddId.filter((segment) => !KIT_ID_PATTERN.test(idOf(segment)) && !/^\.{1,2}$/.test(segment)),
        async ([method, route], inGuestsPlace, segment) => {
          const guest = await liveGuest(rsvp);
          const oddGuest = inGuestsPlace && route.includes("{guest}");
          const path = route.replace("{kit}", oddGuest ? rsvp.id : segment).replace(
            "{guest}",
            oddGuest ? segment : guest.guestId,
          );
          const owner = /guests|settings|extend|^\/api\/kits\/\{kit\}$/.test(route);
          const headers = {
            "content-type": route.startsWith("/k/") ? FORM_TYPE : JSON_TYPE,
            authorization: `Bearer ${owner ? rsvp.ownerToken : guest.guestToken}`,
            "if-match": '"0"',
            cookie: guest.cookie,
          };
          const body = route.startsWith("/k/")
            ? "name=Amara&answer=going"
            : route.endsWith("settings")
            ? '{"showNames":true}'
            : route.includes("rsvp")
            ? '{"name":"Amara","answer":"going"}'
            : '{"copy":{"headline":"Hello"}}';
          const request = requestTo(method, path, headers, body);
          fc.pre(request !== null);
          const answer = await answerOf(app, request!);
          const where = `${described(method, path, headers)} -> ${answer.status} ${
            answer.text.slice(0, 200)
          }`;
          expect([400, 404], where).toContain(answer.status);
          expect(answer.headers.has("location"), where).toBe(false);
          expect(answer.headers.has("set-cookie"), where).toBe(false);
          for (const [name, value] of answer.headers) {
            for (const form of [segment, idOf(segment)].filter((form) => form.length >= 8)) {
              expect(value, `${where}: ${name}`).not.toContain(form);
            }
          }
          if (path.startsWith("/api/")) expectEdgeAnswer(answer, method, where);
        },
      ),
      { numRuns: RUNS * 2 },
    ));
});
