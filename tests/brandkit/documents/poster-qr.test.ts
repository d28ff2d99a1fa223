import jsqrModule from "jsqr";
import { PDFDocument } from "pdf-lib";
import { beforeAll, describe, expect, it } from "vitest";
import { PALETTES } from "../../../brandkit/palettes/palettes.ts";
import { posterPrintPdf, PRINT_POSTER_SIZE } from "../../../brandkit/documents/mod.ts";
import { createRenderer, type Renderer } from "../../../brandkit/render/mod.ts";
import { rasterize } from "../../../brandkit/render/_raster.ts";
import { renderAssets } from "../../support/render-assets.ts";
import { designedBrief } from "../render/_brief.ts";
import { pageContent } from "../../support/pdf-readers.ts";

/** jsqr is CommonJS: its default import is the function at run time, though its types say otherwise under Deno. */
type DecodeQr = typeof import("jsqr").default;
const jsQR = ((jsqrModule as unknown as { default?: DecodeQr }).default ?? jsqrModule) as unknown as DecodeQr;

const LINK = "https://tickets.example.com/night?ref=poster";
/** The print design rasterised at a quarter of its size (757 x 1065 px): still several px a module. */
const RASTER_SCALE = 0.25;

let renderer: Renderer;
beforeAll(async () => {
  renderer = createRenderer(await renderAssets());
});

const brief = designedBrief({
  eventName: "Midsummer Night Market",
  vibes: ["summer"],
  colors: PALETTES[0].colors,
  displayDate: "June 21, 2026",
  location: "Pier 57, New York",
  seed: 42,
  eventLink: LINK,
});

/** "r g b" as the PDF writes a hex colour. */
function pdfRgb(hex: string): string {
  const value = parseInt(hex.slice(1), 16);
  return [16, 8, 0].map((shift) => String(Math.round((((value >> shift) & 255) / 255) * 10000) / 10000)).join(
    " ",
  );
}

describe("posterPrintPdf() with an event link", () => {
  it("draws the QR code the designer placed, as vector squares, and it scans to the exact link", async () => {
    const design = await renderer.design({ kind: "poster", size: PRINT_POSTER_SIZE, brief });
    const svg = await renderer.toSvg(design);
    // The QR path: the path with the most closed squares in the design.
    const paths = [...svg.matchAll(/<path d="([^"]*)" fill="(#[0-9A-Fa-f]{6})"/g)];
    const [, d, dark] = paths.sort((a, b) => b[1].split("Z").length - a[1].split("Z").length)[0];
    const squares = d.split("Z").length - 1;
    expect(squares).toBeGreaterThan(50);

    // The PDF fills one path of exactly those squares in the QR's dark colour.
    const content = pageContent(await PDFDocument.load(await posterPrintPdf({ renderer, brief })), 0);
    const blocks = content.split(/\nQ\n/).filter((block) => block.includes(`${pdfRgb(dark)} rg`));
    const closed = blocks.map((block) => block.split("\n").filter((line) => line === "h").length);
    expect(closed).toContain(squares);

    // And the same drawing, rasterised, reads back as the link.
    const small = svg.replace(
      /^<svg([^>]*)>/,
      `<svg xmlns="http://www.w3.org/2000/svg" width="${PRINT_POSTER_SIZE.width * RASTER_SCALE}" ` +
        `height="${PRINT_POSTER_SIZE.height * RASTER_SCALE}" ` +
        `viewBox="0 0 ${PRINT_POSTER_SIZE.width} ${PRINT_POSTER_SIZE.height}">`,
    );
    const raster = rasterize(small);
    const decoded = jsQR(new Uint8ClampedArray(raster.pixels()), raster.width, raster.height);
    expect(decoded?.data).toBe(LINK);
  });
});
