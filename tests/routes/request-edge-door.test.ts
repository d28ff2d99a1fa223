/**
 * Property tests of the request edge on the door's routes (issue 39) and the owner's updates (issue 38),
 * in-process: check-ins and their undoing, co-hosts, updates, and the door page. Whatever body, token or id a
 * client sends, the app answers within a second and never with a 5xx; under /api every error is the JSON error
 * shape with the status its code has; the door page is HTML. The door list's PDF is left to the route tests
 * (door.test.ts): each one is a render, longer than the edge's second.
 */
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { CohostCreatedSchema, CohostListSchema, GuestListSchema } from "../../brandkit/web.ts";
import { createClientLimiter } from "../../adapters/memory-limiter.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";
import { answered, bearer, json, makeKit } from "./_rsvp.ts";
import { type Answering, answerOf, eachFromItsOwn, expectEdgeAnswer, RUNS } from "./_request-edge.ts";
import {
  acceptLanguage,
  checkInLike,
  cohostLike,
  jsonBodyOf,
  keptHeaders,
  mostlyRight,
  oddId,
  requestOf,
  updateLike,
  validCheckIn,
  validCohost,
  validUpdate,
} from "./_request-arbitraries.ts";

const JSON_TYPE = "application/json";
/** A stand-in in an arbitrary for a real co-host (made afresh for the run) or the update the owner posted. */
const LIVE = "live-one";

type Kit = { id: string; ownerToken: string };

/** What a request was, for a failure's message. */
const described = (method: string, path: string, headers: Record<string, string>, body?: unknown) =>
  `${method} ${path} ${JSON.stringify(headers)} ${typeof body === "string" ? body.slice(0, 300) : ""}`;

describe("the request edge of the door's and the updates' routes", () => {
  let test: TestApp;
  let app: Answering;
  let kit: Kit;
  /** The check-in codes and ids of its guests going, and one guest's own token. */
  let codes: string[];
  let guestIds: string[];
  let guestToken: string;
  /** A co-host kept through every run (the runs add and revoke others). */
  let cohost: { cohostId: string; token: string };
  /** An update the owner posted: the runs that remove "the live one" name it (removed once, then 404). */
  let updateId: string;

  beforeAll(async () => {
    // Far above the runs here, so a refusal is about the request, not an allowance.
    const plenty = () => createClientLimiter({ limit: 1_000_000 });
    test = await createTestApp({
      env: { BRANDKIT_RATE_LIMIT_PER_MINUTE: "10000", BRANDKIT_RSVP_RATE_LIMIT_PER_MINUTE: "100000" },
      limits: { rsvpClients: plenty(), rsvpKits: plenty() },
    });
    app = eachFromItsOwn(test.app);
    kit = await makeKit(test);
    for (const name of ["Ana Souza", "Bruno Alves", "李雷"]) {
      guestToken = (await answered(test, kit.id, { name, answer: "going", party: 2 })).guestToken;
    }
    const listed = await test.app.request(`/api/kits/${kit.id}/guests`, { headers: bearer(kit.ownerToken) });
    const { guests } = GuestListSchema.parse(await listed.json());
    codes = guests.map((guest) => guest.checkInCode!);
    guestIds = guests.map((guest) => guest.guestId);
    cohost = await addCohost("Gate");
    const posted = await test.app.request(
      `/api/kits/${kit.id}/updates`,
      json("POST", { text: "Doors open at 7." }, bearer(kit.ownerToken)),
    );
    expect(posted.status, await posted.clone().text()).toBe(201);
    updateId = (await posted.json()).id;
  });

  /** A co-host added by the owner. */
  async function addCohost(label: string) {
    const response = await test.app.request(
      `/api/kits/${kit.id}/cohosts`,
      json("POST", { label }, bearer(kit.ownerToken)),
    );
    expect(response.status, await response.clone().text()).toBe(201);
    return CohostCreatedSchema.parse(await response.json());
  }

  /** Revokes every co-host but the kept one, so the runs never meet the limit of 20. */
  async function pruneCohosts() {
    const listed = await test.app.request(`/api/kits/${kit.id}/cohosts`, { headers: bearer(kit.ownerToken) });
    for (const { cohostId } of CohostListSchema.parse(await listed.json()).cohosts) {
      if (cohostId === cohost.cohostId) continue;
      await test.app.request(`/api/kits/${kit.id}/cohosts/${cohostId}`, {
        method: "DELETE",
        headers: bearer(kit.ownerToken),
      });
    }
  }

  const tokens = () => [kit.ownerToken, cohost.token, guestToken];

  it("answers any check-in posted to /api/kits/{id}/check-ins, with the owner's, a co-host's, a guest's token or none", () =>
    fc.assert(
      fc.asyncProperty(
        mostlyRight(kit.id, oddId),
        keptHeaders({ contentType: JSON_TYPE, tokens: tokens() }),
        jsonBodyOf(validCheckIn(codes), checkInLike(codes)),
        async (segment, headers, body) => {
          const path = `/api/kits/${segment}/check-ins`;
          const request = requestOf({ method: "POST", path, headers, body });
          fc.pre(request !== null);
          expectEdgeAnswer(await answerOf(app, request!), "POST", described("POST", path, headers, body));
        },
      ),
      { numRuns: RUNS },
    ));

  it("answers any undoing of a check-in, DELETE /api/kits/{id}/check-ins/{guestId}", () =>
    fc.assert(
      fc.asyncProperty(
        mostlyRight(kit.id, oddId),
        fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...guestIds) }, { weight: 1, arbitrary: oddId }),
        keptHeaders({ tokens: tokens() }),
        async (segment, guestSegment, headers) => {
          const path = `/api/kits/${segment}/check-ins/${guestSegment}`;
          const request = requestOf({ method: "DELETE", path, headers, body: "" });
          fc.pre(request !== null);
          expectEdgeAnswer(await answerOf(app, request!), "DELETE", described("DELETE", path, headers));
        },
      ),
      { numRuns: RUNS },
    ));

  it("answers any co-host added or listed, and any revoking of one, with whatever token", () =>
    fc.assert(
      fc.asyncProperty(
        fc.constantFrom("POST", "GET", "DELETE"),
        mostlyRight(kit.id, oddId),
        mostlyRight(LIVE, oddId),
        keptHeaders({ contentType: JSON_TYPE, tokens: tokens() }),
        jsonBodyOf(validCohost, cohostLike),
        async (method, segment, cohostSegment, headers, body) => {
          const target = method === "DELETE"
            ? `/${cohostSegment === LIVE ? (await addCohost("To revoke")).cohostId : cohostSegment}`
            : "";
          const path = `/api/kits/${segment}/cohosts${target}`;
          const request = requestOf({ method, path, headers, body: method === "POST" ? body : "" });
          fc.pre(request !== null);
          const answer = await answerOf(app, request!);
          expectEdgeAnswer(answer, method, described(method, path, headers, body));
          // A co-host's token is shown once, when they are added, and never in the list.
          if (method === "GET" && answer.status === 200) expect(answer.text).not.toContain(cohost.token);
          await pruneCohosts();
        },
      ),
      { numRuns: RUNS },
    ));

  it("answers any update posted, read or removed, with whatever token", () =>
    fc.assert(
      fc.asyncProperty(
        fc.constantFrom("POST", "GET", "DELETE"),
        mostlyRight(kit.id, oddId),
        mostlyRight(LIVE, oddId),
        keptHeaders({ contentType: JSON_TYPE, tokens: tokens() }),
        jsonBodyOf(validUpdate, updateLike),
        async (method, segment, updateSegment, headers, body) => {
          // The day's allowance of updates runs out early in the runs: what follows is the 429's edge.
          const target = method === "DELETE" ? `/${updateSegment === LIVE ? updateId : updateSegment}` : "";
          const path = `/api/kits/${segment}/updates${target}`;
          const request = requestOf({ method, path, headers, body: method === "POST" ? body : "" });
          fc.pre(request !== null);
          expectEdgeAnswer(await answerOf(app, request!), method, described(method, path, headers, body));
        },
      ),
      { numRuns: RUNS },
    ));

  it("answers any look at the door page, /k/{id}/door, with a page", () =>
    fc.assert(
      fc.asyncProperty(
        fc.constantFrom("GET", "HEAD"),
        mostlyRight(kit.id, oddId.filter((segment) => segment !== "" && !/^\.{1,2}$/.test(segment))),
        fc.option(fc.constantFrom("?lang=ar", "?lang=xx", "?lang=", "?lang=ja&lang=de"), { nil: "" }),
        fc.option(acceptLanguage, { nil: undefined }),
        async (method, segment, query, language) => {
          const path = `/k/${segment}/door${query}`;
          const headers: Record<string, string> = language === undefined
            ? {}
            : { "accept-language": language };
          const request = requestOf({ method, path, headers, body: "" });
          fc.pre(request !== null);
          const answer = await answerOf(app, request!);
          const where = `${described(method, path, headers)} -> ${answer.status} ${
            answer.text.slice(0, 300)
          }`;
          expect(answer.status, where).toBeLessThan(500);
          if (answer.status !== 304) expect(answer.contentType, where).toMatch(/^text\/html/);
        },
      ),
      { numRuns: RUNS },
    ));
});
