import { describe, expect, it } from "vitest";
import { AUTO_LANGUAGE, COPY_LANGUAGES } from "../../brandkit/web.ts";
import { copyLangProps } from "../../client/copy-lang.ts";
import { LANGUAGE_OPTIONS } from "../../client/form/languages.ts";
import { message, say } from "../../client/i18n/translator.ts";
import { createKitPageStore } from "../../client/state/kit-page-store.ts";
import { interfaceWordsOf } from "../../routes/interface-catalogs.ts";
import { SAMPLE_KIT, scriptedApi } from "../support/sample-kit.ts";

describe("copyLangProps()", () => {
  it.each<[string, { lang: string; dir: "ltr" | "rtl" }]>([
    ["ja", { lang: "ja", dir: "ltr" }],
    ["pt-BR", { lang: "pt-BR", dir: "ltr" }],
    ["ar", { lang: "ar", dir: "rtl" }],
    // BrandKit does not write Hebrew: the copy is English, and marked so.
    ["he", { lang: "en", dir: "ltr" }],
    ["th", { lang: "en", dir: "ltr" }],
  ])("marks copy of a kit in %s", (language, props) => {
    expect(copyLangProps(language)).toEqual(props);
  });
});

describe("the Language select's options", () => {
  it("offers Auto first, then every language BrandKit writes, each named in itself", () => {
    expect(LANGUAGE_OPTIONS[0]).toEqual({ value: AUTO_LANGUAGE, label: message("form.language.auto") });
    // "Auto" is the interface's word: English says it as it always has, Japanese in its own words.
    expect(say(interfaceWordsOf("en").t, message("form.language.auto"))).toBe("Auto");
    expect(say(interfaceWordsOf("ja").t, message("form.language.auto"))).not.toBe("form.language.auto");
    expect(LANGUAGE_OPTIONS.slice(1).map((option) => option.value)).toEqual([...COPY_LANGUAGES]);
    expect(LANGUAGE_OPTIONS.find((option) => option.value === "ja")).toEqual({
      value: "ja",
      label: "日本語",
      lang: "ja",
    });
  });
});

describe("the kit store and the kit's language", () => {
  it("keeps the kit's language with the request, so new graphics and formats stay in it", async () => {
    const api = scriptedApi();
    api.kits.push({ ...SAMPLE_KIT, language: "ja" });
    const store = createKitPageStore({ api, notify: () => {}, now: () => 0 });
    await store.submit({ customEventName: "東京ナイト" });
    expect(store.getState().request).toEqual({ customEventName: "東京ナイト", language: "ja" });
  });
});
