/**
 * The one resampler of the documents, pure: pixels read row by row, top to bottom, made a new size. Shrinking
 * (the guide's thumbnails) averages the source pixels each output pixel covers, a box filter, the right one for
 * shrinking; growing (the print PDF's images, up to 300 ppi) interpolates bilinearly, where averaging would only
 * repeat pixels. Either way the source is read once, in order, so a PNG's rows can stream in (_png-decode.ts)
 * without the whole image in memory.
 */

/** Pixels of `channels` bytes each, read by `row(y)` for y = 0, 1, 2, ... in turn; a row is valid until the next. */
export type PixelRows = {
  width: number;
  height: number;
  channels: number;
  row: (y: number) => Uint8Array;
};

/** The rows of a whole image held in `plane` (`channels` bytes a pixel, row by row). */
export function planeRows(
  plane: Uint8Array,
  channels: number,
  size: { width: number; height: number },
): PixelRows {
  const stride = size.width * channels;
  return { ...size, channels, row: (y) => plane.subarray(y * stride, (y + 1) * stride) };
}

/**
 * `source` at `width` x `height` (its `channels` bytes a pixel, row by row): averaged where the new size is no
 * larger on either axis, bilinear where it is larger on either.
 */
export function resample(source: PixelRows, width: number, height: number): Uint8Array<ArrayBuffer> {
  return width <= source.width && height <= source.height
    ? boxAverage(source, width, height)
    : bilinear(source, width, height);
}

/** True where a 32-bit word holds its first byte in its low bits, as on every machine Deno runs on. */
const LITTLE_ENDIAN = new Uint8Array(new Uint32Array([1]).buffer)[0] === 1;

/** Adds one source row to `sums` (`channels` a column), output column c from source column `edges[c]` on. */
function addRow(pixels: Uint8Array, channels: number, edges: Int32Array, sums: Uint32Array): void {
  if (channels === 4 && LITTLE_ENDIAN && pixels.byteOffset % 4 === 0) {
    addRgbaRow(new Uint32Array(pixels.buffer, pixels.byteOffset, pixels.length >> 2), edges, sums);
    return;
  }
  for (let column = 0; column < edges.length - 1; column++) {
    const start = edges[column] * channels, end = edges[column + 1] * channels;
    for (let channel = 0; channel < channels; channel++) {
      let sum = 0;
      for (let at = start + channel; at < end; at += channels) sum += pixels[at];
      sums[column * channels + channel] += sum;
    }
  }
}

/** addRow for RGBA (the renderer's, nearly every PNG here), read a 32-bit pixel at a time. */
function addRgbaRow(words: Uint32Array, edges: Int32Array, sums: Uint32Array): void {
  for (let column = 0, x = 0; column < edges.length - 1; column++) {
    let red = 0, green = 0, blue = 0, alpha = 0;
    for (const end = edges[column + 1]; x < end; x++) {
      const value = words[x];
      red += value & 255;
      green += (value >>> 8) & 255;
      blue += (value >>> 16) & 255;
      alpha += value >>> 24;
    }
    sums[column * 4] += red;
    sums[column * 4 + 1] += green;
    sums[column * 4 + 2] += blue;
    sums[column * 4 + 3] += alpha;
  }
}

/** Each output pixel the rounded mean of the block of source pixels it covers. */
function boxAverage(source: PixelRows, width: number, height: number): Uint8Array<ArrayBuffer> {
  const { channels } = source;
  // Output column c averages source columns edges[c] up to edges[c + 1].
  const edges = new Int32Array(width + 1).map((_, column) => Math.ceil(column * source.width / width));
  const sums = new Uint32Array(width * channels);
  const out = new Uint8Array(width * height * channels);
  let [target, rows] = [0, 0];
  const finish = () => {
    const row = out.subarray(target * width * channels, (target + 1) * width * channels);
    for (let column = 0, at = 0; column < width; column++) {
      const count = (edges[column + 1] - edges[column]) * rows;
      for (const end = at + channels; at < end; at++) row[at] = (sums[at] + (count >> 1)) / count | 0;
    }
    sums.fill(0);
  };
  for (let y = 0; y < source.height; y++) {
    const into = Math.floor(y * height / source.height);
    if (into !== target) {
      finish();
      [target, rows] = [into, 0];
    }
    addRow(source.row(y), channels, edges, sums);
    rows++;
  }
  finish();
  return out;
}

/**
 * Where each of `count` output positions samples a source axis of `from` pixels: the first of two neighbouring
 * source pixels, the second (the same at the edge), and the second's weight.
 */
function taps(count: number, from: number) {
  const first = new Int32Array(count), second = new Int32Array(count), weight = new Float64Array(count);
  for (let at = 0; at < count; at++) {
    const position = Math.max(0, Math.min(from - 1, (at + 0.5) * (from / count) - 0.5));
    first[at] = Math.floor(position);
    second[at] = Math.min(from - 1, first[at] + 1);
    weight[at] = position - first[at];
  }
  return { first, second, weight };
}

/**
 * Each output pixel interpolated between the four source pixels around where its centre falls: along each of
 * the two source rows first (kept for the next output row), then between them.
 */
function bilinear(source: PixelRows, width: number, height: number): Uint8Array<ArrayBuffer> {
  const { channels } = source;
  const columns = taps(width, source.width);
  const rows = taps(height, source.height);
  // The two source rows last interpolated along x, by source row; the one further up is replaced first.
  const lines = [0, 1].map(() => ({ y: -1, values: new Float64Array(width * channels) }));
  let read = 0;
  let pixels: Uint8Array = new Uint8Array();
  const line = (y: number): Float64Array => {
    if (lines[0].y === y) return lines[0].values;
    if (lines[1].y === y) return lines[1].values;
    const slot = lines[0].y < lines[1].y ? lines[0] : lines[1];
    while (read <= y) pixels = source.row(read++);
    const values = slot.values;
    for (let x = 0, to = 0; x < width; x++) {
      const left = columns.first[x] * channels,
        right = columns.second[x] * channels,
        weight = columns.weight[x];
      for (let channel = 0; channel < channels; channel++, to++) {
        const a = pixels[left + channel];
        values[to] = a + (pixels[right + channel] - a) * weight;
      }
    }
    slot.y = y;
    return values;
  };
  const out = new Uint8Array(width * height * channels);
  const stride = width * channels;
  for (let y = 0; y < height; y++) {
    const top = line(rows.first[y]), bottom = line(rows.second[y]), weight = rows.weight[y];
    for (let at = 0, to = y * stride; at < stride; at++, to++) {
      out[to] = Math.round(top[at] + (bottom[at] - top[at]) * weight);
    }
  }
  return out;
}
