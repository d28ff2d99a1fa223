/**
 * Phrase-bank templates filled in: each {slot} replaced by its value, then the language's contractions applied
 * where a template meets a value ("de ‹Avignon" -> "d'Avignon", "à ‹Le Grand Bal" -> "au Grand Bal"), a full
 * stop not doubled after a value that already ends with one ("14 марта 2027 г."), and ASCII spaces tidied. The
 * rewrites only see the seam, so the visitor's name and place are never rewritten inside.
 */
import { OPTIONAL_SLOTS, slotsOf } from "../../languages/phrases/mod.ts";

/** Slot values; an empty or missing one makes the templates that name it unusable. */
export type Slots = Readonly<Partial<Record<string, string>>>;
/** Compiled contractions, in the bank's order. */
export type Rewrites = ReadonlyArray<readonly [RegExp, string]>;

/**
 * Where a value starts and ends while rewrites run: the noncharacters U+FFFE and U+FFFF, which the rule for text
 * people type refuses (typed-text.ts), so no name or place holds one. They were private-use characters once, and
 * taking them out of a value emptied a name typed as one ("Réservez votre place pour ."). Should a value that
 * never met the rule hold one anyway, it is taken out.
 */
const START = "\uFFFE";
const END = "\uFFFF";
const MARKS = /[\uFFFE\uFFFF]/g;
/** The bank's notation for where a value starts. */
const SEAM = "‹";
const OPTIONAL: ReadonlySet<string> = new Set(OPTIONAL_SLOTS);

const compiled = new WeakMap<ReadonlyArray<readonly [string, string]>, Rewrites>();

/** The bank's rewrites as regular expressions, compiled once per bank. */
export function compileRewrites(rules: ReadonlyArray<readonly [string, string]>): Rewrites {
  let rewrites = compiled.get(rules);
  if (!rewrites) {
    rewrites = rules.map(([pattern, replacement]) =>
      [new RegExp(pattern.replaceAll(SEAM, START), "gu"), replacement.replaceAll(SEAM, START)] as const
    );
    compiled.set(rules, rewrites);
  }
  return rewrites;
}

/** True when every slot `template` names has a value. */
export function canFill(template: string, slots: Slots): boolean {
  return slotsOf(template).every((slot) => Boolean(slots[slot]));
}

/** How much a template says: each optional slot it states (a date, a place) outweighs any number of others. */
export function weight(template: string): number {
  const slots = slotsOf(template);
  return slots.filter((slot) => OPTIONAL.has(slot)).length * 100 + slots.length;
}

/** `template` with its slots filled and the seams rewritten. */
export function fill(template: string, slots: Slots, rewrites: Rewrites = []): string {
  let text = template.replace(
    /\{(\w+)\}/g,
    (_, slot: string) => `${START}${(slots[slot] ?? "").replace(MARKS, "")}${END}`,
  );
  for (const [pattern, replacement] of rewrites) text = text.replace(pattern, replacement);
  return text
    .replace(/([.!?。！？…])\uFFFF([.。।])/gu, `$1${END}`)
    .replace(MARKS, "")
    .replace(/[ \t\n]+/g, " ")
    .trim();
}

/** Sentences as one text: a space between them, none after a full-width mark (。！？), as Japanese and Chinese write. */
export function joinSentences(sentences: readonly string[]): string {
  return sentences.filter(Boolean).join(" ").replace(/([。！？])\s+/gu, "$1");
}

/**
 * The usable templates, those that state the most of what is known (a date, a place) first, then those that
 * say the most (a hook, a call); templates alike in both come in a seeded order.
 */
export function byRichness(templates: readonly string[], slots: Slots, random: () => number): string[] {
  return shuffled(templates.filter((template) => canFill(template, slots)), random)
    .sort((a, b) => weight(b) - weight(a));
}

/** A seeded shuffle (Fisher-Yates). */
export function shuffled<T>(items: readonly T[], random: () => number): T[] {
  const copy = [...items];
  for (let index = copy.length - 1; index > 0; index--) {
    const other = Math.floor(random() * (index + 1));
    [copy[index], copy[other]] = [copy[other], copy[index]];
  }
  return copy;
}
