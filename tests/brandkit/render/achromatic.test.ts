/**
 * Achromatic palettes stay crisp (issue 20, item 4): their roles are pure greys, black and white, never a tint
 * or a grey mixed halfway where an accent would be; and a black-and-white poster has no pixel with visible chroma.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { seededRandom } from "../../../brandkit/seed.ts";
import { paletteRoles } from "../../../brandkit/palettes/palette-roles.ts";
import { chroma } from "../../../brandkit/palettes/color.ts";
import { CANVAS_SIZES } from "../../../brandkit/formats/formats.ts";
import { createRenderer, type Renderer } from "../../../brandkit/render/mod.ts";
import { LAYOUT_FAMILIES } from "../../../brandkit/web.ts";
import { pngPixels, renderAssets } from "../../support/render-assets.ts";
import { designedBrief } from "./_brief.ts";

/** Most chroma (0-255) a pixel of an achromatic poster may have: anti-aliasing of pure greys has none. */
const MAX_PIXEL_CHROMA = 2;

describe("paletteRoles() of achromatic palettes", () => {
  it.each([
    [["#000000", "#FFFFFF"], { hero: "#FFFFFF", accent: "#000000", deep: "#000000", paper: "#FFFFFF" }],
    [["#FFFFFF", "#000000"], { hero: "#FFFFFF", accent: "#000000", deep: "#000000", paper: "#FFFFFF" }],
    [["#000000"], { hero: "#000000", accent: "#FFFFFF", deep: "#000000", paper: "#FFFFFF" }],
    [["#FFFFFF"], { hero: "#FFFFFF", accent: "#000000", deep: "#000000", paper: "#FFFFFF" }],
    [["#101014", "#F0F0F2"], { hero: "#F0F0F0", accent: "#101010", deep: "#101010", paper: "#F0F0F0" }],
  ])("gives %j pure greys, black and white: %j", (colors, expected) => {
    for (const seed of [1, 2, 3]) {
      const roles = paletteRoles(colors, seededRandom(seed));
      expect(roles).toMatchObject({ ...expected, achromatic: true });
      for (const color of [roles.hero, roles.accent, roles.spot, roles.deep, roles.paper, roles.glow]) {
        expect(chroma(color), color).toBe(0);
      }
    }
  });

  it("keeps a chromatic palette chromatic, with its tints named", () => {
    const roles = paletteRoles(["#E6067A", "#F472B6"], seededRandom(1));
    expect(roles.achromatic).toBe(false);
    expect(roles.tints).toContainEqual({ color: "#570633", parent: "#E6067A", tone: "dark" });
    expect(roles.tints).toContainEqual({ color: "#FEEEF0", parent: "#E6067A", tone: "light" });
  });

  it("makes the missing accent of one grey the pole that stands out, not a mid-grey", () => {
    expect(paletteRoles(["#222222"], seededRandom(1)).accent).toBe("#FFFFFF");
    expect(paletteRoles(["#DDDDDD"], seededRandom(1)).accent).toBe("#000000");
  });
});

describe("a black-and-white poster", () => {
  let renderer: Renderer;
  beforeAll(async () => {
    renderer = createRenderer(await renderAssets());
  });

  it.each(LAYOUT_FAMILIES.map((family) => [family]))(
    "in %s has no pixel with visible chroma",
    async (family) => {
      const png = await renderer.render({
        kind: "poster",
        size: CANVAS_SIZES.poster,
        brief: designedBrief({
          eventName: "Noir et Blanc",
          vibes: [],
          colors: ["#000000", "#FFFFFF"],
          seed: 3,
        }, family),
      });
      const pixels = pngPixels(png);
      let worst = 0;
      for (let at = 0; at < pixels.length; at += 4) {
        worst = Math.max(
          worst,
          Math.max(pixels[at], pixels[at + 1], pixels[at + 2]) -
            Math.min(pixels[at], pixels[at + 1], pixels[at + 2]),
        );
      }
      expect(worst).toBeLessThanOrEqual(MAX_PIXEL_CHROMA);
    },
  );

  it("in glow has no mid-grey cloud: the pools are left out, the field stays black", async () => {
    const png = await renderer.render({
      kind: "poster",
      size: CANVAS_SIZES.poster,
      brief: designedBrief(
        { eventName: "Noir et Blanc", vibes: [], colors: ["#000000", "#FFFFFF"], seed: 3 },
        "glow",
      ),
    });
    const pixels = pngPixels(png);
    let midGrey = 0;
    for (let at = 0; at < pixels.length; at += 4) {
      if (pixels[at] >= 48 && pixels[at] <= 208) midGrey++;
    }
    // The tube's soft layers, the moon's ring and antialiasing make some grey (about 6%); pools made a cloud of it.
    expect(midGrey / (pixels.length / 4)).toBeLessThan(0.1);
  });
});
