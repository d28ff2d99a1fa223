import { describe, expect, it } from "vitest";
import { chosenPaletteNotice } from "../../brandkit/mod.ts";
import { languageNotice } from "../../brandkit/web.ts";
import { say } from "../../client/i18n/translator.ts";
import { kitNoticeMessage, languageNameIn } from "../../client/state/kit-notices.ts";
import { interfaceWordsOf } from "../../routes/interface-catalogs.ts";

const notices = [
  languageNotice("sv")!,
  chosenPaletteNotice({ name: "Sunset Glow", colors: ["#FF6B6B", "#FFA94D"] }),
];

describe("a kit's notices on the page", () => {
  it("read in English exactly as the server wrote them", () => {
    const { t } = interfaceWordsOf("en");
    expect(notices.map((notice) => say(t, kitNoticeMessage(notice, "en")!))).toEqual(notices);
  });

  it("are said in the interface's language, the language's name too", () => {
    const { t } = interfaceWordsOf("de");
    const [copy, palette] = notices.map((notice) => say(t, kitNoticeMessage(notice, "de")!));
    expect(copy).toBe("Die Texte sind auf Englisch: BrandKit schreibt noch nicht auf Schwedisch.");
    expect(palette).toContain("„Sunset Glow“ (#FF6B6B #FFA94D)");
    expect(languageNameIn("Swedish", "ja")).toBe("スウェーデン語");
  });

  it("leave a notice the page does not know as written", () => {
    expect(kitNoticeMessage("Something new.", "de")).toBeUndefined();
  });
});
