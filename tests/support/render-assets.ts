/**
 * Shared by the render and offline tests: the real render assets (loaded once per test file), and small readers
 * for what the renderer produces (PNG size, pixels, the coordinates of the text's outlines).
 */
import { Resvg } from "@resvg/resvg-js";
import { toDataUrl } from "../../brandkit/images/image-type.ts";
import { loadRenderAssets, type RenderAssets } from "../../brandkit/render/mod.ts";

let assets: Promise<RenderAssets> | undefined;

/** The fonts and decoders, read from node_modules once per test file. */
export function renderAssets(): Promise<RenderAssets> {
  assets ??= loadRenderAssets((url) => Deno.readFile(url));
  return assets;
}

/** Width and height from a PNG's IHDR chunk. */
export function pngSize(bytes: Uint8Array): { width: number; height: number } {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

/** RGBA pixels of a PNG (decoded by resvg at its own size). */
export function pngPixels(bytes: Uint8Array): Uint8Array {
  const { width, height } = pngSize(bytes);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
    `<image href="${toDataUrl(bytes, "image/png")}" width="${width}" height="${height}"/></svg>`;
  return new Uint8Array(new Resvg(svg, { font: { loadSystemFonts: false } }).render().pixels);
}

/** The colour of the pixel at (x, y) as "#RRGGBB", and its alpha. */
export function pixelAt(
  pixels: Uint8Array,
  width: number,
  x: number,
  y: number,
): { hex: string; alpha: number } {
  const at = (y * width + x) * 4;
  const hex = [pixels[at], pixels[at + 1], pixels[at + 2]].map((v) => v.toString(16).padStart(2, "0")).join(
    "",
  );
  return { hex: `#${hex.toUpperCase()}`, alpha: pixels[at + 3] };
}

/** Matches an emoji picture the type engine placed: a nested <svg class="emoji"> box. */
const EMOJI_BOX =
  /<svg class="emoji" x="([-\d.]+)" y="([-\d.]+)" width="([\d.]+)" height="([\d.]+)"[^>]*>.*?<\/svg>/gs;

/**
 * Every point of every `<path d="...">` in an SVG, and the corners of every emoji's box (its drawing is
 * Twemoji's, in its own viewBox); throws on path commands it cannot read as points.
 */
export function pathPoints(svg: string): Array<[number, number]> {
  const points: Array<[number, number]> = [];
  const outlines = svg.replace(EMOJI_BOX, (_box, x, y, width, height) => {
    const [left, top] = [Number(x), Number(y)];
    points.push([left, top], [left + Number(width), top + Number(height)]);
    return "";
  });
  for (const match of outlines.matchAll(/<path[^>]*\sd="([^"]*)"/g)) {
    const d = match[1];
    if (/[a-zHVAS]/.test(d.replace(/e-?\d/g, ""))) {
      throw new Error(`path with relative or H/V/A/S commands: ${d.slice(0, 80)}`);
    }
    const numbers = d.match(/-?\d*\.?\d+(?:e-?\d+)?/g)?.map(Number) ?? [];
    for (let index = 0; index + 1 < numbers.length; index += 2) {
      points.push([numbers[index], numbers[index + 1]]);
    }
  }
  return points;
}
