import { describe, expect, it } from "vitest";
import { graphicAltText, graphicAltTexts } from "../../../brandkit/web.ts";
import { formatEventDate } from "../../../brandkit/dates/mod.ts";

describe("graphicAltText()", () => {
  it.each([
    [
      "names the graphic, the event, its date in long form and its place",
      { eventDate: "2026-12-31", eventLocation: "Austin, TX" },
      "Poster for Neon Nights: December 31, 2026, Austin, TX",
    ],
    [
      "says the date alone when there is no place",
      { eventDate: "2026-07-04" },
      "Poster for Neon Nights: July 4, 2026",
    ],
    [
      "says the place alone when there is no date",
      { eventLocation: " Lisbon " },
      "Poster for Neon Nights: Lisbon",
    ],
    ["leaves out a date that is not a calendar date", { eventDate: "2026-02-30" }, "Poster for Neon Nights"],
    ["is the graphic and the name without details", {}, "Poster for Neon Nights"],
  ])("%s", (_case, details, alt) => {
    expect(graphicAltText("poster", "Neon Nights", details)).toBe(alt);
  });
});

describe("graphicAltTexts()", () => {
  it("gives each graphic its own title, keyed like the kit's images", () => {
    expect(graphicAltTexts("Maya Turns 7", { eventLocation: "Leeds" })).toEqual({
      poster: "Poster for Maya Turns 7: Leeds",
      square: "Square Tile for Maya Turns 7: Leeds",
      banner: "Banner for Maya Turns 7: Leeds",
    });
  });
});

describe("graphicAltText() in the kit's language", () => {
  const details = { eventDate: "2026-12-31", eventLocation: "Lisboa" };
  it.each<[string, string, string]>([
    ["en", "poster", "Poster for Neon Nights: December 31, 2026, Lisboa"],
    ["en-GB", "poster", "Poster for Neon Nights: 31 December 2026, Lisboa"],
    ["es", "square", "Imagen cuadrada de Neon Nights: 31 de diciembre de 2026, Lisboa"],
    ["fr", "banner", "Bannière pour Neon Nights\u00a0: 31 décembre 2026, Lisboa"],
    ["de", "poster", "Plakat für Neon Nights: 31. Dezember 2026, Lisboa"],
    ["pt-BR", "poster", "Cartaz de Neon Nights: 31 de dezembro de 2026, Lisboa"],
    ["it", "poster", "Locandina per Neon Nights: 31 dicembre 2026, Lisboa"],
    ["nl", "poster", "Poster voor Neon Nights: 31 december 2026, Lisboa"],
    ["ja", "poster", "Neon Nightsのポスター：2026年12月31日、Lisboa"],
    ["zh", "banner", "Neon Nights的横幅：2026年12月31日，Lisboa"],
    ["ko", "poster", "Neon Nights 포스터: 2026년 12월 31일, Lisboa"],
    // Arabic digits or Latin ones: the runtime's CLDR decides.
    ["ar", "poster", `ملصق Neon Nights: ${formatEventDate("2026-12-31", "ar")}، Lisboa`],
    ["hi", "poster", "Neon Nights का पोस्टर: 31 दिसंबर 2026, Lisboa"],
    ["ru", "story", "Сторис «Neon Nights»: 31 декабря 2026 г., Lisboa"],
    ["th", "poster", "Poster for Neon Nights: December 31, 2026, Lisboa"],
  ])("%s: %s", (language, kind, alt) => {
    expect(graphicAltText(kind as "poster", "Neon Nights", { ...details, language })).toBe(alt);
  });

  it("keeps a name's dollar signs as they are", () => {
    expect(graphicAltText("poster", "$& Night", { language: "ja" })).toBe("$& Nightのポスター");
  });
});
