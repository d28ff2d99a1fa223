import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { COPY_LANGUAGES, type CopyLanguage } from "../../../brandkit/languages/mod.ts";
import { phraseBank } from "../../../brandkit/languages/phrases/mod.ts";
import { MOODS } from "../../../brandkit/moods.ts";
import { chooseTopLine } from "../../../brandkit/studio/top-line.ts";
import { qrCaption } from "../../../brandkit/render/layouts/_qr.ts";
import { addDays, todayArbitrary } from "../providers/offline/_corpus.ts";
import { daysBetween } from "../providers/offline/_copy-lint.ts";
import { ENGLISH_WORDS, RELATIVE_WORDS } from "../providers/offline/_language-rules.ts";

/** The top line's input for an evening event of `mood` on `eventDate` (the time lets it say "tonight"). */
function topLineInput(mood: string | null, eventDate: string | undefined, eventTime = "21:00") {
  return { vibes: mood ? [mood] : [], eventDate, eventTime };
}

/** Every line a bank has for the graphics. */
function linesOf(language: CopyLanguage): Set<string> {
  const { graphics } = phraseBank(language);
  return new Set([
    ...Object.values(graphics.accents).flat(),
    ...graphics.weekdayNights,
    ...graphics.weekdayDays,
    ...Object.values(graphics.holidays),
    ...Object.values(graphics.relative).flat(),
    ...graphics.past,
  ] as string[]);
}

const topLineCase = fc.record({
  language: fc.constantFrom(...COPY_LANGUAGES),
  mood: fc.constantFrom(...MOODS, null),
  today: todayArbitrary,
  offset: fc.oneof(fc.integer({ min: -30, max: 400 }), fc.constantFrom(0, 1, 2, 6, 7, 110)),
  knowsToday: fc.boolean(),
  seed: fc.integer({ min: 0, max: 2 ** 31 - 1 }),
});

describe("chooseTopLine()", () => {
  it("never says a relative day word unless it knows today and the event is at most 6 days away", () => {
    fc.assert(
      fc.property(topLineCase, ({ language, mood, today, offset, knowsToday, seed }) => {
        const eventDate = addDays(today, offset);
        const line = chooseTopLine(topLineInput(mood, eventDate), seed, {
          language,
          today: knowsToday ? today : undefined,
        });
        const days = knowsToday ? daysBetween(today, eventDate) : undefined;
        const words = RELATIVE_WORDS[language];
        if (days === undefined || days !== 0) expect(line).not.toMatch(words.today);
        if (days === undefined || days !== 1) expect(line).not.toMatch(words.tomorrow);
        if (days === undefined || days < 2 || days > 6) expect(line).not.toMatch(words.week);
        expect(linesOf(language)).toContain(line);
        if (language !== "en") expect(line).not.toMatch(ENGLISH_WORDS);
      }),
      { numRuns: 3000 },
    );
  });

  it("never says 'this sunday, join us for' of an event 110 days away (the reported bug)", () => {
    for (let seed = 0; seed < 24; seed++) {
      const line = chooseTopLine(topLineInput(null, "2026-11-01"), seed, { today: "2026-07-14" });
      expect(line).not.toMatch(/this sunday/i);
    }
  });

  it.each<[string, string, string]>([
    ["en", "2026-07-14", "tonight at"],
    ["en", "2026-07-15", "tomorrow night at"],
    ["en", "2026-07-18", "this Saturday at"],
    ["en", "2026-07-20", "next Monday at"],
    ["fr", "2026-07-14", "ce soir"],
    ["fr", "2026-07-18", "ce samedi"],
    ["de", "2026-07-15", "morgen Abend"],
    ["ja", "2026-07-14", "今夜"],
    ["ru", "2026-07-18", "в эту субботу"],
  ])("says how near the event is in %s when it knows today: %s is '%s'", (language, eventDate, line) => {
    const lines = Array.from(
      { length: 8 },
      (_, seed) =>
        chooseTopLine(topLineInput("neon", eventDate), seed, {
          language,
          today: "2026-07-14",
        }),
    );
    expect(lines).toContain(line);
  });

  it.each<[string, string, string]>([
    ["en", "2027-08-14", "Saturday night at"],
    ["fr", "2027-08-14", "samedi soir"],
    ["de", "2027-08-14", "Samstagabend"],
    ["es", "2027-08-14", "sábado por la noche"],
    ["ja", "2027-08-14", "土曜の夜"],
  ])("names the weekday as %s writes it, whatever the day: %s is '%s'", (language, eventDate, line) => {
    const lines = Array.from(
      { length: 8 },
      (_, seed) => chooseTopLine(topLineInput("neon", eventDate), seed, { language }),
    );
    expect(lines).toContain(line);
  });

  it.each<[string, string, string]>([
    ["en", "2026-12-24", "Christmas Eve at"],
    ["en", "2026-12-31", "ring in the New Year at"],
    ["en", "2026-10-31", "a Halloween night of"],
    ["fr", "2026-12-24", "un réveillon de Noël"],
    ["fr", "2026-07-14", "pour le 14 Juillet"],
    ["de", "2026-12-24", "Heiligabend"],
    ["es", "2026-12-31", "Nochevieja"],
    ["it", "2026-08-15", "Ferragosto"],
    ["nl", "2026-12-24", "kerstavond"],
    ["pt", "2026-12-25", "Natal"],
    ["ru", "2027-01-07", "Рождество"],
    ["ja", "2026-12-24", "クリスマスイブ"],
  ])("capitalises holidays as %s does: %s is '%s'", (language, eventDate, line) => {
    expect(chooseTopLine(topLineInput("festive", eventDate), 0, { language })).toBe(line);
  });

  it.each(COPY_LANGUAGES)("looks back on an event already past in %s", (language) => {
    const past = new Set(phraseBank(language).graphics.past);
    for (let seed = 0; seed < 6; seed++) {
      expect(past).toContain(
        chooseTopLine(topLineInput("elegant", "2026-07-01"), seed, { language, today: "2026-07-14" }),
      );
    }
  });

  it("gives a language without lines of its own the English ones", () => {
    for (let seed = 0; seed < 6; seed++) {
      expect(chooseTopLine(topLineInput("retro", "2027-08-14"), seed, { language: "sv" })).toBe(
        chooseTopLine(topLineInput("retro", "2027-08-14"), seed),
      );
    }
  });
});

describe("qrCaption()", () => {
  it.each(
    [
      ["https://example.com/rsvp", null, undefined, "RSVP"],
      ["https://tix.example.com/night", null, "fr", "BILLETS"],
      ["https://example.com/invitation", null, "de", "ZUSAGEN"],
      ["https://example.com/e", "elegant", "es", "CONFIRMA"],
      ["https://example.com/e", "neon", "ja", "チケット"],
      ["https://example.com/e", "neon", "ar", "التذاكر"],
      ["https://example.com/e", "neon", "sv", "TICKETS"],
    ] as const,
  )("words %s (%s) in %s as '%s'", (link, mood, language, caption) => {
    expect(qrCaption(link, mood, language)).toBe(caption);
  });
});
