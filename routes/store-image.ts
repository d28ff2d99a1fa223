/**
 * Turns a provider's graphic into a URL on this server: fetch it when the provider gave a URL, fit it to the
 * exact size (cover-crop, PNG), put it in the media store, return /media/<id>.
 */
import { downloadImage, pngSize, type StoreImage } from "../brandkit/mod.ts";
import type { FitImage } from "../brandkit/render/mod.ts";
import type { MediaStore } from "./media-store.ts";

export type { FitImage } from "../brandkit/render/mod.ts";

/** Where stored graphics are served. */
export const MEDIA_PATH_PREFIX = "/media/";

/** Where graphics go and how they are fitted and fetched. */
export type ImageStorerOptions = {
  media: MediaStore;
  fitImage: FitImage;
  /** Fetches graphics that providers return as URLs. @default globalThis.fetch */
  fetch?: typeof fetch;
};

/** The generator's StoreImage for this server. */
export function createImageStorer(options: ImageStorerOptions): StoreImage {
  const fetcher = options.fetch ?? globalThis.fetch;
  return async (image, target, signal) => {
    const what = `${target.kind} graphic`;
    const { bytes, mimeType } = "url" in image
      ? await downloadImage(image.url, { fetch: fetcher, what, signal })
      : image;
    const size = pngSize(bytes);
    const exact = size?.width === target.width && size.height === target.height;
    const png = exact ? bytes : await options.fitImage(bytes, mimeType, target.width, target.height);
    const id = await options.media.put(png);
    return `${MEDIA_PATH_PREFIX}${id}`;
  };
}
