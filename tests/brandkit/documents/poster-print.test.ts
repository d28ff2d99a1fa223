import { PDFArray, PDFDict, PDFDocument, PDFName } from "pdf-lib";
import { beforeAll, describe, expect, it } from "vitest";
import { toDataUrl } from "../../../brandkit/images/image-type.ts";
import { PALETTES } from "../../../brandkit/palettes/palettes.ts";
import type { ImageBrief } from "../../../brandkit/generation/provider.ts";
import { posterPrintPdf, PRINT_POSTER_SIZE, printPdfFromSvg } from "../../../brandkit/documents/mod.ts";
import { createRenderer, type Renderer } from "../../../brandkit/render/mod.ts";
import { LAYOUT_FAMILIES, type LayoutFamily } from "../../../brandkit/web.ts";
import { renderAssets } from "../../support/render-assets.ts";
import { type BriefFacts, designedBrief } from "../render/_brief.ts";
import { boxMm, extractText, imageSizes, pageContent, PT_PER_MM } from "../../support/pdf-readers.ts";

let renderer: Renderer;
let photo: string;
beforeAll(async () => {
  renderer = createRenderer(await renderAssets());
  photo = toDataUrl(
    await Deno.readFile(new URL("../render/fixtures/busy.jpg", import.meta.url)),
    "image/jpeg",
  );
});

const NOW = () => new Date("2026-05-04T09:30:00Z");
const brief = (overrides: Partial<BriefFacts> = {}, family?: LayoutFamily): ImageBrief =>
  designedBrief({
    eventName: "Midsummer Night Market",
    vibes: ["summer"],
    colors: PALETTES[0].colors,
    displayDate: "June 21, 2026",
    location: "Pier 57, New York",
    seed: 42,
    ...overrides,
  }, family);

describe("posterPrintPdf()", () => {
  it("makes one sheet: the 303 x 426 mm bleed as BleedBox, the A3 TrimBox 3 mm in, a 10 mm slug around them", async () => {
    const document = await PDFDocument.load(await posterPrintPdf({ renderer, brief: brief() }, { now: NOW }));
    expect(document.getPageCount()).toBe(1);
    const { width, height } = document.getPage(0).getSize();
    expect(width / PT_PER_MM).toBeCloseTo(323, 2);
    expect(height / PT_PER_MM).toBeCloseTo(446, 2);
    expect(boxMm(document, 0, "MediaBox")).toEqual({ x: 0, y: 0, width: 323, height: 446 });
    expect(boxMm(document, 0, "BleedBox")).toEqual({ x: 10, y: 10, width: 303, height: 426 });
    expect(boxMm(document, 0, "TrimBox")).toEqual({ x: 13, y: 13, width: 297, height: 420 });
  });

  it.each(LAYOUT_FAMILIES)(
    "draws the %s poster as vector paths, the name as outlines, titled with the name",
    async (family) => {
      const bytes = await posterPrintPdf({ renderer, brief: brief({}, family) }, { now: NOW });
      const document = await PDFDocument.load(bytes);
      const content = pageContent(document, 0);
      expect(content).toMatch(/ c\n/); // curves: the letters' outlines
      expect(content).toMatch(/\bf\n/); // filled
      expect(content).not.toMatch(/\bBT\b/); // no text objects: the type is outlines, needing no font
      expect(document.getTitle()).toBe("Midsummer Night Market");
      expect((await extractText(bytes)).title).toBe("Midsummer Night Market");
    },
  );

  it("embeds the inspiration image at 300 ppi or better for the size it prints at", async () => {
    const bytes = await posterPrintPdf({
      renderer,
      brief: brief({ inspirationImage: photo }, "bold"),
    });
    const design = await renderer.design({
      kind: "poster",
      size: PRINT_POSTER_SIZE,
      brief: brief({ inspirationImage: photo }, "bold"),
    });
    const box = /<image[^>]*\swidth="([\d.]+)"\s+height="([\d.]+)"/.exec(design.background)!;
    // PRINT_POSTER_SIZE is in tenths of a millimetre.
    const printedInches = { width: Number(box[1]) / 10 / 25.4, height: Number(box[2]) / 10 / 25.4 };
    const images = imageSizes(await PDFDocument.load(bytes));
    expect(images.length).toBe(1);
    expect(images[0].width).toBeGreaterThanOrEqual(Math.floor(printedInches.width * 300));
    expect(images[0].height).toBeGreaterThanOrEqual(Math.floor(printedInches.height * 300));
  });

  it("draws crop marks in the slug outside the bleed, in registration colour, and none when asked not to", async () => {
    const svg = await renderer.toSvg(
      await renderer.design({ kind: "poster", size: PRINT_POSTER_SIZE, brief: brief({}, "bold") }),
    );
    const marked = await PDFDocument.load(await printPdfFromSvg(svg, { title: "x", now: NOW }));
    const withMarks = pageContent(marked, 0);
    const without = pageContent(
      await PDFDocument.load(await printPdfFromSvg(svg, { title: "x", now: NOW, cropMarks: false })),
      0,
    );
    // The vertical mark on the trim's left edge (13 mm = 36.85 pt) runs below the bleed (10 mm = 28.346 pt):
    // from 1 mm outside it (9 mm = 25.512 pt) to 7 mm outside it (3 mm = 8.504 pt).
    expect(withMarks).toContain("36.85 25.512 m 36.85 8.504 l");
    expect(without).not.toContain("36.85 25.512 m");
    const marks = withMarks.slice(withMarks.lastIndexOf("q 0 J"));
    const points = [...marks.matchAll(/(-?[\d.]+) (-?[\d.]+) [ml]/g)].map((
      match,
    ) => [Number(match[1]), Number(match[2])]);
    expect(points).toHaveLength(16); // 8 marks, two at each corner
    const [bleedLeft, bleedRight] = [10 * PT_PER_MM, 313 * PT_PER_MM];
    const [bleedBottom, bleedTop] = [10 * PT_PER_MM, 436 * PT_PER_MM];
    for (const [x, y] of points) {
      const insideBleed = x > bleedLeft && x < bleedRight && y > bleedBottom && y < bleedTop;
      expect(insideBleed, `${x} ${y}`).toBe(false);
    }
    // Stroked in a Separation colour space named All: the registration colour, on every plate.
    const colorSpaceName = /\/(\w+) CS 1 SCN/.exec(marks)![1];
    const resources = marked.getPage(0).node.Resources()!;
    const colorSpaces = resources.lookup(PDFName.of("ColorSpace"), PDFDict);
    const space = colorSpaces.lookup(PDFName.of(colorSpaceName), PDFArray);
    expect(space.get(0).toString()).toBe("/Separation");
    expect(space.get(1).toString()).toBe("/All");
  });

  it("gives the same bytes for the same brief and clock", async () => {
    const first = await posterPrintPdf({ renderer, brief: brief() }, { now: NOW });
    const second = await posterPrintPdf({ renderer, brief: brief() }, { now: NOW });
    expect(first).toEqual(second);
  });
});
