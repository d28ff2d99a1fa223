/**
 * Rewrites the golden thumbnails (tests/brandkit/render/golden/) from the current designer, and a contact sheet
 * of them all (tests/artifacts/contact-sheet.png, not committed) to look at before committing them.
 * Run: deno task goldens
 */
import { Resvg } from "@resvg/resvg-js";
import { toDataUrl } from "../../../brandkit/images/image-type.ts";
import { createRenderer, loadRenderAssets } from "../../../brandkit/render/mod.ts";
import { GOLDEN_CASES, GOLDEN_DIR, GOLDEN_WIDTH_PX, renderThumbnail } from "./_goldens.ts";
import { pngSize } from "../../support/render-assets.ts";

const SHEET = new URL("../../artifacts/contact-sheet.png", import.meta.url);
/** Thumbnails per row of the contact sheet (one input's poster, square, banner, story and link preview). */
const SHEET_COLUMNS = 5;
const SHEET_GAP_PX = 12;

const renderer = createRenderer(await loadRenderAssets((url) => Deno.readFile(url)));
await Deno.mkdir(GOLDEN_DIR, { recursive: true });
const thumbnails: Uint8Array[] = [];
for (const golden of GOLDEN_CASES) {
  const png = await renderThumbnail(renderer, golden);
  await Deno.writeFile(new URL(golden.file, GOLDEN_DIR), png);
  thumbnails.push(png);
}

const rows: Uint8Array[][] = [];
for (let at = 0; at < thumbnails.length; at += SHEET_COLUMNS) {
  rows.push(thumbnails.slice(at, at + SHEET_COLUMNS));
}
let y = SHEET_GAP_PX;
let images = "";
for (const row of rows) {
  let x = SHEET_GAP_PX;
  let rowHeight = 0;
  for (const png of row) {
    const { width, height } = pngSize(png);
    images += `<image href="${
      toDataUrl(png, "image/png")
    }" x="${x}" y="${y}" width="${width}" height="${height}"/>`;
    x += width + SHEET_GAP_PX;
    rowHeight = Math.max(rowHeight, height);
  }
  y += rowHeight + SHEET_GAP_PX;
}
const sheetWidth = SHEET_COLUMNS * (GOLDEN_WIDTH_PX + SHEET_GAP_PX) + SHEET_GAP_PX;
const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${sheetWidth}" height="${y}">` +
  `<rect width="100%" height="100%" fill="#808080"/>${images}</svg>`;
await Deno.mkdir(new URL(".", SHEET), { recursive: true });
await Deno.writeFile(SHEET, new Resvg(svg, { font: { loadSystemFonts: false } }).render().asPng());
console.log(`${GOLDEN_CASES.length} goldens written; contact sheet at ${SHEET.pathname}`);
