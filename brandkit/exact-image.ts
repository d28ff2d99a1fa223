/**
 * One step of the generation pipeline: whatever a provider returned (bytes of any size and type, or a URL)
 * becomes PNG bytes of exactly the graphic's size. A URL is downloaded within bounds (and, given a policy, only
 * from public addresses); a PNG already of that size is kept as it is; anything else is cover-fitted, which is
 * CPU work for the render pool. The web server and the CLI both use it, so their graphics are made alike.
 */
import type { ImageKind } from "./constants.ts";
import { downloadImage } from "./image-download.ts";
import type { OutboundPolicy } from "./outbound.ts";
import { pngSize } from "./image-type.ts";
import type { ImageResult } from "./provider.ts";

/** Which graphic, and the exact size it must end up at. */
export type ImageTarget = { kind: ImageKind; width: number; height: number };

/**
 * Cover-crops `bytes` (PNG, JPEG, GIF or WebP, whatever `mimeType` claims: the bytes decide) to exactly
 * `width` x `height` and returns PNG bytes. Throws BrandKitError AI_ERROR for bytes that are not a readable image.
 */
export type FitImage = (
  bytes: Uint8Array,
  mimeType: string,
  width: number,
  height: number,
  signal?: AbortSignal,
) => Promise<Uint8Array>;

/** A provider's graphic -> PNG bytes of exactly `target`'s size. */
export type ToExactPng = (
  image: ImageResult,
  target: ImageTarget,
  signal?: AbortSignal,
) => Promise<Uint8Array>;

export type ExactImageDeps = {
  /** Does the fitting: the render pool's, or a renderer's in tests. */
  fitImage: FitImage;
  /** Downloads graphics that providers return as URLs. */
  fetch: typeof fetch;
  /** Where downloads may go (createOutboundPolicy). @default any http(s) URL, as in tests */
  policy?: OutboundPolicy;
};

/** True when `bytes` are a PNG of exactly the target's size, which needs no work. */
export function isExactPng(bytes: Uint8Array, target: ImageTarget): boolean {
  const size = pngSize(bytes);
  return size !== null && size.width === target.width && size.height === target.height;
}

/** The pipeline's fitting step over these dependencies. */
export function createExactImage(deps: ExactImageDeps): ToExactPng {
  return async (image, target, signal) => {
    const { bytes, mimeType } = "url" in image
      ? await downloadImage(image.url, {
        fetch: deps.fetch,
        what: `${target.kind} graphic`,
        signal,
        policy: deps.policy,
      })
      : image;
    if (isExactPng(bytes, target)) return bytes;
    return deps.fitImage(bytes, mimeType, target.width, target.height, signal);
  };
}
