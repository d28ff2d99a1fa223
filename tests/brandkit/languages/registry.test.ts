/**
 * The registry of languages: every registered language has its file in every language folder and no folder has
 * one for a language that is not registered, each folder's reader reads them, and a tag is settled once into the
 * language a kit is written in.
 */
import { describe, expect, it } from "vitest";
import {
  baseLanguage,
  COPY_LANGUAGES,
  LANGUAGE_FOLDERS,
  languageFilesOf,
  LANGUAGES,
  textDirection,
  writtenLanguage,
} from "../../../brandkit/languages/mod.ts";
import { OTHER_LANGUAGES } from "../../../brandkit/languages/registry.ts";
import { phraseBank } from "../../../brandkit/languages/phrases/mod.ts";
import { eventWords } from "../../../brandkit/languages/event-words/mod.ts";
import { kindMarkers } from "../../../brandkit/languages/kind-markers/mod.ts";
import { fileWords } from "../../../brandkit/languages/file-words/mod.ts";
import { altTextWords } from "../../../brandkit/languages/alt-text-words/mod.ts";
import { mailWords } from "../../../brandkit/languages/mail-words/mod.ts";
import { LANGUAGE_OPTIONS } from "../../../client/form/languages.ts";

const LANGUAGES_FOLDER = new URL("../../../brandkit/languages/", import.meta.url);

type Folder = typeof LANGUAGE_FOLDERS[number];
type Language = typeof LANGUAGES[number];

/** Each folder's reader: a folder the registry lists without one here does not type-check. */
const READERS: Readonly<Record<Folder, (language: Language["tag"]) => { language: string }>> = {
  "phrases": phraseBank,
  "event-words": eventWords,
  "kind-markers": kindMarkers,
  "file-words": fileWords,
  "alt-text-words": altTextWords,
  "mail-words": mailWords,
};

/**
 * What is wrong with the language folders, given the JSON files each holds: a registered language without its
 * file, and a file of a language that is not registered, each said with the language and the file.
 */
function languageFileProblems(
  filesOf: (folder: Folder) => readonly string[],
  languages: ReadonlyArray<{ tag: string; autonym: string }> = LANGUAGES,
): string[] {
  const problems: string[] = [];
  for (const folder of LANGUAGE_FOLDERS) {
    const files = new Set(filesOf(folder));
    for (const { tag, autonym } of languages) {
      if (!files.has(`${tag}.json`)) {
        problems.push(
          `${tag} (${autonym}) is registered but has no brandkit/languages/${folder}/${tag}.json: ` +
            `write it, and import it in ${folder}/mod.ts`,
        );
      }
    }
    const tags = new Set(languages.map((language) => language.tag));
    for (const file of files) {
      const tag = file.replace(/\.json$/, "");
      if (!tags.has(tag)) {
        problems.push(
          `brandkit/languages/${folder}/${file} is for "${tag}", which is not registered: ` +
            `add its line to brandkit/languages/registry.ts, or remove the file`,
        );
      }
    }
  }
  return problems;
}

/** The JSON files of a language folder, as they are. */
function jsonFilesIn(folder: Folder): string[] {
  return [...Deno.readDirSync(new URL(`${folder}/`, LANGUAGES_FOLDER))]
    .filter((entry) => entry.isFile && entry.name.endsWith(".json"))
    .map((entry) => entry.name);
}

describe("the language files", () => {
  it("are all there: every registered language has its file in every folder, and no folder has another", () => {
    expect(languageFileProblems(jsonFilesIn)).toEqual([]);
  });

  /** A registry of two languages, and their files in every folder. */
  const TWO = [{ tag: "en", autonym: "English" }, { tag: "ko", autonym: "한국어" }];
  const bothFiles = ["en.json", "ko.json"];

  it("name the language and the file when a registered language lacks one", () => {
    const withoutKorean = (folder: Folder) => folder === "kind-markers" ? ["en.json"] : bothFiles;
    expect(languageFileProblems(withoutKorean, TWO)).toEqual([
      "ko (한국어) is registered but has no brandkit/languages/kind-markers/ko.json: " +
      "write it, and import it in kind-markers/mod.ts",
    ]);
  });

  it("name the file when a folder has one for a language that is not registered", () => {
    const withSwedish = (folder: Folder) => folder === "phrases" ? [...bothFiles, "sv.json"] : bothFiles;
    expect(languageFileProblems(withSwedish, TWO)).toEqual([
      'brandkit/languages/phrases/sv.json is for "sv", which is not registered: ' +
      "add its line to brandkit/languages/registry.ts, or remove the file",
    ]);
  });

  it.each(LANGUAGES.map((language) => [language.tag, language.autonym] as const))(
    "are read for %s (%s) through every folder's reader",
    (tag) => {
      for (const folder of LANGUAGE_FOLDERS) {
        expect(READERS[folder](tag).language, `${folder}/${tag}.json, read by ${folder}/mod.ts`).toBe(tag);
      }
      expect(languageFilesOf(tag)).toEqual(LANGUAGE_FOLDERS.map((folder) => `${folder}/${tag}.json`));
    },
  );
});

describe("the registry", () => {
  it("lists each language once, by a lower-case primary subtag, apart from the languages it does not write", () => {
    const tags = LANGUAGES.map((language) => language.tag);
    expect(new Set(tags).size).toBe(tags.length);
    for (const tag of tags) expect(tag).toMatch(/^[a-z]{2,3}$/);
    expect(OTHER_LANGUAGES.filter((other) => (tags as readonly string[]).includes(other.tag))).toEqual([]);
  });

  it("is where the copy languages, the form's choices and the directions come from", () => {
    expect(COPY_LANGUAGES).toEqual(LANGUAGES.map((language) => language.tag));
    expect(LANGUAGE_OPTIONS.slice(1)).toEqual(
      LANGUAGES.map(({ tag, autonym }) => ({ value: tag, label: autonym, lang: tag })),
    );
    for (const { tag, direction } of LANGUAGES) expect(textDirection(tag), tag).toBe(direction);
  });
});

describe("writtenLanguage()", () => {
  it.each<[string | undefined, string]>([
    ["ja", "ja"],
    ["pt-BR", "pt-BR"],
    ["en-GB", "en-GB"],
    ["zh-Hant-TW", "zh-Hant-TW"],
    ["JA-jp", "ja-jp"],
    // A language BrandKit does not write, or none: the kit is written in English.
    ["he", "en"],
    ["sw-KE", "en"],
    ["", "en"],
    [undefined, "en"],
  ])("settles %s as %s", (tag, written) => {
    expect(writtenLanguage(tag)).toBe(written);
  });

  it("gives a value whose registered language needs no fallback", () => {
    expect(baseLanguage(writtenLanguage("pt-BR"))).toBe("pt");
    expect(baseLanguage(writtenLanguage("th"))).toBe("en");
    expect(writtenLanguage(writtenLanguage("ar-EG"))).toBe("ar-EG");
  });
});
