import { describe, expect, it } from "vitest";
import { COPY_LANGUAGES, writtenLanguage } from "../../../brandkit/languages/mod.ts";
import { fileWords, FileWordsSchema } from "../../../brandkit/languages/file-words/mod.ts";
import { altTextWords } from "../../../brandkit/languages/alt-text-words/mod.ts";
import { AltTextWordsSchema } from "../../../brandkit/languages/alt-text-words/schema.ts";
import { GUIDE_DONTS, GUIDE_DOS } from "../../../brandkit/web.ts";
import { guideRulesIn, guideWordsFor } from "../../../brandkit/guide/guide-words.ts";
import { parseOrThrow } from "../../../brandkit/validate.ts";

/** Every string a file holds, by where it is ("swatches.tint", "dos[2]"). */
function strings(value: unknown, path = ""): Array<[string, string]> {
  if (typeof value === "string") return [[path, value]];
  if (Array.isArray(value)) return value.flatMap((item, index) => strings(item, `${path}[${index}]`));
  return Object.entries(value as object).flatMap(([key, item]) =>
    strings(item, path ? `${path}.${key}` : key)
  );
}

/** The words of a language's files, with English's dos and don'ts (the guide's own) where its file has none. */
const allFileWords = (language: (typeof COPY_LANGUAGES)[number]) => ({
  ...fileWords(language),
  dos: fileWords(language).dos ?? GUIDE_DOS,
  donts: fileWords(language).donts ?? GUIDE_DONTS,
});

/**
 * What a language writes exactly as English does: "Hex" (a colour's code), French "Description", and the
 * canvases' loanwords ("Banner", "Story", Dutch "Poster"). Nothing else may be left in English.
 */
const SAME_AS_ENGLISH: Readonly<Record<string, readonly string[]>> = {
  es: ["hex", "titles.banner"],
  fr: ["description", "hex", "titles.story"],
  de: ["hex", "titles.banner", "titles.story"],
  pt: ["hex", "titles.banner", "titles.story"],
  it: ["hex", "titles.banner"],
  nl: ["hex", "titles.poster", "titles.banner", "titles.story"],
};

/** A copy of the German file words, as the file holds them, with `change` applied. */
function germanWith(change: (words: Record<string, any>) => void): unknown {
  const words = structuredClone(fileWords("de")) as Record<string, any>;
  change(words);
  return words;
}

describe("the file words and alt-text words", () => {
  it.each(COPY_LANGUAGES)(
    "load for %s, every key in both files (the alt-text words parsed here, as the page does not), English's dos and don'ts its own",
    (language) => {
      const words = fileWords(language);
      expect(words.language).toBe(language);
      expect(Object.keys(words).filter((key) => key !== "notes").sort()).toEqual(
        Object.keys(FileWordsSchema.shape).filter((key) =>
          key !== "notes" && (language !== "en" || (key !== "dos" && key !== "donts"))
        ).sort(),
      );
      expect(AltTextWordsSchema.parse(altTextWords(language))).toEqual(altTextWords(language));
      expect(altTextWords(language).language).toBe(language);
      expect(Object.keys(altTextWords(language)).sort()).toEqual(
        Object.keys(AltTextWordsSchema.shape).sort(),
      );
    },
  );

  it.each(COPY_LANGUAGES.filter((language) => language !== "en"))(
    "words the %s files in their own language: nothing left as English writes it but loanwords",
    (language) => {
      const english = new Map([...strings(allFileWords("en")), ...strings(altTextWords("en"))]);
      const same = [...strings(allFileWords(language)), ...strings(altTextWords(language))]
        .filter(([path, text]) => english.get(path) === text)
        .map(([path]) => path)
        // The language's code is no word; the alt text's punctuation may well be English's (": ", ", ").
        .filter((path) => !["language", "separator", "list"].includes(path));
      expect(same).toEqual(SAME_AS_ENGLISH[language] ?? []);
    },
  );

  it("gives the guide's fixed dos and don'ts in the kit's language, and other rules as they are", () => {
    const fixed = { dos: GUIDE_DOS, donts: GUIDE_DONTS };
    expect(guideRulesIn(fixed, "en-GB")).toEqual(fixed);
    // A kit in a language BrandKit does not write is written in English, whose rules are the fixed ones.
    expect(guideRulesIn(fixed, writtenLanguage("sv"))).toEqual(fixed);
    expect(guideRulesIn(fixed, "ja")).toEqual({ dos: fileWords("ja").dos, donts: fileWords("ja").donts });
    const own = { dos: ["Smile."], donts: GUIDE_DONTS };
    expect(guideRulesIn(own, "de")).toEqual({ dos: ["Smile."], donts: fileWords("de").donts });
    expect(guideWordsFor("pt-BR")).toBe(fileWords("pt"));
  });

  it.each<[string, (words: Record<string, any>) => void, string]>([
    [
      "a missing key",
      (words) => delete words.fontRoles.accent,
      "Invalid file-words/de.json: fontRoles.accent:",
    ],
    [
      "a pattern without its slot",
      (words) => words.swatches.tint = "Ton von {parent}",
      "Invalid file-words/de.json: swatches.tint: needs {parent} and {tone}",
    ],
    [
      "one don't too few",
      (words) => words.donts.pop(),
      "Invalid file-words/de.json: donts: needs 4 lines, in English's order",
    ],
    [
      "English-only dos left out",
      (words) => delete words.dos,
      "Invalid file-words/de.json: dos: holds the guide's dos in every language but English, whose are GUIDE_DOS",
    ],
    [
      "English's own dos given",
      (words) => Object.assign(words, { language: "en", dos: GUIDE_DOS, donts: undefined }),
      "Invalid file-words/de.json: dos: holds the guide's dos in every language but English, whose are GUIDE_DOS",
    ],
    ["an unknown key", (words) => words.colour2 = "Farbe", "Invalid file-words/de.json: Unrecognized key"],
  ])("reject a file with %s, saying where", (_case, change, message) => {
    expect(() => parseOrThrow(FileWordsSchema, germanWith(change), "file-words/de.json")).toThrow(message);
  });

  it("rejects alt-text words whose subject lacks the name", () => {
    const words = { ...altTextWords("ko"), subject: "{title}" };
    expect(() => parseOrThrow(AltTextWordsSchema, words, "alt-text-words/ko.json")).toThrow(
      "Invalid alt-text-words/ko.json: subject: needs {title} and {name}",
    );
  });
});
