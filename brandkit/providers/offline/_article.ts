/**
 * "a" or "an" by the sound of the next word, not its first letter: an hour, a unicorn, an MBA, a European,
 * an 80s night, an 18th birthday, a one-off, a UFO. Words in scripts without articles take "a".
 */

/** Letters whose spoken name starts with a vowel sound ("eff", "aitch", "em"; "you" for U is a consonant). */
const VOWEL_NAMED_LETTERS = "AEFHILMNORSX";
/** Beginnings written with a vowel but said with a consonant: "you" (unicorn, European, utopia), "wun" (one). */
const CONSONANT_SOUND_START = /^(uni(?![nm]|den)|us[eu]|ut[eio]|ubi|uk|ufo|eu|ewe|on(e|ce)(?!r))/;
/** Beginnings written with a consonant but said with a vowel: the silent h. */
const VOWEL_SOUND_START = /^(hour|honest|honou?r|heir)/;
/** Digits said with a vowel first: eight..., eleven, eighteen (and 11/18 thousand, 1100s, 1800s). */
function numberTakesAn(digits: string): boolean {
  if (digits.startsWith("8")) return true;
  if (!/^1[18]/.test(digits)) return false;
  return digits.length % 3 === 2 || digits.length === 4;
}

/** An all-capital token read letter by letter (EDM, MBA, UFO) rather than as a word (NASA, FUN). */
function spelledOut(token: string): boolean {
  if (token.length <= 2) return true;
  const hasVowel = /[AEIOU]/.test(token);
  if (token.length === 3) return !/^[^AEIOU][AEIOU][^AEIOU]$/.test(token);
  return !hasVowel;
}

/** "a" or "an", as said before `word` (only its first token counts). */
export function article(word: string): "a" | "an" {
  const token = word.normalize("NFD").replace(/\p{M}/gu, "").replace(/^[^\p{L}\p{N}]+/u, "")
    .split(/[\s/]+/)[0] ?? "";
  const digits = /^\d[\d,]*/.exec(token)?.[0].replaceAll(",", "");
  if (digits) return numberTakesAn(digits) ? "an" : "a";
  if (!/^[A-Za-z]/.test(token)) return "a";
  const letters = /^[A-Za-z]+/.exec(token)![0];
  const isLetter = letters.length === 1 && (token.length === 1 || /^[A-Za-z][-.']/.test(token));
  const isAcronym = letters.length >= 2 && letters === letters.toUpperCase() && spelledOut(letters);
  if (isLetter || isAcronym) return VOWEL_NAMED_LETTERS.includes(letters[0].toUpperCase()) ? "an" : "a";
  const lower = letters.toLowerCase();
  if (VOWEL_SOUND_START.test(lower)) return "an";
  if (CONSONANT_SOUND_START.test(lower)) return "a";
  return /^[aeiou]/.test(lower) ? "an" : "a";
}

/** `phrase` with its article: "an elegant evening", "a unicorn-themed party". */
export function withArticle(phrase: string): string {
  return `${article(phrase)} ${phrase}`;
}
