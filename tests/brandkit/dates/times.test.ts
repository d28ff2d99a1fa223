import { describe, expect, it } from "vitest";
import { dayPartOf, formatEventTime, formatEventTimes, isTimeZone } from "../../../brandkit/dates/times.ts";
import { eventCalendar, zoneOffsetMinutes } from "../../../brandkit/documents/calendar.ts";
import { categoryWordIn, eventWords } from "../../../brandkit/languages/event-words/mod.ts";
import { kindMarkers } from "../../../brandkit/languages/kind-markers/mod.ts";
import { chooseTopLine } from "../../../brandkit/studio/top-line.ts";
import { phraseBank } from "../../../brandkit/languages/phrases/mod.ts";
import { imageBriefFor } from "../../../brandkit/generation/generator.ts";
import { GenerationRequestSchema } from "../../../brandkit/schemas.ts";

describe("an event's time on the graphics", () => {
  it("is written the language's way", () => {
    // ICU puts a no-break space (narrow or not, by version) before "AM".
    const spaced = (text: string) => text.replace(/[\u00a0\u202f]/g, " ");
    expect(spaced(formatEventTime("08:00", "en"))).toBe("8:00 AM");
    expect(formatEventTime("20:00", "fr")).toBe("20 h");
    expect(formatEventTime("20:30", "fr")).toBe("20 h 30");
    expect(formatEventTime("20:00", "de")).toBe("20:00 Uhr");
    expect(formatEventTime("20:00", "en-GB")).toBe("20:00");
    expect(spaced(formatEventTimes("08:00", "10:30", "en"))).toBe("8:00 AM – 10:30 AM");
  });

  it("says which part of the day it is", () => {
    expect(dayPartOf("08:00")).toBe("morning");
    expect(dayPartOf("13:15")).toBe("afternoon");
    expect(dayPartOf("19:30")).toBe("evening");
    expect(dayPartOf("23:00")).toBe("night");
    expect(dayPartOf("02:00")).toBe("night");
    expect(dayPartOf("8am")).toBeNull();
  });

  it("is in the brief beside the date, with the design's lines", () => {
    const request = GenerationRequestSchema.parse({
      eventDate: "2027-05-16",
      eventTime: "08:00",
      language: "de",
      colors: ["#112233"],
    });
    const brief = imageBriefFor("Lauf", request, {
      family: "bold",
      variation: 2,
      colors: ["#445566"],
      topLine: "Lauf mit uns",
      details: "Pfannkuchen danach",
      showQr: false,
    }, 1);
    expect(brief.displayTime).toBe("8:00 Uhr");
    expect(brief.colors).toEqual(["#445566"]);
    expect(brief.design).toEqual({
      family: "bold",
      variation: 2,
      topLine: "Lauf mit uns",
      details: "Pfannkuchen danach",
      showQr: false,
    });
  });

  it("knows real time zones and refuses others", () => {
    expect(isTimeZone("America/Los_Angeles")).toBe(true);
    expect(isTimeZone("Europe/Lisbon")).toBe(true);
    expect(isTimeZone("Mars/Olympus")).toBe(false);
  });
});

describe("the top line and the time of day", () => {
  it("never gives a morning event of a night mood an evening or night line", () => {
    const { lexicon } = eventWords("en");
    const { anywhere } = kindMarkers("en");
    for (let seed = 0; seed < 30; seed++) {
      const line = chooseTopLine({ vibes: ["elegant"], eventDate: "2027-05-16", eventTime: "08:00" }, seed, {
        language: "en",
      });
      expect([
        categoryWordIn(line, lexicon, "evening", anywhere),
        categoryWordIn(line, lexicon, "night", anywhere),
      ]).toEqual([
        undefined,
        undefined,
      ]);
    }
  });

  it("keeps a night mood's lines for an evening event", () => {
    const lines = new Set(phraseBank("en").graphics.accents.elegant);
    const drawn = Array.from(
      { length: 8 },
      (_, seed) => chooseTopLine({ vibes: ["elegant"], eventTime: "20:00" }, seed, { language: "en" }),
    );
    expect(drawn.some((line) => lines.has(line))).toBe(true);
  });
});

describe("the calendar file with a time", () => {
  const kit = { selectedName: "Sunday 10K & Pancakes", description: "A run, then pancakes." };

  it("is a timed event in its time zone, with the zone's offset that day", () => {
    const ics = eventCalendar({
      kit,
      request: {
        eventDate: "2027-05-16",
        eventTime: "08:00",
        eventEndTime: "10:30",
        timeZone: "America/Los_Angeles",
      },
    }, { now: () => new Date(Date.UTC(2026, 10, 27)) });
    expect(ics).toContain("DTSTART;TZID=America/Los_Angeles:20270516T080000\r\n");
    expect(ics).toContain("DTEND;TZID=America/Los_Angeles:20270516T103000\r\n");
    expect(ics).toContain("TZOFFSETTO:-0700\r\n");
    expect(ics).not.toContain("VALUE=DATE");
  });

  it("ends the next day when the end is before the start", () => {
    const ics = eventCalendar({
      kit,
      request: {
        eventDate: "2027-12-31",
        eventTime: "22:00",
        eventEndTime: "02:00",
        timeZone: "Europe/Berlin",
      },
    });
    expect(ics).toContain("DTEND;TZID=Europe/Berlin:20280101T020000");
    expect(ics).toContain("TZOFFSETTO:+0100");
  });

  it("stays all-day without a time", () => {
    const ics = eventCalendar({ kit, request: { eventDate: "2027-05-16" } });
    expect(ics).toContain("DTSTART;VALUE=DATE:20270516");
    expect(ics).toContain("DTEND;VALUE=DATE:20270517");
  });

  it("reads offsets across the year", () => {
    expect(zoneOffsetMinutes("Europe/Lisbon", { year: 2027, month: 1, day: 10 }, "12:00")).toBe(0);
    expect(zoneOffsetMinutes("Europe/Lisbon", { year: 2027, month: 7, day: 10 }, "12:00")).toBe(60);
    expect(zoneOffsetMinutes("Asia/Kolkata", { year: 2027, month: 7, day: 10 }, "12:00")).toBe(330);
  });
});
