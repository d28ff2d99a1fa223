/**
 * Small English helpers for the copywriter: articles, lists, title case, sentences, hashtags, and the short
 * form of a place. They keep templates grammatical whatever words the visitor typed.
 */

/** Words that start with a vowel letter but a consonant sound, and the reverse. */
const CONSONANT_SOUND = /^(uni|use|usu|uto|eu|one|once|ewe)/i;
const VOWEL_SOUND = /^(hour|honest|honou?r|heir|8|11|18|80)/i;

/** "a" or "an", as said before `word`. */
export function article(word: string): "a" | "an" {
  const trimmed = word.trim();
  if (VOWEL_SOUND.test(trimmed)) return "an";
  if (CONSONANT_SOUND.test(trimmed)) return "a";
  return /^[aeiou]/i.test(trimmed) ? "an" : "a";
}

/** `word` with its article: "an elegant", "a vibrant". */
export function withArticle(word: string): string {
  return `${article(word)} ${word}`;
}

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

/** A hashtag from any text: letters and digits only, each word capitalised ("neon nights" -> "#NeonNights"). */
export function hashtag(text: string): string | null {
  const words = text.normalize("NFC").split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  if (words.length === 0) return null;
  const tag = words.map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join("");
  return /\p{L}/u.test(tag) ? `#${tag}` : null;
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
