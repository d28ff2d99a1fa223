/**
 * What the request-edge properties send: bodies (any text or bytes, any JSON, the right keys with any values,
 * malformed data URLs, nesting far past the bounds), header values with junk in them, odd methods and paths.
 */
import fc from "fast-check";
import { FORMAT_NAMES, INSPIRATION_IMAGE_TYPES } from "../../brandkit/mod.ts";

/** The routes that open with kitOpening. */
export const KIT_PATHS = ["/api/kits", "/api/kits/images", "/api/kits/formats"] as const;
const PNG_BASE64 =
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==";

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
export const oddDataUrl = fc.tuple(
  fc.constantFrom(...INSPIRATION_IMAGE_TYPES, "image/svg+xml", "IMAGE/PNG", "text/html", "image/"),
  fc.constantFrom(";base64,", ";base64", ",", ";charset=utf-8;base64,"),
  oddBase64,
).map(([type, marker, base64]) => `data:${type}${marker}${base64}`);

const oddValue = fc.oneof(anyJson, oddText, oddDataUrl);

/** Mostly a plausible value from `valid`, sometimes an odd one: so that some whole bodies are valid too. */
const mostly = <T>(valid: fc.Arbitrary<T>) =>
  fc.oneof({ weight: 4, arbitrary: valid }, { weight: 1, arbitrary: oddValue });

/** A generation request with its real keys, its values mostly plausible and sometimes anything at all. */
export const requestLike = fc.record({
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
export const validRequest = fc.record({
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
export const rightKeysFor: Record<typeof KIT_PATHS[number], fc.Arbitrary<unknown>> = {
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

export const anyBody: fc.Arbitrary<BodyInit> = fc.oneof(
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
export const headers = fc.record({
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

export const method = fc.oneof(
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

export const path = fc.oneof(
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
export function requestOf(
  parts: { method: string; path: string; headers: Record<string, string>; body: BodyInit },
) {
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
