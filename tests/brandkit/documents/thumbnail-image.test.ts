import { unzlibSync } from "fflate";
import { PDFDocument, PDFName, PDFRawStream } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { embedThumbnail } from "../../../brandkit/documents/_thumbnail-image.ts";
import { encodePng } from "./_png.ts";

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

  it("sets grey with alpha on white too, as grey in all three channels", async () => {
    // 2 x 1 grey + alpha: transparent black (white on the page) and opaque grey 100.
    const document = await PDFDocument.create();
    const png = encodePng(2, 1, 2, new Uint8Array([0, 0, 100, 255]), 2);
    const ref = await embedThumbnail(document, png, { width: 1, height: 1 });
    // (255 + 100) / 2, rounded half up.
    expect(imagePixels(document, ref)).toEqual({ width: 1, height: 1, pixels: [178, 178, 178] });
  });

  it("never enlarges a graphic smaller than its drawn size", async () => {
    const document = await PDFDocument.create();
    const pixels = new Uint8Array([10, 20, 30, 40, 50, 60]);
    const ref = await embedThumbnail(document, encodePng(2, 1, 3, pixels, 4), { width: 200, height: 100 });
    expect(imagePixels(document, ref)).toEqual({ width: 2, height: 1, pixels: [...pixels] });
  });
});
