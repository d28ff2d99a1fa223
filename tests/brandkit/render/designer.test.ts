/**
 * The designer takes the kit's design as given (issue 37): the family, the top line, the details line and the QR
 * code are the brief's, whatever the vibes and the date would call for; a brief without a design is no brief;
 * and each graphic's layout context is built once.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { CANVAS_SIZES } from "../../../brandkit/formats/formats.ts";
import type { ImageBrief } from "../../../brandkit/generation/provider.ts";
import {
  createRenderer,
  type Design,
  type GraphicRequest,
  type Renderer,
} from "../../../brandkit/render/mod.ts";
import { photoArt } from "./_art.ts";
import { designedBrief } from "./_brief.ts";
import { renderAssets } from "../../support/render-assets.ts";

let renderer: Renderer;
beforeAll(async () => {
  renderer = createRenderer(await renderAssets());
});

const POSTER = { kind: "poster", size: CANVAS_SIZES.poster } as const;

/** An elegant New Year's Eve: its vibes call for the editorial family, its date for a holiday top line. */
const chosen = designedBrief({
  eventName: "Harbour Lights",
  vibes: ["elegant"],
  colors: ["#1F2937", "#D4AF37", "#F5F0E6"],
  displayDate: "December 31, 2026",
  eventDate: "2026-12-31",
  location: "Pier 57, New York",
  eventLink: "https://tix.example.com/harbour",
  seed: 2,
});

/** `chosen` with other parts of its design. */
function withDesign(design: Partial<ImageBrief["design"]>): ImageBrief {
  return { ...chosen, design: { ...chosen.design, ...design } };
}

/** The text of a design's block, or undefined when it has none. */
function textOf(design: Design, id: string): string | undefined {
  return design.blocks.find((block) => block.id === id)?.text.lines.join(" ");
}

describe("the designer", () => {
  it("lays out the family and the top line the design names, not those the vibes and the date call for", async () => {
    const design = await renderer.design({
      ...POSTER,
      brief: withDesign({ family: "retro", topLine: "Bring a lantern" }),
    });
    expect(chosen.design.family).toBe("editorial");
    expect(chosen.design.topLine).not.toBe("Bring a lantern");
    expect(design.family).toBe("retro");
    expect(textOf(design, "topLine")).toBe("Bring a lantern");
  });

  it("draws no top line when the design's is empty, the details line it has, and no QR code when it says so", async () => {
    const design = await renderer.design({
      ...POSTER,
      brief: withDesign({ topLine: "", details: "Free · lanterns at the door", showQr: false }),
    });
    expect(textOf(design, "topLine")).toBeUndefined();
    expect(textOf(design, "details")?.toLowerCase()).toBe("free · lanterns at the door");
    expect(design.qr).toBeUndefined();
  });

  it("takes no brief without a design: it has none of its own to fall back on", () => {
    const { design: _design, ...bare } = chosen;
    // @ts-expect-error: a graphic's brief carries its design
    const request: GraphicRequest = { ...POSTER, brief: bare };
    expect(request.brief.design).toBeUndefined();
  });

  it("builds each graphic's layout context once: the seed, which only the context reads, is read once", async () => {
    let reads = 0;
    const brief = new Proxy(chosen, {
      get(target, key, receiver) {
        if (key === "seed") reads++;
        return Reflect.get(target, key, receiver);
      },
    });
    await renderer.design({ ...POSTER, brief });
    expect(reads).toBe(1);
    reads = 0;
    await renderer.designOverlay({ ...POSTER, brief, art: { bytes: photoArt(), mimeType: "image/png" } });
    expect(reads).toBe(1);
  });
});
