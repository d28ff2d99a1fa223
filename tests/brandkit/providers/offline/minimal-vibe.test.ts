/**
 * Vibes mean the same in every language (issue 27, item 2): "minimal" is calm and spare in all 13 languages the
 * copywriter writes, never the elegant dinner (a dress code, candles, a gala) it once borrowed its voice from.
 */
import { describe, expect, it } from "vitest";
import { COPY_LANGUAGES, type CopyLanguage } from "../../../../brandkit/languages/registry.ts";
import { moodsOf } from "../../../../brandkit/moods.ts";
import { bankFor } from "../../../../brandkit/languages/phrases/mod.ts";
import { writeOfflineCopy } from "../../../../brandkit/providers/offline/mod.ts";
import { GenerationRequestSchema } from "../../../../brandkit/schemas.ts";

/** Words of a dress code, a formal dinner or candlelight, by language (lower case; matched anywhere). */
const DINNER_WORDS: Readonly<Record<CopyLanguage, readonly string[]>> = {
  en: ["black tie", "blacktie", "dress code", "candle", "dinner", "gala", "champagne"],
  es: ["etiqueta", "gala", "velas", "cena", "champán", "traje"],
  fr: ["tenue de soirée", "gala", "bougie", "dîner", "champagne", "chandelle"],
  de: ["dresscode", "abendgarderobe", "gala", "kerze", "dinner", "abendessen", "champagner"],
  pt: ["traje", "gala", "velas", "jantar", "requint", "champanhe"],
  it: ["abito da sera", "gala", "candel", "cena", "champagne"],
  nl: ["dresscode", "gala", "kaars", "diner", "champagne"],
  ja: ["ドレスコード", "ガラ", "キャンドル", "ディナー", "晩餐", "シャンパン"],
  zh: ["着装", "晚宴", "烛光", "盛装", "香槟"],
  ko: ["드레스 코드", "드레스코드", "갈라", "촛불", "만찬", "디너", "샴페인"],
  ar: ["ملابس رسمية", "عشاء", "شموع", "حفل رسمي", "شمبانيا"],
  hi: ["ड्रेस कोड", "गाला", "मोमबत्ती", "डिनर", "रात्रिभोज", "शैंपेन"],
  ru: ["дресс-код", "гала", "свеч", "ужин", "шампанск"],
};

const SEEDS = [1, 2, 3, 5, 8, 13, 21, 34];

describe('the vibe "minimal" in every language', () => {
  it.each(COPY_LANGUAGES)("is the minimal mood and never a dress code or a dinner in %s", (language) => {
    expect(moodsOf(["minimal"])).toEqual(["minimal"]);
    for (const seed of SEEDS) {
      for (const customEventName of [undefined, "Design Week"]) {
        const request = GenerationRequestSchema.parse({
          vibes: ["minimal"],
          eventLocation: "Lisboa",
          eventDate: "2027-05-20",
          language,
          ...customEventName ? { customEventName } : {},
        });
        const copy = writeOfflineCopy(request, seed);
        const text = [
          ...copy.eventNames,
          copy.headline,
          copy.tagline,
          copy.description,
          ...copy.socialCaptions,
        ].join("\n").toLowerCase();
        const found = DINNER_WORDS[language].filter((word) => text.includes(word));
        expect({ seed, customEventName, found }).toEqual({ seed, customEventName, found: [] });
      }
    }
  });

  it("speaks in the bank's own minimal voice where the bank has one (Portuguese)", () => {
    const minimal = bankFor("pt").copy!.voices.minimal!;
    const taglines = SEEDS.map((seed) =>
      writeOfflineCopy(GenerationRequestSchema.parse({ vibes: ["minimal"], language: "pt" }), seed).tagline
    );
    expect(taglines.every((tagline) => minimal.taglines.includes(tagline))).toBe(true);
  });
});
