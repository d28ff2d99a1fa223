/**
 * PNGs written in the tests, of every kind the documents' decoder reads, with each of the five row filters as
 * the PNG specification defines them, to check the decoder, the resampler and the thumbnails against.
 */
import { zlibSync } from "fflate";

/** The PNG colour type of each number of channels: grey, grey + alpha, RGB, RGBA. */
const COLOR_TYPES = { 1: 0, 2: 4, 3: 2, 4: 6 } as const;

function paeth(a: number, b: number, c: number): number {
  const p = a + b - c;
  const [pa, pb, pc] = [Math.abs(p - a), Math.abs(p - b), Math.abs(p - c)];
  return pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
}

/**
 * A PNG of `pixels` (`channels` bytes a pixel), every row written with `filter` (0-4), as the PNG
 * specification defines the filters. Chunk CRCs are left zero: the reader does not check them.
 */
export function encodePng(
  width: number,
  height: number,
  channels: 1 | 2 | 3 | 4,
  pixels: Uint8Array,
  filter: number,
) {
  const stride = width * channels;
  const raw = new Uint8Array(height * (stride + 1));
  for (let y = 0; y < height; y++) {
    raw[y * (stride + 1)] = filter;
    for (let x = 0; x < stride; x++) {
      const value = pixels[y * stride + x];
      const left = x >= channels ? pixels[y * stride + x - channels] : 0;
      const up = y > 0 ? pixels[(y - 1) * stride + x] : 0;
      const corner = x >= channels && y > 0 ? pixels[(y - 1) * stride + x - channels] : 0;
      const predictor = [0, left, up, (left + up) >> 1, paeth(left, up, corner)][filter];
      raw[y * (stride + 1) + 1 + x] = (value - predictor) & 255;
    }
  }
  const chunk = (type: string, data: Uint8Array) => {
    const out = new Uint8Array(12 + data.length);
    new DataView(out.buffer).setUint32(0, data.length);
    out.set([...type].map((char) => char.charCodeAt(0)), 4);
    out.set(data, 8);
    return out;
  };
  const header = new Uint8Array(13);
  new DataView(header.buffer).setUint32(0, width);
  new DataView(header.buffer).setUint32(4, height);
  header.set([8, COLOR_TYPES[channels], 0, 0, 0], 8);
  const parts = [
    new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk("IHDR", header),
    chunk("IDAT", zlibSync(raw)),
    chunk("IEND", new Uint8Array()),
  ];
  const png = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  parts.reduce((at, part) => (png.set(part, at), at + part.length), 0);
  return png;
}
