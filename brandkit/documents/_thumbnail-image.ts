/**
 * The guide's thumbnails as PDF images at the size they are shown, not the size they were made. pdf-lib's
 * embedPng inflates every full-size graphic in JavaScript and deflates it all again at save (80 ms a graphic,
 * 400 ms for five); here the PNG is inflated natively (DecompressionStream), averaged down to
 * `THUMBNAIL_PX_PER_PT` in one pass over its rows (_downsample.ts), set on the white page, and deflated
 * natively with PNG "Up" prediction, which PDF readers undo themselves. PNGs of other kinds (palette, 16-bit,
 * interlaced) and JPEGs go through pdf-lib as they are.
 */
import { type PDFDocument, PDFName, PDFNumber, type PDFRef } from "pdf-lib";
import { downsample } from "./_downsample.ts";
import { readPng } from "./_png-rows.ts";

/** Pixels per point a thumbnail keeps: 180 ppi, sharp on screen and in print at its small size. */
export const THUMBNAIL_PX_PER_PT = 2.5;

/** `bytes` through a native (de)compression stream. */
async function transform(
  bytes: Uint8Array<ArrayBuffer>,
  stream: CompressionStream | DecompressionStream,
): Promise<Uint8Array<ArrayBuffer>> {
  const writer = stream.writable.getWriter();
  // A damaged stream rejects these too; the read below reports it once.
  writer.write(bytes).catch(() => {});
  writer.close().catch(() => {});
  return new Uint8Array(await new Response(stream.readable).arrayBuffer());
}

/**
 * Adds the image in `bytes` to `document`, at most `maxPx` pixels (the drawn size times THUMBNAIL_PX_PER_PT;
 * never enlarged), and returns its reference for a Do operator.
 */
export async function embedThumbnail(
  document: PDFDocument,
  bytes: Uint8Array,
  maxPx: { width: number; height: number },
): Promise<PDFRef> {
  if (bytes[0] === 0xff && bytes[1] === 0xd8) return (await document.embedJpg(bytes)).ref;
  const png = readPng(bytes);
  if (!png) return (await document.embedPng(bytes)).ref;
  const scale = Math.min(1, maxPx.width / png.width, maxPx.height / png.height);
  const width = Math.max(1, Math.round(png.width * scale));
  const height = Math.max(1, Math.round(png.height * scale));
  let pixels: Uint8Array<ArrayBuffer>;
  try {
    pixels = downsample(png, await transform(png.data, new DecompressionStream("deflate")), width, height);
  } catch {
    // Damaged data: pdf-lib's decoder says what is wrong with it.
    return (await document.embedPng(bytes)).ref;
  }
  const rows = await transform(pixels, new CompressionStream("deflate"));
  const { context } = document;
  const stream = context.stream(rows, {
    Type: "XObject",
    Subtype: "Image",
    Width: width,
    Height: height,
    ColorSpace: "DeviceRGB",
    BitsPerComponent: 8,
    Filter: "FlateDecode",
    DecodeParms: { Predictor: 15, Colors: 3, BitsPerComponent: 8, Columns: width },
  });
  stream.dict.set(PDFName.of("Length"), PDFNumber.of(rows.length));
  return context.register(stream);
}
