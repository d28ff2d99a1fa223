import { describe, expect, it } from "vitest";
import { CONTRAST_AA, contrastRatio, PALETTES } from "../../../brandkit/web.ts";
import { eventTheme, readableInk, wash } from "../../../brandkit/event/mod.ts";

/** Every text colour of the theme with the colour behind it. */
function textPairs(colors: readonly string[]): Array<[string, string, string]> {
  const theme = eventTheme(colors);
  return [
    ["page", theme.pageInk, theme.page],
    ["hero", theme.heroInk, theme.hero],
    ["button", theme.accentInk, theme.accent],
    ["link on a card", theme.link, "#ffffff"],
  ];
}

describe("eventTheme()", () => {
  it.each(PALETTES.map((palette) => [palette.name, palette.colors] as const))(
    "reads at 4.5:1 or better everywhere for %s",
    (_name, colors) => {
      for (const [where, ink, background] of textPairs(colors)) {
        expect(contrastRatio(ink, background), where).toBeGreaterThanOrEqual(CONTRAST_AA);
      }
    },
  );

  it.each([
    ["one pale colour", ["#fff8e7"]],
    ["one mid grey", ["#777777"]],
    ["mid tones only", ["#e6067a", "#f472b6"]],
    ["white and black", ["#ffffff", "#000000"]],
  ])("reads at 4.5:1 or better with %s", (_what, colors) => {
    for (const [where, ink, background] of textPairs(colors)) {
      expect(contrastRatio(ink, background), where).toBeGreaterThanOrEqual(CONTRAST_AA);
    }
  });

  it("puts the first colour behind the name and the next one on the buttons", () => {
    const theme = eventTheme(["#0B3D91", "#FFD166", "#EF476F"]);
    expect([theme.hero, theme.accent]).toEqual(["#0b3d91", "#ffd166"]);
    expect(theme.page).toBe(wash("#0b3d91", 0.1));
  });
});

describe("readableInk()", () => {
  it.each([
    ["the palette's colour that reads best", "#0b3d91", ["#0b3d91", "#ffd166", "#ffffff"], "#ffffff"],
    ["a palette colour that reads, over black and white", "#ffd166", ["#ffd166", "#0b3d91"], "#0b3d91"],
    [
      "near-black when no palette colour reads on a light colour",
      "#ffd166",
      ["#ffd166", "#ef476f"],
      "#16121c",
    ],
    ["white when no palette colour reads on a dark colour", "#0b3d91", ["#0b3d91"], "#ffffff"],
    ["pure black where near-black and white both fall short", "#e6067a", [], "#000000"],
  ])("gives %s", (_what, background, palette, ink) => {
    expect(readableInk(background, palette)).toBe(ink);
  });
});

describe("wash()", () => {
  it("mixes a colour with white", () => {
    expect(wash("#000000", 0.1)).toBe("#e6e6e6");
    expect(wash("#ff0000", 0.5)).toBe("#ff8080");
    expect(wash("#123456", 1)).toBe("#123456");
  });
});
