/**
 * The tone corpus: requests over every copy language, crossing kinds of event (by their names), vibes with and
 * without a drink cue, adult and children's birthdays, places, dates past and ahead, and seeds. Deterministic:
 * the same list every run, a few thousand kits.
 */
import { COPY_LANGUAGES } from "../../../../brandkit/languages/mod.ts";
import { type GenerationRequest, GenerationRequestSchema } from "../../../../brandkit/schemas.ts";
import { addDays } from "./_corpus.ts";

/** The day the corpus is written on. */
export const CORPUS_TODAY = "2027-03-01";

/** Names that set the kind of event; some say an adult's age, one asks for drink. */
const NAMES = [
  undefined,
  "Leo's 30th Birthday",
  "Maya Turns 7",
  "Sam Turns 40",
  "Spring Festival",
  "Future of Work Summit",
  "Amelia & Jonathan",
  "Champagne Gala",
  "Design Workshop",
  "Neon Club Night",
  "Product Launch",
] as const;

/** Vibes of every mood, kinds in the vibes, and drink cues. */
const VIBES: ReadonlyArray<readonly string[]> = [
  [],
  ["festive"],
  ["elegant"],
  ["playful"],
  ["birthday"],
  ["conference", "elegant"],
  ["festival", "festive"],
  ["neon", "retro"],
  ["tropical"],
  ["rustic", "wine"],
  ["cocktail", "elegant"],
  ["corporate", "minimal"],
  ["spooky", "bold"],
];

const PLACES = [undefined, "Amman", "Pier 57, New York"] as const;
/** Days from today: undated, past, tonight, this week, months away. */
const OFFSETS = [undefined, -10, 0, 3, 90] as const;
const SEEDS = [1, 7, 42] as const;

export type ToneCase = { request: GenerationRequest; seed: number; today: string };

/** Every case of the corpus: each language sees every name and vibe, the rest cycles. */
export function toneCorpus(): ToneCase[] {
  const cases: ToneCase[] = [];
  let turn = 0;
  for (const language of COPY_LANGUAGES) {
    for (const name of NAMES) {
      for (const vibes of VIBES) {
        for (const seed of SEEDS) {
          turn++;
          const offset = OFFSETS[turn % OFFSETS.length];
          const request = GenerationRequestSchema.parse({
            vibes,
            language,
            customEventName: name,
            eventLocation: PLACES[turn % PLACES.length],
            eventDate: offset === undefined ? undefined : addDays(CORPUS_TODAY, offset),
          });
          cases.push({ request, seed: seed + turn, today: CORPUS_TODAY });
        }
      }
    }
  }
  return cases;
}
