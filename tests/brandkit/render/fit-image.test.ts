import { beforeAll, describe, expect, it } from "vitest";
import { BrandKitError, ErrorCode } from "../../../brandkit/errors.ts";
import { createFitImage, MAX_SOURCE_PIXELS } from "../../../brandkit/render/mod.ts";
import type { FitImage } from "../../../brandkit/mod.ts";
import { pixelAt, pngPixels, pngSize, renderAssets } from "../../support/render-assets.ts";

let fitImage: FitImage;
const fixture = (name: string) => Deno.readFile(new URL(`./fixtures/${name}`, import.meta.url));
beforeAll(async () => {
  fitImage = createFitImage(await renderAssets());
});

/** Close enough to a pure colour after JPEG's losses and resampling. */
function near(hex: string, expected: string): boolean {
  const channels = (value: string) => [1, 3, 5].map((at) => Number.parseInt(value.slice(at, at + 2), 16));
  const [a, b] = [channels(hex), channels(expected)];
  return a.every((value, index) => Math.abs(value - b[index]) <= 40);
}

async function rejection(promise: Promise<unknown>): Promise<BrandKitError> {
  const error = await promise.then(() => null, (caught: unknown) => caught);
  if (!(error instanceof BrandKitError)) throw new Error(`expected a BrandKitError, got ${error}`);
  return error;
}

describe("fitImage()", () => {
  // Each fixture is 40x20: the left half red, the right half blue.
  it.each([
    ["split.png", "image/png"],
    ["split.jpg", "image/jpeg"],
    ["split.gif", "image/gif"],
    ["split.webp", "image/webp"],
  ])("cover-crops %s to exactly the asked size, scaled to fill and centred", async (name, mimeType) => {
    const png = await fitImage(await fixture(name), mimeType, 100, 100);
    expect(pngSize(png)).toEqual({ width: 100, height: 100 });
    const pixels = pngPixels(png);
    // Scaled 5x to fill the height, 200 px wide, 50 px cut off each side: red left of centre, blue right of it.
    expect(near(pixelAt(pixels, 100, 25, 50).hex, "#FF0000")).toBe(true);
    expect(near(pixelAt(pixels, 100, 75, 50).hex, "#0000FF")).toBe(true);
    expect(pixelAt(pixels, 100, 0, 0).alpha).toBe(255);
  });

  it("crops a wide image to a tall size and a tall one to a wide size", async () => {
    const split = await fixture("split.png");
    expect(pngSize(await fitImage(split, "image/png", 1080, 1350))).toEqual({ width: 1080, height: 1350 });
    const tall = await fitImage(split, "image/png", 20, 40);
    expect(pngSize(await fitImage(tall, "image/png", 1200, 675))).toEqual({ width: 1200, height: 675 });
  });

  it("goes by the bytes, not by the MIME type it is told", async () => {
    const png = await fitImage(await fixture("split.jpg"), "image/png", 64, 64);
    expect(pngSize(png)).toEqual({ width: 64, height: 64 });
  });

  it.each([
    [
      "text",
      new TextEncoder().encode("this is not an image"),
      "The image could not be read: its 20 bytes are not a PNG, JPEG, GIF or WebP image.",
    ],
    [
      "no bytes",
      new Uint8Array(),
      "The image could not be read: its 0 bytes are not a PNG, JPEG, GIF or WebP image.",
    ],
    [
      "a bare PNG signature",
      Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      "The image could not be read: the PNG data is damaged (no image size in its header).",
    ],
  ])("refuses %s with an AI_ERROR that says why", async (_, bytes, message) => {
    const error = await rejection(fitImage(bytes, "image/png", 100, 100));
    expect(error.code).toBe(ErrorCode.AI_ERROR);
    expect(error.message).toBe(message);
  });

  it("refuses a PNG whose header is fine but whose pixels are cut off", async () => {
    const cut = (await fixture("split.png")).slice(0, 40);
    const error = await rejection(fitImage(cut, "image/png", 100, 100));
    expect(error.code).toBe(ErrorCode.AI_ERROR);
    expect(error.message).toBe("The image could not be read: the image data could not be decoded.");
  });

  it("refuses damaged WebP data", async () => {
    const webp = await fixture("photo.webp");
    const damaged = webp.slice();
    damaged.fill(0x55, 40);
    const error = await rejection(fitImage(damaged, "image/webp", 100, 100));
    expect(error.code).toBe(ErrorCode.AI_ERROR);
  });

  it("refuses an image too large to decode safely, before decoding it", async () => {
    const header = (await fixture("split.png")).slice(0, 33);
    new DataView(header.buffer).setUint32(16, 20_000);
    new DataView(header.buffer).setUint32(20, 20_000);
    const error = await rejection(fitImage(header, "image/png", 100, 100));
    expect(error.code).toBe(ErrorCode.AI_ERROR);
    expect(error.message).toBe(
      `The image is too large to process: 20000x20000 pixels (at most ${
        MAX_SOURCE_PIXELS / 1_000_000
      } megapixels).`,
    );
  });

  it.each([[0, 100], [100, -1], [1.5, 100], [100, 5000]])(
    "refuses a target of %sx%s",
    async (width, height) => {
      const error = await rejection(fitImage(await fixture("split.png"), "image/png", width, height));
      expect(error.code).toBe(ErrorCode.INTERNAL);
    },
  );
});
