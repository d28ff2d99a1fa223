import { beforeAll, describe, expect, it } from "vitest";
import { IMAGE_KINDS, IMAGE_SIZES } from "../../../brandkit/constants.ts";
import { PALETTES } from "../../../brandkit/palettes/palettes.ts";
import type { ImageBrief } from "../../../brandkit/generation/provider.ts";
import { createRenderer, type Design, type Renderer } from "../../../brandkit/render/mod.ts";
import { LAYOUT_FAMILIES } from "../../../brandkit/web.ts";
import type { LayoutFamily } from "../../../brandkit/design.ts";
import { chooseFamily } from "../../../brandkit/studio/family.ts";
import { MIN_TEXT_CONTRAST, minContrast } from "../../../brandkit/palettes/color.ts";
import { renderAssets } from "../../support/render-assets.ts";
import { designedBrief } from "./_brief.ts";

let renderer: Renderer;
beforeAll(async () => {
  renderer = createRenderer(await renderAssets());
});

const NAMES = [
  "Neon Nights",
  "The Annual International Conference of Extraordinarily Long Event Names & Friends",
  '<Tom & Jerry\'s> "Quoted" Wedding 🎉',
  "ליל הניאון مهرجان الليل",
];
/** Every palette of the catalogue, plus the form's default pinks and palettes with nothing to work with. */
const COLOR_SETS = [
  ...PALETTES.map((palette) => ({ label: palette.name, colors: palette.colors })),
  { label: "the default pinks", colors: ["#E6067A", "#F472B6"] },
  { label: "one mid grey", colors: ["#777777"] },
  { label: "white only", colors: ["#FFFFFF"] },
  { label: "black only", colors: ["#000000"] },
];

function briefFor(index: number, colors: readonly string[], family: LayoutFamily): ImageBrief {
  return designedBrief({
    eventName: NAMES[index % NAMES.length],
    vibes: ["elegant", "jazz"],
    colors,
    displayDate: "December 31, 2026",
    location: "Pier 57, Hudson River Park, New York",
    seed: index * 7919,
  }, family);
}

function overlaps(a: Design["blocks"][number], b: Design["blocks"][number]): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.text.height && b.y < a.y + a.text.height;
}

describe.each(LAYOUT_FAMILIES)("the %s layout", (family) => {
  it("keeps every text block at 4.5:1 or better against everything behind it, for every palette and format", async () => {
    const failures: string[] = [];
    for (const [index, { label, colors }] of COLOR_SETS.entries()) {
      for (const kind of IMAGE_KINDS) {
        const design = await renderer.design({
          kind,
          size: IMAGE_SIZES[kind],
          brief: briefFor(index, colors, family),
        });
        for (const block of design.blocks) {
          const ratio = minContrast(block.color, block.backdrop);
          if (ratio < MIN_TEXT_CONTRAST) failures.push(`${label} ${kind} ${block.id}: ${ratio.toFixed(2)}:1`);
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it("places every text block inside the canvas, inside its box and clear of the others", async () => {
    const failures: string[] = [];
    for (const [index, { label, colors }] of COLOR_SETS.entries()) {
      for (const kind of IMAGE_KINDS) {
        const { width, height } = IMAGE_SIZES[kind];
        const design = await renderer.design({
          kind,
          size: { width, height },
          brief: briefFor(index, colors, family),
        });
        for (const block of design.blocks) {
          const inside = block.x >= 0 && block.y >= 0 && block.x + block.width <= width &&
            block.y + block.text.height <= height && block.text.width <= block.width + 0.5;
          if (!inside) failures.push(`${label} ${kind} ${block.id} is outside`);
        }
        design.blocks.forEach((block, at) => {
          for (const other of design.blocks.slice(at + 1)) {
            if (overlaps(block, other)) failures.push(`${label} ${kind} ${block.id} overlaps ${other.id}`);
          }
        });
      }
    }
    expect(failures).toEqual([]);
  });

  it("sets the event name, the date and the place in every format", async () => {
    for (const kind of IMAGE_KINDS) {
      const design = await renderer.design({
        kind,
        size: IMAGE_SIZES[kind],
        brief: briefFor(0, PALETTES[0].colors, family),
      });
      const text = (id: string) =>
        design.blocks.find((block) => block.id === id)?.text.lines.join(" ").toLowerCase();
      expect(text("name")).toBe("neon nights");
      expect(text("date")).toBe("december 31, 2026");
      expect(text("location")).toBe("pier 57, hudson river park, new york");
    }
  });
});

describe("chooseFamily()", () => {
  it.each(
    [
      [["elegant"], "editorial"],
      [["Wedding", "romantic"], "editorial"],
      [["retro"], "retro"],
      [["70s disco"], "retro"],
      [["neon"], "glow"],
      [["spooky"], "glow"],
      [["corporate"], "geometric"],
      [["minimal"], "geometric"],
      [["festive"], "confetti"],
      [["playful"], "confetti"],
      [["tropical"], "gradient"],
      [["bold"], "bold"],
      [["rustic"], "editorial"],
    ] as const,
  )("picks the layout for %j: %s", (vibes, family) => {
    for (const seed of [0, 1, 2, 99]) expect(chooseFamily(vibes, seed)).toBe(family);
  });

  it("lets the seed choose when there are no vibes, and uses more than one layout doing so", () => {
    const families = new Set(Array.from({ length: 40 }, (_, seed) => chooseFamily([], seed)));
    expect(families.size).toBeGreaterThan(3);
  });

  it("still picks a layout for vibes it does not know, the same one each time", () => {
    expect(LAYOUT_FAMILIES).toContain(chooseFamily(["cottagecore"], 5));
    expect(chooseFamily(["cottagecore"], 5)).toBe(chooseFamily(["cottagecore"], 5));
  });
});
