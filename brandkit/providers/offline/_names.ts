/**
 * Event names: three new ones from the voice's words, the kind of event, the place, the year and unknown vibes;
 * or the visitor's own name followed by two variations of it. Always three different names (ignoring case),
 * each reading as a name: no word said twice ("Neon Neon Retro"), no year after a number ("Maya Turns 7 2026"),
 * no event noun after one ("Extravaganza Nights"), clauses and couples extended with a subtitle.
 */
import { nameCore, takesYear } from "./_name-shape.ts";
import { COPY_LIMITS, CUSTOM_NAME_VARIATION_COUNT, NAME_COUNT } from "../../constants.ts";
import { addsNoDoubledWord, titleCase } from "./_grammar.ts";
import type { CopyFacts } from "./_facts.ts";

/** Places longer than this are left out of names (the graphics set the full place anyway). */
const MAX_PLACE_IN_NAME_LENGTH = 24;
/** A number straight after a number: "Maya Turns 7 2026". */
const NUMBER_AFTER_NUMBER = /\d\p{L}*[\s,]+\d/u;

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
  const { voice, random, kind, kindVoice } = facts;
  const place = facts.place && facts.place.length <= MAX_PLACE_IN_NAME_LENGTH ? facts.place : undefined;
  const year = facts.when.year && (kind?.recurring ?? true) ? facts.when.year : undefined;
  if (kindVoice) {
    // The kind's own names, then the place's ("Lisbon Fun Run") and this year's ("Lace Up Fun Run 2027").
    // The kind's names, topped up with the voice's should the event's rules leave fewer than three.
    const names = [
      ...shuffled(kindVoice.names, random),
      ...shuffled(voice.leads.flatMap((lead) => voice.nouns.map((noun) => `${lead} ${noun}`)), random),
    ];
    const tier2: string[] = [];
    if (place) tier2.push(`${place} ${titleCase(pickFrom(kindVoice.nouns, random))}`);
    if (year && takesYear(names[0])) tier2.push(`${names[0]} ${year}`);
    return [...shuffled([names[0], names[1], ...tier2], random), ...names.slice(2)]
      .filter((name) => !repeatsWord(name));
  }
  const lead = () => pickFrom(voice.leads, random);
  const noun = () => pickFrom(voice.nouns, random);
  const tier1 = [`${lead()} ${noun()}`, `The ${lead()} ${noun()}`, `${lead()} ${noun()}`];
  const tier2: string[] = [];
  if (place) tier2.push(`${place} ${noun()}`, `${lead()} ${place}`);
  for (const vibe of facts.unknownVibes.slice(0, 2)) tier2.push(`${titleCase(vibe)} ${noun()}`);
  if (year) tier2.push(`${lead()} ${noun()} ${year}`);
  // Always enough different names, whatever the banks hold.
  const fallback = voice.leads.flatMap((word) => voice.nouns.map((name) => `${word} ${name}`));
  return [...shuffled(tier1, random), ...shuffled(tier2, random), ...shuffled(fallback, random)]
    .filter((name) => !repeatsWord(name));
}

/** What may follow the visitor's name after a colon: the kind's subtitles, or a neutral one. */
function subtitles(facts: CopyFacts): readonly string[] {
  return facts.kindVoice?.subtitles ?? ["Special Edition", "The Gathering"];
}

/**
 * Candidate variations of the visitor's name: the year, the place, a subtitle after a colon. The name stays whole
 * and first: no word is put in front of it ("Crystal Amara & Tobi's Wedding").
 */
function nameVariations(core: string, ending: string, facts: CopyFacts): string[] {
  const { kind, when, place } = facts;
  const candidates: string[] = [];
  if (when.year && (kind?.recurring ?? true) && takesYear(core)) {
    candidates.push(`${core} ${when.year}`);
  }
  if (place && place.length <= MAX_PLACE_IN_NAME_LENGTH) {
    candidates.push(`${core} ${facts.preposition} ${place}`.replace(/\s+/g, " "));
  }
  for (const subtitle of subtitles(facts)) candidates.push(`${core}: ${subtitle}`);
  return candidates.map((name) => `${name}${ending}`);
}

/** Last resorts that read as names whatever the name is; the final two always differ. */
const FALLBACK_SUBTITLES = ["Special Edition", "The Gathering", "All Together"];

/** Two variations of the visitor's name that keep it recognisable and read as names. */
function variations(custom: string, facts: CopyFacts): string[] {
  const { core, ending } = nameCore(custom);
  const fallback = FALLBACK_SUBTITLES.map((subtitle) => `${core}: ${subtitle}${ending}`);
  const ordered = [...shuffled(nameVariations(core, ending, facts), facts.random), ...fallback]
    .filter((name, index, all) => readsAsVariant(name, custom) || index >= all.length - 2);
  return distinct(ordered, CUSTOM_NAME_VARIATION_COUNT, [custom]);
}

/** The kit's three names: the custom name and two variations, or three invented names. */
export function writeNames(facts: CopyFacts): string[] {
  const custom = facts.customName;
  if (custom) return [custom, ...variations(custom, facts)];
  return distinct(inventedNames(facts), NAME_COUNT);
}
