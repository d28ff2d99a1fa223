/**
 * Reads QR codes back the way a phone would, with an independent decoder (jsQR): from a rendered PNG, or from an
 * SVG rasterised by resvg. The tests compare what it reads with the link that went in.
 */
import jsQRModule from "jsqr";
import { rasterize } from "../../../brandkit/render/_raster.ts";
import { pngPixels, pngSize } from "../../support/render-assets.ts";

type Decode = (data: Uint8ClampedArray, width: number, height: number, options?: {
  inversionAttempts?: "dontInvert" | "onlyInvert" | "attemptBoth" | "invertFirst";
}) => { data: string } | null;
/** jsqr is CommonJS whose types declare an ES default export: under Deno the import is the function itself. */
const jsQR = ((jsQRModule as unknown as { default?: Decode }).default ?? jsQRModule) as unknown as Decode;

/** The text of the QR code in RGBA pixels, or null when none is found (dark-on-light codes only). */
export function scanPixels(pixels: Uint8Array, width: number, height: number): string | null {
  const data = new Uint8ClampedArray(pixels.buffer, pixels.byteOffset, pixels.byteLength);
  return jsQR(data, width, height, { inversionAttempts: "dontInvert" })?.data ?? null;
}

/** The text of the QR code in a PNG, or null when none is found. */
export function scanPng(png: Uint8Array): string | null {
  const { width, height } = pngSize(png);
  return scanPixels(pngPixels(png), width, height);
}

/** The text of the QR code in an SVG document, rasterised at its own size. */
export function scanSvg(svg: string): string | null {
  const raster = rasterize(svg);
  return scanPixels(raster.pixels(), raster.width, raster.height);
}

/** Where jsQR finds the code in a PNG: the y of its topmost and bottommost finder corners, px; null when none. */
export function locateQrPng(png: Uint8Array): { data: string; top: number; bottom: number } | null {
  const { width, height } = pngSize(png);
  const pixels = pngPixels(png);
  const data = new Uint8ClampedArray(pixels.buffer, pixels.byteOffset, pixels.byteLength);
  const found = jsQR(data, width, height, { inversionAttempts: "dontInvert" }) as
    | ({ data: string; location: Record<string, { x: number; y: number }> })
    | null;
  if (!found) return null;
  const ys = Object.values(found.location).map((point) => point.y);
  return { data: found.data, top: Math.min(...ys), bottom: Math.max(...ys) };
}
