/**
 * The copy lint over thousands of offline kits (issue 27): every kind of event in every copy language, with and
 * without a time (morning and evening), vibes, a custom name, a date and a link. Each kind of fault must be
 * absent: a word the kind never says, a day part against the time, English inside another language, a mangled
 * name, a repeated content word, an invented hashtag, a slot left empty.
 */
import { describe, expect, it } from "vitest";
import { COPY_LANGUAGES, type CopyLanguage } from "../../../brandkit/languages/registry.ts";
import { KIND_IDS, type KindId } from "../../../brandkit/languages/kind-ids.ts";
import { kindMarkers } from "../../../brandkit/languages/kind-markers/mod.ts";
import { type CopyFault, FAULT_KINDS, lintCopy } from "../../../brandkit/copy-fit/mod.ts";
import { type GenerationRequestInput, GenerationRequestSchema } from "../../../brandkit/schemas.ts";
import { writeOfflineCopy } from "../../../brandkit/providers/offline/mod.ts";
import { emptySlotIn, isBlank } from "../../../brandkit/copy-fit/empty-slots.ts";

const TODAY = "2027-03-01";
const MOOD_VIBES = [
  "elegant",
  "minimal",
  "neon",
  "playful",
  "rustic",
  "festive",
  "corporate",
  "retro",
  "bold",
];
const TIMES = [undefined, "08:00", "20:00"] as const;
const PLACES = ["Lisboa", "Riverside Park", "東京", "Berlin, Mitte"];

/** The first word of the kind in `language`, title-cased, as an organiser would put it in a name. */
function kindWord(language: CopyLanguage, kind: KindId): string {
  return kindMarkers(language).kinds[kind].words[0];
}

function titled(text: string): string {
  return text.replace(/(^|\s)(\p{L})/gu, (_, space, letter) => `${space}${letter.toUpperCase()}`);
}

/** The grid of requests for one language: 31 kinds (and none) x 3 times x 2 vibes x 2 names x 2 dates. */
function requestsFor(language: CopyLanguage): GenerationRequestInput[] {
  const requests: GenerationRequestInput[] = [];
  let count = 0;
  for (const kind of [...KIND_IDS, null]) {
    for (const time of TIMES) {
      for (const withMood of [false, true]) {
        for (const named of [false, true]) {
          for (const dated of [false, true]) {
            count++;
            const mood = MOOD_VIBES[count % MOOD_VIBES.length];
            const word = kind ? kindWord(language, kind) : undefined;
            const place = PLACES[count % PLACES.length];
            requests.push({
              language,
              vibes: [...(word ? [word] : []), ...(withMood ? [mood] : [])],
              customEventName: named
                ? (word ? `${titled(word)} ${place.split(",")[0]}` : `Meet ${place}`)
                : undefined,
              eventTime: time,
              eventDate: dated ? (count % 3 === 0 ? "2027-03-03" : "2027-06-18") : undefined,
              eventLocation: dated || count % 2 === 0 ? place : undefined,
              eventLink: dated && count % 4 !== 1 ? "https://example.com/e" : undefined,
            });
          }
        }
      }
    }
  }
  return requests;
}

function lintAll(language: CopyLanguage) {
  const faults = new Map<string, string[]>();
  const requests = requestsFor(language);
  requests.forEach((input, index) => {
    const request = GenerationRequestSchema.parse(input);
    const copy = writeOfflineCopy(request, index * 7919 + 1, TODAY);
    for (const fault of lintCopy(copy, request, language)) {
      const list = faults.get(fault.kind) ?? [];
      list.push(describe1(fault, input, copy.eventNames[0]));
      faults.set(fault.kind, list);
    }
  });
  return { count: requests.length, faults };
}

function describe1(fault: CopyFault, input: GenerationRequestInput, name: string): string {
  return `${fault.field}: ${fault.message} [${name} · ${input.vibes?.join(",")} · ${
    input.eventTime ?? "no time"
  }]`;
}

describe.each(COPY_LANGUAGES)("the offline copy in %s", (language) => {
  it("has no fault of any kind over every kind, time, vibe, name, date and link", () => {
    const { count, faults } = lintAll(language);
    expect(count).toBeGreaterThanOrEqual(5000 / COPY_LANGUAGES.length);
    const summary = Object.fromEntries(
      FAULT_KINDS.map((kind) => [kind, faults.get(kind)?.slice(0, 8) ?? []]),
    );
    expect(summary).toEqual(Object.fromEntries(FAULT_KINDS.map((kind) => [kind, []])));
  });
});

/** A French wedding's kit, with its second caption as `caption`. */
function frenchWedding(caption: string) {
  const request = GenerationRequestSchema.parse({ language: "fr", vibes: ["mariage"] });
  const copy = writeOfflineCopy(request, 5, TODAY);
  return { request, copy: { ...copy, socialCaptions: copy.socialCaptions.with(1, caption) } };
}

describe("the empty-slot fault (issue 36)", () => {
  it('finds the slot the French wedding caption left empty: "Réservez votre place pour ."', () => {
    const { request, copy } = frenchWedding(
      "Un oui qui nous rassemble tous. Réservez votre place pour . Merci de confirmer votre présence. #OuiPourLaVie #Mariage",
    );
    const faults = lintCopy(copy, request, "fr").filter((fault) => fault.kind === "empty-slot");
    expect(faults).toEqual([
      {
        kind: "empty-slot",
        field: "socialCaptions[1]",
        message: expect.stringContaining("pour ."),
      },
    ]);
  });

  it("finds none in the same caption with its name, nor in French typography (« … », a space before !)", () => {
    for (
      const caption of [
        "Un oui qui nous rassemble tous. Réservez votre place pour Léa et Hugo. Merci de confirmer votre présence. #Mariage",
        "Ne manquez pas Léa et Hugo\u00A0! Rendez-vous à Lyon pour «\u00A0Maya a 7 ans\u00A0!\u00A0».",
        "Léa et Hugo\u00A0: nous comptons sur vous.\nhttps://example.com/e",
      ]
    ) {
      const { request, copy } = frenchWedding(caption);
      expect(lintCopy(copy, request, "fr").filter((fault) => fault.kind === "empty-slot")).toEqual([]);
    }
  });

  it.each<[CopyLanguage, string, string]>([
    [
      "en",
      "Save your spot for . RSVP on the event page.",
      "Save your spot for Neon Nights. RSVP on the event page.",
    ],
    ["en", "Celebrate with  on June 12, 2027.", "Celebrate with Ana on June 12, 2027."],
    [
      "fr",
      "Identifiez la personne qui vous accompagnera à\u00A0!",
      "Identifiez la personne qui vous accompagnera à Lyon\u00A0!",
    ],
    ["fr", ", c’est bientôt.", "Neon, c’est bientôt."],
    ["es", "¡No te pierdas !", "¡No te pierdas Neon Nights!"],
    [
      "de",
      "Neon Nights: Wir sehen uns am 12. Juni 2027 in !",
      "Neon Nights: Wir sehen uns am 12. Juni 2027 in Berlin!",
    ],
    ["pt", "Reviva os melhores momentos de .", "Reviva os melhores momentos de Neon Nights."],
    ["it", "Neon Nights, : che momento!", "Neon Nights, il 12 giugno 2027: che momento!"],
    ["nl", "Beleef de mooiste momenten van  opnieuw.", "Beleef de mooiste momenten van Neon opnieuw."],
    [
      "ja",
      "「」にご来場いただき、ありがとうございました。",
      "「夜会」にご来場いただき、ありがとうございました。",
    ],
    [
      "ja",
      "2027年6月12日、の「夜会」でお会いしましょう！",
      "2027年6月12日、東京の「夜会」でお会いしましょう！",
    ],
    ["zh", "感谢大家参加“”！", "感谢大家参加“夜会”！"],
    ["ko", "2027년 6월 12일, 의 Neon Nights에서 만나요!", "2027년 6월 12일, 서울의 Neon Nights에서 만나요!"],
    ["ar", "استعيدوا أجمل لحظات .", "استعيدوا أجمل لحظات Neon."],
    ["hi", "Neon Nights: में मिलते हैं!", "Neon Nights: दिल्ली में मिलते हैं!"],
    [
      "ru",
      "«Neon Nights» — , Москва: спасибо, что были с нами.",
      "«Neon Nights» — 12 июня 2027 г., Москва: спасибо, что были с нами.",
    ],
  ])("finds a slot left empty in %s (%s), and none once it is filled", (language, empty, filled) => {
    expect(emptySlotIn(empty, language)).toBeDefined();
    expect(emptySlotIn(filled, language)).toBeUndefined();
  });

  it("takes a name that shows nothing (zero-width, Hangul filler) for no name, and its slot for empty", () => {
    expect(isBlank("\u200B\u2060")).toBe(true);
    expect(isBlank("\u3164")).toBe(true);
    expect(isBlank("\uE000")).toBe(false);
    expect(isBlank("🎉")).toBe(false);
    expect(emptySlotIn("Réservez votre place pour \u200B.", "fr")).toBeDefined();
  });
});
