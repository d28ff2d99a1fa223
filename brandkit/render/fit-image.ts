/**
 * Fits any image to an exact size by cover-cropping (scaled to fill, centred, the overflow cut off), as PNG.
 * The AI providers use it for their images (models do not draw at our sizes); the offline designer for photos.
 */
import { z } from "zod";
import { BrandKitError, ErrorCode } from "../errors.ts";
import type { FitImage } from "../images/exact-image.ts";
import type { RenderAssets } from "./assets.ts";
import { createWebpDecoder, toImageSource, type WebpDecoder } from "./_image-source.ts";
import { type Raster, rasterize } from "./_raster.ts";
import { coverImage } from "./_svg.ts";

/** Largest side fitImage makes, px: far above every graphic, far below what would exhaust memory. */
export const MAX_FIT_SIDE_PX = 4096;

/** A size a provider may ask a graphic to be made at: whole pixels, at most MAX_FIT_SIDE_PX a side. */
export const FitSizeSchema = z.strictObject({
  width: z.number().int().min(1).max(MAX_FIT_SIDE_PX),
  height: z.number().int().min(1).max(MAX_FIT_SIDE_PX),
});

/** Throws INTERNAL unless `value` is a side fitImage can make. */
export function checkSide(name: string, value: number): void {
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

/** An image drawn cover-fitted to a size: the markup that draws it and what resvg made of it. */
export type CoverFit = { markup: string; raster: Raster };

/**
 * Draws image bytes cover-fitted to exactly `width` x `height` (sides already checked); throws BrandKitError
 * AI_ERROR for bytes that are not a readable image. Shared by fitImage and the overlay's artwork.
 */
export async function coverFit(
  bytes: Uint8Array,
  width: number,
  height: number,
  decodeWebp: WebpDecoder,
): Promise<CoverFit> {
  const source = await toImageSource(bytes, decodeWebp);
  const markup = coverImage(source.href, 0, 0, width, height);
  const raster = rasterize(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${markup}</svg>`,
  );
  if (!raster.drewSomething || !hasOpaquePixel(raster.pixels())) {
    throw new BrandKitError(
      ErrorCode.AI_ERROR,
      "The image could not be read: the image data could not be decoded.",
    );
  }
  return { markup, raster };
}

/** fitImage over a given WebP decoder (the renderer shares its own). */
export function fitImageWith(decodeWebp: WebpDecoder): FitImage {
  // The MIME type is only a claim: the bytes decide what the image is.
  return async (bytes, _mimeType, width, height) => {
    checkSide("width", width);
    checkSide("height", height);
    return (await coverFit(bytes, width, height, decodeWebp)).raster.png();
  };
}

/** The fitImage of these assets (their WebP decoder). */
export function createFitImage(assets: RenderAssets): FitImage {
  return fitImageWith(createWebpDecoder(assets.webpDecoderWasm));
}
