/**
 * The pixel size of an AI provider's art from its header, without decoding it: PNG, JPEG, GIF or WebP (the
 * types the overlay accepts). The print poster's guide states the art's effective resolution from it.
 */
import { pngSize } from "../images/image-type.ts";

type Size = { width: number; height: number };

/** JPEG start-of-frame markers (baseline, progressive, ...): not DHT (C4), JPG (C8) or DAC (CC). */
const JPEG_SOF = new Set([0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf]);

function jpegSize(bytes: Uint8Array, view: DataView): Size | null {
  let at = 2;
  while (at + 9 < bytes.length) {
    if (bytes[at] !== 0xff) return null;
    const marker = bytes[at + 1];
    if (marker === 0xff) {
      at++;
      continue;
    }
    if (JPEG_SOF.has(marker)) return { width: view.getUint16(at + 7), height: view.getUint16(at + 5) };
    at += 2 + view.getUint16(at + 2);
  }
  return null;
}

function webpSize(bytes: Uint8Array, view: DataView): Size | null {
  const chunk = String.fromCharCode(...bytes.subarray(12, 16));
  if (chunk === "VP8X" && bytes.length >= 30) {
    const side = (at: number) => 1 + (bytes[at] | bytes[at + 1] << 8 | bytes[at + 2] << 16);
    return { width: side(24), height: side(27) };
  }
  if (chunk === "VP8 " && bytes.length >= 30) {
    return { width: view.getUint16(26, true) & 0x3fff, height: view.getUint16(28, true) & 0x3fff };
  }
  if (chunk === "VP8L" && bytes.length >= 25) {
    const bits = view.getUint32(21, true);
    return { width: 1 + (bits & 0x3fff), height: 1 + ((bits >> 14) & 0x3fff) };
  }
  return null;
}

/** Width and height of the image `bytes`, px, or null when its header is not one of the four types. */
export function artSize(bytes: Uint8Array): Size | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const png = pngSize(bytes);
  if (png) return png;
  if (bytes[0] === 0xff && bytes[1] === 0xd8) return jpegSize(bytes, view);
  if (String.fromCharCode(...bytes.subarray(0, 4)) === "GIF8" && bytes.length >= 10) {
    return { width: view.getUint16(6, true), height: view.getUint16(8, true) };
  }
  if (String.fromCharCode(...bytes.subarray(0, 4)) === "RIFF" && bytes.length >= 16) {
    return webpSize(bytes, view);
  }
  return null;
}
