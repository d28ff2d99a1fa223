/**
 * Safe zones (issue 20, item 6): on the story no text and no QR code lies under the apps' bars (the top 250 px
 * and the bottom 340 px of 1080x1920), over a corpus of families, palettes, long and short names, with and
 * without the date, place and link; and the code a phone reads back (jsQR, from the PNG) is where the design says.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { CANVAS_SIZES } from "../../../brandkit/formats/formats.ts";
import { PALETTES } from "../../../brandkit/palettes/palettes.ts";
import { createRenderer, type Renderer } from "../../../brandkit/render/mod.ts";
import { LAYOUT_FAMILIES } from "../../../brandkit/web.ts";
import { SAFE_INSETS_PX } from "../../../brandkit/render/layouts/_kit.ts";
import { LONG_LINK } from "./_goldens.ts";
import { locateQrPng } from "./_scan.ts";
import { renderAssets } from "../../support/render-assets.ts";
import { type BriefFacts, designedBrief } from "./_brief.ts";

const STORY = CANVAS_SIZES.story;
const BARS = SAFE_INSETS_PX.story!;
const NAMES = [
  "X",
  "東京",
  "Amelia & Jonathan",
  "Donaudampfschifffahrtsgesellschaftskapitänsball Wien",
  "Internationale Elektronische Musiknacht im Kraftwerk Mitte",
] as const;
const PALETTE_NAMES = ["Electric Night", "Pastel Dreams", "Sunset Glow", "Monochrome"] as const;
const colorsOf = (name: string) => PALETTES.find((palette) => palette.name === name)!.colors;
/** Which of the date, place and link a brief carries: all, none, and each alone. */
const EXTRAS = ["all", "none", "date", "place", "link"] as const;
const RENDER_TIMEOUT_MS = 60_000;

let renderer: Renderer;
beforeAll(async () => {
  renderer = createRenderer(await renderAssets());
});

function brief(name: string, palette: string, extras: typeof EXTRAS[number], seed: number): BriefFacts {
  const made: BriefFacts = { eventName: name, vibes: [], seed, colors: colorsOf(palette) };
  if (extras === "all" || extras === "date") made.displayDate = "Saturday, September 12, 2026";
  if (extras === "all" || extras === "place") {
    made.location = "Kraftwerk Berlin, Köpenicker Straße 70, 10179 Berlin";
  }
  if (extras === "all" || extras === "link") {
    made.eventLink = seed % 2 ? LONG_LINK : "https://tix.example.com/e/1";
  }
  return made;
}

describe("the story keeps its text and QR code clear of the apps' bars", () => {
  it.each(LAYOUT_FAMILIES.map((family) => [family]))(
    "in the %s family, over names, palettes and details",
    async (family) => {
      let seed = 1;
      for (const name of NAMES) {
        for (const palette of PALETTE_NAMES) {
          for (const extras of EXTRAS) {
            const design = await renderer.design({
              kind: "story",
              size: STORY,
              brief: designedBrief(brief(name, palette, extras, seed++), family),
            });
            const where = `${name} / ${palette} / ${extras}`;
            for (const block of design.blocks) {
              expect(block.y, `${where}: ${block.id} top`).toBeGreaterThanOrEqual(BARS.top);
              expect(block.y + block.text.height, `${where}: ${block.id} foot`).toBeLessThanOrEqual(
                STORY.height - BARS.bottom,
              );
            }
            if (design.qr) {
              expect(design.qr.y, `${where}: QR top`).toBeGreaterThanOrEqual(BARS.top);
              expect(design.qr.y + design.qr.height, `${where}: QR foot`).toBeLessThanOrEqual(
                STORY.height - BARS.bottom,
              );
            }
          }
        }
      }
    },
    RENDER_TIMEOUT_MS,
  );

  it.each(LAYOUT_FAMILIES.map((family, index) => [family, index % 2 ? "long" : "short"] as const))(
    "in the %s family the QR code read back from the PNG (%s link) lies between the bars",
    async (family, length) => {
      const link = length === "long" ? LONG_LINK : "https://tix.example.com/e/1";
      const png = await renderer.render({
        kind: "story",
        size: STORY,
        brief: designedBrief({
          ...brief(NAMES[3], PALETTE_NAMES[LAYOUT_FAMILIES.indexOf(family) % 4], "all", 3),
          eventLink: link,
        }, family),
      });
      const found = locateQrPng(png);
      expect(found?.data).toBe(link);
      expect(found!.top).toBeGreaterThanOrEqual(BARS.top);
      expect(found!.bottom).toBeLessThanOrEqual(STORY.height - BARS.bottom);
    },
    RENDER_TIMEOUT_MS,
  );
});
