/**
 * Property tests of the request edge, in-process: whatever body, headers, method or path a client sends, the app
 * answers within a second, never with a 5xx, and every 4xx is the JSON error shape with the status its code
 * has. The fake provider makes the kits of the bodies that happen to be valid. (Request lines and heads that
 * never reach the app, such as bare-LF heads, are the connection guard's tests; the routes of kept kits, RSVP
 * and the studio are request-edge-kept.test.ts's.)
 */
import fc from "fast-check";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createDrawableCheck } from "../../brandkit/mod.ts";
import { fontLibraryOf } from "../../brandkit/render/mod.ts";
import { renderAssets } from "../support/render-assets.ts";
import { RATE_LIMIT_WINDOW_MS } from "../../brandkit/limits/client-limit.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";
import { answerOf, expectEdgeAnswer, RUNS } from "./_request-edge.ts";
import {
  anyBody,
  headers,
  KIT_PATHS,
  method,
  oddDataUrl,
  path,
  requestLike,
  requestOf,
  rightKeysFor,
  validRequest,
} from "./_request-arbitraries.ts";

/** A JSON POST of `body` to `kitPath`. */
function post(kitPath: string, body: BodyInit, extra: Record<string, string> = {}): Request {
  return new Request(`http://localhost${kitPath}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...extra },
    body,
  });
}

// --- Properties -----------------------------------------------------------------------------------------

describe("the request edge", () => {
  let app: TestApp["app"];
  let clock: TestApp["clock"];
  beforeAll(async () => {
    // Far above the runs here, so a refusal is about the request, not the client's count.
    ({ app, clock } = await createTestApp({ env: { BRANDKIT_RATE_LIMIT_PER_MINUTE: "10000" } }));
  });
  // Each property starts with the client's whole limit.
  beforeEach(() => {
    clock.now += RATE_LIMIT_WINDOW_MS;
  });

  it.each(KIT_PATHS)(
    "answers any body posted to %s as JSON with a 4xx, or a 2xx when it is valid",
    (kitPath) =>
      fc.assert(
        fc.asyncProperty(anyBody, async (body) => {
          expectEdgeAnswer(await answerOf(app, post(kitPath, body)), "POST", `POST ${kitPath}`);
        }),
        { numRuns: RUNS },
      ),
  );

  it.each(KIT_PATHS)(
    "answers the right keys with any values posted to %s, in either answer format",
    (kitPath) =>
      fc.assert(
        fc.asyncProperty(rightKeysFor[kitPath], fc.boolean(), async (body, ndjson) => {
          const request = post(
            kitPath,
            JSON.stringify(body),
            ndjson ? { Accept: "application/x-ndjson" } : {},
          );
          expectEdgeAnswer(await answerOf(app, request), "POST", `POST ${kitPath} ${JSON.stringify(body)}`);
        }),
        { numRuns: RUNS * 2 },
      ),
  );

  it("answers a valid request with a kit, as JSON or as a stream ending in the kit", () =>
    fc.assert(
      fc.asyncProperty(validRequest, fc.boolean(), async (body, ndjson) => {
        const request = post(
          "/api/kits",
          JSON.stringify(body),
          ndjson ? { Accept: "application/x-ndjson" } : {},
        );
        const answer = await answerOf(app, request);
        expectEdgeAnswer(answer, "POST", `POST /api/kits ${JSON.stringify(body)}`);
        expect(answer.status, answer.text.slice(0, 300)).toBe(200);
        if (ndjson) expect(JSON.parse(answer.text.trim().split("\n").at(-1)!).type, answer.text).toBe("kit");
      }),
      { numRuns: RUNS },
    ));

  it("answers a malformed base64 inspiration image with 400 VALIDATION_ERROR on the field, on every kit route", () =>
    fc.assert(
      fc.asyncProperty(
        oddDataUrl.filter((url) => url !== ""),
        fc.constantFrom(...KIT_PATHS),
        async (image, kitPath) => {
          const request = { inspirationImage: image };
          const body = kitPath === "/api/kits"
            ? request
            : kitPath === "/api/kits/images"
            ? { request, name: "Glow" }
            : { request, kit: {}, files: ["x"] };
          const answer = await answerOf(app, post(kitPath, JSON.stringify(body)));
          expectEdgeAnswer(answer, "POST", `POST ${kitPath} ${image}`);
          if (answer.status !== 400) return;
          const { error } = JSON.parse(answer.text);
          expect(error.code).toBe("VALIDATION_ERROR");
          // The formats body has other faults too; the other two are at fault only in the image.
          if (kitPath !== "/api/kits/formats") expect(error.issues[0].path).toMatch(/inspirationImage$/);
        },
      ),
      { numRuns: RUNS * 2, examples: [["data:image/png;base64,AAAAA", "/api/kits"]] },
    ));

  it("answers any headers on the kit routes, junk in Content-Type, Accept and Accept-Language included", () =>
    fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...KIT_PATHS),
        headers,
        fc.oneof(anyBody, requestLike.map((body) => JSON.stringify(body))),
        async (kitPath, sent, body) => {
          const request = requestOf({ method: "POST", path: kitPath, headers: sent, body });
          fc.pre(request !== null);
          expectEdgeAnswer(await answerOf(app, request!), "POST", `POST ${kitPath} ${JSON.stringify(sent)}`);
        },
      ),
      { numRuns: RUNS * 2 },
    ));

  it("answers any method on any path, the kit routes' included", () =>
    fc.assert(
      fc.asyncProperty(method, path, headers, anyBody, async (verb, at, sent, body) => {
        const request = requestOf({ method: verb, path: at, headers: sent, body });
        fc.pre(request !== null);
        expectEdgeAnswer(await answerOf(app, request!), verb, `${verb} ${at} ${JSON.stringify(sent)}`);
      }),
      { numRuns: RUNS * 3 },
    ));
});

describe("the request edge with the drawable check the server runs", () => {
  let app: TestApp["app"];
  beforeAll(async () => {
    const checkDrawable = createDrawableCheck(
      fontLibraryOf(await renderAssets(), (url) => Deno.readFile(url)),
    );
    ({ app } = await createTestApp({ checkDrawable, env: { BRANDKIT_RATE_LIMIT_PER_MINUTE: "10000" } }));
  });

  /** Text in any script, emoji and private-use characters, with a lone surrogate now and then. */
  const anyScript = fc.string({
    unit: fc.oneof(
      { weight: 8, arbitrary: fc.string({ unit: "binary", minLength: 1, maxLength: 1 }) },
      { weight: 1, arbitrary: fc.constantFrom("\uD800", "\uDFFF", "\uE000", "\u200D", "\uFE0F", "🎉") },
    ),
    maxLength: 20,
  });

  it("answers a name, place and vibes in any Unicode with a kit or a 400, never a 5xx", () =>
    fc.assert(
      fc.asyncProperty(
        anyScript,
        anyScript,
        fc.array(anyScript, { maxLength: 3 }),
        async (name, place, vibes) => {
          const body = JSON.stringify({ customEventName: name, eventLocation: place, vibes });
          const answer = await answerOf(app, post("/api/kits", body));
          expectEdgeAnswer(answer, "POST", `POST /api/kits ${body}`);
          expect([200, 400], answer.text.slice(0, 300)).toContain(answer.status);
        },
      ),
      { numRuns: RUNS / 2 },
    ));
});
