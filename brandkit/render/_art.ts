/**
 * The artwork under an overlay: any PNG, JPEG, GIF or WebP cover-fitted to the canvas over an opaque base colour
 * (for art with transparent parts), as the markup that draws it and the pixels that markup makes. The scrim is
 * measured on those pixels, so it is measured on exactly what will be behind the text.
 */
import { parseHex } from "../palettes/hex-color.ts";
import { checkSide, coverFit } from "./fit-image.ts";
import type { WebpDecoder } from "./_image-source.ts";
import { rect } from "./_svg.ts";

export type FittedArt = {
  width: number;
  height: number;
  /** SVG markup filling the canvas: the base colour, then the art. */
  markup: string;
  /** What that markup draws: RGBA, row by row, every pixel opaque. */
  pixels: Uint8Array;
};

/** Puts premultiplied RGBA over an opaque colour, in place. */
function overBase(pixels: Uint8Array, base: string): void {
  const { r, g, b } = parseHex(base);
  for (let at = 0; at < pixels.length; at += 4) {
    const rest = 255 - pixels[at + 3];
    if (rest === 0) continue;
    pixels[at] += Math.round((r * rest) / 255);
    pixels[at + 1] += Math.round((g * rest) / 255);
    pixels[at + 2] += Math.round((b * rest) / 255);
    pixels[at + 3] = 255;
  }
}

/**
 * The art cover-fitted to `width` x `height` over `base`. Throws BrandKitError AI_ERROR for bytes that are not a
 * readable image (the art comes from an AI provider), INTERNAL for a size no graphic has.
 */
export async function fitArt(
  bytes: Uint8Array,
  size: { width: number; height: number },
  base: string,
  decodeWebp: WebpDecoder,
): Promise<FittedArt> {
  const { width, height } = size;
  checkSide("width", width);
  checkSide("height", height);
  const { markup, raster } = await coverFit(bytes, width, height, decodeWebp);
  // resvg hands out premultiplied pixels: adding the base's share gives what it draws with the base underneath.
  const pixels = raster.pixels();
  overBase(pixels, base);
  return { width, height, markup: rect(0, 0, width, height, base) + markup, pixels };
}
