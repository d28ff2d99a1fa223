/**
 * Turns a provider's graphic into a URL on this server: fetch it when the provider gave a URL, fit it to the
 * exact size (cover-crop, PNG), put it in the media store, return /media/<id>.
 */
import { BrandKitError, ErrorCode, fromDataUrl, type StoreImage } from "../brandkit/mod.ts";
import type { MediaStore } from "./media-store.ts";
import { pngSize } from "./png-size.ts";
import { readBounded } from "./read-bounded.ts";

/** Cover-crops image bytes (PNG, JPEG, GIF or WebP; the bytes decide, the type is for messages) to exactly
 * `width` x `height`, as PNG. The renderer's createFitImage has this shape. */
export type FitImage = (
  bytes: Uint8Array,
  mimeType: string,
  width: number,
  height: number,
) => Promise<Uint8Array>;

/** A provider's graphic fetched from a URL may be at most this big. */
export const MAX_REMOTE_IMAGE_BYTES = 32 * 1024 * 1024;
/** Where stored graphics are served. */
export const MEDIA_PATH_PREFIX = "/media/";

/** Where graphics go and how they are fitted and fetched. */
export type ImageStorerOptions = {
  media: MediaStore;
  fitImage: FitImage;
  /** Fetches graphics that providers return as URLs. @default globalThis.fetch */
  fetch?: typeof fetch;
};

type Downloaded = { bytes: Uint8Array; mimeType: string };

async function download(url: string, fetcher: typeof fetch, signal?: AbortSignal): Promise<Downloaded> {
  const inline = fromDataUrl(url);
  if (inline) return inline;
  if (!/^https?:\/\//i.test(url)) {
    throw new BrandKitError(ErrorCode.AI_ERROR, "The AI service returned a graphic at an unusable address.");
  }
  const response = await fetcher(url, { signal });
  if (!response.ok) {
    await response.body?.cancel();
    throw new BrandKitError(
      ErrorCode.AI_ERROR,
      `The AI service's graphic could not be downloaded (HTTP ${response.status}).`,
    );
  }
  const tooLarge = () =>
    new BrandKitError(ErrorCode.AI_ERROR, "The AI service returned a graphic that is too large.");
  if (!response.body) {
    throw new BrandKitError(ErrorCode.AI_ERROR, "The AI service returned an empty graphic.");
  }
  const mimeType = response.headers.get("content-type")?.split(";")[0].trim() || "application/octet-stream";
  return { bytes: await readBounded(response.body, MAX_REMOTE_IMAGE_BYTES, tooLarge), mimeType };
}

/** The generator's StoreImage for this server. */
export function createImageStorer(options: ImageStorerOptions): StoreImage {
  const fetcher = options.fetch ?? globalThis.fetch;
  return async (image, target, signal) => {
    const { bytes, mimeType } = "url" in image ? await download(image.url, fetcher, signal) : image;
    const size = pngSize(bytes);
    const exact = size?.width === target.width && size.height === target.height;
    const png = exact ? bytes : await options.fitImage(bytes, mimeType, target.width, target.height);
    const id = await options.media.put(png);
    return `${MEDIA_PATH_PREFIX}${id}`;
  };
}
