/**
 * Reads the PNGs the designer embeds (8-bit grey, RGB or RGBA, not interlaced: what its encoder writes) into RGB
 * and alpha planes, so the print PDF can resample them. Anything else returns null and is embedded as it is.
 */
import { unzlibSync } from "fflate";

export type DecodedImage = {
  width: number;
  height: number;
  /** 3 bytes a pixel, row by row. */
  rgb: Uint8Array;
  /** 1 byte a pixel, or null when every pixel is opaque. */
  alpha: Uint8Array | null;
};

const CHANNELS: Record<number, number> = { 0: 1, 2: 3, 4: 2, 6: 4 };

function paeth(a: number, b: number, c: number): number {
  const p = a + b - c;
  const pa = Math.abs(p - a), pb = Math.abs(p - b), pc = Math.abs(p - c);
  return pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
}

/** Decodes an 8-bit, non-interlaced PNG; null for any other kind (or damaged bytes). */
export function decodePng(bytes: Uint8Array): DecodedImage | null {
  try {
    const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    let width = 0, height = 0, channels = 0;
    const parts: Uint8Array[] = [];
    for (let at = 8; at + 8 <= bytes.length;) {
      const length = view.getUint32(at);
      const type = String.fromCharCode(...bytes.subarray(at + 4, at + 8));
      const data = bytes.subarray(at + 8, at + 8 + length);
      if (type === "IHDR") {
        width = view.getUint32(at + 8);
        height = view.getUint32(at + 12);
        const [depth, colorType, , , interlace] = data.subarray(8, 13);
        channels = CHANNELS[colorType] ?? 0;
        if (depth !== 8 || interlace !== 0 || channels === 0) return null;
      } else if (type === "IDAT") parts.push(data);
      else if (type === "IEND") break;
      at += 12 + length;
    }
    const joined = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
    parts.reduce((offset, part) => (joined.set(part, offset), offset + part.length), 0);
    const raw = unzlibSync(joined);
    const stride = width * channels;
    const pixels = new Uint8Array(stride * height);
    for (let y = 0; y < height; y++) {
      const filter = raw[y * (stride + 1)];
      const line = raw.subarray(y * (stride + 1) + 1, (y + 1) * (stride + 1));
      const out = y * stride;
      for (let x = 0; x < stride; x++) {
        const left = x >= channels ? pixels[out + x - channels] : 0;
        const up = y > 0 ? pixels[out - stride + x] : 0;
        const corner = y > 0 && x >= channels ? pixels[out - stride + x - channels] : 0;
        const predictor = [0, left, up, (left + up) >> 1, paeth(left, up, corner)][filter] ?? 0;
        pixels[out + x] = (line[x] + predictor) & 0xff;
      }
    }
    const rgb = new Uint8Array(width * height * 3);
    const alpha = channels === 2 || channels === 4 ? new Uint8Array(width * height) : null;
    for (let pixel = 0; pixel < width * height; pixel++) {
      const at = pixel * channels;
      const [r, g, b] = channels >= 3
        ? [pixels[at], pixels[at + 1], pixels[at + 2]]
        : [pixels[at], pixels[at], pixels[at]];
      rgb.set([r, g, b], pixel * 3);
      if (alpha) alpha[pixel] = pixels[at + channels - 1];
    }
    return { width, height, rgb, alpha: alpha && alpha.every((value) => value === 255) ? null : alpha };
  } catch {
    return null;
  }
}

/** Resamples `plane` (`channels` bytes a pixel) to a new size, bilinearly. */
export function resample(
  plane: Uint8Array,
  channels: number,
  from: { width: number; height: number },
  to: { width: number; height: number },
): Uint8Array {
  const out = new Uint8Array(to.width * to.height * channels);
  const scaleX = from.width / to.width;
  const scaleY = from.height / to.height;
  for (let y = 0; y < to.height; y++) {
    const sy = Math.max(0, Math.min(from.height - 1, (y + 0.5) * scaleY - 0.5));
    const y0 = Math.floor(sy), y1 = Math.min(from.height - 1, y0 + 1), fy = sy - y0;
    for (let x = 0; x < to.width; x++) {
      const sx = Math.max(0, Math.min(from.width - 1, (x + 0.5) * scaleX - 0.5));
      const x0 = Math.floor(sx), x1 = Math.min(from.width - 1, x0 + 1), fx = sx - x0;
      for (let channel = 0; channel < channels; channel++) {
        const at = (row: number, column: number) => plane[(row * from.width + column) * channels + channel];
        const top = at(y0, x0) + (at(y0, x1) - at(y0, x0)) * fx;
        const bottom = at(y1, x0) + (at(y1, x1) - at(y1, x0)) * fx;
        out[(y * to.width + x) * channels + channel] = Math.round(top + (bottom - top) * fy);
      }
    }
  }
  return out;
}
