import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatLongUsDate } from "../../../../brandkit/dates/calendar-dates.ts";
import { GenerationRequestSchema, KitTextSchema } from "../../../../brandkit/schemas.ts";
import { MOODS } from "../../../../brandkit/moods.ts";
import { writeOfflineCopy } from "../../../../brandkit/providers/offline/mod.ts";

/** The vibes that have a voice of their own: the moods. */
const VOICE_VIBES = MOODS;

/** Words people type, words nobody expects, and anything at all. */
const vibe = fc.oneof(
  fc.constantFrom(...VOICE_VIBES),
  fc.constantFrom(
    "jazz",
    "cottagecore",
    "EDM",
    "80s",
    "Black Tie",
    "🎃",
    "<b>",
    "&",
    "ünïcödé",
    "שלום",
    "  ",
  ),
  fc.string({ maxLength: 40 }),
);
const text = (maxLength: number) =>
  fc.oneof(
    fc.constantFrom(
      "Neon Nights",
      "Maya Turns Seven!",
      "<Tom & Jerry's>",
      "ליל הניאון",
      "東京 Night",
      "The",
      "a",
      "?",
    ),
    fc.string({ minLength: 1, maxLength }),
    fc.string({ unit: "grapheme", minLength: 1, maxLength }),
  );
const date = fc.date({
  min: new Date("1900-01-01T00:00:00Z"),
  max: new Date("2199-12-31T00:00:00Z"),
  noInvalidDate: true,
})
  .map((value) => value.toISOString().slice(0, 10));

const request = fc.record({
  vibes: fc.array(vibe, { maxLength: 12 }),
  eventDate: fc.option(date, { nil: undefined }),
  eventLocation: fc.option(text(120), { nil: undefined }),
  customEventName: fc.option(text(80), { nil: undefined }),
  seed: fc.integer({ min: 0, max: 2 ** 31 - 1 }),
});

describe("the offline copy", () => {
  it("always passes the copy schema, for 500 random requests", () => {
    fc.assert(
      fc.property(request, (input) => {
        const parsed = GenerationRequestSchema.safeParse(input);
        fc.pre(parsed.success);
        const copy = writeOfflineCopy(parsed.data, input.seed);
        const result = KitTextSchema.safeParse(copy);
        expect(result.success, JSON.stringify(result.error?.issues)).toBe(true);
        const all = [
          ...copy.eventNames,
          copy.headline,
          copy.tagline,
          copy.description,
          ...copy.socialCaptions,
        ];
        for (const field of all) {
          expect(field).not.toMatch(/\b(undefined|null|NaN)\b|\[object Object\]/);
          expect(field).toBe(field.trim());
          expect(field).not.toMatch(/ {2}/);
        }
        const request = parsed.data;
        if (request.customEventName) {
          expect(copy.eventNames[0]).toBe(request.customEventName.replace(/\s+/g, " "));
        }
        if (request.eventDate) expect(copy.socialCaptions[0]).toContain(formatLongUsDate(request.eventDate));
        if (request.eventLocation) {
          expect(copy.socialCaptions[0]).toContain(request.eventLocation.replace(/\s+/g, " "));
        }
        expect(writeOfflineCopy(parsed.data, input.seed)).toEqual(copy);
      }),
      { numRuns: 500, seed: 20261231 },
    );
  });
});

/** Every run of four words that occurs more than once in `text`. */
function repeatedPhrases(text: string, length = 4): string[] {
  const words = text.toLowerCase().replace(/[^\p{L}\p{N}' ]+/gu, " ").split(/\s+/).filter(Boolean);
  const seen = new Set<string>();
  const repeated = new Set<string>();
  for (let index = 0; index + length <= words.length; index++) {
    const phrase = words.slice(index, index + length).join(" ");
    if (seen.has(phrase)) repeated.add(phrase);
    seen.add(phrase);
  }
  return [...repeated];
}

describe("the offline descriptions", () => {
  const voices = [...VOICE_VIBES, "jazz"];
  it.each(voices)("never say the same four words twice in the %s voice", (voice) => {
    for (let seed = 0; seed < 60; seed++) {
      const request = GenerationRequestSchema.parse({ vibes: [voice], eventDate: "2026-12-31", seed });
      const { description } = writeOfflineCopy(request, seed);
      expect(repeatedPhrases(description), description).toEqual([]);
    }
  });
});
