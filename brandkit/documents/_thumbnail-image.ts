/**
 * The guide's thumbnails as PDF images at the size they are shown, not the size they were made. pdf-lib's
 * embedPng inflates every full-size graphic in JavaScript and deflates it all again at save (80 ms a graphic,
 * 400 ms for five); here the PNG is inflated natively (_zlib-streams.ts), its rows set on the white page as they
 * are read (_png-decode.ts), averaged down to `THUMBNAIL_PX_PER_PT` in the same pass (_resample.ts), and
 * deflated natively with PNG "Up" prediction, which PDF readers undo themselves. PNGs of other kinds (palette,
 * 16-bit, interlaced) and JPEGs go through pdf-lib as they are.
 */
import { type PDFDocument, PDFName, PDFNumber, type PDFRef } from "pdf-lib";
import { pngRows, type PngStream, readPng } from "./_png-decode.ts";
import { type PixelRows, resample } from "./_resample.ts";
import { deflate, inflate } from "./_zlib-streams.ts";

/** Pixels per point a thumbnail keeps: 180 ppi, sharp on screen and in print at its small size. */
export const THUMBNAIL_PX_PER_PT = 2.5;

/** A channel of a pixel `opacity`/255 opaque, set on white. */
const onWhite = (value: number, opacity: number) => (value * opacity + 255 * (255 - opacity) + 127) / 255 | 0;

/**
 * The rows of `png` (its inflated data in `raw`) set on white where they are see-through: RGBA stays four bytes a
 * pixel, a row wholly opaque (nearly all of the renderer's) as it was read, the others copied with their
 * see-through pixels set on white; the other kinds become RGB.
 */
function rowsOnWhite(png: PngStream, raw: Uint8Array): PixelRows {
  const { width, height, channels } = png;
  const rows = pngRows(png, raw);
  if (channels === 3) return { width, height, channels, row: rows };
  if (channels === 4) {
    const rgba = new Uint8Array(width * 4);
    const row = (y: number) => {
      const pixels = rows(y);
      let at = 0;
      while (at < rgba.length && pixels[at + 3] === 255) at += 4;
      if (at === rgba.length) return pixels;
      // A copy to set on white: the reader unfilters the next row from this one as it was.
      rgba.set(pixels.subarray(0, rgba.length));
      for (; at < rgba.length; at += 4) {
        const opacity = rgba[at + 3];
        if (opacity === 255) continue;
        for (let channel = at; channel < at + 3; channel++) rgba[channel] = onWhite(rgba[channel], opacity);
        rgba[at + 3] = 255;
      }
      return rgba;
    };
    return { width, height, channels, row };
  }
  const rgb = new Uint8Array(width * 3);
  const row = (y: number) => {
    const pixels = rows(y);
    for (let at = 0, out = 0; out < rgb.length; at += channels, out += 3) {
      // Grey: red, green and blue alike, opaque, or with its alpha after it.
      const value = channels === 2 ? onWhite(pixels[at], pixels[at + 1]) : pixels[at];
      rgb[out] = rgb[out + 1] = rgb[out + 2] = value;
    }
    return rgb;
  };
  return { width, height, channels: 3, row };
}

/**
 * The RGB of `pixels` (`channels` bytes each, RGB first) as a FlateDecode stream with the PNG predictor reads
 * it: each row led by its filter byte, none for the first, "Up" (the difference from the row above) after it.
 */
function upFiltered(
  pixels: Uint8Array,
  channels: number,
  width: number,
  height: number,
): Uint8Array<ArrayBuffer> {
  const stride = width * 3;
  const out = new Uint8Array(height * (stride + 1));
  for (let y = 0, from = 0, to = 0; y < height; y++) {
    out[to++] = y > 0 ? 2 : 0;
    // The row above in `pixels`; the first row is taken as it is (the row above the image is zeros).
    const above = y > 0 ? from - width * channels : -1;
    for (let x = 0; x < width; x++, from += channels, to += 3) {
      for (let channel = 0; channel < 3; channel++) {
        out[to + channel] = pixels[from + channel] - (above < 0 ? 0 : pixels[above + x * channels + channel]);
      }
    }
  }
  return out;
}

/**
 * Adds the image in `bytes` to `document`, at most `maxPx` pixels (the drawn size times THUMBNAIL_PX_PER_PT;
 * never enlarged), and returns its reference for a Do operator.
 */
export async function embedThumbnail(
  document: PDFDocument,
  bytes: Uint8Array,
  maxPx: { width: number; height: number },
): Promise<PDFRef> {
  if (bytes[0] === 0xff && bytes[1] === 0xd8) return (await document.embedJpg(bytes)).ref;
  const png = readPng(bytes);
  if (!png) return (await document.embedPng(bytes)).ref;
  const scale = Math.min(1, maxPx.width / png.width, maxPx.height / png.height);
  const width = Math.max(1, Math.round(png.width * scale));
  const height = Math.max(1, Math.round(png.height * scale));
  let pixels: Uint8Array<ArrayBuffer>;
  try {
    const rows = rowsOnWhite(png, await inflate(png.data));
    pixels = upFiltered(resample(rows, width, height), rows.channels, width, height);
  } catch {
    // Damaged data: pdf-lib's decoder says what is wrong with it.
    return (await document.embedPng(bytes)).ref;
  }
  const rows = await deflate(pixels);
  const { context } = document;
  const stream = context.stream(rows, {
    Type: "XObject",
    Subtype: "Image",
    Width: width,
    Height: height,
    ColorSpace: "DeviceRGB",
    BitsPerComponent: 8,
    Filter: "FlateDecode",
    DecodeParms: { Predictor: 15, Colors: 3, BitsPerComponent: 8, Columns: width },
  });
  stream.dict.set(PDFName.of("Length"), PDFNumber.of(rows.length));
  return context.register(stream);
}
