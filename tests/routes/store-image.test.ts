import { describe, expect, it } from "vitest";
import { isBrandKitError } from "../../brandkit/mod.ts";
import { ONE_PIXEL_PNG } from "../../brandkit/providers/fake.ts";
import { createMediaStore } from "../../routes/media-store.ts";
import { pngSize } from "../../brandkit/mod.ts";
import { createImageStorer } from "../../routes/store-image.ts";
import { solidPng } from "../e2e/_png.ts";
import { createMemoryFs } from "./_memory-fs.ts";

const POSTER = { kind: "poster" as const, width: 1080, height: 1350 };

function setup(fetch?: typeof globalThis.fetch) {
  const media = createMediaStore({ fs: createMemoryFs(), dir: "m", maxBytes: 1e9 });
  const fits: Array<{ mimeType: string; width: number; height: number }> = [];
  const store = createImageStorer({
    media,
    fetch,
    fitImage: (_bytes, mimeType, width, height) => {
      fits.push({ mimeType, width, height });
      return Promise.resolve(solidPng(width, height, "#112233"));
    },
  });
  return { media, fits, store };
}

describe("pngSize()", () => {
  it("reads the size from a PNG header, and answers null for anything else", () => {
    expect(pngSize(solidPng(12, 34, "#000000"))).toEqual({ width: 12, height: 34 });
    expect(pngSize(ONE_PIXEL_PNG)).toEqual({ width: 1, height: 1 });
    expect(pngSize(new Uint8Array([0xff, 0xd8, 0xff]))).toBeNull();
  });
});

describe("createImageStorer()", () => {
  it("stores a PNG of the exact size as it is, without fitting", async () => {
    const { store, fits, media } = setup();
    const png = solidPng(1080, 1350, "#E6067A");
    const url = await store({ bytes: png, mimeType: "image/png" }, POSTER);
    expect(fits).toEqual([]);
    expect(await media.get(url.replace("/media/", ""))).toEqual(png);
  });

  it("fits a graphic of another size to the exact size before storing it", async () => {
    const { store, fits, media } = setup();
    const url = await store({ bytes: ONE_PIXEL_PNG, mimeType: "image/png" }, POSTER);
    expect(fits).toEqual([{ mimeType: "image/png", width: 1080, height: 1350 }]);
    expect(pngSize((await media.get(url.replace("/media/", "")))!)).toEqual({ width: 1080, height: 1350 });
  });

  it("downloads a graphic the provider gave as a URL", async () => {
    const requested: string[] = [];
    const { store, fits } = setup((input) => {
      requested.push(String(input));
      return Promise.resolve(
        new Response(ONE_PIXEL_PNG as Uint8Array<ArrayBuffer>, { headers: { "Content-Type": "image/webp" } }),
      );
    });
    const url = await store({ url: "https://images.example/poster.png" }, POSTER);
    expect(requested).toEqual(["https://images.example/poster.png"]);
    expect(fits).toEqual([{ mimeType: "image/webp", width: 1080, height: 1350 }]);
    expect(url).toMatch(/^\/media\/[0-9a-f]{64}\.png$/);
  });

  it.each([
    [
      "a failed download",
      "https://images.example/x.png",
      503,
      "The AI service's poster graphic could not be downloaded (HTTP 503).",
    ],
    [
      "an address that is not http",
      "file:///etc/passwd",
      200,
      "The AI service sent the poster graphic at an unusable address.",
    ],
    [
      "a download that is not an image",
      "https://images.example/x.png",
      200,
      "The AI service sent a poster graphic that is not an image (text/plain, 4 bytes).",
    ],
  ])("turns %s into AI_ERROR", async (_what, address, status, message) => {
    const { store } = setup(() => Promise.resolve(new Response("nope", { status })));
    const failure = await store({ url: address }, POSTER).catch((error) => error);
    expect(isBrandKitError(failure, "AI_ERROR")).toBe(true);
    expect(failure.message).toBe(message);
  });
});
