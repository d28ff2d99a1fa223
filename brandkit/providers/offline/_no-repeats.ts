/**
 * Copy that says no content word twice (see _tone.ts). A field is put together part by part: each part is drawn
 * from the seed as ever, and when the drawn one would say again a word the field has said, the next of its list
 * that says none is taken instead (FieldWords), so the seed's own copy stands wherever it repeated nothing. When
 * every choice of some part repeats a word, the field is written again, from the same seeded stream, until it
 * repeats nothing, for at most MAX_ATTEMPTS writes; the first write stands if none is clean, so the copy stays
 * deterministic and never fails.
 */
import { contentWords, theirWords } from "../../copy-fit/content-words.ts";
import type { CopyLanguage } from "../../languages/registry.ts";

/** Writes of one field at most. */
const MAX_ATTEMPTS = 8;

/**
 * The words one field has said so far, to choose its next part by. The visitor's own words (`given`) are
 * theirs and never count.
 */
export class FieldWords {
  readonly #said = new Set<string>();
  readonly #language: CopyLanguage;
  readonly #theirs: ReadonlySet<string>;

  constructor(language: CopyLanguage, given: readonly string[]) {
    this.#language = language;
    this.#theirs = new Set(theirWords(language, given));
  }

  #ours(text: string): string[] {
    return contentWords(text, this.#language).filter((word) => !this.#theirs.has(word));
  }

  /** True when `text` says no word the field has said, and none twice itself. */
  fresh(text: string): boolean {
    const seen = new Set<string>();
    for (const word of this.#ours(text)) {
      if (this.#said.has(word) || seen.has(word)) return false;
      seen.add(word);
    }
    return true;
  }

  /** Notes the words of `texts` as said. */
  say(...texts: readonly string[]): void {
    for (const text of texts) for (const word of this.#ours(text)) this.#said.add(word);
  }

  /**
   * From `items[start]` on (wrapping round), the first item that is fresh, then the first fresh one of `spare`
   * (the default voice's lines behind the kind's), else `items[start]`; its words are noted as said. With the start drawn
   * from the seed, the seed's own choice stands whenever it repeats nothing.
   */
  choose<T extends string>(items: readonly T[], start: number, spare: readonly T[] = []): T {
    const drawn = items[start % items.length];
    let chosen = drawn;
    let found = false;
    for (let offset = 0; offset < items.length && !found; offset++) {
      const item = items[(start + offset) % items.length];
      if (this.fresh(item)) [chosen, found] = [item, true];
    }
    for (const item of spare) {
      if (found) break;
      if (this.fresh(item)) [chosen, found] = [item, true];
    }
    this.say(chosen);
    return chosen;
  }
}

/** A seeded index into a list of `length` items (as a seeded pick of one item draws it). */
export function drawIndex(random: () => number, length: number): number {
  return Math.floor(random() * length) % length;
}

/** The first of up to MAX_ATTEMPTS writes that is `clean`; else the first. */
export function firstClean<T>(write: () => T, clean: (value: T) => boolean): T {
  const first = write();
  if (clean(first)) return first;
  for (let attempt = 1; attempt < MAX_ATTEMPTS; attempt++) {
    const next = write();
    if (clean(next)) return next;
  }
  return first;
}

/** Captions written again until each is `clean`: a caption is replaced by the same caption of a later write. */
export function cleanCaptions(write: () => string[], clean: (caption: string) => boolean): string[] {
  const chosen = write();
  for (let attempt = 1; attempt < MAX_ATTEMPTS && !chosen.every(clean); attempt++) {
    const next = write();
    chosen.forEach((caption, index) => {
      if (!clean(caption) && clean(next[index])) chosen[index] = next[index];
    });
  }
  return chosen;
}
