import { describe, expect, it } from "vitest";
import { z } from "zod";
import { languageFiles } from "../../../brandkit/languages/_language-files.ts";
import { COPY_LANGUAGES, type CopyLanguage } from "../../../brandkit/languages/registry.ts";

const Schema = z.strictObject({ language: z.string(), word: z.string() });
const sources = (overrides: Partial<Record<CopyLanguage, unknown>> = {}) =>
  ({
    ...Object.fromEntries(COPY_LANGUAGES.map((language) => [language, { language, word: `${language}!` }])),
    ...overrides,
  }) as Record<CopyLanguage, unknown>;

describe("languageFiles()", () => {
  it("reads a language's file through the schema, once", () => {
    let reads = 0;
    const counted = Schema.transform((file) => {
      reads++;
      return file;
    });
    const read = languageFiles("words", counted, sources());
    expect(read("ja")).toEqual({ language: "ja", word: "ja!" });
    expect(read("ja")).toBe(read("ja"));
    expect(reads).toBe(1);
  });

  it.each([
    ["names another language", { language: "de", word: "Wort" }, 'language must be "fr", the file\'s own'],
    ["does not fit the schema", { language: "fr" }, "word"],
  ])("refuses a file that %s, naming the file", (_case, file, problem) => {
    const read = languageFiles("words", Schema, sources({ fr: file }));
    expect(() => read("fr")).toThrow("words/fr.json");
    expect(() => read("fr")).toThrow(problem);
  });
});
