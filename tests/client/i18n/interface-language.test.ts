import { describe, expect, it } from "vitest";
import {
  autonymOf,
  chooseInterfaceLanguage,
  directionOf,
  INTERFACE_LANGUAGES,
  interfaceLanguageOfTag,
} from "../../../client/i18n/interface-language.ts";

describe("the interface's languages", () => {
  it("are the 13 languages BrandKit writes, English first", () => {
    expect(INTERFACE_LANGUAGES).toEqual([
      "en",
      "es",
      "fr",
      "de",
      "pt",
      "it",
      "nl",
      "ja",
      "zh",
      "ko",
      "ar",
      "hi",
      "ru",
    ]);
  });

  it("are named in themselves, and Arabic alone reads right to left", () => {
    expect(autonymOf("de")).toBe("Deutsch");
    expect(autonymOf("ja")).toBe("日本語");
    expect(INTERFACE_LANGUAGES.filter((language) => directionOf(language) === "rtl")).toEqual(["ar"]);
  });

  it("are matched by a tag's primary subtag, whatever its region or case", () => {
    expect(interfaceLanguageOfTag("pt-BR")).toBe("pt");
    expect(interfaceLanguageOfTag("de-AT")).toBe("de");
    expect(interfaceLanguageOfTag("ZH-Hant-TW")).toBe("zh");
    expect(interfaceLanguageOfTag("sv-SE")).toBeUndefined();
    expect(interfaceLanguageOfTag(undefined)).toBeUndefined();
  });
});

describe("choosing the interface's language", () => {
  it("takes ?lang first, and says the query chose it (so the answer keeps it in the cookie)", () => {
    expect(chooseInterfaceLanguage({ query: "ja", cookie: "de", browser: ["fr"], kit: "ar" })).toEqual({
      language: "ja",
      chosenByQuery: true,
    });
  });

  it("then the cookie, then the browser's best match, then the kit's language, then English", () => {
    expect(chooseInterfaceLanguage({ cookie: "de", browser: ["fr"], kit: "ar" }).language).toBe("de");
    expect(chooseInterfaceLanguage({ browser: ["sv", "pt-BR", "en"], kit: "ar" }).language).toBe("pt");
    expect(chooseInterfaceLanguage({ browser: ["sv"], kit: "ar" }).language).toBe("ar");
    expect(chooseInterfaceLanguage({ browser: ["sv"] })).toEqual({ language: "en", chosenByQuery: false });
  });

  it("lets an unknown ?lang or cookie fall through to the next rule", () => {
    expect(chooseInterfaceLanguage({ query: "xx", cookie: "klingon", browser: ["de-AT"] })).toEqual({
      language: "de",
      chosenByQuery: false,
    });
    expect(chooseInterfaceLanguage({ query: "JA" }).language).toBe("en");
  });
});
