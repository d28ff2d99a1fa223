/**
 * Seeded choices: one item of a bank, or the first of some candidate sentences (from a seeded start) that adds
 * no doubled word to what the visitor typed ("Welcome to To the Moon", "a twist twist" are passed over).
 */
import type { CopyFacts } from "./_facts.ts";
import { addsNoDoubledWord } from "./_grammar.ts";

/** One item of `items`, chosen by the seed. */
export function pick<T>(facts: CopyFacts, items: readonly T[]): T {
  return items[Math.floor(facts.random() * items.length) % items.length];
}

/**
 * A seeded choice among `candidates`, passing over those that double a word; `fallback` (or the seeded one) if
 * all do.
 */
export function pickReadable(facts: CopyFacts, candidates: readonly string[], fallback?: string): string {
  const start = Math.floor(facts.random() * candidates.length) % candidates.length;
  for (let offset = 0; offset < candidates.length; offset++) {
    const candidate = candidates[(start + offset) % candidates.length];
    if (addsNoDoubledWord(candidate, facts.given)) return candidate;
  }
  return fallback ?? candidates[start];
}

/** The first of `candidates`, in order of preference, that doubles no word; the last if all do. */
export function firstReadable(facts: CopyFacts, candidates: readonly string[]): string {
  return candidates.find((candidate) => addsNoDoubledWord(candidate, facts.given)) ?? candidates.at(-1)!;
}
