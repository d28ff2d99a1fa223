/**
 * Finding a guest by name at the door (issue 39), as the name is typed: accents and case do not matter ("jose"
 * finds "José", "MULLER" finds "Müller"), and the companions in a party are found too, each leading to the guest
 * whose answer it is. Pure.
 */
import type { DoorGuestView } from "./check-in-queue.ts";

/** Letters that no decomposition takes apart, written as a reader would type them without the mark. */
const PLAIN_LETTERS: Readonly<Record<string, string>> = {
  "ß": "ss",
  "æ": "ae",
  "œ": "oe",
  "ø": "o",
  "ł": "l",
  "đ": "d",
  "ð": "d",
  "þ": "th",
  "ı": "i",
};

/**
 * `text` folded for comparing: compatibility-decomposed, without marks or apostrophes ("O'Brien" is "obrien"), lower
 * case, plain letters, any other punctuation and spaces as one space.
 */
export function foldName(text: string): string {
  return text.normalize("NFKD").replace(/\p{M}/gu, "").toLowerCase()
    .replace(/[ßæœøłđðþı]/g, (letter) => PLAIN_LETTERS[letter])
    .replace(/['\u2019\u02bc]/g, "")
    .replace(/[\s\p{P}]+/gu, " ").trim();
}

/** One guest found, and the name that matched: theirs, or a companion's. */
export type NameMatch = { guest: DoorGuestView; matched: string; companion: boolean };

/** How well a folded name matches the folded query's words: 0 none, 1 inside a word, 2 at a word's start. */
function score(name: string, words: readonly string[]): number {
  const nameWords = name.split(" ");
  let worst = 2;
  for (const word of words) {
    if (nameWords.some((nameWord) => nameWord.startsWith(word))) continue;
    if (name.includes(word)) worst = 1;
    else return 0;
  }
  return worst;
}

/**
 * The guests whose name, or a companion's, holds every word of `query` (at the start of a word ranks first; inside
 * one, as in a name written without spaces, next), each once, by rank and then name; at most `limit`.
 */
export function searchByName(
  guests: readonly DoorGuestView[],
  query: string,
  limit = 20,
): NameMatch[] {
  const words = foldName(query).split(" ").filter(Boolean);
  if (words.length === 0) return [];
  const found: Array<NameMatch & { rank: number }> = [];
  for (const guest of guests) {
    const names = [guest.name, ...guest.companions];
    let best: (NameMatch & { rank: number }) | undefined;
    names.forEach((name, index) => {
      const rank = score(foldName(name), words);
      // The guest's own name first, then the companions': a better rank wins, and a tie keeps the first.
      if (rank > 0 && (!best || rank > best.rank)) {
        best = { guest, matched: name, companion: index > 0, rank };
      }
    });
    if (best) found.push(best);
  }
  found.sort((a, b) => b.rank - a.rank || a.guest.name.localeCompare(b.guest.name));
  return found.slice(0, limit).map(({ rank: _rank, ...match }) => match);
}
