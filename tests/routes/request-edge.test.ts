/**
 * Property tests of the request edge, in-process: whatever body, headers, method or path a client sends, the app
 * answers within a second, never with a 5xx, and every 4xx is the JSON error shape with the status its code
 * has. The fake provider makes the kits of the bodies that happen to be valid. (Request lines and heads that
 * never reach the app, such as bare-LF heads, are the connection guard's tests.)
 */
import fc from "fast-check";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  ErrorCode,
  ErrorResponseSchema,
  FORMAT_NAMES,
  INSPIRATION_IMAGE_TYPES,
  KitStreamEventSchema,
} from "../../brandkit/mod.ts";
import { RATE_LIMIT_WINDOW_MS } from "../../brandkit/client-limit.ts";
import { STATUS_BY_CODE } from "../../routes/http-errors.ts";
import { createTestApp, type TestApp } from "./_app.ts";

/** The bound on every answer, body included. */
const ANSWER_WITHIN_MS = 1_000;
/** Runs per property: enough to meet the odd cases, few enough that the file takes seconds. */
const RUNS = 100;
const KIT_PATHS = ["/api/kits", "/api/kits/images", "/api/kits/formats"] as const;
const PNG_BASE64 =
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==";

type Answer = { status: number; contentType: string; text: string };

/** The app's answer to `request`, body read, or a failure when it takes longer than ANSWER_WITHIN_MS. */
async function answerOf(app: TestApp["app"], request: Request): Promise<Answer> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`${request.method} ${request.url}: no answer within ${ANSWER_WITHIN_MS} ms`)),
      ANSWER_WITHIN_MS,
    );
  });
  const answer = (async () => {
    const response = await app.fetch(request);
    const text = await response.text();
    return { status: response.status, contentType: response.headers.get("content-type") ?? "", text };
  })();
  try {
    return await Promise.race([answer, late]);
  } finally {
    clearTimeout(timer);
  }
}

/** The status an error code is answered with; 500 for a code the app does not know. */
function statusOf(code: string): number {
  return STATUS_BY_CODE[code as ErrorCode] ?? 500;
}

/** No 5xx; a 4xx is `{error: {code, message, ...}}` with its code's status; a stream's error line is no 5xx. */
function expectEdgeAnswer(answer: Answer, method: string, what: string): void {
  const where = `${what} -> ${answer.status} ${answer.text.slice(0, 300)}`;
  expect(answer.status, where).toBeLessThan(500);
  if (answer.status >= 400) {
    expect(answer.contentType, where).toMatch(/^application\/json/);
    if (method.toUpperCase() === "HEAD") return;
    const body = ErrorResponseSchema.parse(JSON.parse(answer.text));
    expect(Object.values(ErrorCode), where).toContain(body.error.code);
    expect(statusOf(body.error.code), where).toBe(answer.status);
    expect(body.error.message, where).not.toBe("");
    return;
  }
  if (answer.contentType.startsWith("application/x-ndjson")) {
    for (const line of answer.text.split("\n").filter(Boolean)) {
      const event = KitStreamEventSchema.parse(JSON.parse(line));
      if (event.type === "error") expect(statusOf(event.error.code), where).toBeLessThan(500);
    }
  }
}

function post(path: string, body: BodyInit, headers: Record<string, string> = {}): Request {
  return new Request(`http://localhost${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...headers },
    body,
  });
}

// --- Bodies ---------------------------------------------------------------------------------------------

/** Any JSON value, a little of everything in it. */
const anyJson = fc.jsonValue({ maxDepth: 4 });

/** Text a field might be sent: ordinary, empty, long, odd Unicode, or a number where text belongs. */
const oddText = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: "binary", maxLength: 40 }),
  fc.constantFrom("", " ", "auto", "2026-02-30", "#E6067A", "https://example.com/x", "javascript:alert(1)"),
  fc.string({ minLength: 200, maxLength: 400 }),
);

/** Base64 that is cut short, wrongly padded or not base64 at all. */
const oddBase64 = fc.oneof(
  fc.string({ unit: fc.constantFrom("A", "z", "9", "+", "/", "=", "-", "_", " ", "%"), maxLength: 24 }),
  fc.nat(PNG_BASE64.length).map((cut) => PNG_BASE64.slice(0, cut)),
  fc.constantFrom("AAAAA", "AA=", "AAAAA==", "AA==AA", "====", ""),
);

/** Data URLs that look like inspiration images and are not quite. */
const oddDataUrl = fc.tuple(
  fc.constantFrom(...INSPIRATION_IMAGE_TYPES, "image/svg+xml", "IMAGE/PNG", "text/html", "image/"),
  fc.constantFrom(";base64,", ";base64", ",", ";charset=utf-8;base64,"),
  oddBase64,
).map(([type, marker, base64]) => `data:${type}${marker}${base64}`);

const oddValue = fc.oneof(anyJson, oddText, oddDataUrl);

/** Mostly a plausible value from `valid`, sometimes an odd one: so that some whole bodies are valid too. */
const mostly = <T>(valid: fc.Arbitrary<T>) =>
  fc.oneof({ weight: 4, arbitrary: valid }, { weight: 1, arbitrary: oddValue });

/** A generation request with its real keys, its values mostly plausible and sometimes anything at all. */
const requestLike = fc.record({
  vibes: mostly(fc.array(fc.oneof(oddText, fc.constantFrom("neon", "retro", " ")), { maxLength: 14 })),
  colors: mostly(fc.array(fc.oneof(fc.constantFrom("#E6067A", "abc", "#fff"), oddText), { maxLength: 12 })),
  inspirationImage: mostly(fc.oneof(fc.constant(`data:image/png;base64,${PNG_BASE64}`), oddDataUrl)),
  eventDate: mostly(fc.constantFrom("2026-12-31", "1999-01-01", "", "2026-13-01")),
  eventLocation: mostly(oddText),
  customEventName: mostly(oddText),
  eventLink: mostly(fc.constantFrom("https://tickets.example.com/x", "http://x", "https://", "")),
  language: mostly(fc.constantFrom("ja", "pt-BR", "ar", "x-klingon", "en-", "auto", "")),
  seed: mostly(fc.oneof(fc.nat(1_000), fc.integer(), fc.double())),
}, { requiredKeys: [] });

/** A generation request that is valid, in any script: what a visitor's form sends. */
const validRequest = fc.record({
  vibes: fc.array(fc.string({ unit: "grapheme", maxLength: 20 }), { maxLength: 12 }),
  colors: fc.array(fc.constantFrom("#E6067A", "abc", "#fff", "123456"), { maxLength: 10 }),
  inspirationImage: fc.constantFrom("", `data:image/png;base64,${PNG_BASE64}`),
  eventDate: fc.constantFrom("2026-12-31", "1999-01-01", "2026-01-02", ""),
  eventLocation: fc.string({ unit: "grapheme", maxLength: 40 }),
  customEventName: fc.string({ unit: "grapheme", maxLength: 30 }),
  eventLink: fc.constantFrom("https://tickets.example.com/x", ""),
  language: fc.constantFrom("ja", "pt-BR", "ar", "he", "ru", "auto", "en", "zh-Hant", "sw"),
  seed: fc.nat(1_000),
}, { requiredKeys: [] });

/** A kit's copy with its real keys and arbitrary values. */
const kitLike = fc.record({
  selectedName: oddValue,
  eventNames: fc.oneof(fc.array(oddText, { maxLength: 4 }), oddValue),
  headline: oddValue,
  tagline: oddValue,
  description: oddValue,
  socialCaptions: fc.oneof(fc.array(oddText, { maxLength: 4 }), oddValue),
}, { requiredKeys: [] });

/** A body with the right keys for `path` and arbitrary values in them. */
const rightKeysFor: Record<typeof KIT_PATHS[number], fc.Arbitrary<unknown>> = {
  "/api/kits": requestLike,
  "/api/kits/images": fc.record({ request: mostly(requestLike), name: mostly(oddText) }, {
    requiredKeys: [],
  }),
  "/api/kits/formats": fc.record({
    request: fc.oneof(requestLike, oddValue),
    kit: fc.oneof(kitLike, oddValue),
    files: fc.oneof(
      fc.array(fc.oneof(fc.constantFrom(...FORMAT_NAMES, "story.png", "../x"), oddText)),
      oddValue,
    ),
    images: fc.oneof(fc.dictionary(fc.constantFrom("poster", "square", "banner", "x"), oddText), oddValue),
  }, { requiredKeys: [] }),
};

/** JSON text nested far past the bounds, open or closed, bare or inside a real key. */
const deepJson = fc.tuple(
  fc.integer({ min: 10, max: 20_000 }),
  fc.constantFrom("[", '{"a":', '{"vibes":['),
  fc.boolean(),
  fc.boolean(),
).map(([depth, open, closed, wrapped]) => {
  const close = open === "[" ? "]" : open === '{"a":' ? "}" : "]}";
  const text = open.repeat(depth) + (closed ? "1" + close.repeat(depth) : "");
  return wrapped ? `{"request":${text}}` : text;
});

const anyBody: fc.Arbitrary<BodyInit> = fc.oneof(
  fc.string(),
  fc.string({ unit: "binary" }),
  fc.uint8Array({ maxLength: 64 }).map((bytes) => bytes as Uint8Array<ArrayBuffer>),
  anyJson.map((value) => JSON.stringify(value)),
  fc.anything().map((value) => JSON.stringify(value) ?? "undefined"),
  deepJson,
);

// --- Headers, methods, paths ----------------------------------------------------------------------------

/** Header values as a client may send them: printable ASCII, tabs, Latin-1 bytes; never CR, LF or NUL. */
const headerJunk = fc.string({
  unit: fc.oneof(
    fc.integer({ min: 0x20, max: 0x7e }).map((code) => String.fromCharCode(code)),
    fc.constantFrom("\t", "\u00e9", "\u00ff", ",", ";", "=", "*"),
  ),
  maxLength: 80,
});

const contentType = fc.oneof(
  fc.constantFrom(
    "application/json",
    "application/json; charset=utf-8",
    "APPLICATION/JSON;charset=latin1",
    "application/problem+json",
    "application/x-www-form-urlencoded",
    "multipart/form-data; boundary=x",
    "text/plain",
    "",
    ";",
  ),
  headerJunk,
);
const accept = fc.oneof(
  fc.constantFrom("application/x-ndjson", "*/*", "application/json", "text/html", "application/X-NDJSON;q=0"),
  headerJunk,
);
const acceptLanguage = fc.oneof(
  fc.constantFrom("ja", "fr-CH, fr;q=0.9, en;q=0.8, *;q=0.5", "x;q=2", "en;q=abc", ",,,;;;", "zh-Hant-TW"),
  headerJunk,
  fc.array(headerJunk, { maxLength: 40 }).map((tags) => tags.join(",")),
);
const headers = fc.record({
  "content-type": contentType,
  accept,
  "accept-language": acceptLanguage,
  "accept-encoding": headerJunk,
  "content-length": fc.oneof(
    fc.constantFrom("abc", "-1", "1e10", "99999999999999999999", "0x10"),
    headerJunk,
  ),
  "x-forwarded-for": headerJunk,
  "if-none-match": headerJunk,
}, { requiredKeys: [] });

const method = fc.oneof(
  fc.constantFrom(
    "GET",
    "HEAD",
    "POST",
    "PUT",
    "DELETE",
    "PATCH",
    "OPTIONS",
    "PROPFIND",
    "get",
    "post",
    "M-SEARCH",
  ),
  fc.stringMatching(/^[A-Za-z!#$%&'*+.^_`|~-]{1,12}$/),
);

const path = fc.oneof(
  fc.constantFrom(
    "/",
    "/api/health",
    ...KIT_PATHS,
    "/api/kits/",
    "/api/kits/abc",
    "/api/kits/images/x",
    "/media/abc.png",
    "/media/",
    "/media/%zz",
    "/media/%E0%A4%A",
    "/static/app.js",
    "/static/%",
    "/k/abc",
    "//api/kits",
    "/api/kits?x=1",
    "/%",
  ),
  fc.webPath(),
  fc.array(fc.oneof(fc.webSegment(), headerJunk.map(encodeURI)), { maxLength: 4 }).map((parts) =>
    `/${parts.join("/")}`
  ),
);

/** A request built from its parts, or null when `fetch` itself would refuse to send it. */
function requestOf(parts: { method: string; path: string; headers: Record<string, string>; body: BodyInit }) {
  const hasBody = !/^(GET|HEAD)$/i.test(parts.method);
  try {
    return new Request(`http://localhost${parts.path}`, {
      method: parts.method,
      headers: parts.headers,
      body: hasBody ? parts.body : undefined,
    });
  } catch {
    return null;
  }
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
