import { describe, expect, it } from "vitest";
import { INTERFACE_LANGUAGES } from "../../../client/i18n/interface-language.ts";
import { flatMessages } from "../../../routes/interface-catalogs.ts";
import { catalogProblems, looksEnglish, placeholdersOf } from "./_catalog-rules.ts";

const english = flatMessages("en");
const OTHERS = INTERFACE_LANGUAGES.filter((language) => language !== "en");

describe("the catalog rules", () => {
  it("read the placeholders of plain, plural and select messages", () => {
    expect(placeholdersOf("Plain")).toEqual([]);
    expect(placeholdersOf("Hi {name}, {count, plural, one {# guest} other {# guests of {host}}}")).toEqual([
      "count",
      "host",
      "name",
    ]);
  });

  it("catch a missing, empty, unparsable or differently filled message, and one English lacks", () => {
    const problems = catalogProblems(
      { a: "A", b: "B {n}", c: "C", d: "D {x}" },
      { a: "", b: "B {m}", d: "D {x", e: "E" },
    );
    expect(problems).toEqual([
      "a: empty",
      "b: placeholders {m} where English has {n}",
      "c: missing",
      expect.stringMatching(/^d: not ICU/),
      "e: not in the English catalog",
    ]);
  });

  it("tell an English sentence from a translation", () => {
    expect(looksEnglish("Your kit is ready", "Your kit is ready")).toBe(true);
    expect(looksEnglish("Please try again.", "Please try again.")).toBe(true);
    expect(looksEnglish("Ihr Kit ist fertig", "Your kit is ready")).toBe(false);
    expect(looksEnglish("PDF", "PDF")).toBe(false);
    expect(looksEnglish("Er is niets bewaard of gewijzigd.", "Nothing was kept or changed.", "nl")).toBe(
      false,
    );
    expect(looksEnglish("BrandKit · {name}", "BrandKit · {name}")).toBe(false);
  });
});

describe("the interface catalogs", () => {
  it("hold English messages", () => {
    expect(Object.keys(english).length).toBeGreaterThan(0);
  });

  it.each(OTHERS)(
    "%s has every English message, none empty, each ICU with English's placeholders",
    (language) => {
      expect(catalogProblems(english, flatMessages(language))).toEqual([]);
    },
  );

  it.each(OTHERS)("%s holds no English sentence", (language) => {
    const messages = flatMessages(language);
    const english_ = Object.entries(messages).filter(([id, message]) =>
      looksEnglish(message, english[id] ?? "", language)
    );
    expect(english_.map(([id, message]) => `${id}: ${message}`)).toEqual([]);
  });
});

describe("the code's messages", () => {
  it("are all in the English catalog", () => {
    const asked = new Map<string, string>();
    const walk = (folder: string) => {
      for (const entry of Deno.readDirSync(new URL(`../../../${folder}`, import.meta.url))) {
        const path = `${folder}/${entry.name}`;
        if (entry.isDirectory) walk(path);
        else if (/\.tsx?$/.test(entry.name)) {
          const text = Deno.readTextFileSync(new URL(`../../../${path}`, import.meta.url));
          for (const match of text.matchAll(/\bt\(\s*"((?:frame|form|result|event|door)\.[^"]+)"/g)) {
            asked.set(match[1], path);
          }
        }
      }
    };
    walk("client");
    walk("routes");
    expect([...asked].filter(([id]) => !(id in english)).map(([id, path]) => `${path}: ${id}`)).toEqual([]);
  });
});
