/**
 * A PNG's pixels averaged down to a smaller size in one pass over its rows, pure: each output pixel is the mean
 * of the source pixels it covers (a box filter, the right one for shrinking), set on white where they are
 * see-through, ready for a PDF FlateDecode stream with the PNG "Up" predictor. The inner loop gathers one output
 * pixel's run of source pixels in local sums, reading RGBA a 32-bit pixel at a time.
 */
import { pngRows, type PngStream } from "./_png-rows.ts";

/** True where a 32-bit word holds its first byte in its low bits, as on every machine Deno runs on. */
const LITTLE_ENDIAN = new Uint8Array(new Uint32Array([1]).buffer)[0] === 1;

/** A channel of a pixel `opacity`/255 opaque, set on white. */
const onWhite = (value: number, opacity: number) => (value * opacity + 255 * (255 - opacity) + 127) / 255 | 0;

/** Adds one source row of RGBA words to `sums` (three a column), column `c` from source `edges[c]` on. */
function addRgbaRow(words: Uint32Array, edges: Int32Array, sums: Uint32Array): void {
  for (let column = 0, x = 0; column < edges.length - 1; column++) {
    let red = 0, green = 0, blue = 0;
    for (const end = edges[column + 1]; x < end; x++) {
      const value = words[x];
      const opacity = value >>> 24;
      if (opacity === 255) {
        red += value & 255;
        green += (value >>> 8) & 255;
        blue += (value >>> 16) & 255;
      } else {
        red += onWhite(value & 255, opacity);
        green += onWhite((value >>> 8) & 255, opacity);
        blue += onWhite((value >>> 16) & 255, opacity);
      }
    }
    sums[column * 3] += red;
    sums[column * 3 + 1] += green;
    sums[column * 3 + 2] += blue;
  }
}

/** Adds one source row of grey, grey + alpha, RGB or RGBA bytes to `sums`. */
function addRow(pixels: Uint8Array, channels: number, edges: Int32Array, sums: Uint32Array): void {
  const [green, blue] = channels >= 3 ? [1, 2] : [0, 0];
  const alpha = channels === 2 || channels === 4 ? channels - 1 : -1;
  for (let column = 0, at = 0; column < edges.length - 1; column++) {
    let red = 0, greens = 0, blues = 0;
    for (let x = edges[column]; x < edges[column + 1]; x++, at += channels) {
      const opacity = alpha < 0 ? 255 : pixels[at + alpha];
      red += onWhite(pixels[at], opacity);
      greens += onWhite(pixels[at + green], opacity);
      blues += onWhite(pixels[at + blue], opacity);
    }
    sums[column * 3] += red;
    sums[column * 3 + 1] += greens;
    sums[column * 3 + 2] += blues;
  }
}

/**
 * `png` (its inflated data in `raw`) as `width` x `height` RGB rows, no larger than the source, each row led by
 * its filter byte: none for the first, "Up" (the difference from the row above) after it.
 */
export function downsample(
  png: PngStream,
  raw: Uint8Array,
  width: number,
  height: number,
): Uint8Array<ArrayBuffer> {
  const row = pngRows(png, raw);
  // Output column c averages source columns edges[c] up to edges[c + 1].
  const edges = new Int32Array(width + 1).map((_, column) => Math.ceil(column * png.width / width));
  const sums = new Uint32Array(width * 3);
  const stride = width * 3 + 1;
  const out = new Uint8Array(height * stride);
  let [current, above] = [new Uint8Array(width * 3), new Uint8Array(width * 3)];
  let [target, rows] = [0, 0];
  const finish = () => {
    for (let column = 0; column < width; column++) {
      const count = (edges[column + 1] - edges[column]) * rows;
      for (let at = column * 3; at < column * 3 + 3; at++) {
        current[at] = (sums[at] + (count >> 1)) / count | 0;
      }
    }
    const at = target * stride;
    out[at] = target > 0 ? 2 : 0;
    for (let x = 0; x < width * 3; x++) out[at + 1 + x] = current[x] - (target > 0 ? above[x] : 0);
    [current, above] = [above, current];
    sums.fill(0);
  };
  const words = png.channels === 4 && LITTLE_ENDIAN;
  for (let y = 0; y < png.height; y++) {
    const into = Math.floor(y * height / png.height);
    if (into !== target) {
      finish();
      [target, rows] = [into, 0];
    }
    const pixels = row(y);
    if (words) addRgbaRow(new Uint32Array(pixels.buffer, pixels.byteOffset, png.width), edges, sums);
    else addRow(pixels, png.channels, edges, sums);
    rows++;
  }
  finish();
  return out;
}
