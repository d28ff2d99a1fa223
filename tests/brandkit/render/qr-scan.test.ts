import { beforeAll, describe, expect, it } from "vitest";
import { CANVAS_KINDS, CANVAS_SIZES, type CanvasKind } from "../../../brandkit/formats/formats.ts";
import { PALETTES } from "../../../brandkit/palettes/palettes.ts";
import { createRenderer, QR_CANVASES, QR_MIN_CONTRAST, type Renderer } from "../../../brandkit/render/mod.ts";
import { LAYOUT_FAMILIES, type LayoutFamily } from "../../../brandkit/web.ts";
import { QR_QUIET_ZONE_MODULES } from "../../../brandkit/qr-code.ts";
import { contrastRatio } from "../../../brandkit/palettes/contrast.ts";
import { busyArt, photoArt } from "./_art.ts";
import { LONG_LINK } from "./_goldens.ts";
import { scanPixels, scanPng } from "./_scan.ts";
import { pixelAt, pngPixels, pngSize, renderAssets } from "../../support/render-assets.ts";
import { type BriefFacts, designedBrief } from "./_brief.ts";

const SHORT_LINK = "https://tix.example.com/e/1";
/** Palettes a QR has to survive: a dark one, a pastel one, a warm one and a grey one. */
const PALETTE_NAMES = ["Electric Night", "Pastel Dreams", "Sunset Glow", "Monochrome"] as const;
const colorsOf = (name: string) => PALETTES.find((palette) => palette.name === name)!.colors;
const RENDER_TIMEOUT_MS = 30_000;

let renderer: Renderer;
beforeAll(async () => {
  renderer = createRenderer(await renderAssets());
});

function brief(link: string | undefined, palette: string): BriefFacts {
  const made: BriefFacts = {
    eventName: "Internationale Elektronische Musiknacht im Kraftwerk Mitte",
    vibes: ["neon"],
    colors: colorsOf(palette),
    displayDate: "March 13, 2027",
    eventDate: "2027-03-13",
    location: "Kraftwerk Berlin, Köpenicker Straße 70",
    seed: 11,
  };
  if (link) made.eventLink = link;
  return made;
}

/** Every layout family on the poster and the story; the link and the palette turn with each case. */
const SCAN_CASES = LAYOUT_FAMILIES.flatMap((family, index) =>
  (["poster", "story"] as const).map((kind, turn) => {
    const at = index * 2 + turn;
    const link = at % 2 === index % 2 ? SHORT_LINK : LONG_LINK;
    return { family, kind, link, palette: PALETTE_NAMES[at % PALETTE_NAMES.length] };
  })
);

async function render(kind: CanvasKind, family: LayoutFamily, b: BriefFacts) {
  const request = { kind, size: CANVAS_SIZES[kind], brief: designedBrief(b, family) };
  return { design: await renderer.design(request), png: await renderer.render(request) };
}

describe("the event link's QR code on the rendered graphics", () => {
  it.each(SCAN_CASES.map((c) => [c.family, c.kind, c.link.length, c.palette, c] as const))(
    "%s %s: a QR reader reads the %i-character link back exactly (%s palette)",
    async (_family, _kind, _length, _palette, { family, kind, link, palette }) => {
      const { png } = await render(kind, family, brief(link, palette));
      expect(pngSize(png)).toEqual(CANVAS_SIZES[kind]);
      expect(scanPng(png)).toBe(link);
    },
    RENDER_TIMEOUT_MS,
  );

  it.each(
    PALETTE_NAMES.flatMap((palette) => QR_CANVASES.map((kind) => [kind, palette] as const)),
  )(
    "%s, %s palette: the tile is one light colour all around the code for 4 modules, the modules 7:1 on it",
    async (kind, palette) => {
      const { design, png } = await render(kind, "bold", brief(LONG_LINK, palette));
      const qr = design.qr!;
      const pixels = pngPixels(png);
      const quiet = QR_QUIET_ZONE_MODULES * qr.modulePx;
      const light = pixelAt(pixels, design.width, qr.x + quiet, qr.y + qr.modulePx).hex;
      // The rounded corners of the tile are left out: the ring between them is all quiet zone.
      const corner = Math.ceil(qr.modulePx * 1.5);
      const off: string[] = [];
      for (let y = qr.y; y < qr.y + qr.side; y++) {
        for (let x = qr.x; x < qr.x + qr.side; x++) {
          const inRing = x < qr.x + quiet || x >= qr.x + qr.side - quiet || y < qr.y + quiet ||
            y >= qr.y + qr.side - quiet;
          const inCorner = (x < qr.x + corner || x >= qr.x + qr.side - corner) &&
            (y < qr.y + corner || y >= qr.y + qr.side - corner);
          if (inRing && !inCorner && pixelAt(pixels, design.width, x, y).hex !== light) off.push(`${x},${y}`);
        }
      }
      expect(off).toEqual([]);
      // The top-left finder pattern's outer ring starts right inside the quiet zone.
      const dark = pixelAt(pixels, design.width, qr.x + quiet + 1, qr.y + quiet + 1).hex;
      expect(light).toBe(qr.colors.light);
      expect(dark).toBe(qr.colors.dark);
      expect(contrastRatio(dark, light)).toBeGreaterThanOrEqual(QR_MIN_CONTRAST);
    },
    RENDER_TIMEOUT_MS,
  );

  it.each(
    CANVAS_KINDS.filter((kind) => !QR_CANVASES.includes(kind)).map((kind) => [kind] as const),
  )("the %s carries no QR code, even with a link", async (kind) => {
    const { design, png } = await render(kind, "geometric", brief(SHORT_LINK, "Sunset Glow"));
    expect(design.qr).toBeUndefined();
    expect(scanPng(png)).toBeNull();
  }, RENDER_TIMEOUT_MS);

  it.each(QR_CANVASES.map((kind) => [kind] as const))(
    "the %s carries no QR code when there is no link",
    async (kind) => {
      const { design, png } = await render(kind, "editorial", brief(undefined, "Pastel Dreams"));
      expect(design.qr).toBeUndefined();
      expect(design.blocks.map((block) => block.id)).not.toContain("qr-caption");
      expect(scanPng(png)).toBeNull();
    },
    RENDER_TIMEOUT_MS,
  );

  it.each([
    ["RSVP", "https://example.com/rsvp/amelia", "Pastel Dreams"],
    ["TICKETS", "https://shop.example.com/tickets/42", "Electric Night"],
  ])("captions the code %s when the link says so", async (caption, link, palette) => {
    const { design } = await render("poster", "glow", brief(link, palette));
    const block = design.blocks.find((candidate) => candidate.id === "qr-caption")!;
    expect(block.text.lines).toEqual([caption]);
    expect(contrastRatio(block.color, design.qr!.colors.light)).toBeGreaterThanOrEqual(QR_MIN_CONTRAST);
  }, RENDER_TIMEOUT_MS);
});

describe("the event link's QR code over AI artwork (overlay)", () => {
  it.each(
    [
      ["poster", "busy", busyArt, LONG_LINK],
      ["story", "photographic", photoArt, SHORT_LINK],
    ] as const,
  )(
    "%s over %s art: a QR reader reads the link back exactly",
    async (kind, _, art, link) => {
      const request = {
        kind,
        size: CANVAS_SIZES[kind],
        brief: designedBrief(brief(link, "Electric Night")),
        art: { bytes: art(), mimeType: "image/png" },
      };
      const design = await renderer.designOverlay(request);
      expect(design.qr?.link).toBe(link);
      const png = await renderer.overlay(request);
      const { width, height } = pngSize(png);
      expect(scanPixels(pngPixels(png), width, height)).toBe(link);
    },
    RENDER_TIMEOUT_MS,
  );
});
