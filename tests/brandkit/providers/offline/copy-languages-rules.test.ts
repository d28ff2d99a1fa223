import { describe, expect, it } from "vitest";
import { COPY_LANGUAGES, type CopyLanguage } from "../../../../brandkit/languages/mod.ts";
import { eventWords } from "../../../../brandkit/languages/event-words/mod.ts";
import { phraseBank } from "../../../../brandkit/languages/phrases/mod.ts";
import {
  type GenerationRequestInput,
  GenerationRequestSchema,
  type KitText,
} from "../../../../brandkit/schemas.ts";
import { writeOfflineCopy } from "../../../../brandkit/providers/offline/mod.ts";
import { INVITE_PHRASES, RELATIVE_WORDS } from "./_language-rules.ts";

/** Today in these tests: Tuesday, July 14, 2026. */
const TODAY = "2026-07-14";
const SEEDS = [1, 2, 3, 4, 5, 6];
const OTHERS = COPY_LANGUAGES.filter((language) => language !== "en");

const copiesFor = (input: GenerationRequestInput, today: string | undefined = TODAY) => {
  const request = GenerationRequestSchema.parse(input);
  return SEEDS.map((seed) => writeOfflineCopy(request, seed, today));
};
const allText = (copy: KitText) =>
  [...copy.eventNames, copy.headline, copy.tagline, copy.description, ...copy.socialCaptions].join("\n");

describe("writeOfflineCopy() in the request's language", () => {
  it.each([
    ["en", "March 14, 2027"],
    ["en-GB", "14 March 2027"],
    ["fr", "14 mars 2027"],
    ["de", "14. März 2027"],
    ["es", "14 de marzo de 2027"],
    ["pt-BR", "14 de março de 2027"],
    ["it", "14 marzo 2027"],
    ["nl", "14 maart 2027"],
    ["ja", "2027年3月14日"],
    ["zh", "2027年3月14日"],
    ["ko", "2027년 3월 14일"],
    ["ar", "مارس"],
    ["hi", "14 मार्च 2027"],
    ["ru", "14 марта 2027 г."],
  ])("writes the date as %s does: %s", (language, date) => {
    for (const copy of copiesFor({ language, eventDate: "2027-03-14", eventLocation: "Lisboa" })) {
      expect(copy.socialCaptions[0]).toContain(date);
      expect(copy.description).toContain(date);
    }
  });

  it.each<[CopyLanguage, string]>([
    ["fr", "ce soir"],
    ["es", "esta noche"],
    ["de", "heute Abend"],
    ["pt", "hoje à noite"],
    ["it", "stasera"],
    ["nl", "vanavond"],
    ["ja", "今夜"],
    ["zh", "今晚"],
    ["ko", "오늘 밤"],
    ["ar", "الليلة"],
    ["hi", "आज रात"],
    ["ru", "сегодня вечером"],
  ])(
    "says tonight in %s (%s) on the day of a club night at 22:00, never without a time, and nothing relative a week later",
    (language, tonight) => {
      for (const copy of copiesFor({ language, vibes: ["club"], eventDate: TODAY, eventTime: "22:00" })) {
        expect(allText(copy)).toContain(tonight);
      }
      // Without a time, the day is only "today": nothing says it is in the evening.
      for (const copy of copiesFor({ language, vibes: ["club"], eventDate: TODAY })) {
        expect(allText(copy)).not.toContain(tonight);
        expect(allText(copy)).toMatch(RELATIVE_WORDS[language].today);
      }
      const words = RELATIVE_WORDS[language];
      for (
        const copy of copiesFor({ language, vibes: ["club"], eventDate: "2026-07-21", eventTime: "22:00" })
      ) {
        for (const pattern of [words.today, words.tomorrow, words.week]) {
          expect(allText(copy)).not.toMatch(
            pattern,
          );
        }
      }
    },
  );

  it.each(COPY_LANGUAGES)("thanks the guests in %s once the date is past, and never invites", (language) => {
    for (
      const copy of copiesFor({
        language,
        vibes: ["festive"],
        eventDate: "2026-07-01",
        eventLocation: "Lyon",
      })
    ) {
      const text = [copy.headline, copy.tagline, copy.description, ...copy.socialCaptions].join("\n");
      expect(text).not.toMatch(INVITE_PHRASES[language]);
      if (language !== "en") {
        const { recap } = phraseBank(language).copy!;
        expect(recap.thanks.some((line) => copy.description.endsWith(line))).toBe(true);
        expect(recap.headlines).toContain(copy.headline);
      }
    }
  });

  it.each(["sv", "th", "he", "sw"])(
    "writes English copy, never a mix, for %s, which it does not write",
    (language) => {
      const input = {
        vibes: ["elegant"],
        eventDate: "2027-03-14",
        eventLocation: "Lisbon",
        customEventName: "Gala",
      };
      expect(copiesFor({ ...input, language })).toEqual(copiesFor(input));
    },
  );

  it.each<[string, CopyLanguage]>([
    ["東京ナイトフェス", "ja"],
    ["上海音乐节", "zh"],
    ["서울 불꽃축제", "ko"],
    ["مهرجان الربيع", "ar"],
    ["दिल्ली संगीत उत्सव", "hi"],
    ["Белые ночи", "ru"],
    ["Fête de la Musique", "fr"],
    ["Neon Nights", "de"],
    ["Maya a 7 ans !", "fr"],
  ])("keeps '%s' exactly as typed in %s copy and varies it into two more names", (name, language) => {
    for (
      const copy of copiesFor({
        language,
        customEventName: name,
        eventDate: "2027-03-14",
        eventLocation: "Lyon",
      })
    ) {
      expect(copy.eventNames[0]).toBe(name);
      const core = name.replace(/\s*[!?]+$/u, "");
      for (const variant of copy.eventNames.slice(1)) expect(variant).toContain(core);
      expect(new Set(copy.eventNames.map((each) => each.toLowerCase())).size).toBe(3);
    }
  });

  it.each(OTHERS)("speaks %s in a voice for each mood it has one for, at an event of no kind", (language) => {
    const { voices } = phraseBank(language).copy!;
    for (const mood of ["elegant", "festive", "corporate"] as const) {
      for (const copy of copiesFor({ language, vibes: [mood] })) {
        expect(voices[mood]!.taglines).toContain(copy.tagline);
      }
    }
    for (const copy of copiesFor({ language })) expect(voices.default.taglines).toContain(copy.tagline);
  });

  it.each(OTHERS)(
    "keeps the playful %s voice for a children's party: other events speak festively",
    (language) => {
      const { voices } = phraseBank(language).copy!;
      const { kidsParty } = eventWords(language).kinds;
      // Playful vibes on an event of no kind: the festive voice, never the children's.
      for (const copy of copiesFor({ language, vibes: ["playful"] })) {
        expect(voices.festive!.taglines).toContain(copy.tagline);
        expect(voices.playful!.taglines).not.toContain(copy.tagline);
      }
      // A child's birthday: the children's party's own voice, the playful one behind it.
      for (const copy of copiesFor({ language, customEventName: "Maya Turns 7", vibes: ["playful"] })) {
        expect([...kidsParty.taglines, ...voices.playful!.taglines]).toContain(copy.tagline);
      }
    },
  );

  it.each<[CopyLanguage, string, string]>([
    ["fr", "élégant", "elegant"],
    ["de", "festlich", "festive"],
    // A playful vibe: at an event of no kind (not a children's party), the festive voice.
    ["es", "divertido", "festive"],
    ["ja", "ビジネス", "corporate"],
    ["ru", "элегантный", "elegant"],
  ])("reads the %s vibe '%s' as %s", (language, vibe, mood) => {
    const voice = phraseBank(language).copy!.voices[mood as "elegant"]!;
    for (const copy of copiesFor({ language, vibes: [vibe] })) expect(voice.taglines).toContain(copy.tagline);
  });

  // Tickets and registration are asked for only with a link to get them.
  const LINK = "https://example.com/event";
  it.each<[CopyLanguage, string, RegExp, RegExp, string | undefined]>([
    ["fr", "Mariage de Léa et Hugo", /un (beau )?mariage|une belle noce/, /présence/, undefined],
    ["de", "Techno-Nacht im Keller", /eine Clubparty|ein Rave|eine Tanzparty/, /Tickets/, LINK],
    ["es", "Congreso de Diseño", /una conferencia|un congreso/, /[Ii]nscríbete/, LINK],
    ["ja", "太郎と花子の結婚式", /結婚式です/, /ご出欠/, undefined],
  ])("reads the kind of event from a %s name: '%s'", (language, customEventName, kind, answer, eventLink) => {
    const copies = copiesFor({ language, customEventName, eventLink });
    expect(copies.map((copy) => copy.description).join("\n")).toMatch(kind);
    expect(copies.map(allText).join("\n")).toMatch(answer);
  });

  it.each<[CopyLanguage, string, RegExp]>([
    ["de", "Techno-Nacht im Keller", /Tickets/],
    ["es", "Congreso de Diseño", /[Ii]nscríbete/],
  ])(
    "asks for no tickets or registration in %s without a link: '%s'",
    (language, customEventName, answer) => {
      const copies = copiesFor({ language, customEventName });
      expect(copies.map(allText).join("\n")).not.toMatch(answer);
    },
  );

  it.each(OTHERS)("words the %s copy differently for different seeds", (language) => {
    const copies = copiesFor({ language, eventDate: "2027-03-14" });
    expect(new Set(copies.map((copy) => copy.eventNames[0])).size).toBeGreaterThan(2);
    expect(new Set(copies.map((copy) => copy.description)).size).toBeGreaterThan(2);
  });
});
