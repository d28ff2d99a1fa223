/**
 * One step of the generation pipeline: whatever a provider returned (bytes of any size and type, or a URL)
 * becomes PNG bytes of exactly the graphic's size. A URL is downloaded within bounds (and, given a policy, only
 * from public addresses); a PNG already of that size is kept as it is; anything else is cover-fitted, which is
 * CPU work for the render pool. The web server and the CLI both use it, so their graphics are made alike, and
 * its download is the only one: the typography overlay gets the art's bytes from it too (createImageBytes).
 */
import type { ImageKind } from "../constants.ts";
import type { CanvasKind } from "../formats/formats.ts";
import { checkProviderImage, type DownloadedImage, downloadImage } from "./image-download.ts";
import type { OutboundPolicy } from "../outbound/outbound.ts";
import { pngSize } from "./image-size.ts";

/** An image as checked bytes and the type they are. */
export type ImageBytes = { bytes: Uint8Array; mimeType: string };

/**
 * A generated graphic: its bytes, or a URL where it can be fetched. A graphic whose type our designer set on an
 * AI's text-free art (BRANDKIT_TYPOGRAPHY=overlay) carries that art too, so the kit's other formats are made from
 * the same picture (issue 20).
 */
export type ImageResult = (ImageBytes | { url: string }) & { art?: ImageBytes };

/** Which canvas, and the exact size it must end up at. */
export type CanvasTarget = { kind: CanvasKind; width: number; height: number };

/** Which of the kit's three graphics, and the exact size it must end up at. */
export type ImageTarget = CanvasTarget & { kind: ImageKind };

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
  target: CanvasTarget,
  signal?: AbortSignal,
) => Promise<Uint8Array>;

/**
 * A provider's graphic as bytes checked to be an image: a URL is downloaded within bounds, from where the
 * policy allows; bytes are checked as they are. `what` names the graphic in messages ("poster graphic").
 */
export type ToImageBytes = (
  image: ImageResult,
  what: string,
  signal?: AbortSignal,
) => Promise<DownloadedImage>;

export type ImageBytesDeps = {
  /** Downloads graphics that providers return as URLs. */
  fetch: typeof fetch;
  /** Where downloads may go (createOutboundPolicy). @default any http(s) URL, as in tests */
  policy?: OutboundPolicy;
  /** Largest graphic accepted, bytes. @default MAX_PROVIDER_IMAGE_BYTES (32 MB) */
  maxBytes?: number;
  /** Longest a download may take, ms. @default IMAGE_DOWNLOAD_TIMEOUT_MS (60 s) */
  timeoutMs?: number;
};

/** The one place provider graphics are downloaded. */
export function createImageBytes(deps: ImageBytesDeps): ToImageBytes {
  return (image, what, signal) =>
    "url" in image
      ? downloadImage(image.url, { ...deps, what, signal })
      : Promise.resolve(checkProviderImage(image, what, deps.maxBytes));
}

export type ExactImageDeps = {
  /** Does the fitting: the render pool's, or a renderer's in tests. */
  fitImage: FitImage;
  /** Turns the provider's graphic into bytes (createImageBytes). */
  imageBytes: ToImageBytes;
};

/** True when `bytes` are a PNG of exactly the target's size, which needs no work. */
export function isExactPng(bytes: Uint8Array, target: CanvasTarget): boolean {
  const size = pngSize(bytes);
  return size !== null && size.width === target.width && size.height === target.height;
}

/** The pipeline's fitting step over these dependencies. */
export function createExactImage(deps: ExactImageDeps): ToExactPng {
  return async (image, target, signal) => {
    const { bytes, mimeType } = await deps.imageBytes(image, `${target.kind} graphic`, signal);
    if (isExactPng(bytes, target)) return bytes;
    return deps.fitImage(bytes, mimeType, target.width, target.height, signal);
  };
}
