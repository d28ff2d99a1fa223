/**
 * The event page's messages (client/event/rsvp-messages.ts, event-messages.ts): said in English word for word as
 * before they came from the catalog, in each language's plural forms, and every id the event page's code names is
 * in the English catalog.
 */
import { describe, expect, it } from "vitest";
import { renderToStaticMarkup } from "react-dom/server";
import { createElement } from "react";
import { say } from "../../client/i18n/translator.ts";
import {
  ANSWER_LABELS,
  ANSWERED,
  CLOSED_WORDS,
  countsLine,
  namesLine,
  partyWords,
  refusalMessage,
  RSVP_WORDS,
  STATUS_WORDS,
} from "../../client/event/rsvp-messages.ts";
import { EVENT_TOASTS } from "../../client/event/event-messages.ts";
import { sayWith } from "../../client/i18n/rich-text.ts";
import { flatMessages, interfaceWordsOf } from "../../routes/interface-catalogs.ts";

const en = interfaceWordsOf("en").t;

describe("the RSVP's messages in English", () => {
  it.each<[string, Parameters<typeof refusalMessage>[0], string]>([
    [
      "a field",
      { code: "VALIDATION_ERROR", field: "party" },
      "The number in your party must be from 1 to 10.",
    ],
    [
      "an unknown field",
      { code: "VALIDATION_ERROR", field: "website" },
      "Your answer could not be read. Please check the form and send it again.",
    ],
    [
      "no places, count unknown",
      { code: "NOT_ENOUGH_PLACES" },
      "There are not enough places left for a larger party. Your answer is unchanged, and you keep your place.",
    ],
    [
      "no places left",
      { code: "NOT_ENOUGH_PLACES", placesLeft: 0 },
      "No places are left, so your party cannot grow. Your answer is unchanged, and you keep your place.",
    ],
    [
      "one place left",
      { code: "NOT_ENOUGH_PLACES", placesLeft: 1 },
      "Only 1 more place is left: your party can grow by 1. Your answer is unchanged, and you keep your place.",
    ],
    [
      "places left",
      { code: "NOT_ENOUGH_PLACES", placesLeft: 1500 },
      "Only 1500 more places are left: your party can grow by 1500. Your answer is unchanged, and you keep your place.",
    ],
    [
      "a rate limit without its wait",
      { code: "RATE_LIMIT_EXCEEDED" },
      "Many answers are arriving right now. Please wait 60s and send yours again.",
    ],
    [
      "a full guest list",
      { code: "GUEST_LIMIT" },
      "This event's guest list is full, so no more answers can be taken. Please contact the organiser.",
    ],
    [
      "a long answer",
      { code: "PAYLOAD_TOO_LARGE" },
      "Your answer is too long. Please shorten the note and send it again.",
    ],
    ["a gone event", { code: "KIT_NOT_FOUND" }, "This event is no longer here."],
    [
      "a gone answer",
      { code: "FORBIDDEN" },
      "That answer is no longer here: it was withdrawn or removed by the organiser.",
    ],
    ["anything else", { code: "INTERNAL" }, "Your answer could not be sent. Please try again in a moment."],
  ])("says a refusal: %s", (_what, refusal, words) => {
    expect(say(en, refusalMessage(refusal))).toBe(words);
  });

  it("says the counts, the party and the names as before", () => {
    expect(countsLine({ going: 0, maybe: 0 })).toBeNull();
    expect(say(en, countsLine({ going: 12, maybe: 3 })!)).toBe("12 going · 3 maybe");
    expect(say(en, countsLine({ going: 1234, maybe: 1 })!)).toBe("1234 going · 1 maybe");
    expect(say(en, partyWords(1))).toBe("Just you");
    expect(say(en, partyWords(2))).toBe("Party of 2");
    const names = Array.from({ length: 15 }, (_, index) => `N${index}`);
    const line = namesLine(names, en("event.rsvp.namesSeparator"));
    expect(line.names).toBe("N0, N1, N2, N3, N4, N5, N6, N7, N8, N9, N10, N11");
    expect(say(en, { ...line.said, values: { ...line.said.values, names: line.names } })).toBe(
      "Going: N0, N1, N2, N3, N4, N5, N6, N7, N8, N9, N10, N11 and 3 more",
    );
    expect(say(en, STATUS_WORDS.waitlist)).toBe("On the waitlist");
    expect(say(en, ANSWER_LABELS.no)).toBe("Can't make it");
    expect(say(en, ANSWERED.maybe)).toBe("Thank you! You're down as a maybe.");
    expect(say(en, RSVP_WORDS.full)).toBe("The event is full: a new “going” answer joins the waitlist.");
    expect(say(en, CLOSED_WORDS["deadline-passed"])).toBe("The deadline for answers has passed.");
    expect(say(en, EVENT_TOASTS.csvFailed.description)).toBe(
      "The guest list could not be downloaded. Please try again.",
    );
  });

  it("puts an element where its sentence needs it", () => {
    const kept = sayWith(
      en,
      "event.rsvp.keptUntil",
      undefined,
      "date",
      createElement("time", null, "July 21"),
    );
    expect(renderToStaticMarkup(createElement("p", null, kept))).toBe(
      "<p>Your name and answer are kept with this event until <time>July 21</time>, then deleted.</p>",
    );
    const ja = interfaceWordsOf("ja").t;
    const made = sayWith(
      ja,
      "event.footer.madeWith",
      undefined,
      "brandKit",
      createElement("a", null, "BrandKit"),
    );
    expect(renderToStaticMarkup(createElement("p", null, made))).toBe("<p><a>BrandKit</a>で作成</p>");
  });
});

describe("the RSVP's messages in other languages", () => {
  it("count in each language's plural forms", () => {
    const ru = interfaceWordsOf("ru").t;
    expect(say(ru, countsLine({ going: 1, maybe: 0 })!)).toBe("1 придёт · 0 под вопросом");
    expect(say(ru, countsLine({ going: 3, maybe: 5 })!)).toBe("3 придут · 5 под вопросом");
    expect(say(ru, partyWords(2))).toBe("2 человека");
    expect(say(ru, partyWords(5))).toBe("5 человек");
    const ar = interfaceWordsOf("ar").t;
    expect(say(ar, partyWords(2))).toBe("شخصان");
    expect(say(ar, partyWords(3))).toBe("3 أشخاص");
    expect(say(ar, countsLine({ going: 11, maybe: 1 })!)).toBe("11 شخصًا سيحضرون · شخص واحد غير متأكد");
    const hi = interfaceWordsOf("hi").t;
    expect(say(hi, countsLine({ going: 1, maybe: 2 })!)).toBe("1 आ रहा है · 2 शायद");
    const ja = interfaceWordsOf("ja").t;
    expect(say(ja, countsLine({ going: 2, maybe: 1 })!)).toBe("参加 2人 · 未定 1人");
    expect(say(ja, refusalMessage({ code: "RATE_LIMIT_EXCEEDED", retryAfter: 42 }))).toContain("42 秒");
  });
});

describe("the event page's code", () => {
  it("names only messages of the English catalog", () => {
    const english = flatMessages("en");
    const files = [
      ...[...Deno.readDirSync(new URL("../../client/event", import.meta.url))].map((entry) =>
        `client/event/${entry.name}`
      ),
      "client/event-main.tsx",
      "routes/event-page.tsx",
    ];
    const named = files.flatMap((file) =>
      [...Deno.readTextFileSync(new URL(`../../${file}`, import.meta.url)).matchAll(/"(event\.[\w.]+)"/g)]
        .map((match) => [file, match[1]] as const)
        .filter(([, id]) => id !== "event.ics") // the calendar file's name
    );
    expect(named.length).toBeGreaterThan(100);
    expect(named.filter(([, id]) => !(id in english)).map(([file, id]) => `${file}: ${id}`)).toEqual([]);
  });
});
