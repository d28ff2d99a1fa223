/**
 * The one reader of an image's pixel size from its header (PNG, JPEG, GIF, WebP), without decoding it: so an
 * image can be refused before it is decoded (bytes with no readable size are not an image, and a huge one would
 * exhaust memory), a provider's PNG checked for its exact size, and the print poster's art measured.
 */
import { type ImageMimeType, sniffImageType } from "./image-type.ts";

export type PixelSize = { width: number; height: number };

/**
 * The most pixels an image given to us may have: a 4096 x 4096 photo, far more than the largest graphic
 * (1200 x 1350) can show, and 64 MB once decoded. Checked from the header before anything is decoded.
 */
export const MAX_IMAGE_PIXELS = 16_777_216;

/** Signature (8), IHDR length (4), "IHDR" (4), width (4), height (4). */
const PNG_IHDR_END = 24;
/** "IHDR" as its four bytes read as one big-endian number. */
const IHDR = 0x49484452;

function pngHeaderSize(view: DataView): PixelSize | null {
  if (view.byteLength < PNG_IHDR_END || view.getUint32(12) !== IHDR) return null;
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

function gifSize(view: DataView): PixelSize | null {
  if (view.byteLength < 10) return null;
  return { width: view.getUint16(6, true), height: view.getUint16(8, true) };
}

/** Start-of-frame markers (baseline, progressive, ...), which carry the size; not DHT, JPG or DAC. */
function isStartOfFrame(marker: number): boolean {
  return marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
}

function jpegSize(view: DataView): PixelSize | null {
  let at = 2;
  while (at + 9 < view.byteLength) {
    if (view.getUint8(at) !== 0xff) return null;
    const marker = view.getUint8(at + 1);
    if (marker === 0xff) {
      at++;
      continue;
    }
    if (marker === 0xd8 || (marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) {
      at += 2;
      continue;
    }
    const length = view.getUint16(at + 2);
    if (isStartOfFrame(marker)) return { width: view.getUint16(at + 7), height: view.getUint16(at + 5) };
    at += 2 + length;
  }
  return null;
}

function webpSize(view: DataView): PixelSize | null {
  if (view.byteLength < 30) return null;
  const format = String.fromCharCode(
    view.getUint8(12),
    view.getUint8(13),
    view.getUint8(14),
    view.getUint8(15),
  );
  if (format === "VP8X") {
    const width = 1 + (view.getUint8(24) | (view.getUint8(25) << 8) | (view.getUint8(26) << 16));
    const height = 1 + (view.getUint8(27) | (view.getUint8(28) << 8) | (view.getUint8(29) << 16));
    return { width, height };
  }
  if (format === "VP8L") {
    const bits = view.getUint32(21, true);
    return { width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 };
  }
  if (format === "VP8 ") {
    return { width: view.getUint16(26, true) & 0x3fff, height: view.getUint16(28, true) & 0x3fff };
  }
  return null;
}

/** The size in the header, or null when there is none to read (or it is zero). */
export function readPixelSize(bytes: Uint8Array, type: ImageMimeType): PixelSize | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const size = type === "image/png"
    ? pngHeaderSize(view)
    : type === "image/gif"
    ? gifSize(view)
    : type === "image/jpeg"
    ? jpegSize(view)
    : webpSize(view);
  return size && size.width > 0 && size.height > 0 ? size : null;
}

/** The size of image `bytes` of whichever of the four types its signature says, or null when it is none. */
export function imageSizeOf(bytes: Uint8Array): PixelSize | null {
  const type = sniffImageType(bytes);
  return type ? readPixelSize(bytes, type) : null;
}

/** Width and height of a PNG from its header, or null when `bytes` is not a PNG. */
export function pngSize(bytes: Uint8Array): PixelSize | null {
  return sniffImageType(bytes) === "image/png" ? readPixelSize(bytes, "image/png") : null;
}
