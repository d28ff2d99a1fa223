import { describe, expect, it } from "vitest";
import {
  BrandKitError,
  DEFAULT_COLORS,
  ErrorCode,
  GenerationRequestSchema,
  KIT_TEXT_JSON_SCHEMA,
  KitTextSchema,
  parseOrThrow,
  REQUEST_LIMITS,
  SAMPLE_COPY_FOR_TESTS,
} from "./_fixtures.ts";
import { TYPED_TEXT_MESSAGE } from "../../brandkit/typed-text.ts";
import { latestEventDate } from "../../brandkit/dates/event-date-range.ts";

const PNG_BASE64 =
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==";
const PNG_DATA_URL = `data:image/png;base64,${PNG_BASE64}`;
const NOT_BASE64 =
  'inspirationImage is not valid base64: the data after "base64," is cut short or wrongly padded';

function parseRequest(input: unknown) {
  return parseOrThrow(GenerationRequestSchema, input, "generation request");
}

function rejection(input: unknown): BrandKitError {
  try {
    parseRequest(input);
  } catch (error) {
    return error as BrandKitError;
  }
  throw new Error("expected the request to be rejected");
}

describe("GenerationRequestSchema", () => {
  it("accepts an empty request and fills every default, leaving the colours empty for the palette choice", () => {
    expect(parseRequest({})).toEqual({ vibes: [], colors: [], inspirationImage: "" });
  });

  it("tells no colours from the default colours, and keeps a palette's name trimmed", () => {
    expect(parseRequest({ colors: [...DEFAULT_COLORS] }).colors).toEqual([...DEFAULT_COLORS]);
    expect(parseRequest({ colors: [] }).colors).toEqual([]);
    expect(parseRequest({ palette: "  Jazz Club " }).palette).toBe("Jazz Club");
    expect(parseRequest({ palette: "" }).palette).toBeUndefined();
  });

  it("trims vibes and drops empty and duplicate ones, whatever their case", () => {
    expect(parseRequest({ vibes: [" neon ", "", "Neon", "retro", "   "] }).vibes).toEqual(["neon", "retro"]);
  });

  it("normalises colours to upper-case six-digit hex and drops duplicates", () => {
    expect(parseRequest({ colors: ["#e6067a", "f472b6", "#E6067A", "#abc"] }).colors).toEqual([
      "#E6067A",
      "#F472B6",
      "#AABBCC",
    ]);
  });

  it("treats empty text fields as not given", () => {
    const request = parseRequest({ eventDate: "", eventLocation: "  ", customEventName: "" });
    expect(request.eventDate).toBeUndefined();
    expect(request.eventLocation).toBeUndefined();
    expect(request.customEventName).toBeUndefined();
  });

  it("keeps a valid date, location, name, seed and inspiration image", () => {
    const request = parseRequest({
      eventDate: "2026-12-31",
      eventLocation: " Austin, TX ",
      customEventName: "Glow Fest",
      seed: 42,
      inspirationImage: PNG_DATA_URL,
    });
    expect(request).toMatchObject({
      eventDate: "2026-12-31",
      eventLocation: "Austin, TX",
      customEventName: "Glow Fest",
      seed: 42,
      inspirationImage: PNG_DATA_URL,
    });
  });

  const tooManyVibes = Array.from({ length: REQUEST_LIMITS.maxVibes + 1 }, (_, index) => `vibe ${index}`);
  const tooManyColors = Array.from(
    { length: REQUEST_LIMITS.maxColors + 1 },
    (_, index) => `#00000${index % 10}`,
  );
  const bigImage = `data:image/png;base64,${"A".repeat(REQUEST_LIMITS.maxInspirationImageBytes * 2)}`;

  it.each([
    [
      "a colour that is not hex",
      { colors: ["#12345"] },
      "colors[0]: '#12345' is not a hex colour like #E6067A",
    ],
    [
      "a colour that is a name",
      { colors: ["#E6067A", "pink"] },
      "colors[1]: 'pink' is not a hex colour like #E6067A",
    ],
    ["too many colours", { colors: tooManyColors }, "colors: at most 10 colours"],
    ["too many vibes", { vibes: tooManyVibes }, "vibes: at most 12 vibes"],
    [
      "a vibe that is too long",
      { vibes: ["x".repeat(41)] },
      "vibes[0]: each vibe must be at most 40 characters",
    ],
    [
      "a date in another format",
      { eventDate: "31/12/2026" },
      "eventDate: eventDate '31/12/2026' has the day and month in an order BrandKit cannot know (if it is 2026-12-31, write that): write dates as YYYY-MM-DD",
    ],
    [
      "a date that does not exist",
      { eventDate: "2026-02-30" },
      "eventDate: eventDate '2026-02-30' is not a date in YYYY-MM-DD form, e.g. 2026-12-31",
    ],
    [
      "a name that is too long",
      { customEventName: "n".repeat(81) },
      "customEventName: customEventName must be at most 80 characters",
    ],
    [
      "a location that is too long",
      { eventLocation: "l".repeat(121) },
      "eventLocation: eventLocation must be at most 120 characters",
    ],
    [
      "an image that is not a data URL",
      { inspirationImage: "https://example.test/a.png" },
      "inspirationImage: inspirationImage must be a PNG, JPEG, WebP or GIF image as a base64 data URL",
    ],
    [
      "an image of another type",
      { inspirationImage: "data:image/svg+xml;base64,PHN2Zz4=" },
      "inspirationImage: inspirationImage is image/svg+xml; it must be a PNG, JPEG, WebP or GIF image",
    ],
    [
      "an image whose bytes lie about its type",
      { inspirationImage: `data:image/jpeg;base64,${PNG_BASE64}` },
      "inspirationImage: inspirationImage says image/jpeg but its bytes are not a JPEG image",
    ],
    [
      "base64 one character past a whole group",
      { inspirationImage: "data:image/png;base64,AAAAA" },
      `inspirationImage: ${NOT_BASE64}`,
    ],
    [
      "base64 padded short of a whole group",
      { inspirationImage: "data:image/png;base64,AAAAA==" },
      `inspirationImage: ${NOT_BASE64}`,
    ],
    [
      "padding in the middle of the base64",
      { inspirationImage: "data:image/png;base64,AA==AAAA" },
      `inspirationImage: ${NOT_BASE64}`,
    ],
    [
      "a PNG cut one character short",
      { inspirationImage: `data:image/png;base64,${PNG_BASE64.slice(0, -3)}` },
      `inspirationImage: ${NOT_BASE64}`,
    ],
    [
      "an image with no data",
      { inspirationImage: "data:image/png;base64," },
      "inspirationImage: inspirationImage says image/png but its bytes are not a PNG image",
    ],
    [
      "an image that is too large",
      { inspirationImage: bigImage },
      "inspirationImage: inspirationImage must be at most 5 MB",
    ],
    [
      "a seed that is not a whole number",
      { seed: 1.5 },
      "seed: Invalid input: expected int, received number",
    ],
    ["a field the request does not have", { vibe: ["neon"] }, 'Unrecognized key: "vibe"'],
    ["vibes that are not a list", { vibes: "neon" }, "vibes: Invalid input: expected array, received string"],
  ])("rejects %s with a clear message", (_case, input, message) => {
    const error = rejection(input);
    expect(error).toBeInstanceOf(BrandKitError);
    expect(error.code).toBe(ErrorCode.VALIDATION_ERROR);
    expect(error.message).toBe(`Invalid generation request: ${message}`);
    expect(error.issues?.length).toBeGreaterThan(0);
  });
});

describe("KitTextSchema", () => {
  it("accepts complete copy", () => {
    expect(KitTextSchema.parse(SAMPLE_COPY_FOR_TESTS)).toEqual(SAMPLE_COPY_FOR_TESTS);
  });

  it.each([
    ["two names", { eventNames: ["A", "B"] }, "eventNames"],
    ["four captions", { socialCaptions: ["a", "b", "c", "d"] }, "socialCaptions"],
    ["an empty headline", { headline: "  " }, "headline"],
    ["the same name twice", { eventNames: ["Glow", "glow", "Pulse"] }, "eventNames"],
    ["a missing description", { description: undefined }, "description"],
  ])("rejects copy with %s", (_case, change, path) => {
    const result = KitTextSchema.safeParse({ ...SAMPLE_COPY_FOR_TESTS, ...change });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0].path[0]).toBe(path);
  });

  it("refuses copy with a control character in any field, naming it, as a provider's or an owner's", () => {
    for (
      const [change, path] of [
        [{ headline: "Glow\u0000" }, ["headline"]],
        [{ eventNames: ["Glow", "Pulse\u0007", "Beam"] }, ["eventNames", 1]],
        [{ description: "A night\u001B[0m" }, ["description"]],
        [{ socialCaptions: ["a", "b", "c\uFFFF"] }, ["socialCaptions", 2]],
      ] as const
    ) {
      const result = KitTextSchema.safeParse({ ...SAMPLE_COPY_FOR_TESTS, ...change });
      expect(result.error?.issues.map(({ path, message }) => ({ path, message }))).toEqual([
        { path, message: TYPED_TEXT_MESSAGE },
      ]);
    }
  });

  it("takes line breaks in the description and the captions only", () => {
    const lines = { description: "Line one\nLine two", socialCaptions: ["a\r\nb", "c", "d\nhttps://x.test"] };
    expect(KitTextSchema.safeParse({ ...SAMPLE_COPY_FOR_TESTS, ...lines }).success).toBe(true);
    for (const field of ["headline", "tagline"]) {
      const result = KitTextSchema.safeParse({ ...SAMPLE_COPY_FOR_TESTS, [field]: "Line one\nLine two" });
      expect(result.error?.issues[0]).toMatchObject({ path: [field], message: TYPED_TEXT_MESSAGE });
    }
  });

  it("gives providers a strict JSON schema with exactly three names and captions", () => {
    expect(KIT_TEXT_JSON_SCHEMA).toMatchObject({
      type: "object",
      additionalProperties: false,
      required: ["eventNames", "headline", "tagline", "description", "socialCaptions"],
      properties: {
        eventNames: { type: "array", minItems: 3, maxItems: 3 },
        socialCaptions: { type: "array", minItems: 3, maxItems: 3 },
      },
    });
  });
});

describe("an event date written another way", () => {
  it("says why a day-and-month date is refused, and how to write it", () => {
    const result = GenerationRequestSchema.safeParse({ eventDate: "12/06/2027" });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0].message).toBe(
      "eventDate '12/06/2027' has the day and month in an order BrandKit cannot know (it could be 2027-06-12 or 2027-12-06): write dates as YYYY-MM-DD",
    );
  });

  it("reads the one possible order when the other is no day of the calendar", () => {
    const result = GenerationRequestSchema.safeParse({ eventDate: "25.12.2027" });
    expect(result.error?.issues[0].message).toContain("if it is 2027-12-25, write that");
  });

  it("says what form it wants for anything else", () => {
    const result = GenerationRequestSchema.safeParse({ eventDate: "12 June 2027" });
    expect(result.error?.issues[0].message).toBe(
      "eventDate '12 June 2027' is not a date in YYYY-MM-DD form, e.g. 2026-12-31",
    );
  });
});

describe("text people type in a request", () => {
  it.each([
    ["customEventName", { customEventName: "Run\u0000Club" }],
    ["eventLocation", { eventLocation: "Pier 7\u0085" }],
    ["vibes[1]", { vibes: ["neon", "retro\u0000"] }],
    ["palette", { palette: "Jazz\u0000Club" }],
    ["eventLink", { eventLink: "https://x.test/\u0000" }],
    ["timeZone", { timeZone: "Europe/Lisbon\u0000" }],
    ["eventDate", { eventDate: "2027-06-12\u0000" }],
    ["eventTime", { eventTime: "\u000008:00" }],
    ["design.topLine", { design: { topLine: "get ready\u0000" } }],
    ["design.details", { design: { details: "Doors 7 PM\nFree" } }],
  ])("refuses a control character in %s with the one message", (path, input) => {
    const error = rejection(input);
    expect(error.code).toBe(ErrorCode.VALIDATION_ERROR);
    expect(error.issues?.[0]).toEqual({ path, message: TYPED_TEXT_MESSAGE });
  });

  it("takes a tab, emoji, a ZWJ sequence, Arabic and Devanagari", () => {
    const request = parseRequest({
      customEventName: "Family day 👩‍👩‍👧",
      eventLocation: "دبي\tदिल्ली",
      vibes: ["🥞 pancakes"],
    });
    expect(request).toMatchObject({
      customEventName: "Family day 👩‍👩‍👧",
      eventLocation: "دبي\tदिल्ली",
      vibes: ["🥞 pancakes"],
    });
  });
});

describe("an event date within reason", () => {
  it.each(["1900-01-01", "2026-01-01", "2030-06-01", latestEventDate(Date.now())])(
    "takes %s",
    (eventDate) => {
      expect(parseRequest({ eventDate }).eventDate).toBe(eventDate);
    },
  );

  it.each(["1899-12-31", "0001-01-01", "9999-12-31", "2206-05-01"])(
    "refuses %s, naming eventDate",
    (date) => {
      const error = rejection({ eventDate: date });
      expect(error.code).toBe(ErrorCode.VALIDATION_ERROR);
      expect(error.issues?.[0]).toEqual({
        path: "eventDate",
        message: `eventDate must be from 1900-01-01 to ${
          latestEventDate(Date.now())
        } (at most 10 years from today)`,
      });
    },
  );
});
