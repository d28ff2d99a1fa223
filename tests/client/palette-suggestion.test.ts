import { describe, expect, it } from "vitest";
import { paletteFits, PALETTES } from "../../brandkit/web.ts";
import { suggestPalette } from "../../client/form/palette-suggestion.ts";
import { say } from "../../client/i18n/translator.ts";
import { PALETTE_GROUP_LABELS, paletteGroups } from "../../client/palette-list.ts";
import { interfaceWordsOf } from "../../routes/interface-catalogs.ts";

const named = (name: string) => PALETTES.find((palette) => palette.name === name)!;

describe("suggestPalette()", () => {
  it.each<[string, string[], string | undefined]>([
    // "sporty" is bold; of the bold palettes, the catalogue lists Berry Blast first. The others have no mood.
    [
      "sporty, friendly, morning get the first bold palette",
      ["sporty", "friendly", "morning"],
      "Berry Blast",
    ],
    ["jazz gets its own palette, Jazz Club", ["jazz"], "Jazz Club"],
    ["a theme word beats a mood", ["elegant", "jazz"], "Jazz Club"],
    ["the first vibe's mood leads", ["neon", "retro"], "Electric Night"],
    ["no vibes get no suggestion", [], undefined],
    ["vibes no palette fits get no suggestion", ["friendly", "morning"], undefined],
  ])("%s", (_case, vibes, expected) => {
    expect(suggestPalette(vibes, PALETTES)?.name).toBe(expected);
  });

  it("picks a palette the core scores best for the vibes", () => {
    for (
      const vibes of [["sporty", "friendly", "morning"], ["neon", "retro"], ["wedding"], [
        "tropical",
        "beach",
      ]]
    ) {
      const scores = paletteFits({ vibes });
      const suggested = suggestPalette(vibes, PALETTES)!;
      expect(scores.get(suggested.name)).toBe(Math.max(...scores.values()));
    }
  });

  it("changes as vibes are added and removed", () => {
    expect(suggestPalette(["sporty"], PALETTES)?.name).toBe("Berry Blast");
    expect(suggestPalette(["jazz", "sporty"], PALETTES)?.name).toBe("Jazz Club");
    expect(suggestPalette(["sporty"], PALETTES)?.name).toBe("Berry Blast");
  });
});

describe("paletteGroups()", () => {
  it("is one unheaded list of every palette without a suggestion", () => {
    expect(paletteGroups(PALETTES)).toEqual([{ key: "all", palettes: PALETTES, start: 0 }]);
  });

  it("puts the suggestion first, under 'Suggested for your vibes', then every palette", () => {
    const suggested = named("Berry Blast");
    const groups = paletteGroups(PALETTES, suggested);
    expect(groups).toEqual([
      { key: "suggested", label: PALETTE_GROUP_LABELS.suggested, palettes: [suggested], start: 0 },
      { key: "all", label: PALETTE_GROUP_LABELS.all, palettes: PALETTES, start: 1 },
    ]);
    const { t } = interfaceWordsOf("en");
    expect(groups.map((group) => group.label && say(t, group.label))).toEqual([
      "Suggested for your vibes",
      "All palettes",
    ]);
  });
});
