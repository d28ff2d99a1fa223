/**
 * The rules every interface catalog keeps (docs/i18n.md#the-catalogs), as pure functions over the catalogs, so
 * each is tested on small samples before it judges the real ones.
 */
import { compileMessage } from "@lingui/message-utils/compileMessage";
import { parse } from "@messageformat/parser";

/** A language's messages, flat: id -> ICU source. */
export type Messages = Readonly<Record<string, string>>;

/**
 * The placeholders a message names (its arguments, in plurals and selects too), sorted. Lingui compiles a message
 * to parts: text, or `[name]`, `[name, format]` or `[name, "plural" | "select" | ..., { branch: parts }]`.
 */
export function placeholdersOf(message: string): string[] {
  const names = new Set<string>();
  const walk = (parts: unknown) => {
    if (!Array.isArray(parts)) return;
    for (const part of parts) {
      if (!Array.isArray(part) || typeof part[0] !== "string") continue;
      names.add(part[0]);
      const branches = part[2];
      if (branches && typeof branches === "object") {
        for (const branch of Object.values(branches)) walk(branch);
      }
    }
  };
  parse(message, { strict: true }); // throws on a message that is not ICU (the compiler would pass it as text)
  walk(compileMessage(message));
  return [...names].sort();
}

/** "id: problem" for every message of `messages` that is missing, empty, unparsable, or names other placeholders. */
export function catalogProblems(english: Messages, messages: Messages): string[] {
  const problems: string[] = [];
  for (const [id, source] of Object.entries(english)) {
    const message = messages[id];
    if (message === undefined) {
      problems.push(`${id}: missing`);
      continue;
    }
    if (message.trim() === "") {
      problems.push(`${id}: empty`);
      continue;
    }
    let theirs: string[];
    try {
      theirs = placeholdersOf(message);
    } catch (error) {
      problems.push(`${id}: not ICU (${(error as Error).message.split("\n")[0]})`);
      continue;
    }
    const ours = placeholdersOf(source);
    if (theirs.join(",") !== ours.join(",")) {
      problems.push(`${id}: placeholders {${theirs.join("}, {")}} where English has {${ours.join("}, {")}}`);
    }
  }
  for (const id of Object.keys(messages)) {
    if (!(id in english)) problems.push(`${id}: not in the English catalog`);
  }
  return problems;
}

/** Words that stay as they are in every language: names, formats, units. */
export const UNTRANSLATED_WORDS = new Set([
  "BrandKit",
  "AI",
  "PDF",
  "PNG",
  "SVG",
  "ZIP",
  "QR",
  "CSV",
  "ICS",
  "URL",
  "RSVP",
  "Instagram",
  "TikTok",
  "Facebook",
  "Google",
  "Outlook",
  "Apple",
  "iCal",
  "Markdown",
  "JSON",
  "Poppins",
  "Playfair",
  "Display",
  "Space",
  "Mono",
  "WhatsApp",
  "X",
  "LinkedIn",
  "WCAG",
  "AA",
  "AAA",
  "Unicode",
  "HTML",
  "JavaScript",
]);

/** Small words no sentence in another language holds, but nearly every English one does. */
const ENGLISH_WORDS = new Set([
  "the",
  "and",
  "your",
  "you",
  "with",
  "this",
  "that",
  "for",
  "of",
  "to",
  "is",
  "are",
  "be",
  "it",
  "will",
  "can",
  "not",
  "please",
  "here",
  "from",
  "what",
  "when",
  "who",
  "how",
  "try",
  "again",
]);

/** Small English words that are words of another language too (Dutch "is" and "of", German "will"). */
const FALSE_FRIENDS: Readonly<Record<string, ReadonlySet<string>>> = {
  nl: new Set(["is", "of", "be"]),
  de: new Set(["will"]),
};

/**
 * True when `message` (in `language`, not English) reads as an English sentence: two or more of the small
 * English words, or the English message itself (placeholders and untranslated words aside).
 */
export function looksEnglish(message: string, english: string, language = ""): boolean {
  const text = message.replace(/\{[^{}]*\}/g, " ");
  const words = text.split(/[^A-Za-z']+/).filter((word) => word && !UNTRANSLATED_WORDS.has(word));
  const friends = FALSE_FRIENDS[language];
  const small = words.filter((word) =>
    ENGLISH_WORDS.has(word.toLowerCase()) && !friends?.has(word.toLowerCase())
  );
  if (small.length >= 2) return true;
  const plain = (value: string) => value.replace(/\{[^{}]*\}/g, "").replace(/[^A-Za-z]+/g, " ").trim();
  return words.length > 0 && plain(message) === plain(english) && words.length >= 2;
}
