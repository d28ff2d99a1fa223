import { describe, expect, it } from "vitest";
import { PaletteCatalogueSchema } from "../../../brandkit/palettes/palettes.ts";
import catalogue from "../../../brandkit/palettes/palettes.json" with { type: "json" };
import {
  BrandKitError,
  DEFAULT_COLORS,
  DEFAULT_PALETTE_NAME,
  defaultPalette,
  findPalette,
  isHexColor,
  PALETTES,
  randomHexColors,
  randomPalette,
  requirePalette,
  seededRandom,
} from "../_fixtures.ts";

describe("palettes.json", () => {
  it("passes its schema", () => {
    expect(PaletteCatalogueSchema.safeParse(catalogue).success).toBe(true);
  });

  it("holds 55 to 65 palettes of 4 or 5 hex colours with unique names", () => {
    expect(PALETTES.length).toBeGreaterThanOrEqual(55);
    expect(PALETTES.length).toBeLessThanOrEqual(65);
    for (const palette of PALETTES) {
      expect(palette.colors.length).toBeGreaterThanOrEqual(4);
      expect(palette.colors.length).toBeLessThanOrEqual(5);
      expect(palette.colors.every(isHexColor)).toBe(true);
      expect(new Set(palette.colors).size).toBe(palette.colors.length);
    }
    expect(new Set(PALETTES.map((palette) => palette.name)).size).toBe(PALETTES.length);
  });

  it("puts Sunset Glow first and includes the documented examples", () => {
    expect(PALETTES[0].name).toBe(DEFAULT_PALETTE_NAME);
    for (const name of ["Sunset Glow", "Coral Dream", "Candy Pop", "Ocean Depths"]) {
      expect(findPalette(name)).toBeDefined();
    }
  });

  it("is varied: dark palettes and pastel palettes are both there", () => {
    const luma = (hex: string) => {
      const [r, g, b] = [1, 3, 5].map((index) => parseInt(hex.slice(index, index + 2), 16) / 255);
      return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    };
    const darkCount = (colors: string[]) => colors.filter((color) => luma(color) < 0.35).length;
    const averageLuma = (colors: string[]) =>
      colors.reduce((sum, color) => sum + luma(color), 0) / colors.length;
    expect(PALETTES.filter((palette) => darkCount(palette.colors) >= 3).length).toBeGreaterThanOrEqual(5);
    expect(PALETTES.filter((palette) => averageLuma(palette.colors) > 0.75).length).toBeGreaterThanOrEqual(5);
  });

  it.each([
    ["a duplicate name", [...catalogue, catalogue[1]], "palette names must be unique"],
    [
      "a bad colour",
      [{ name: "Sunset Glow", colors: ["#FFF", "#000", "#123", "nope"] }],
      "'nope' is not a hex colour like #E6067A",
    ],
    ["too few colours", [{ name: "Sunset Glow", colors: ["#FFF", "#000", "#123"] }], "Too small"],
    [
      "another palette first",
      [catalogue[1], catalogue[0]],
      "the first palette must be the default, Sunset Glow",
    ],
  ])("rejects a catalogue with %s", (_case, candidate, message) => {
    const result = PaletteCatalogueSchema.safeParse(candidate);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message).join(" ")).toContain(message);
  });
});

describe("palette helpers", () => {
  it("finds a palette by name in any case", () => {
    expect(findPalette("  ocean depths ")?.name).toBe("Ocean Depths");
    expect(findPalette("Nope")).toBeUndefined();
  });

  it("explains an unknown palette name with examples", () => {
    expect(() => requirePalette("Nope")).toThrow(BrandKitError);
    expect(() => requirePalette("Nope")).toThrow(
      "Unknown palette 'Nope'. Try one of 'Sunset Glow', 'Coral Dream', 'Candy Pop', or list them all with 'brandkit palettes'.",
    );
  });

  it("gives Sunset Glow as the default, led by the default colours the form starts with", () => {
    expect(defaultPalette().name).toBe("Sunset Glow");
    expect(defaultPalette().colors.slice(0, DEFAULT_COLORS.length)).toEqual(DEFAULT_COLORS);
  });

  it("picks a random palette from the injected randomness, never the current one", () => {
    expect(randomPalette(() => 0).name).toBe("Sunset Glow");
    expect(randomPalette(() => 0.999999).name).toBe(PALETTES.at(-1)!.name);
    expect(randomPalette(() => 0, "Sunset Glow").name).not.toBe("Sunset Glow");
  });

  it("makes three different random hex colours, reproducibly from a seed", () => {
    const colors = randomHexColors(seededRandom(1));
    expect(colors).toHaveLength(3);
    expect(new Set(colors).size).toBe(3);
    expect(colors.every((color) => /^#[0-9A-F]{6}$/.test(color))).toBe(true);
    expect(randomHexColors(seededRandom(1))).toEqual(colors);
  });

  it("still makes different colours from a source that always returns the same number", () => {
    expect(new Set(randomHexColors(() => 0.5, 3)).size).toBe(3);
  });
});
