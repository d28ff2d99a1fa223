/**
 * The guide tells the truth about colour (issue 20, item 3): every solid paint the graphics' SVGs draw, over a
 * corpus of palettes, every layout family and every canvas, is listed in the brand guide PDF's text with its hex.
 * "Solid" is defined in ../render/_solid-paints.ts: flat colours at full strength; translucent glows and rings,
 * gradient stops and mask shapes blend or hide and are not listed colours.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { CANVAS_KINDS, CANVAS_SIZES } from "../../../brandkit/formats/formats.ts";
import { buildBrandGuide, guideSwatches } from "../../../brandkit/guide/guide.ts";
import { swatchName } from "../../../brandkit/palettes/swatches.ts";
import { PALETTES } from "../../../brandkit/palettes/palettes.ts";
import type { BrandKit } from "../../../brandkit/schemas.ts";
import { brandGuidePdf } from "../../../brandkit/documents/mod.ts";
import { markerColor } from "../../../brandkit/documents/_guide-usage.ts";
import { swatchBlock } from "../../../brandkit/documents/_guide-colour-type.ts";
import { createRenderer, type Renderer } from "../../../brandkit/render/mod.ts";
import { LAYOUT_FAMILIES } from "../../../brandkit/web.ts";
import { contrastRatio } from "../../../brandkit/palettes/contrast.ts";
import { renderAssets } from "../../support/render-assets.ts";
import { designedBrief } from "../render/_brief.ts";
import { solidPaints } from "../render/_solid-paints.ts";
import { extractText } from "../../support/pdf-readers.ts";

const CORPUS: ReadonlyArray<readonly string[]> = [
  ["#E6067A", "#F472B6"],
  ["#000000", "#FFFFFF"],
  ["#E6067A"],
  ["#FFFFFF"],
  ["#101014", "#F0F0F2", "#7A7A7A"],
  ...PALETTES.filter((_, index) => index % 9 === 0).map((palette) => palette.colors),
];

let renderer: Renderer;
beforeAll(async () => {
  renderer = createRenderer(await renderAssets());
});

const kitOf = (colors: readonly string[]): BrandKit => ({
  selectedName: "Neon Nights",
  eventNames: ["Neon Nights", "Night Shift", "After Dark"],
  headline: "Dance until the lights come up",
  tagline: "One night only.",
  description: "A night of light and sound.",
  socialCaptions: ["Save the date.", "Two weeks to go!", "Tonight."],
  images: { poster: "", square: "", banner: "" },
  brandGuide: buildBrandGuide(colors),
});

/** Every solid paint of every family's every canvas, for two seeds (the seed may pick another hero). */
async function paintsOf(colors: readonly string[]): Promise<Set<string>> {
  const paints = new Set<string>();
  for (const seed of [1, 2]) {
    for (const family of LAYOUT_FAMILIES) {
      for (const kind of CANVAS_KINDS) {
        const brief = designedBrief({
          eventName: "Neon Nights",
          vibes: [],
          colors: [...colors],
          seed,
          displayDate: "March 3, 2027",
          location: "Berlin",
          eventLink: "https://tickets.example.com/neon",
        }, family);
        const design = await renderer.design({ kind, size: CANVAS_SIZES[kind], brief });
        for (const paint of solidPaints(await renderer.toSvg(design))) paints.add(paint);
      }
    }
  }
  return paints;
}

describe("the brand guide's colours", () => {
  it.each(CORPUS.map((colors) => [colors.join(" "), colors]))(
    "lists every solid paint of the graphics of %s in the PDF",
    async (_name, colors) => {
      const kit = kitOf(colors);
      const text = (await extractText(
        await brandGuidePdf({ kit, typesetting: renderer.documentTypesetting() }),
      )).pages.join(" ");
      const listed = new Set(guideSwatches(kit.brandGuide).map((swatch) => swatch.color));
      const paints = await paintsOf(colors);
      expect(paints.size).toBeGreaterThan(1);
      for (const paint of paints) {
        expect(listed, `${paint} in ${colors.join(" ")}`).toContain(paint);
        expect(text, paint).toContain(paint);
      }
    },
    60_000,
  );

  it("names the default palette's tints after the colour they were made from", async () => {
    const kit = kitOf(["#E6067A", "#F472B6"]);
    const text = (await extractText(
      await brandGuidePdf({ kit, typesetting: renderer.documentTypesetting() }),
    )).pages.join(" ");
    // The two: the dark field and the paper, beside a two-colour palette.
    expect(text).toContain("#570633");
    expect(text).toContain("Tint of #E6067A (dark)");
    expect(text).toContain("#FEEEF0");
    expect(text).toContain("Tint of #E6067A (light)");
    expect(text).toContain("RGB 87 6 51");
    expect(text).toContain("Don't add colours from outside the palette and the tints listed with it.");
  });

  it.each([
    ["#FFFFFF", true],
    ["#FDFDFD", true],
    ["#E6067A", false],
    ["#000000", false],
  ])("outlines a %s swatch on the white page: %s", (color, outlined) => {
    const block = swatchBlock(color, { x: 0, y: 0, width: 10, height: 10 });
    expect(block.kind === "rect" && contrastRatio(block.border ?? color, "#FFFFFF") >= 3).toBe(outlined);
  });

  it.each([
    [["#000000", "#FFFFFF"]],
    [["#FFFFFF", "#FEFEFE"]],
    [["#E6067A", "#F472B6"]],
    [["#FFF1D0", "#264653"]],
  ])("sets the Do and Don't markers of %j in colours that show on the white page", (colors) => {
    for (const index of [0, 1]) {
      expect(contrastRatio(markerColor(colors, index), "#FFFFFF")).toBeGreaterThanOrEqual(3);
    }
  });

  it("names each kind of swatch", () => {
    expect(guideSwatches({ colors: ["#101014", "#F0F0F2"] }).map(swatchName)).toEqual([
      "Brand colour",
      "Brand colour",
      "Grey of #F0F0F2",
      "Grey of #101014",
      "Tint of #F0F0F2 (light)",
      "White",
      "Black",
    ]);
  });
});
