/**
 * The one PNG decoder of the documents: 8-bit, non-interlaced PNGs (grey, RGB, grey + alpha, RGBA: what the
 * renderer, the designer and image models write) read row by row. The guide's thumbnails stream the rows
 * (_thumbnail-image.ts); the print PDF takes the whole image as RGB and alpha planes (decodePng). Rows are
 * unfiltered into two reused buffers; RGBA rows with the Sub and Up filters (nearly all of the renderer's) are
 * unfiltered a pixel at a time, four bytes added in one 32-bit operation, which is what makes a full-size graphic
 * cheap to read. Any other PNG (palette, 16-bit, interlaced) is null here, and goes to pdf-lib as it is.
 */
import { inflate } from "./_zlib-streams.ts";

export type PngStream = {
  width: number;
  height: number;
  /** Bytes a pixel: 1 grey, 2 grey + alpha, 3 RGB, 4 RGBA. */
  channels: number;
  /** The zlib stream of the image data (the IDAT chunks joined). */
  data: Uint8Array<ArrayBuffer>;
};

const PNG_SIGNATURE = [137, 80, 78, 71, 13, 10, 26, 10];
/** Bytes a pixel of each 8-bit PNG colour type. */
const CHANNELS: Readonly<Record<number, number>> = { 0: 1, 2: 3, 4: 2, 6: 4 };

/** The header and image data of a PNG this module reads; null for any other image (palette, 16-bit, ...). */
export function readPng(bytes: Uint8Array): PngStream | null {
  if (bytes.length < 33 || PNG_SIGNATURE.some((value, index) => bytes[index] !== value)) return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const [depth, colorType, , , interlace] = bytes.subarray(24, 29);
  const channels = CHANNELS[colorType];
  if (depth !== 8 || interlace !== 0 || !channels) return null;
  const parts: Uint8Array[] = [];
  for (let at = 8; at + 8 <= bytes.length;) {
    const length = view.getUint32(at);
    const type = String.fromCharCode(bytes[at + 4], bytes[at + 5], bytes[at + 6], bytes[at + 7]);
    if (type === "IDAT") parts.push(bytes.subarray(at + 8, at + 8 + length));
    if (type === "IEND") break;
    at += 12 + length;
  }
  const data = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  parts.reduce((offset, part) => (data.set(part, offset), offset + part.length), 0);
  return { width: view.getUint32(16), height: view.getUint32(20), channels, data };
}

/** Four bytes added byte by byte (mod 256 each), in one 32-bit word. */
const addBytes = (a: number, b: number) => ((a & 0x7f7f7f7f) + (b & 0x7f7f7f7f)) ^ ((a ^ b) & 0x80808080);

function paeth(a: number, b: number, c: number): number {
  const p = a + b - c;
  const pa = p > a ? p - a : a - p, pb = p > b ? p - b : b - p, pc = p > c ? p - c : c - p;
  return pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
}

/**
 * A reader of the unfiltered rows of `png` from `raw` (its inflated data), to be called for rows 0, 1, 2, ... in
 * order; each row returned is valid until the next call.
 */
export function pngRows(png: PngStream, raw: Uint8Array): (y: number) => Uint8Array {
  const { channels } = png;
  const stride = png.width * channels;
  let [current, previous] = [new Uint8Array(stride + 3 & ~3), new Uint8Array(stride + 3 & ~3)];
  const words = (row: Uint8Array) => new Uint32Array(row.buffer, 0, row.length >> 2);
  let [current32, previous32] = [words(current), words(previous)];
  return (y) => {
    [current, previous, current32, previous32] = [previous, current, previous32, current32];
    const at = y * (stride + 1);
    if (at + stride + 1 > raw.length) throw new Error("PNG image data ends early");
    const filter = raw[at];
    current.set(raw.subarray(at + 1, at + 1 + stride));
    // Before row 0 `previous` is all zeros, as the filters take the row above the image to be.
    if (filter === 1 && channels === 4) {
      for (let x = 1; x < png.width; x++) current32[x] = addBytes(current32[x], current32[x - 1]);
    } else if (filter === 2 && channels === 4) {
      for (let x = 0; x < png.width; x++) current32[x] = addBytes(current32[x], previous32[x]);
    } else if (filter === 1) {
      for (let x = channels; x < stride; x++) current[x] += current[x - channels];
    } else if (filter === 2) {
      for (let x = 0; x < stride; x++) current[x] += previous[x];
    } else if (filter === 3) {
      for (let x = 0; x < stride; x++) {
        current[x] += ((x >= channels ? current[x - channels] : 0) + previous[x]) >> 1;
      }
    } else if (filter === 4) {
      for (let x = 0; x < stride; x++) {
        const left = x >= channels ? current[x - channels] : 0;
        current[x] += paeth(left, previous[x], x >= channels ? previous[x - channels] : 0);
      }
    } else if (filter !== 0) throw new Error(`PNG row filter ${filter} is not one of 0-4`);
    return current;
  };
}

/** A PNG's pixels whole, as the print PDF embeds them: an RGB image and its alpha as a soft mask. */
export type DecodedImage = {
  width: number;
  height: number;
  /** 3 bytes a pixel, row by row. */
  rgb: Uint8Array<ArrayBuffer>;
  /** 1 byte a pixel, or null when every pixel is opaque. */
  alpha: Uint8Array<ArrayBuffer> | null;
};

/** The pixels of the PNG `bytes` as planes; null for a PNG readPng does not read, or for damaged data. */
export async function decodePng(bytes: Uint8Array): Promise<DecodedImage | null> {
  const png = readPng(bytes);
  if (!png) return null;
  const { width, height, channels } = png;
  const rgb = new Uint8Array(width * height * 3);
  const alpha = channels === 2 || channels === 4 ? new Uint8Array(width * height) : null;
  let opaque = true;
  try {
    const row = pngRows(png, await inflate(png.data));
    for (let y = 0; y < height; y++) {
      const pixels = row(y);
      if (channels === 3) {
        rgb.set(pixels.subarray(0, width * 3), y * width * 3);
        continue;
      }
      // Grey is its own red, green and blue; the alpha, where there is one, is a pixel's last byte.
      const [green, blue] = channels === 4 ? [1, 2] : [0, 0];
      for (let x = 0, at = 0, out = y * width * 3; x < width; x++, at += channels, out += 3) {
        rgb[out] = pixels[at];
        rgb[out + 1] = pixels[at + green];
        rgb[out + 2] = pixels[at + blue];
        if (alpha) {
          const value = pixels[at + channels - 1];
          alpha[y * width + x] = value;
          if (value !== 255) opaque = false;
        }
      }
    }
  } catch {
    return null;
  }
  return { width, height, rgb, alpha: opaque ? null : alpha };
}
