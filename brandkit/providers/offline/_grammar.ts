/**
 * Small English helpers for the copywriter: lists, title case, sentences, doubled words, and the short form of a
 * place. They keep templates grammatical whatever words the visitor typed (articles: _article.ts).
 */

/** "a", "a and b", "a, b and c". */
export function list(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? "";
  return `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;
}

/** Capitalises the first letter of each word, leaving the rest as typed ("DJ" stays "DJ"). */
export function titleCase(text: string): string {
  return text.replace(
    /(^|[\s-])(\p{L})/gu,
    (_, space: string, letter: string) => space + letter.toUpperCase(),
  );
}

/** Capitalises the first letter. */
export function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Ends `text` with a full stop unless it already ends a sentence. */
export function sentence(text: string): string {
  const trimmed = text.trim();
  return /[.!?…]["'”’)]*$/.test(trimmed) ? trimmed : `${trimmed}.`;
}

/** True when `text` already ends a sentence, so it cannot sit mid-sentence without looking odd. */
export function endsSentence(text: string): boolean {
  return /[.!?…]["'”’)]*$/.test(text.trim());
}

/** The first part of a place ("Brooklyn, NY" -> "Brooklyn"), for names and hashtags. */
export function shortPlace(location: string): string {
  return location.split(/[,;(|·\/]/)[0].trim() || location.trim();
}

/** Number of words, as a headline's length is counted. */
export function wordCount(text: string): number {
  return text.trim().split(/\s+/).filter(Boolean).length;
}

/** Collapses runs of whitespace and trims (the visitor's own punctuation is left as typed). */
export function tidy(text: string): string {
  return text.replace(/\s+/g, " ").trim();
}

/** A word as compared for doubling: lower case, without the punctuation around it. */
function bareWord(token: string): string {
  return token.toLowerCase().replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, "");
}

/**
 * Words said twice in a row within a sentence ("Neon Neon Retro", "in in Lisbon"), lower case, each once.
 * A sentence or clause mark between them ("…see you there. There…") breaks the run.
 */
export function doubledWords(text: string): string[] {
  const doubled = new Set<string>();
  const tokens = text.split(/\s+/).filter(Boolean);
  for (let index = 1; index < tokens.length; index++) {
    const [before, word] = [tokens[index - 1], tokens[index]];
    if (/[.,:;!?…—–)\]"”]$/.test(before) || /^[(\["“]/.test(word)) continue;
    const bare = bareWord(word);
    if (bare && /[\p{L}\p{N}]/u.test(bare) && bare === bareWord(before)) doubled.add(bare);
  }
  return [...doubled];
}

/** True when `text` doubles no word that `given` (the visitor's own words) does not double already. */
export function addsNoDoubledWord(text: string, given: readonly string[]): boolean {
  const allowed = new Set(given.flatMap(doubledWords));
  return doubledWords(text).every((word) => allowed.has(word));
}
