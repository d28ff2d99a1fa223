import { describe, expect, it } from "vitest";
import { DEFAULT_COLORS } from "../../../brandkit/constants.ts";
import { PALETTES } from "../../../brandkit/palettes/palettes.ts";
import { seededRandom } from "../../../brandkit/seed.ts";
import { paletteRoles } from "../../../brandkit/palettes/palette-roles.ts";
import { chroma } from "../../../brandkit/palettes/color.ts";
import { contrastRatio, relativeLuminance } from "../../../brandkit/palettes/contrast.ts";
import { moodOf, moodsOf } from "../../../brandkit/mod.ts";

describe("paletteRoles()", () => {
  it("gives every catalogue palette a deep field dark enough and a paper field light enough for any text", () => {
    for (const palette of PALETTES) {
      const roles = paletteRoles(palette.colors, seededRandom(1));
      expect(relativeLuminance(roles.deep), palette.name).toBeLessThanOrEqual(0.025);
      expect(relativeLuminance(roles.paper), palette.name).toBeGreaterThanOrEqual(0.86);
      expect(contrastRatio(roles.deep, roles.paper), palette.name).toBeGreaterThan(12);
      expect(palette.colors, palette.name).toContain(roles.hero);
    }
  });

  it("leads with the most colourful colour", () => {
    const roles = paletteRoles(["#DDDDDD", "#00B4D8", "#333333"], seededRandom(1));
    expect(roles.hero).toBe("#00B4D8");
    expect(chroma(roles.hero)).toBeGreaterThan(chroma(roles.accent));
  });

  it("falls back to the default colours when given nothing usable", () => {
    expect(paletteRoles(["not a colour", "#12"], seededRandom(1)).colors).toEqual([...DEFAULT_COLORS]);
  });

  it("makes an accent from a single colour", () => {
    const roles = paletteRoles(["#E6067A"], seededRandom(1));
    expect(roles.accent).not.toBe(roles.hero);
  });
});

describe("moodOf()", () => {
  it.each([
    ["elegant", "elegant"],
    ["Elegance", "elegant"],
    ["black tie", "elegant"],
    ["70s", "retro"],
    ["Neon", "neon"],
    ["nightlife", "neon"],
    ["techno", "neon"],
    ["tech", "corporate"],
    ["boho", "rustic"],
    ["beach party", "tropical"],
    ["zen", "minimal"],
    ["kids", "playful"],
    ["New Year", "festive"],
    ["HALLOWEEN", "spooky"],
    ["street", "bold"],
    ["cottagecore", null],
    ["🎉", null],
    ["", null],
  ])("reads %j as %s", (vibe, mood) => {
    expect(moodOf(vibe)).toBe(mood);
  });

  it("lists each mood once, first named first", () => {
    expect(moodsOf(["neon", "glow", "elegant", "jazz"])).toEqual(["neon", "elegant"]);
  });
});
