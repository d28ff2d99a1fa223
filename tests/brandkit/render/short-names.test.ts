/**
 * Short names (issue 20, item 5): a name of one to three characters is set as one big word that fills its space,
 * on every canvas and in every family, Latin, Greek, digits and CJK alike. Measured from the design (the fitted
 * name block), not from pixels: its size as a share of the canvas's short side, and its width inside its box.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { CANVAS_KINDS, CANVAS_SIZES, type CanvasKind } from "../../../brandkit/formats/formats.ts";
import type { ImageBrief } from "../../../brandkit/generation/provider.ts";
import { createRenderer, type Renderer } from "../../../brandkit/render/mod.ts";
import { LAYOUT_FAMILIES, type LayoutFamily } from "../../../brandkit/web.ts";
import { renderAssets } from "../../support/render-assets.ts";
import { designedBrief } from "./_brief.ts";

const SHORT_NAMES = ["X", "AB", "Ω", "7", "東京"] as const;
/**
 * The least size of a short name, as a share of the canvas's short side: alone (only the top line beside
 * it), and with the date, a long place and a QR code taking their room. The family sizes of long names top
 * out at 0.12-0.17, where "X" sat small in an empty poster.
 */
const LEAST_SIZE_SHARE = { alone: 0.18, crowded: 0.1 } as const;

let renderer: Renderer;
beforeAll(async () => {
  renderer = createRenderer(await renderAssets());
});

function brief(name: string, crowded: boolean, family: LayoutFamily): ImageBrief {
  return designedBrief({
    eventName: name,
    vibes: [],
    seed: 7,
    colors: ["#1D4ED8", "#FACC15", "#0F172A"],
    ...(crowded
      ? {
        displayDate: "January 24, 2027",
        location: "Hofburg, Heldenplatz, Wien",
        eventLink: "https://tix.example.com/kapitaensball",
      }
      : {}),
  }, family);
}

const CASES = SHORT_NAMES.flatMap((name) =>
  LAYOUT_FAMILIES.flatMap((family) => (["alone", "crowded"] as const).map((room) => ({ name, family, room })))
);

describe("a short name on every canvas", () => {
  it.each(CASES.map((c) => [c.name, c.family, c.room, c] as const))(
    "%s in %s (%s) is set on one line, inside its box, at least the stated share of the short side",
    async (_name, _family, _room, c: { name: string; family: LayoutFamily; room: "alone" | "crowded" }) => {
      for (const kind of CANVAS_KINDS as readonly CanvasKind[]) {
        const size = CANVAS_SIZES[kind];
        const design = await renderer.design({
          kind,
          size,
          brief: brief(c.name, c.room === "crowded", c.family),
        });
        const name = design.blocks.find((block) => block.id === "name")!;
        const unit = Math.min(size.width, size.height);
        // Each name is already in capitals, so an upper-case family sets it as it is.
        expect(name.text.lines, kind).toEqual([c.name]);
        expect(name.text.width, kind).toBeLessThanOrEqual(name.width + 0.5);
        expect(name.text.size / unit, kind).toBeGreaterThanOrEqual(LEAST_SIZE_SHARE[c.room]);
      }
    },
  );
});
