/**
 * The one reader of an image's pixel size (brandkit/images/image-size.ts), from the header of each type BrandKit
 * takes, never decoding: what refuses a huge inspiration image, checks a provider's PNG and measures print art.
 */
import { describe, expect, it } from "vitest";
import { imageSizeOf, pngSize, readPixelSize } from "../../../brandkit/images/image-size.ts";

/** A PNG's signature and IHDR chunk of `width` x `height` (no pixels: only the header is read). */
function pngHeader(width: number, height: number): Uint8Array {
  const bytes = new Uint8Array(33);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
  new DataView(bytes.buffer).setUint32(16, width);
  new DataView(bytes.buffer).setUint32(20, height);
  return bytes;
}

/** A baseline JPEG's start, an APP0 segment, then a start-of-frame of `width` x `height`. */
function jpegHeader(width: number, height: number): Uint8Array {
  return new Uint8Array([
    0xff,
    0xd8,
    0xff,
    0xe0,
    0x00,
    0x04,
    0x00,
    0x00,
    0xff,
    0xc0,
    0x00,
    0x11,
    0x08,
    height >> 8,
    height & 0xff,
    width >> 8,
    width & 0xff,
    0x03,
    0,
    0,
    0,
    0,
  ]);
}

function gifHeader(width: number, height: number): Uint8Array {
  return new Uint8Array([
    0x47,
    0x49,
    0x46,
    0x38,
    0x39,
    0x61,
    width & 0xff,
    width >> 8,
    height & 0xff,
    height >> 8,
  ]);
}

/** A WebP of the extended kind (VP8X), whose sizes are 24-bit, less one. */
function webpHeader(width: number, height: number): Uint8Array {
  const bytes = new Uint8Array(30);
  bytes.set([...new TextEncoder().encode("RIFF"), 22, 0, 0, 0, ...new TextEncoder().encode("WEBPVP8X")]);
  const side = (at: number, value: number) => bytes.set([value & 0xff, (value >> 8) & 0xff, value >> 16], at);
  side(24, width - 1);
  side(27, height - 1);
  return bytes;
}

describe("imageSizeOf()", () => {
  it.each([
    ["a PNG", pngHeader(1080, 1350)],
    ["a JPEG", jpegHeader(1080, 1350)],
    ["a GIF", gifHeader(1080, 1350)],
    ["a WebP", webpHeader(1080, 1350)],
  ])("reads the size of %s from its header", (_kind, bytes) => {
    expect(imageSizeOf(bytes)).toEqual({ width: 1080, height: 1350 });
  });

  it("reads nothing of bytes that are no image, a cut header, or a size of zero", () => {
    expect(imageSizeOf(new TextEncoder().encode("<svg></svg>"))).toBeNull();
    expect(imageSizeOf(pngHeader(10, 10).subarray(0, 20))).toBeNull();
    expect(imageSizeOf(pngHeader(0, 10))).toBeNull();
  });
});

describe("pngSize()", () => {
  it("reads a PNG's size, and nothing of another type or a PNG without its IHDR first", () => {
    expect(pngSize(pngHeader(1200, 675))).toEqual({ width: 1200, height: 675 });
    expect(pngSize(jpegHeader(1200, 675))).toBeNull();
    const noIhdr = pngHeader(1200, 675);
    noIhdr.set([0x49, 0x44, 0x41, 0x54], 12); // "IDAT" where IHDR must be
    expect(pngSize(noIhdr)).toBeNull();
    expect(readPixelSize(pngHeader(1200, 675), "image/png")).toEqual({ width: 1200, height: 675 });
  });
});
