import { describe, expect, it } from "vitest";
import { article } from "../../../../brandkit/providers/offline/_article.ts";
import { doubledWords } from "../../../../brandkit/providers/offline/_grammar.ts";
import { copyContextOf, hashtag, pickHashtags } from "../../../../brandkit/copy-fit/mod.ts";
import { eventKindOf } from "../../../../brandkit/kinds/event-kinds.ts";
import { nameShape } from "../../../../brandkit/providers/offline/_name-shape.ts";
import { weightedLength } from "../../../../brandkit/providers/offline/_post-length.ts";
import { timingLines, whenPhrase } from "../../../../brandkit/providers/offline/_timing.ts";
import { localCalendarDate } from "../../../../brandkit/dates/calendar-dates.ts";
import { whenFromToday } from "../../../../brandkit/dates/from-today.ts";

describe("article()", () => {
  it.each([
    ["an", "hour"],
    ["an", "honest"],
    ["an", "heirloom"],
    ["a", "house"],
    ["a", "unicorn"],
    ["a", "unique"],
    ["a", "university"],
    ["an", "underground"],
    ["an", "uninvited"],
    ["an", "art"],
    ["a", "European"],
    ["a", "one-off"],
    ["a", "once-a-year"],
    ["an", "MBA"],
    ["an", "EDM"],
    ["an", "FBI"],
    ["an", "NYC"],
    ["an", "RSVP"],
    ["a", "UFO"],
    ["a", "USA"],
    ["a", "DJ"],
    ["a", "NASA"],
    ["a", "FUN"],
    ["an", "80s"],
    ["an", "8-bit"],
    ["an", "11th"],
    ["an", "18th"],
    ["an", "1800s"],
    ["a", "1st"],
    ["a", "110"],
    ["a", "2026"],
    ["an", "X-ray"],
    ["a", "T-shirt"],
    ["an", "élégant"],
    ["a", "東京"],
  ])("says '%s' before '%s'", (expected, word) => {
    expect(article(word)).toBe(expected);
  });
});

describe("whenFromToday()", () => {
  // 2026-07-14 is a Tuesday.
  it.each([
    ["2026-07-14", undefined, "none", undefined],
    ["2026-07-14", "2026-07-14", "unknown", undefined],
    ["2026-07-14", "2026-07-13", "past", -1],
    ["2026-07-14", "2026-07-14", "today", 0],
    ["2026-07-14", "2026-07-15", "tomorrow", 1],
    ["2026-07-14", "2026-07-18", "thisWeek", 4],
    ["2026-07-14", "2026-07-20", "thisWeek", 6],
    ["2026-07-14", "2026-07-21", "soon", 7],
    ["2026-07-14", "2026-09-11", "soon", 59],
    ["2026-07-14", "2026-09-12", "monthsAway", 60],
    ["2026-12-31", "2027-01-01", "tomorrow", 1],
    ["2028-02-28", "2028-03-01", "thisWeek", 2],
  ])("from %s, an event on %s is %s (%s days)", (today, date, relation, days) => {
    const when = whenFromToday(date, relation === "unknown" ? undefined : today);
    expect(when.relation).toBe(relation);
    expect(when.days).toBe(days);
  });

  it("names the weekday, and 'next' once the date is past the coming Sunday", () => {
    expect(whenFromToday("2026-07-18", "2026-07-14")).toMatchObject({ weekday: "Saturday", nextWeek: false });
    expect(whenFromToday("2026-07-21", "2026-07-17")).toMatchObject({ weekday: "Tuesday", nextWeek: true });
  });

  it("reads today's calendar date in the local time zone of the process", () => {
    const noon = new Date(2026, 6, 14, 12).getTime();
    expect(localCalendarDate(noon)).toBe("2026-07-14");
  });
});

describe("whenPhrase() and timingLines()", () => {
  it.each([
    ["2026-07-14", "22:00", "tonight", "tonight"],
    ["2026-07-14", "08:00", "today", "today"],
    ["2026-07-14", undefined, "today", "today"],
    ["2026-07-15", "21:00", "tomorrow night", "one more day"],
    ["2026-07-18", undefined, "this Saturday, July 18, 2026", "four days to go"],
    ["2026-08-14", undefined, "on Friday, August 14, 2026", "calendar"],
    ["2027-01-08", undefined, "on January 8, 2027", "date"],
    ["2026-07-01", undefined, "on July 1, 2026", ""],
  ])("an event on %s at %s seen from 2026-07-14 is '%s'", (date, time, phrase, line) => {
    const when = whenFromToday(date, "2026-07-14");
    const context = copyContextOf({ vibes: ["club"], eventTime: time }, "en");
    expect(whenPhrase(when, context)).toBe(phrase);
    const lines = timingLines(when, context.kind, context).join(" ").toLowerCase();
    if (line) expect(lines).toContain(line);
    else expect(lines).toBe("");
  });
});

describe("eventKindOf()", () => {
  it.each([
    ["Maya Turns 7", [], "kidsParty"],
    ["Leo Turns 40", [], "birthday"],
    ["Leo's Big Day", ["birthday"], "birthday"],
    [undefined, ["elegant", "wedding"], "wedding"],
    ["DevOps Summit", [], "conference"],
    [undefined, ["masterclass"], "workshop"],
    [undefined, ["techno"], "clubNight"],
    ["Summer Fest", [], "festival"],
    [undefined, ["jazz"], "concert"],
    ["Sunday 10K & Pancakes", ["sporty"], "run"],
    ["Celebration of Life for Rosa", [], "memorial"],
    ["Corrida de São Silvestre", [], "run"],
    ["Großer Berliner Lauf", [], "run"],
    [undefined, ["festive"], null],
    ["Neon Nights", ["neon"], null],
  ])("reads %s with vibes %j as %s", (name, vibes, kind) => {
    expect(eventKindOf({ name, vibes })?.id ?? null).toBe(kind);
  });
});

describe("nameShape()", () => {
  it.each([
    ["Neon Nights", "title"],
    ["Amelia & Jonathan", "people"],
    ["Amelia and Jonathan", "people"],
    ["Sam, Alex and Jo", "people"],
    ["Maya Turns 7", "clause"],
    ["Maya Turns Seven!", "clause"],
    ["We're Back", "clause"],
    ["Rock & Roll Night", "title"],
  ])("reads '%s' as a %s", (name, shape) => {
    expect(nameShape(name)).toBe(shape);
  });
});

describe("hashtag()", () => {
  it.each([
    ["neon nights", "#NeonNights"],
    ["Maya Turns 7", "#MayaTurns7"],
    ["Tom & Jerry's", "#TomJerrys"],
    ["Café Olé", "#CaféOlé"],
    ["東京 Night", "#東京Night"],
    ["2026 Gala", null],
    ["80s", null],
    ["🎉", null],
    ["", null],
    ["Donaudampfschifffahrtsgesellschaftskapitänsball Wien", null],
  ])("makes '%s' into %s", (text, tag) => {
    expect(hashtag(text)).toBe(tag);
  });

  it("never repeats a tag, nor one the caption already holds", () => {
    expect(pickHashtags("Party at #NeonNights", ["Neon Nights", "neon", "NEON", "Lisbon"], 4)).toEqual([
      "#Neon",
      "#Lisbon",
    ]);
  });
});

describe("weightedLength()", () => {
  it.each([
    ["plain ASCII", "Neon Nights", 11],
    ["accents", "Café", 4],
    ["Hebrew", "שלום", 4],
    ["CJK as two each", "東京", 4],
    ["an emoji as two", "🎉", 2],
    ["a family emoji as two", "👩‍👩‍👧", 2],
  ])("counts %s as X does", (_, text, length) => {
    expect(weightedLength(text)).toBe(length);
  });
});

describe("doubledWords()", () => {
  it.each([
    ["Neon Neon Retro", ["neon"]],
    ["in In Lisbon", ["in"]],
    ["See you there. There is more.", []],
    ["Bora Bora, twice", ["bora"]],
    ["Tom & & Jerry", []],
  ])("finds in '%s' the doubled words %j", (text, words) => {
    expect(doubledWords(text)).toEqual(words);
  });
});
