import { unzlibSync } from "fflate";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { decodePng, pngRows, readPng } from "../../../brandkit/documents/_png-decode.ts";
import { encodePng } from "./_png.ts";

/** A PNG's size, kind, row filter and pixels, of every kind the decoder reads. */
const anyPng = fc.record({
  width: fc.integer({ min: 1, max: 9 }),
  height: fc.integer({ min: 1, max: 6 }),
  channels: fc.constantFrom(1 as const, 2 as const, 3 as const, 4 as const),
  filter: fc.integer({ min: 0, max: 4 }),
  values: fc.infiniteStream(fc.integer({ min: 0, max: 255 })),
}).map(({ values, ...png }) => ({
  ...png,
  pixels: Uint8Array.from(values.take(png.width * png.height * png.channels)),
}));

describe("pngRows()", () => {
  it("reads back every row of grey, grey + alpha, RGB and RGBA PNGs written with each of the five filters", () => {
    fc.assert(
      fc.property(
        anyPng,
        ({ width, height, channels, filter, pixels }) => {
          const png = readPng(encodePng(width, height, channels, pixels, filter))!;
          expect(png).toMatchObject({ width, height, channels });
          const row = pngRows(png, unzlibSync(png.data));
          for (let y = 0; y < height; y++) {
            const stride = width * channels;
            expect([...row(y).subarray(0, stride)]).toEqual([
              ...pixels.subarray(y * stride, (y + 1) * stride),
            ]);
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  it("leaves palette and 16-bit PNGs to pdf-lib", () => {
    const png = encodePng(1, 1, 3, new Uint8Array([1, 2, 3]), 0);
    expect(readPng(png.map((byte, index) => index === 25 ? 3 : byte))).toBeNull();
    expect(readPng(png.map((byte, index) => index === 24 ? 16 : byte))).toBeNull();
  });
});

describe("decodePng()", () => {
  it("gives every PNG it reads as RGB and alpha planes: grey as its three channels, no alpha where all is opaque", async () => {
    await fc.assert(
      fc.asyncProperty(anyPng, async ({ width, height, channels, filter, pixels }) => {
        const image = (await decodePng(encodePng(width, height, channels, pixels, filter)))!;
        const pixel = (index: number) => pixels.subarray(index * channels, (index + 1) * channels);
        const count = width * height;
        const rgb = Array.from({ length: count }, (_, index) => {
          const [first, second, third] = pixel(index);
          return channels >= 3 ? [first, second, third] : [first, first, first];
        }).flat();
        const alpha = channels === 2 || channels === 4
          ? Array.from({ length: count }, (_, index) => pixel(index)[channels - 1])
          : [];
        expect({ ...image, rgb: [...image.rgb], alpha: image.alpha && [...image.alpha] }).toEqual({
          width,
          height,
          rgb,
          alpha: alpha.some((value) => value !== 255) ? alpha : null,
        });
      }),
      { numRuns: 200 },
    );
  });

  it("leaves out the alpha of an RGBA PNG whose every pixel is opaque", async () => {
    const pixels = new Uint8Array([10, 20, 30, 255, 40, 50, 60, 255]);
    expect(await decodePng(encodePng(2, 1, 4, pixels, 0))).toEqual({
      width: 2,
      height: 1,
      rgb: new Uint8Array([10, 20, 30, 40, 50, 60]),
      alpha: null,
    });
  });

  it("gives null for PNGs of other kinds and for damaged image data", async () => {
    const png = encodePng(2, 2, 4, new Uint8Array(16).fill(200), 1);
    expect(await decodePng(png.map((byte, index) => index === 25 ? 3 : byte))).toBeNull();
    const idat = 8 + 25 + 8; // the signature, the IHDR chunk, then IDAT's length and type
    expect(await decodePng(png.map((byte, index) => index === idat + 3 ? byte ^ 0xff : byte))).toBeNull();
    expect(await decodePng(new Uint8Array([1, 2, 3]))).toBeNull();
  });
});
