import { describe, expect, it } from "vitest";
import { pngSize } from "../../brandkit/web.ts";
import { ONE_PIXEL_PNG } from "../support/fake-provider.ts";
import { createDiskMediaStore } from "../../adapters/media-store-disk.ts";
import { createImageStorer } from "../../routes/store-image.ts";
import { solidPng } from "../support/solid-png.ts";
import { createMemoryFs } from "../support/memory-fs.ts";

const POSTER = { kind: "poster" as const, width: 1080, height: 1350 };

describe("pngSize()", () => {
  it("reads the size from a PNG header, and answers null for anything else", () => {
    expect(pngSize(solidPng(12, 34, "#000000"))).toEqual({ width: 12, height: 34 });
    expect(pngSize(ONE_PIXEL_PNG)).toEqual({ width: 1, height: 1 });
    expect(pngSize(new Uint8Array([0xff, 0xd8, 0xff]))).toBeNull();
  });
});

describe("createImageStorer()", () => {
  it("puts the graphic in the media store and answers the URL it is served at", async () => {
    const media = createDiskMediaStore({ fs: createMemoryFs(), dir: "m", maxBytes: 1e9 });
    const png = solidPng(1080, 1350, "#E6067A");
    const url = await createImageStorer(media)(png, POSTER);
    expect(url).toMatch(/^\/media\/[0-9a-f]{64}\.png$/);
    expect(await media.get(url.replace("/media/", ""))).toEqual(png);
  });
});
