import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { COPY_LANGUAGES, copyLanguageOf } from "../../../../brandkit/languages/mod.ts";
import { GenerationRequestSchema, KitTextSchema } from "../../../../brandkit/schemas.ts";
import { writeOfflineCopy } from "../../../../brandkit/providers/offline/mod.ts";
import { addDays, corpusCase, corpusSeed } from "./_corpus.ts";
import { lintLanguage } from "./_language-lint.ts";

/** Cases in one run; COPY_LINT_RUNS overrides. */
const CORPUS_RUNS = Number(Deno.env.get("COPY_LINT_RUNS") ?? 1300);
const TIMEOUT_MS = Math.max(60_000, CORPUS_RUNS * 10);
const CORPUS_SEED = corpusSeed();

/** Tags the page may send: every copy language, some with a region, and languages the copywriter lacks. */
const TAGS = [
  ...COPY_LANGUAGES,
  "en-GB",
  "pt-BR",
  "fr-CA",
  "es-MX",
  "zh-TW",
  "ar-EG",
  "de-AT",
  "sv",
  "th",
  "he",
];

/** Names and places as visitors of each language type them. */
const LOCAL_NAMES = [
  "Fête de la Musique",
  "Les Nuits de Fourvière",
  "Verbena de San Juan",
  "Sommerfest im Kraftwerk",
  "Festa Junina da Vila",
  "Notte Bianca",
  "Koningsnacht",
  "東京ナイトフェス",
  "上海音乐节",
  "서울 불꽃축제",
  "مهرجان الربيع",
  "दिल्ली संगीत उत्सव",
  "Белые ночи",
  "Léa et Hugo",
  "Анна и Сергей",
  "On est là !",
];
const LOCAL_PLACES = [
  "Le Grand Palais, Paris",
  "Teatro Real, Madrid",
  "Stadthalle Mitte",
  "Villa Borghese, Roma",
  "Casa da Música, Porto",
  "Paradiso, Amsterdam",
  "渋谷区, 東京",
  "上海",
  "서울 올림픽공원",
  "دبي",
  "नई दिल्ली",
  "Парк Горького, Москва",
];

const languageCase = fc.record({
  base: corpusCase,
  tag: fc.constantFrom(...TAGS),
  localName: fc.option(fc.constantFrom(...LOCAL_NAMES), { nil: undefined }),
  localPlace: fc.option(fc.constantFrom(...LOCAL_PLACES), { nil: undefined }),
});

describe("the offline copy in every language", () => {
  it(`keeps the per-language copy-lint for ${CORPUS_RUNS} generated requests`, () => {
    let checked = 0;
    const property = fc.property(languageCase, ({ base, tag, localName, localPlace }) => {
      const parsed = GenerationRequestSchema.safeParse({
        vibes: base.vibes,
        customEventName: localName ?? base.customEventName,
        eventLocation: localPlace ?? base.eventLocation,
        eventLink: base.eventLink,
        eventDate: base.offset === undefined ? undefined : addDays(base.today, base.offset),
        language: tag,
      });
      fc.pre(parsed.success);
      const request = parsed.data!;
      const today = base.knowsToday ? base.today : undefined;
      const copy = writeOfflineCopy(request, base.seed, today);
      checked++;
      const schema = KitTextSchema.safeParse(copy);
      expect(schema.success, JSON.stringify(schema.error?.issues)).toBe(true);
      const language = copyLanguageOf(tag) ?? "en";
      const problems = lintLanguage(copy, {
        request,
        today,
        language,
        tag: copyLanguageOf(tag) ? tag : "en",
      });
      if (problems.length > 0) {
        throw new Error(`${problems.join("\n")}\n${JSON.stringify({ request, today, copy }, null, 1)}`);
      }
      expect(writeOfflineCopy(request, base.seed, today)).toEqual(copy);
    });
    try {
      fc.assert(property, { numRuns: CORPUS_RUNS, seed: CORPUS_SEED });
    } catch (error) {
      const replay = `COPY_LINT_SEED=${CORPUS_SEED} COPY_LINT_RUNS=${CORPUS_RUNS}`;
      const cause = error instanceof Error && error.cause instanceof Error ? `\n${error.cause.message}` : "";
      throw new Error(`language lint failed on case ${checked}; replay with ${replay}\n${error}${cause}`);
    }
  }, TIMEOUT_MS);
});
