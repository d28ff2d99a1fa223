import { unzlibSync, zlibSync } from "fflate";
import fc from "fast-check";
import { PDFDocument, PDFName, PDFRawStream } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { pngRows, readPng } from "../../../brandkit/documents/_png-rows.ts";
import { embedThumbnail } from "../../../brandkit/documents/_thumbnail-image.ts";

const COLOR_TYPES = { 1: 0, 2: 4, 3: 2, 4: 6 } as const;

function paeth(a: number, b: number, c: number): number {
  const p = a + b - c;
  const [pa, pb, pc] = [Math.abs(p - a), Math.abs(p - b), Math.abs(p - c)];
  return pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
}

/**
 * A PNG of `pixels` (`channels` bytes a pixel), every row written with `filter` (0-4), as the spec defines the
 * filters. Chunk CRCs are left zero: the reader does not check them.
 */
function encodePng(
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

/** The RGB pixels of an image XObject written with FlateDecode and the PNG "Up" predictor. */
function imagePixels(document: PDFDocument, ref: Parameters<PDFDocument["context"]["lookup"]>[0]) {
  const stream = document.context.lookup(ref) as PDFRawStream;
  const width = Number(stream.dict.get(PDFName.of("Width"))!.toString());
  const height = Number(stream.dict.get(PDFName.of("Height"))!.toString());
  const rows = unzlibSync(stream.contents);
  const stride = width * 3;
  const pixels = new Uint8Array(height * stride);
  for (let y = 0; y < height; y++) {
    const filter = rows[y * (stride + 1)];
    for (let x = 0; x < stride; x++) {
      const up = filter === 2 && y > 0 ? pixels[(y - 1) * stride + x] : 0;
      pixels[y * stride + x] = (rows[y * (stride + 1) + 1 + x] + up) & 255;
    }
  }
  return { width, height, pixels: [...pixels] };
}

describe("pngRows()", () => {
  it("reads back every row of grey, grey + alpha, RGB and RGBA PNGs written with each of the five filters", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 9 }),
        fc.integer({ min: 1, max: 6 }),
        fc.constantFrom(1 as const, 2 as const, 3 as const, 4 as const),
        fc.integer({ min: 0, max: 4 }),
        fc.infiniteStream(fc.integer({ min: 0, max: 255 })),
        (width, height, channels, filter, values) => {
          const pixels = Uint8Array.from(values.take(width * height * channels));
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

describe("embedThumbnail()", () => {
  it("averages each block of pixels into one, set on white where it is see-through", async () => {
    // 4 x 2 RGBA: a red block, then a block half of opaque blue and half of transparent black.
    const red = [255, 0, 0, 255];
    const [blue, clear] = [[0, 0, 255, 255], [0, 0, 0, 0]];
    const pixels = new Uint8Array([...red, ...red, ...blue, ...clear, ...red, ...red, ...blue, ...clear]);
    const document = await PDFDocument.create();
    const ref = await embedThumbnail(document, encodePng(4, 2, 4, pixels, 1), { width: 2, height: 1 });
    // Blue and white averaged: (0 + 255) / 2, (0 + 255) / 2, 255.
    expect(imagePixels(document, ref)).toEqual({ width: 2, height: 1, pixels: [255, 0, 0, 128, 128, 255] });
  });

  it("never enlarges a graphic smaller than its drawn size", async () => {
    const document = await PDFDocument.create();
    const pixels = new Uint8Array([10, 20, 30, 40, 50, 60]);
    const ref = await embedThumbnail(document, encodePng(2, 1, 3, pixels, 4), { width: 200, height: 100 });
    expect(imagePixels(document, ref)).toEqual({ width: 2, height: 1, pixels: [...pixels] });
  });
});
