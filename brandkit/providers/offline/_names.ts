/**
 * Event names: three new ones from the voice's words, the kind of event, the place, the year and unknown vibes;
 * or the visitor's own name followed by two variations of it. Always three different names (ignoring case),
 * each reading as a name: no word said twice ("Neon Neon Retro"), no year after a number ("Maya Turns 7 2026"),
 * no event noun after one ("Extravaganza Nights"), clauses and couples extended with a subtitle.
 */
import { COPY_LIMITS, CUSTOM_NAME_VARIATION_COUNT, NAME_COUNT } from "../../constants.ts";
import { addsNoDoubledWord, titleCase } from "./_grammar.ts";
import type { CopyFacts } from "./_facts.ts";
import { EVENT_KINDS } from "./_kinds.ts";
import { nameShape } from "./_name-shape.ts";
import { DEFAULT_VOICE, VOICES } from "./voices.ts";

/** Places longer than this are left out of names (the graphics set the full place anyway). */
const MAX_PLACE_IN_NAME_LENGTH = 24;
/** Names longer than this get no word in front ("Golden …"): they are long enough. */
const MAX_PREFIXED_NAME_LENGTH = 40;
/** A number straight after a number: "Maya Turns 7 2026". */
const NUMBER_AFTER_NUMBER = /\d\p{L}*[\s,]+\d/u;
/** Kinds whose names may end in "Live". */
const LIVE_KINDS = new Set(["concert", "clubNight", "festival"]);

/** Words that already say what the event is: a name ending in one gets no other ("Gala Night" is enough). */
const EVENT_NOUNS: ReadonlySet<string> = new Set([
  ...[DEFAULT_VOICE, ...Object.values(VOICES)].flatMap((voice) => voice.nouns).map(lastWord),
  ...EVENT_KINDS.flatMap((kind) => [kind.noun, ...kind.words]).map(lastWord),
  ..."night nights day days weekend show ball expo con jam gala week series tour experience live edition marathon extravaganza showcase"
    .split(" "),
]);

function lastWord(text: string): string {
  return words(text).at(-1) ?? "";
}

/** Lower-case words, without punctuation ("Maya's" stays one word). */
function words(text: string): string[] {
  return text.toLowerCase().split(/[^\p{L}\p{M}\p{N}'’]+/u).filter(Boolean);
}

function shuffled<T>(items: readonly T[], random: () => number): T[] {
  const copy = [...items];
  for (let index = copy.length - 1; index > 0; index--) {
    const other = Math.floor(random() * (index + 1));
    [copy[index], copy[other]] = [copy[other], copy[index]];
  }
  return copy;
}

function pickFrom<T>(items: readonly T[], random: () => number): T {
  return items[Math.floor(random() * items.length) % items.length];
}

/**
 * True when `variant` reads as a name made from `base`: the words it adds are new to `base` and to each other,
 * it doubles no word and puts no number straight after a number ("7 2026").
 */
export function readsAsVariant(variant: string, base: string): boolean {
  const baseWords = words(base);
  const added = [...words(variant)];
  for (const word of baseWords) {
    const index = added.indexOf(word);
    if (index >= 0) added.splice(index, 1);
  }
  if (added.some((word) => baseWords.includes(word)) || new Set(added).size !== added.length) return false;
  const numberAfterNumber = NUMBER_AFTER_NUMBER.test(variant) && !NUMBER_AFTER_NUMBER.test(base);
  return addsNoDoubledWord(variant, [base]) && !numberAfterNumber;
}

/** The first `count` candidates that differ (ignoring case) from each other and from `taken`. */
function distinct(candidates: readonly string[], count: number, taken: readonly string[] = []): string[] {
  const seen = new Set(taken.map((name) => name.toLowerCase()));
  const chosen: string[] = [];
  for (const candidate of candidates) {
    const name = candidate.replace(/\s+/g, " ").trim();
    if (!name || name.length > COPY_LIMITS.maxNameLength || seen.has(name.toLowerCase())) continue;
    seen.add(name.toLowerCase());
    chosen.push(name);
    if (chosen.length === count) break;
  }
  return chosen;
}

/** True when a word appears twice ("Hollow Hollow"): such names read as mistakes. */
function repeatsWord(name: string): boolean {
  const all = words(name);
  return new Set(all).size !== all.length;
}

/** Names made from the facts, best-sounding patterns first, in a seeded order within each tier. */
function inventedNames(facts: CopyFacts): string[] {
  const { voice, random, kind } = facts;
  const lead = () => pickFrom(voice.leads, random);
  const noun = () => pickFrom(voice.nouns, random);
  const tier1 = [`${lead()} ${noun()}`, `The ${lead()} ${noun()}`, `${lead()} ${noun()}`];
  const tier2: string[] = [];
  if (kind) tier2.push(`${lead()} ${titleCase(kind.noun)}`);
  if (facts.place && facts.place.length <= MAX_PLACE_IN_NAME_LENGTH) {
    tier2.push(`${facts.place} ${noun()}`, `${lead()} ${facts.place}`);
  }
  for (const vibe of facts.unknownVibes.slice(0, 2)) tier2.push(`${titleCase(vibe)} ${noun()}`);
  if (facts.when.year && (kind?.recurring ?? true)) tier2.push(`${lead()} ${noun()} ${facts.when.year}`);
  // Always enough different names, whatever the banks hold.
  const fallback = voice.leads.flatMap((word) => voice.nouns.map((name) => `${word} ${name}`));
  return [...shuffled(tier1, random), ...shuffled(tier2, random), ...shuffled(fallback, random)]
    .filter((name) => !repeatsWord(name));
}

/** Subtitles for a name that is a clause or a couple ("Maya Turns 7: The Birthday Bash"). */
function subtitles(facts: CopyFacts): string[] {
  switch (facts.kind?.id) {
    case "wedding":
      return ["The Wedding", "The Celebration"];
    case "birthday":
      return ["The Birthday Bash", "The Party"];
    default:
      return ["The Celebration", "The Party"];
  }
}

/** Candidate variations of a title ("Neon Nights"): a year, the place, a noun, a lead word, "Live". */
function titleVariations(core: string, ending: string, facts: CopyFacts): string[] {
  const { voice, random, kind, when, place } = facts;
  const bare = core.replace(/^the\s+/i, "");
  const endsInNumber = /\d\P{L}*$/u.test(core);
  const candidates: string[] = [];
  if (when.year && (kind?.recurring ?? true) && !endsInNumber && !/\b\d{4}\b/.test(core)) {
    candidates.push(`${core} ${when.year}`);
  }
  if (place && place.length <= MAX_PLACE_IN_NAME_LENGTH) {
    candidates.push(`${core} ${facts.preposition} ${place}`);
  }
  if (!EVENT_NOUNS.has(lastWord(core))) candidates.push(`${core} ${pickFrom(voice.nouns, random)}`);
  candidates.push(`The ${bare} Experience`);
  if (kind && LIVE_KINDS.has(kind.id)) candidates.push(`${core} Live`);
  if (core.length <= MAX_PREFIXED_NAME_LENGTH) candidates.push(`${pickFrom(voice.leads, random)} ${bare}`);
  return candidates.map((name) => `${name}${ending}`);
}

/** Candidate variations of a clause or a couple: subtitles after a colon, the place, "The Wedding of …". */
function phraseVariations(core: string, ending: string, facts: CopyFacts, people: boolean): string[] {
  const candidates = subtitles(facts).map((subtitle) => `${core}: ${subtitle}`);
  if (people && facts.kind?.id === "wedding") candidates.push(`The Wedding of ${core}`);
  if (facts.place && facts.place.length <= MAX_PLACE_IN_NAME_LENGTH) {
    candidates.push(`${core} ${facts.preposition} ${facts.place}`);
  }
  return candidates.map((name) => `${name}${ending}`);
}

/** Last resorts that read as names whatever the name is; the final two always differ. */
const FALLBACK_SUBTITLES = ["The Encore", "Special Edition", "Take Two", "Vol. 2", "Vol. 3"];

/** Two variations of the visitor's name that keep it recognisable and read as names. */
function variations(custom: string, facts: CopyFacts): string[] {
  const match = /^(.*?)\s*([!?.…]+)$/u.exec(custom);
  const [core, ending] = match && match[1] ? [match[1], match[2]] : [custom, ""];
  const shape = nameShape(custom);
  const candidates = shape === "title"
    ? titleVariations(core, ending, facts)
    : phraseVariations(core, ending, facts, shape === "people");
  const fallback = FALLBACK_SUBTITLES.map((subtitle) => `${core}: ${subtitle}${ending}`);
  const ordered = [...shuffled(candidates, facts.random), ...fallback]
    .filter((name, index, all) => readsAsVariant(name, custom) || index >= all.length - 2);
  return distinct(ordered, CUSTOM_NAME_VARIATION_COUNT, [custom]);
}

/** The kit's three names: the custom name and two variations, or three invented names. */
export function writeNames(facts: CopyFacts): string[] {
  const custom = facts.customName;
  if (custom) return [custom, ...variations(custom, facts)];
  return distinct(inventedNames(facts), NAME_COUNT);
}
