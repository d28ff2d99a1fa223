/**
 * Event names in a phrase bank's language: three of the voice's own (with the place or the year now and then),
 * or the visitor's name exactly as typed and two variations of it from the bank's templates ("{name} 2027",
 * "{name}：スペシャルナイト"). Always three different names within COPY_LIMITS; a variation adds no word the
 * name already has, words found with Intl.Segmenter so that Japanese and Chinese are split too.
 */
import { nameCore, takesYear } from "./_name-shape.ts";
import { COPY_LIMITS, CUSTOM_NAME_VARIATION_COUNT, NAME_COUNT } from "../../constants.ts";
import { fitting } from "../../copy-fit/mod.ts";
import type { BankFacts } from "./_bank-facts.ts";
import { byRichness, canFill, fill, shuffled, type Slots } from "./_fill.ts";

/** Places longer than this are left out of names (the graphics set the full place anyway). */
const MAX_PLACE_IN_NAME_LENGTH = 24;

const segmenters = new Map<string, Intl.Segmenter>();

/** The words of `text` as `language` splits them, lower case. */
function wordsOf(text: string, language: string): string[] {
  let segmenter = segmenters.get(language);
  if (!segmenter) {
    segmenter = new Intl.Segmenter(language, { granularity: "word" });
    segmenters.set(language, segmenter);
  }
  return [...segmenter.segment(text)].filter((part) => part.isWordLike).map((part) =>
    part.segment.toLowerCase()
  );
}

/** True when the words `variant` adds to `base` are new to it and to each other. */
function addsNoRepeat(variant: string, base: string, language: string): boolean {
  const baseWords = wordsOf(base, language);
  const added = wordsOf(variant, language);
  for (const word of baseWords) {
    const index = added.indexOf(word);
    if (index >= 0) added.splice(index, 1);
  }
  return added.every((word, index) => !baseWords.includes(word) && added.indexOf(word) === index);
}

/** The first `count` candidates that differ (ignoring case) from each other and from `taken`. */
function distinct(candidates: readonly string[], count: number, taken: readonly string[] = []): string[] {
  const seen = new Set(taken.map((name) => name.toLowerCase()));
  const chosen: string[] = [];
  for (const name of candidates) {
    if (!name || name.length > COPY_LIMITS.maxNameLength || seen.has(name.toLowerCase())) continue;
    seen.add(name.toLowerCase());
    chosen.push(name);
    if (chosen.length === count) break;
  }
  return chosen;
}

/** The year, when the event comes back every year and `name` has no number at its end nor a year. */
function yearFor(facts: BankFacts, name: string): string | undefined {
  const recurring = facts.kind?.recurring ?? true;
  return recurring && takesYear(name) ? facts.when.year : undefined;
}

function shortPlace(facts: BankFacts): string | undefined {
  return facts.place && facts.place.length <= MAX_PLACE_IN_NAME_LENGTH ? facts.place : undefined;
}

/** Three names from the voice, the place and the year, in a seeded order. */
function inventedNames(facts: BankFacts): string[] {
  const { voice, random, bank, rewrites } = facts;
  // The kind's names, topped up with the voice's should the event's rules leave fewer than three.
  const names = [...shuffled(facts.kindVoice?.names ?? [], random), ...shuffled(voice.names, random)];
  const extras: string[] = [];
  const place = shortPlace(facts);
  if (place) {
    const slots = { place, where: fill(bank.where, { place }, rewrites) };
    extras.push(fill(shuffled(bank.names.withPlace, random)[0], slots, rewrites));
  }
  const year = yearFor(facts, names[2]);
  if (year) extras.push(`${names[2]} ${year}`);
  return fitting([...shuffled([names[0], names[1], ...extras], random), ...names.slice(2)], facts.context);
}

/** What joins a subtitle to the name in the bank's own templates: ": ", "：", " — ". */
function subtitleJoin(templates: readonly string[]): string | undefined {
  for (const template of templates) {
    const join = /^\{name\}([^\p{L}\p{N}{]+)\p{L}/u.exec(template)?.[1];
    if (join && join.trim()) return join;
  }
  return undefined;
}

/** Two variations of the visitor's name that keep it whole and read as names. */
function variations(custom: string, facts: BankFacts): string[] {
  const { bank, rewrites, random, language } = facts;
  const { core, ending } = nameCore(custom);
  const place = shortPlace(facts);
  const slots: Slots = {
    name: core,
    year: yearFor(facts, core),
    place,
    where: place ? fill(bank.where, { place }, rewrites) : undefined,
  };
  const candidates = byRichness(bank.names.variants, slots, random)
    .map((template) => `${fill(template, slots, rewrites)}${ending}`)
    .filter((name) => name.includes(core) && addsNoRepeat(name, custom, language));
  const fallbacks = bank.names.fallbacks.filter((template) => canFill(template, slots))
    .map((template) => `${fill(template, slots, rewrites)}${ending}`);
  // The kind's subtitles after the name, joined as the bank joins its own ("{name}: …", "{name}：…").
  const join = subtitleJoin(bank.names.fallbacks);
  const subtitled = join
    ? shuffled(facts.kindVoice?.subtitles ?? [], random).map((subtitle) =>
      `${core}${join}${subtitle}${ending}`
    )
    : [];
  const ordered = [...subtitled.slice(0, 1), ...candidates, ...subtitled.slice(1)];
  // Fallbacks always stand, so that there are two; the others only when they fit the event.
  return distinct([...fitting(ordered, facts.context), ...fallbacks], CUSTOM_NAME_VARIATION_COUNT, [custom]);
}

/** The kit's three names: the custom name and two variations, or three invented names. */
export function writeBankNames(facts: BankFacts): string[] {
  const custom = facts.customName;
  if (custom) return [custom, ...variations(custom, facts)];
  return distinct(inventedNames(facts), NAME_COUNT);
}
