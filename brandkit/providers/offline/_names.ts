/**
 * Event names: three new ones from the voice's words, the place, the year and unknown vibes; or the visitor's
 * own name followed by two variations of it. Always three different names (ignoring case).
 */
import { COPY_LIMITS, CUSTOM_NAME_VARIATION_COUNT, NAME_COUNT } from "../../constants.ts";
import { titleCase } from "./_grammar.ts";
import type { CopyFacts } from "./_facts.ts";

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

/** Names made from the facts, best-sounding patterns first, in a seeded order within each tier. */
function inventedNames(facts: CopyFacts): string[] {
  const { voice, random } = facts;
  const lead = () => pickFrom(voice.leads, random);
  const noun = () => pickFrom(voice.nouns, random);
  const tier1 = [`${lead()} ${noun()}`, `The ${lead()} ${noun()}`, `${lead()} ${noun()}`];
  const tier2: string[] = [];
  if (facts.place && facts.place.length <= 24) {
    tier2.push(`${facts.place} ${noun()}`, `${lead()} ${facts.place}`);
  }
  for (const vibe of facts.unknownVibes.slice(0, 2)) tier2.push(`${titleCase(vibe)} ${noun()}`);
  if (facts.year) tier2.push(`${lead()} ${noun()} ${facts.year}`);
  // Always enough different names, whatever the banks hold.
  const fallback = voice.leads.flatMap((word) => voice.nouns.map((name) => `${word} ${name}`));
  return [...shuffled(tier1, random), ...shuffled(tier2, random), ...shuffled(fallback, random)]
    .filter((name) => !repeatsWord(name));
}

/** A name with words added at its end, before any "!" or "?" it ends with ("Go Team Live!"). */
function extend(name: string, words: string): string {
  const match = /^(.*?)([!?.…]+)$/u.exec(name);
  return match ? `${match[1]} ${words}${match[2]}` : `${name} ${words}`;
}

/** Two variations of the visitor's name that keep it recognisable. */
function variations(custom: string, facts: CopyFacts): string[] {
  const { voice, random } = facts;
  const bare = custom.replace(/^the\s+/i, "");
  const lower = custom.toLowerCase();
  const hasNoun = voice.nouns.some((noun) => lower.includes(noun.toLowerCase()));
  const candidates = [
    ...(facts.year && !custom.includes(facts.year) ? [extend(custom, facts.year)] : []),
    ...(facts.place && facts.place.length <= 24 && !lower.includes(facts.place.toLowerCase())
      ? [extend(custom, `${facts.preposition} ${facts.place}`)]
      : []),
    ...(hasNoun ? [] : [extend(custom, pickFrom(voice.nouns, random))]),
    extend(`The ${bare}`, "Experience"),
    extend(custom, "Live"),
    `${pickFrom(voice.leads, random)} ${bare}`,
  ];
  const ordered = [...shuffled(candidates, random), extend(custom, "Edition"), extend(custom, "Encore")];
  return distinct(ordered, CUSTOM_NAME_VARIATION_COUNT, [custom]);
}

/** True when a word appears twice ("Hollow Hollow"): such names read as mistakes. */
function repeatsWord(name: string): boolean {
  const words = name.toLowerCase().split(/\s+/);
  return new Set(words).size !== words.length;
}

/** The kit's three names: the custom name and two variations, or three invented names. */
export function writeNames(facts: CopyFacts): string[] {
  const custom = facts.customName;
  if (custom) return [custom, ...variations(custom, facts)];
  return distinct(inventedNames(facts), NAME_COUNT);
}
