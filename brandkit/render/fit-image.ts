/**
 * Fits any image to an exact size by cover-cropping (scaled to fill, centred, the overflow cut off), as PNG.
 * The AI providers use it for their images (models do not draw at our sizes); the offline designer for photos.
 */
import { BrandKitError, ErrorCode } from "../errors.ts";
import type { RenderAssets } from "./assets.ts";
import { createWebpDecoder, toImageSource, type WebpDecoder } from "./_image-source.ts";
import { rasterize } from "./_raster.ts";
import { coverImage } from "./_svg.ts";

/** Largest side fitImage makes, px: far above every graphic, far below what would exhaust memory. */
export const MAX_FIT_SIDE_PX = 4096;

/**
 * Cover-crops `bytes` (PNG, JPEG, GIF or WebP, whatever `mimeType` claims: the bytes decide) to exactly
 * `width` x `height` and returns PNG bytes. Throws BrandKitError AI_ERROR for bytes that are not a readable image.
 */
export type FitImage = (
  bytes: Uint8Array,
  mimeType: string,
  width: number,
  height: number,
) => Promise<Uint8Array>;

function checkSide(name: string, value: number): void {
  if (!Number.isInteger(value) || value < 1 || value > MAX_FIT_SIDE_PX) {
    throw new BrandKitError(
      ErrorCode.INTERNAL,
      `fitImage: ${name} must be a whole number from 1 to ${MAX_FIT_SIDE_PX}, not ${value}`,
    );
  }
}

function hasOpaquePixel(rgba: Uint8Array): boolean {
  for (let index = 3; index < rgba.length; index += 4) if (rgba[index] !== 0) return true;
  return false;
}

/** fitImage over a given WebP decoder (the renderer shares its own). */
export function fitImageWith(decodeWebp: WebpDecoder): FitImage {
  // The MIME type is only a claim: the bytes decide what the image is.
  return async (bytes, _mimeType, width, height) => {
    checkSide("width", width);
    checkSide("height", height);
    const source = await toImageSource(bytes, decodeWebp);
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
      `${coverImage(source.href, 0, 0, width, height)}</svg>`;
    const raster = rasterize(svg);
    if (!raster.drewSomething || !hasOpaquePixel(raster.pixels())) {
      throw new BrandKitError(
        ErrorCode.AI_ERROR,
        "The image could not be read: the image data could not be decoded.",
      );
    }
    return raster.png();
  };
}

/** The fitImage of these assets (their WebP decoder). */
export function createFitImage(assets: RenderAssets): FitImage {
  return fitImageWith(createWebpDecoder(assets.webpDecoderWasm));
}
