import { beforeAll, describe, expect, it } from "vitest";
import { createRenderer, type Renderer } from "../../../brandkit/render/mod.ts";
import { GOLDEN_CASES, GOLDEN_DIR, renderThumbnail } from "./_goldens.ts";
import { pngPixels, pngSize, renderAssets } from "../../support/render-assets.ts";

/** A channel may differ by this much (anti-aliasing, resvg builds) and the pixel still counts as the same. */
const CHANNEL_TOLERANCE = 16;
/** Share of a thumbnail's pixels that may differ beyond the tolerance. */
const MAX_DIFFERENT_SHARE = 0.005;

let renderer: Renderer;
beforeAll(async () => {
  renderer = createRenderer(await renderAssets());
});

/** Share of pixels whose channels differ by more than CHANNEL_TOLERANCE. */
function differentShare(a: Uint8Array, b: Uint8Array): number {
  let different = 0;
  for (let at = 0; at < a.length; at += 4) {
    for (let channel = 0; channel < 4; channel++) {
      if (Math.abs(a[at + channel] - b[at + channel]) > CHANNEL_TOLERANCE) {
        different++;
        break;
      }
    }
  }
  return different / (a.length / 4);
}

describe("the golden thumbnails (update with `deno task goldens`, after looking at the contact sheet)", () => {
  it.each(GOLDEN_CASES.map((golden) => [golden.file, golden] as const))(
    "%s still looks the same",
    async (_, golden) => {
      const expected = await Deno.readFile(new URL(golden.file, GOLDEN_DIR));
      const actual = await renderThumbnail(renderer, golden);
      expect(pngSize(actual)).toEqual(pngSize(expected));
      expect(differentShare(pngPixels(actual), pngPixels(expected))).toBeLessThanOrEqual(MAX_DIFFERENT_SHARE);
    },
  );
});
