/**
 * The words of a kit's own files in its language (issue 27, item 6: one language per kit, everywhere), and the
 * small helpers that read them: the headings and labels of the brand guide (brand-guide.pdf and brand-guide.md),
 * its fixed dos and don'ts, the headings of copy.txt and the print poster's subject line. The words are data, one
 * file per language (languages/file-words/, the canvases' names languages/alt-text-words/). Each helper takes the
 * kit's written language, settled once where the kit is read (writtenLanguage): a language BrandKit does not write
 * is English there, whose words are the files' as they always were. Browser-safe.
 */
import { altTextWords } from "../languages/alt-text-words/mod.ts";
import { type FileWords, fileWords } from "../languages/file-words/mod.ts";
import type { CanvasKind } from "../formats/formats.ts";
import { GUIDE_DONTS, GUIDE_DOS } from "../languages/file-words/guide-lines.ts";
import type { Swatch } from "../palettes/swatches.ts";
import { baseLanguage, type WrittenLanguage } from "../languages/language.ts";

/** The words of a kit's files in one language (languages/file-words/schema.ts says what each is). */
export type GuideWords = FileWords;

/** The words of the files of a kit written in `language`. */
export function guideWordsFor(language: WrittenLanguage): GuideWords {
  return fileWords(baseLanguage(language));
}

/** `text` in capitals as `language` writes them (its registered language's rules). */
export function upperIn(text: string, language: WrittenLanguage): string {
  return text.toLocaleUpperCase(baseLanguage(language));
}

/** `pattern` with each {key} replaced by its value (as given: a "$&" in a name is not a pattern). */
export function fillWords(pattern: string, values: Readonly<Record<string, string | number>>): string {
  return pattern.replace(/\{(\w+)\}/g, (match, key: string) => key in values ? String(values[key]) : match);
}

/** How the guide names a canvas: "Poster", "Square Tile" ... in `language` (the alt texts' names). */
export function canvasTitleIn(kind: CanvasKind, language: WrittenLanguage): string {
  return altTextWords(baseLanguage(language)).titles[kind];
}

/** What a swatch is, in `language`: "Brand colour", "Tint of #E6067A (dark)", "White" in English. */
export function swatchNameIn(swatch: Swatch, language: WrittenLanguage): string {
  const words = guideWordsFor(language).swatches;
  switch (swatch.kind) {
    case "palette":
      return words.brand;
    case "tint":
      return swatch.tone === "grey"
        ? fillWords(words.grey, { parent: swatch.parent })
        : fillWords(words.tint, { parent: swatch.parent, tone: words[swatch.tone] });
    case "neutral":
      return swatch.color === "#FFFFFF" ? words.white : words.black;
  }
}

/** A WCAG level as the guide writes it: AA and AAA as they are, "Fail" in `language`. */
export function contrastLevelIn(level: "AAA" | "AA" | "Fail", language: WrittenLanguage): string {
  return level === "Fail" ? guideWordsFor(language).fail : level;
}

const sameLines = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((line, index) => line === b[index]);

/**
 * The guide's dos and don'ts in `language`: the fixed ones (GUIDE_DOS, GUIDE_DONTS, as every kit's guide has
 * them) in that language (English's are those); any others as they are.
 */
export function guideRulesIn(
  guide: { dos: readonly string[]; donts: readonly string[] },
  language: WrittenLanguage,
): { dos: readonly string[]; donts: readonly string[] } {
  const words = guideWordsFor(language);
  return {
    dos: sameLines(guide.dos, GUIDE_DOS) ? words.dos ?? GUIDE_DOS : guide.dos,
    donts: sameLines(guide.donts, GUIDE_DONTS) ? words.donts ?? GUIDE_DONTS : guide.donts,
  };
}
