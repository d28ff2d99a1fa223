/**
 * What the request-edge properties send: bodies (any text or bytes, any JSON, the right keys with any values,
 * malformed data URLs, nesting far past the bounds), header values with junk in them, odd methods and paths; and
 * for a kept kit's routes (the studio, RSVP, the no-JavaScript form, the pages) their bodies, forms, tokens,
 * preconditions, cookies and ids, each right, odd or missing.
 */
import fc from "fast-check";
import {
  ANSWER_KEY_FIELD,
  DESIGN_FAMILIES,
  FORMAT_NAMES,
  HONEYPOT_FIELD,
  INSPIRATION_IMAGE_TYPES,
  RSVP_ANSWERS,
} from "../../brandkit/web.ts";
import { RSVP_COOKIE } from "../../routes/rsvp-form.ts";

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
export const mostly = <T>(valid: fc.Arbitrary<T>) =>
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
export const headerJunk = fc.string({
  unit: fc.oneof(
    fc.integer({ min: 0x20, max: 0x7e }).map((code) => String.fromCharCode(code)),
    fc.constantFrom("\t", "\u00e9", "\u00ff", ",", ";", "=", "*"),
  ),
  maxLength: 80,
});

export const contentType = fc.oneof(
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
export const acceptLanguage = fc.oneof(
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

// --- A kept kit's routes --------------------------------------------------------------------------------

/** Mostly `right` (a real id, the right token), sometimes one of `odd`'s. */
export const mostlyRight = <T>(right: T, odd: fc.Arbitrary<T>) =>
  fc.oneof({ weight: 3, arbitrary: fc.constant(right) }, { weight: 1, arbitrary: odd });

/** `arbitrary`'s value, or none at all one time in `freq`. */
const orNone = <T>(arbitrary: fc.Arbitrary<T>, freq: number) =>
  fc.option(arbitrary, { freq, nil: undefined });

/** A JSON body: a valid one (`valid`), the right keys with odd values (`rightKeys`), or any body at all. */
export function jsonBodyOf(
  valid: fc.Arbitrary<unknown>,
  rightKeys: fc.Arbitrary<unknown>,
): fc.Arbitrary<BodyInit> {
  return fc.oneof(
    { weight: 2, arbitrary: valid.map((body) => JSON.stringify(body)) },
    { weight: 2, arbitrary: rightKeys.map((body) => JSON.stringify(body)) },
    { weight: 1, arbitrary: anyBody },
  );
}

/** An id of the right shape (22 characters of base64url) that no kit or answer has. */
const nobodysId = fc.stringMatching(/^[A-Za-z0-9_-]{22}$/);

/** `text` percent-encoded as a path segment; a lone surrogate is sent as U+FFFD, as a browser would. */
const segmentOf = (text: string) => encodeURIComponent(text.toWellFormed());

/**
 * A path segment where a kit's or an answer's id goes, as sent (percent-encoded): ids of the right shape nobody
 * has, and ids with bytes outside the alphabet (NUL, CR LF, spaces, non-ASCII, encoded slashes and percent
 * signs, one character too many or too few, nothing at all).
 */
export const oddId = fc.oneof(
  fc.constantFrom(
    "abc%00",
    "%0d%0aSet-Cookie:%20x=1",
    "..%2f..",
    "%E2%80%AE",
    "%",
    "%2500",
    "%FF",
    "a%3Fb%23c",
    "",
  ),
  nobodysId,
  fc.stringMatching(/^[A-Za-z0-9_-]{0,30}$/),
  fc.string({ unit: "binary", minLength: 1, maxLength: 30 }).map(segmentOf),
  fc.tuple(nobodysId, fc.constantFrom("%00", "%0A", "%0D", "%20", "%09", "%C3%A9", "%2F", "A", "")).map(
    ([id, odd]) => `${id.slice(0, 21)}${odd}`,
  ),
);

/** A line of copy, a fact or a name: ordinary, blank, control characters, markup, a formula, far too long. */
export const oddLine = fc.oneof(
  { weight: 2, arbitrary: fc.constantFrom("Dance all night", "今夜は踊ろう", "  ", "") },
  { weight: 2, arbitrary: oddText },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      "a\u0000b",
      "a\nb",
      "a\u0007b",
      "a\u0085b",
      "<script>alert(1)</script>",
      '=HYPERLINK("https://evil.example")',
      "@SUM(A1)",
      "\uD800",
      "\uFFFF",
    ),
  },
);

/** An owner's edit as the studio sends it: a line of copy, a fact of the event or a change of design. */
export const validEdit = fc.oneof(
  fc.record({ headline: fc.constantFrom("Dance all night", "今夜は踊ろう", "Bring a friend") }).map((
    copy,
  ) => ({
    copy,
  })),
  fc.record({
    date: fc.constantFrom("2026-07-01", "2026-12-31"),
    time: fc.constantFrom("19:30", ""),
    location: fc.constantFrom("Lagos", "Zürich", null),
  }, { requiredKeys: ["date"] }).map((event) => ({ event })),
  fc.record({
    family: fc.constantFrom(...DESIGN_FAMILIES),
    variation: fc.nat(20),
    topLine: fc.constantFrom("get ready for", ""),
    showQr: fc.boolean(),
  }, { requiredKeys: ["variation"] }).map((design) => ({ design })),
);

/** An owner's edit (PATCH /api/kits/{id}, a preview's `edit`): its real parts, mostly plausible values. */
export const editLike = fc.record({
  copy: mostly(fc.record({
    headline: mostly(oddLine),
    tagline: mostly(oddLine),
    description: mostly(oddLine),
    socialCaptions: mostly(fc.array(oddLine, { minLength: 3, maxLength: 3 })),
    eventNames: mostly(fc.array(oddLine, { minLength: 3, maxLength: 3 })),
  }, { requiredKeys: [] })),
  event: mostly(fc.record({
    date: mostly(
      fc.constantFrom("2026-07-01", "2026-02-30", "9999-12-31", "1899-12-31", "2036-01-02", "", null),
    ),
    time: mostly(fc.constantFrom("19:30", "24:00", "7pm", "", null)),
    endTime: mostly(fc.constantFrom("23:00", "00:30", "", null)),
    timeZone: mostly(fc.constantFrom("Europe/Paris", "America/Los_Angeles", "Mars/Olympus", "UTC", "", null)),
    location: mostly(fc.oneof(oddLine, fc.constant(null))),
    link: mostly(
      fc.constantFrom("https://tickets.example.com/x", "javascript:alert(1)", "http://", "", null),
    ),
  }, { requiredKeys: [] })),
  design: mostly(fc.record({
    family: mostly(fc.constantFrom(...DESIGN_FAMILIES, "nope", "")),
    variation: mostly(fc.oneof(fc.nat(20), fc.integer(), fc.double())),
    topLine: mostly(oddLine),
    details: mostly(oddLine),
    showQr: mostly(fc.boolean()),
    palette: mostly(fc.constantFrom("Sunset", "", "x".repeat(41))),
    colors: mostly(fc.array(fc.constantFrom("#E6067A", "#fff", "abc", "red", ""), { maxLength: 12 })),
  }, { requiredKeys: [] })),
}, { requiredKeys: [] });

/** A kit's art as a preview may send it: media URLs, kept or not, and things that are not. */
const artLike = fc.dictionary(
  fc.constantFrom("poster", "square", "banner", "story"),
  fc.constantFrom(
    `/media/${"a".repeat(64)}.png`,
    "/media/abc.svg",
    "../../etc/passwd",
    "https://example.com/a.png",
    "",
  ),
);

/** What the page sends to preview an edit of the unkept kit `base` (its request, and its copy and design). */
export const validPreview = (base: { request: unknown; kit: Record<string, unknown> }) =>
  validEdit.map((edit) => ({ request: base.request, kit: base.kit, edit }));

/**
 * A preview (POST /api/kits/preview) of the unkept kit `base` with its real keys: mostly that kit with an odd
 * edit, sometimes an odd kit or request, now and then art.
 */
export function previewLike(base: { request: unknown; kit: Record<string, unknown> }) {
  return fc.record({
    request: mostlyRight<unknown>(base.request, fc.oneof(requestLike, oddValue)),
    kit: mostlyRight<unknown>(
      base.kit,
      fc.oneof(
        kitLike.map((kit) => ({ ...base.kit, ...kit })),
        fc.record({ language: oddText, design: fc.oneof(editLike, oddValue) }, { requiredKeys: [] }).map(
          (odd) => ({ ...base.kit, ...odd }),
        ),
        oddValue,
      ),
    ),
    art: fc.oneof({ weight: 3, arbitrary: fc.constant(undefined) }, { weight: 1, arbitrary: artLike }, {
      weight: 1,
      arbitrary: oddValue,
    }),
    edit: mostly(editLike),
  }).map(({ art, ...preview }) => art === undefined ? preview : { ...preview, art });
}

/** A guest's name: ordinary, blank, in any script, with control characters, markup or a spreadsheet formula. */
const guestName = fc.oneof(
  fc.constantFrom("Amara", "Tobi O.", "李雷", "<b>Ama</b>", "=1+1", "@SUM(A1)", "-2+3"),
  oddLine,
);

/** A question's id: one the kit might ask, or anything (issue 38). */
const questionId = fc.oneof(
  fc.stringMatching(/^[A-Za-z0-9_-]{22}$/),
  fc.constantFrom("__proto__", "constructor", "", "question-1"),
  oddText,
);

/** Replies to the organiser's questions, by question id (issue 38). */
const repliesLike = fc.dictionary(questionId, oddLine, { maxKeys: 7 });

/** The others in a party, by name (issue 38). */
const companionsLike = fc.array(guestName, { maxLength: 11 });

/** The organiser's questions as the owner sends them (issue 38). */
const questionsLike = fc.array(
  fc.record({
    id: mostly(questionId),
    label: mostly(oddLine),
    choices: mostly(fc.array(oddLine, { maxLength: 10 })),
    required: mostly(fc.boolean()),
  }, { requiredKeys: [] }),
  { maxLength: 7 },
);

/** A guest's answer as the page sends it. */
export const validAnswer = fc.record({
  name: fc.constantFrom("Amara", "Tobi O.", "李雷", "=1+1"),
  answer: fc.constantFrom(...RSVP_ANSWERS),
  party: fc.integer({ min: 1, max: 10 }),
  note: fc.constantFrom("", "See you there", "Two lines\nof note"),
}, { requiredKeys: ["name", "answer"] });

/** A guest's answer (POST /api/kits/{id}/rsvp): its real fields, mostly plausible values. */
export const rsvpLike = fc.record({
  name: mostly(guestName),
  answer: mostly(fc.constantFrom(...RSVP_ANSWERS, "yes", "GOING", "")),
  party: mostly(fc.oneof(fc.integer({ min: 0, max: 12 }), fc.double(), fc.constant("2"))),
  note: mostly(oddLine),
  answers: mostly(repliesLike),
  companions: mostly(companionsLike),
  [HONEYPOT_FIELD]: mostly(fc.constantFrom("", "https://spam.example")),
}, { requiredKeys: [] });

/** A change of one's answer as the page sends it. */
export const validChange = fc.record({
  answer: fc.constantFrom(...RSVP_ANSWERS),
  party: fc.integer({ min: 1, max: 10 }),
  note: fc.constantFrom("", "Running late"),
}, { requiredKeys: ["answer"] });

/** A change of a guest's answer (PATCH /api/kits/{id}/rsvp/{guestId}). */
export const rsvpChangeLike = fc.record({
  name: mostly(guestName),
  answer: mostly(fc.constantFrom(...RSVP_ANSWERS, "waitlist", "")),
  party: mostly(fc.oneof(fc.integer({ min: 0, max: 12 }), fc.double())),
  note: mostly(oddLine),
  answers: mostly(repliesLike),
  companions: mostly(companionsLike),
}, { requiredKeys: [] });

/** The owner's RSVP settings as the page sends them. */
export const validSettings = fc.record({
  open: fc.boolean(),
  closesAt: fc.constantFrom("2026-06-01T18:00:00Z", null),
  capacity: fc.oneof(fc.integer({ min: 1, max: 200 }), fc.constant(null)),
  showNames: fc.boolean(),
  listed: fc.boolean(),
  questions: fc.constantFrom([], [{ label: "Meal", choices: ["Fish", "Beef"], required: true }]),
}, { requiredKeys: ["showNames"] });

/** The owner's RSVP settings (PATCH /api/kits/{id}/rsvp-settings). */
export const rsvpSettingsLike = fc.record({
  open: mostly(fc.boolean()),
  closesAt: mostly(
    fc.constantFrom(
      "2026-06-01T18:00:00Z",
      "2026-06-01T18:00:00+14:00",
      "2025-01-01T00:00:00Z",
      "9999-12-31T23:59:59Z",
      "2026-06-01",
      null,
    ),
  ),
  capacity: mostly(fc.oneof(fc.integer({ min: -1, max: 100_001 }), fc.constant(null))),
  showNames: mostly(fc.boolean()),
  questions: mostly(questionsLike),
  listed: mostly(fc.boolean()),
}, { requiredKeys: [] });

/**
 * The event page's form as posted (application/x-www-form-urlencoded): its fields with odd values, as an answer,
 * a change or a withdrawal; any fields at all; and bodies that are hardly a form.
 */
export const formLike: fc.Arbitrary<string> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      name: guestName,
      answer: fc.constantFrom(...RSVP_ANSWERS, "yes", ""),
      party: fc.oneof(fc.integer({ min: 0, max: 12 }).map(String), fc.constantFrom("1e3", "2.5", "-1", " ")),
      note: oddLine,
      [HONEYPOT_FIELD]: fc.constantFrom("", "https://spam.example"),
      intent: fc.constantFrom("withdraw", "answer", "WITHDRAW", ""),
      [ANSWER_KEY_FIELD]: fc.oneof(fc.uuid(), headerJunk),
      submit: fc.constant("Send"),
      // A reply to a question, by its field (issue 38), and a companion's name.
      "question-x": oddLine,
      companion: guestName,
    }, { requiredKeys: ["name", "answer"] }).map((fields) => new URLSearchParams(fields).toString()),
  },
  {
    weight: 1,
    arbitrary: fc.array(fc.tuple(oddText, oddText)).map((pairs) => new URLSearchParams(pairs).toString()),
  },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      "%",
      "name=%zz&answer=going",
      "name=%00&answer=going",
      "name=%FF%FE&answer=going",
      "&&&===",
      "name=A&name=B&answer=going&answer=no",
      "intent=withdraw&intent=answer",
      `name=${"x".repeat(9_000)}&answer=going`,
    ),
  },
  { weight: 1, arbitrary: fc.string() },
);

/** Authorization as clients send it: one of `tokens` as a bearer token, or anything from junk to Basic. */
export function authorization(tokens: readonly string[]) {
  const odd = fc.oneof(
    fc.constantFrom(
      "Bearer",
      "Bearer ",
      "Basic dXNlcjpwYXNz",
      "bearer\tabc",
      "Bearer a b",
      "Bearer =",
      "Token x",
    ),
    headerJunk.map((junk) => `Bearer ${junk}`),
    fc.string({ minLength: 260, maxLength: 400, unit: fc.constantFrom("a", "Z", "-", "_") }).map((t) =>
      `Bearer ${t}`
    ),
    headerJunk,
  );
  return fc.oneof(...tokens.map((token) => ({ weight: 2, arbitrary: fc.constant(`Bearer ${token}`) })), {
    weight: 1,
    arbitrary: odd,
  });
}

/** If-Match values that are no current revision: stale, weak, a list, a star, too big, junk. */
export const oddIfMatch = fc.oneof(
  fc.constantFrom('"99"', 'W/"0"', "*", '"0", "1"', '"abc"', '"99999999999"', '"-1"', '""', "0", '"0'),
  headerJunk,
);

/** Idempotency keys: mostly a UUID, else too short, too long, with spaces, or junk. */
export const idempotencyKey = fc.oneof(
  { weight: 3, arbitrary: fc.uuid() },
  {
    weight: 1,
    arbitrary: fc.constantFrom("", "short", "x".repeat(201), "has spaces in it, yes", "0123456789abcdef"),
  },
  { weight: 1, arbitrary: headerJunk },
);

/** Where a form says it was posted from: mostly this site, else another, nowhere ("null") or junk. */
export const requestOrigin = fc.oneof(
  { weight: 2, arbitrary: fc.constantFrom("http://localhost", "HTTP://LOCALHOST") },
  { weight: 1, arbitrary: fc.constantFrom("https://evil.example", "null", "http://localhost:8080", "") },
  { weight: 1, arbitrary: headerJunk },
);

/** Sec-Fetch-Site: mostly this site, else another or junk. */
export const secFetchSite = fc.oneof(
  { weight: 2, arbitrary: fc.constantFrom("same-origin", "none") },
  { weight: 1, arbitrary: fc.constantFrom("same-site", "cross-site", "CROSS-SITE", "") },
  { weight: 1, arbitrary: headerJunk },
);

/** Cookie headers: one of `cookies` (an answer's real cookie), or junk, forged or doubled. */
export function cookie(cookies: readonly string[]) {
  const odd = fc.oneof(
    fc.tuple(
      nobodysId,
      fc.string({ unit: fc.constantFrom("a", "Z", "-", "_", "9"), minLength: 43, maxLength: 43 }),
    )
      .map(([id, token]) => `${RSVP_COOKIE}=${id}.${token}`),
    headerJunk.map((junk) => `${RSVP_COOKIE}=${junk}`),
    fc.constantFrom(`${RSVP_COOKIE}=`, `${RSVP_COOKIE}=a.b.c`, `${RSVP_COOKIE}="x"; ${RSVP_COOKIE}=y`),
    headerJunk,
  );
  return fc.oneof(...cookies.map((value) => ({ weight: 2, arbitrary: fc.constant(value) })), {
    weight: 1,
    arbitrary: odd,
  });
}

/** What a kept kit's route is sent when all is right: its Content-Type, a token and a cookie of its own. */
type RightHeaders = { contentType?: string; tokens?: readonly string[]; cookies?: readonly string[] };

/**
 * The headers a kept kit's route reads. Half the time just the right ones (`right`: the Content-Type, one of
 * the tokens as Authorization, one of the cookies); otherwise each right, odd or missing: Content-Type mostly
 * the right one, Authorization and Cookie mostly right (missing one time in six), and If-Match,
 * Idempotency-Key, Origin, Sec-Fetch-Site, Accept and Accept-Language anything, or missing half the time.
 */
export function keptHeaders(right: RightHeaders): fc.Arbitrary<Record<string, string>> {
  const sometimes = <T>(arbitrary: fc.Arbitrary<T>) => orNone(arbitrary, 2);
  const usually = <T>(arbitrary: fc.Arbitrary<T>) => orNone(arbitrary, 6);
  const oneOf = (values: readonly string[] | undefined) =>
    values?.length ? fc.constantFrom(...values) : fc.constant(undefined);
  const rightOnes = fc.record({
    "content-type": fc.constant(right.contentType),
    authorization: oneOf(right.tokens).map((token) => token && `Bearer ${token}`),
    cookie: oneOf(right.cookies),
  });
  const oddOnes = fc.record({
    "content-type": right.contentType ? mostlyRight(right.contentType, contentType) : sometimes(contentType),
    authorization: right.tokens?.length ? usually(authorization(right.tokens)) : sometimes(authorization([])),
    "if-match": sometimes(oddIfMatch),
    "idempotency-key": sometimes(idempotencyKey),
    origin: sometimes(requestOrigin),
    "sec-fetch-site": sometimes(secFetchSite),
    cookie: right.cookies?.length ? usually(cookie(right.cookies)) : sometimes(cookie([])),
    accept: sometimes(accept),
    "accept-language": sometimes(acceptLanguage),
  });
  return fc.oneof(rightOnes, oddOnes).map((headers) =>
    Object.fromEntries(
      Object.entries(headers).filter((entry): entry is [string, string] => entry[1] !== undefined),
    )
  );
}

/** A check-in as the door sends it: one of `codes` as typed (any case, a hyphen), with the time scanned or not. */
export const validCheckIn = (codes: readonly string[]) =>
  fc.record({
    code: fc.constantFrom(...codes).chain((code) =>
      fc.constantFrom(code, code.toLowerCase(), `${code.slice(0, 5)}-${code.slice(5)}`)
    ),
    at: fc.constantFrom("2026-01-01T00:00:00.000Z", "2025-12-31T19:02:00Z"),
  }, { requiredKeys: ["code"] });

/** A check-in (POST /api/kits/{id}/check-ins): a code and a time, mostly plausible, sometimes anything. */
export const checkInLike = (codes: readonly string[]) =>
  fc.record({
    code: mostly(fc.oneof(fc.constantFrom(...codes), fc.constantFrom("", "0O1IL", "X".repeat(65)), oddLine)),
    at: mostly(fc.oneof(
      fc.constantFrom("2026-01-01T00:00:00Z", "1970-01-01T00:00:00Z", "2999-01-01T00:00:00Z", "yesterday"),
      fc.integer(),
    )),
  }, { requiredKeys: [] });

/** A co-host as the owner names them. */
export const validCohost = fc.record({ label: fc.constantFrom("Sam at the side door", "サム", "Gate 2") });

/** A co-host (POST /api/kits/{id}/cohosts): a label, mostly plausible, sometimes anything. */
export const cohostLike = fc.record({ label: mostly(oddLine) }, { requiredKeys: [] });

/** An owner's update to the guests. */
export const validUpdate = fc.record({
  text: fc.constantFrom("Doors open at 7.", "Parking is full: take the bus."),
});

/** An update (POST /api/kits/{id}/updates): a text, mostly plausible, sometimes anything. */
export const updateLike = fc.record({ text: mostly(oddLine) }, { requiredKeys: [] });
