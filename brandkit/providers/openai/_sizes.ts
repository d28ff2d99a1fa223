/**
 * Image models do not draw at our exact sizes. This picks the supported size nearest in shape; the graphic is
 * then fitted (cover-cropped) to the exact size by the store.
 */

type Size = { width: number; height: number };

/** What each family of image model can draw, square first. */
const SUPPORTED_SIZES: ReadonlyArray<{ model: RegExp; sizes: readonly string[] }> = [
  { model: /^dall-e-3/, sizes: ["1024x1024", "1024x1792", "1792x1024"] },
  { model: /^dall-e-2/, sizes: ["1024x1024"] },
  // gpt-image-* and most compatible servers
  { model: /./, sizes: ["1024x1024", "1024x1536", "1536x1024"] },
];

function parseSize(size: string): Size {
  const [width, height] = size.split("x").map(Number);
  return { width, height };
}

/** The supported size of `model` whose aspect ratio is closest to `target`'s. */
export function nearestImageSize(model: string, target: Size): string {
  const { sizes } = SUPPORTED_SIZES.find((entry) => entry.model.test(model))!;
  const wanted = Math.log(target.width / target.height);
  let best = sizes[0];
  for (const size of sizes) {
    const { width, height } = parseSize(size);
    const bestSize = parseSize(best);
    if (
      Math.abs(Math.log(width / height) - wanted) <
        Math.abs(Math.log(bestSize.width / bestSize.height) - wanted)
    ) {
      best = size;
    }
  }
  return best;
}

/** DALL·E models answer with a URL unless asked for base64; gpt-image models always send base64 and reject the option. */
export function wantsResponseFormat(model: string): boolean {
  return /^dall-e/.test(model);
}
