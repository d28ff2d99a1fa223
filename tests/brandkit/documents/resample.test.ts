import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { planeRows, resample } from "../../../brandkit/documents/_resample.ts";

type Plane = { width: number; height: number; channels: number; pixels: Uint8Array };

/** A plane of 1 to 4 channels, up to 12 x 9 pixels. */
const anyPlane = fc.record({
  width: fc.integer({ min: 1, max: 12 }),
  height: fc.integer({ min: 1, max: 9 }),
  channels: fc.integer({ min: 1, max: 4 }),
  values: fc.infiniteStream(fc.integer({ min: 0, max: 255 })),
}).map(({ values, ...plane }) => ({
  ...plane,
  pixels: Uint8Array.from(values.take(plane.width * plane.height * plane.channels)),
}));

const sample = (plane: Plane, x: number, y: number, channel: number) =>
  plane.pixels[(y * plane.width + x) * plane.channels + channel];

/** Each output pixel the rounded mean of the source pixels whose columns and rows fall in it, written plainly. */
function boxReference(plane: Plane, width: number, height: number): number[] {
  const out: number[] = [];
  for (let y = 0; y < height; y++) {
    const rows = [...Array(plane.height).keys()].filter((row) =>
      Math.floor(row * height / plane.height) === y
    );
    for (let x = 0; x < width; x++) {
      const [from, to] = [Math.ceil(x * plane.width / width), Math.ceil((x + 1) * plane.width / width)];
      for (let channel = 0; channel < plane.channels; channel++) {
        let sum = 0;
        for (const row of rows) {
          for (let column = from; column < to; column++) sum += sample(plane, column, row, channel);
        }
        const count = rows.length * (to - from);
        out.push(Math.floor((sum + (count >> 1)) / count));
      }
    }
  }
  return out;
}

/** Each output pixel interpolated between the four source pixels around its centre, written plainly. */
function bilinearReference(plane: Plane, width: number, height: number): number[] {
  const tap = (at: number, from: number, to: number) => {
    const position = Math.max(0, Math.min(from - 1, (at + 0.5) * (from / to) - 0.5));
    const first = Math.floor(position);
    return [first, Math.min(from - 1, first + 1), position - first];
  };
  const out: number[] = [];
  for (let y = 0; y < height; y++) {
    const [y0, y1, fy] = tap(y, plane.height, height);
    for (let x = 0; x < width; x++) {
      const [x0, x1, fx] = tap(x, plane.width, width);
      for (let channel = 0; channel < plane.channels; channel++) {
        const at = (row: number, column: number) => sample(plane, column, row, channel);
        const top = at(y0, x0) + (at(y0, x1) - at(y0, x0)) * fx;
        const bottom = at(y1, x0) + (at(y1, x1) - at(y1, x0)) * fx;
        out.push(Math.round(top + (bottom - top) * fy));
      }
    }
  }
  return out;
}

describe("resample()", () => {
  it("averages the block of source pixels each output pixel covers when it shrinks", () => {
    fc.assert(
      fc.property(anyPlane, fc.double({ min: 0, max: 1 }), fc.double({ min: 0, max: 1 }), (plane, sx, sy) => {
        const width = Math.max(1, Math.round(plane.width * sx));
        const height = Math.max(1, Math.round(plane.height * sy));
        const out = resample(planeRows(plane.pixels, plane.channels, plane), width, height);
        expect([...out]).toEqual(boxReference(plane, width, height));
      }),
      { numRuns: 300 },
    );
  });

  it("interpolates bilinearly when it grows on either axis", () => {
    fc.assert(
      fc.property(
        anyPlane,
        fc.integer({ min: 1, max: 30 }),
        fc.integer({ min: 1, max: 30 }),
        (plane, w, h) => {
          fc.pre(w > plane.width || h > plane.height);
          const out = resample(planeRows(plane.pixels, plane.channels, plane), w, h);
          expect([...out]).toEqual(bilinearReference(plane, w, h));
        },
      ),
      { numRuns: 300 },
    );
  });

  it("keeps an image at its own size as it is", () => {
    const pixels = new Uint8Array([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(resample(planeRows(pixels, 3, { width: 2, height: 2 }), 2, 2)).toEqual(pixels);
  });

  it("reads the source once, top to bottom, as a PNG's rows stream in", () => {
    const asked: number[] = [];
    const source = {
      width: 4,
      height: 6,
      channels: 1,
      row: (y: number) => (asked.push(y), new Uint8Array(4)),
    };
    resample(source, 2, 3);
    resample({ ...source, row: (y) => (asked.push(y), new Uint8Array(4)) }, 9, 13);
    expect(asked).toEqual([0, 1, 2, 3, 4, 5, 0, 1, 2, 3, 4, 5]);
  });
});
