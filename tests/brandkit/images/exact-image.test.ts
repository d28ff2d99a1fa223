import { describe, expect, it } from "vitest";
import { createExactImage, createImageBytes, type FitImage } from "../../../brandkit/mod.ts";
import { isBrandKitError, pngSize } from "../../../brandkit/web.ts";
import { ONE_PIXEL_PNG } from "../../support/fake-provider.ts";
import { solidPng } from "../../support/solid-png.ts";

const POSTER = { kind: "poster" as const, width: 1080, height: 1350 };

function setup(fetch: typeof globalThis.fetch = () => Promise.reject(new Error("no network"))) {
  const fits: Array<{ mimeType: string; width: number; height: number }> = [];
  const fitImage: FitImage = (_bytes, mimeType, width, height) => {
    fits.push({ mimeType, width, height });
    return Promise.resolve(solidPng(width, height, "#112233"));
  };
  return { fits, exactImage: createExactImage({ fitImage, imageBytes: createImageBytes({ fetch }) }) };
}

describe("createExactImage()", () => {
  it("keeps a PNG of the exact size as it is, without fitting", async () => {
    const { exactImage, fits } = setup();
    const png = solidPng(1080, 1350, "#E6067A");
    expect(await exactImage({ bytes: png, mimeType: "image/png" }, POSTER)).toBe(png);
    expect(fits).toEqual([]);
  });

  it("fits a graphic of another size to the exact size", async () => {
    const { exactImage, fits } = setup();
    const png = await exactImage({ bytes: ONE_PIXEL_PNG, mimeType: "image/png" }, POSTER);
    expect(fits).toEqual([{ mimeType: "image/png", width: 1080, height: 1350 }]);
    expect(pngSize(png)).toEqual({ width: 1080, height: 1350 });
  });

  it("downloads a graphic the provider gave as a URL, then fits it", async () => {
    const requested: string[] = [];
    const { exactImage, fits } = setup((input) => {
      requested.push(String(input));
      return Promise.resolve(
        new Response(ONE_PIXEL_PNG as Uint8Array<ArrayBuffer>, { headers: { "Content-Type": "image/webp" } }),
      );
    });
    const png = await exactImage({ url: "https://images.example/poster.png" }, POSTER);
    expect(requested).toEqual(["https://images.example/poster.png"]);
    expect(fits).toEqual([{ mimeType: "image/webp", width: 1080, height: 1350 }]);
    expect(pngSize(png)).toEqual({ width: 1080, height: 1350 });
  });

  it("asks the outbound policy before downloading, and fetches nothing it refuses", async () => {
    const requested: string[] = [];
    const exactImage = createExactImage({
      fitImage: () => Promise.reject(new Error("not reached")),
      imageBytes: createImageBytes({
        fetch: (input) => {
          requested.push(String(input));
          return Promise.reject(new Error("not reached"));
        },
        policy: { check: () => Promise.reject(new Error("refused by the policy")) },
      }),
    });
    await expect(exactImage({ url: "https://169.254.169.254/latest" }, POSTER)).rejects.toThrow(
      "refused by the policy",
    );
    expect(requested).toEqual([]);
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
    const { exactImage } = setup(() => Promise.resolve(new Response("nope", { status })));
    const failure = await exactImage({ url: address }, POSTER).catch((error) => error);
    expect(isBrandKitError(failure, "AI_ERROR")).toBe(true);
    expect(failure.message).toBe(message);
  });
});
