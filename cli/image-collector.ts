/**
 * The CLI's StoreImage: instead of storing graphics somewhere and returning a URL, it keeps each one as PNG
 * bytes of the exact size (downloading and fitting when needed) for the kit folder, and returns its file name.
 */
import {
  BrandKitError,
  downloadImage,
  ErrorCode,
  IMAGE_FILE_NAMES,
  IMAGE_KINDS,
  pngSize,
  type StoreImage,
} from "../brandkit/mod.ts";
import type { FitImage } from "./deps.ts";
import type { KitImageBytes } from "./kit-folder.ts";

/** Collects a kit's graphics; `images()` returns them once all three are in. */
export type ImageCollector = { storeImage: StoreImage; images: () => KitImageBytes };

/** A collector that fits graphics to their exact size (PNGs already of that size are kept as they are). */
export function createImageCollector(deps: { fitImage: FitImage; fetch: typeof fetch }): ImageCollector {
  const collected: Partial<KitImageBytes> = {};
  return {
    async storeImage(image, target, signal) {
      const { bytes, mimeType } = "url" in image
        ? await downloadImage(image.url, { fetch: deps.fetch, what: `${target.kind} graphic`, signal })
        : image;
      const size = pngSize(bytes);
      const exact = size !== null && size.width === target.width && size.height === target.height;
      collected[target.kind] = exact ? bytes : await deps.fitImage(bytes, mimeType, target);
      return IMAGE_FILE_NAMES[target.kind];
    },
    images() {
      const missing = IMAGE_KINDS.filter((kind) => collected[kind] === undefined);
      if (missing.length > 0) {
        throw new BrandKitError(ErrorCode.INTERNAL, `The ${missing.join(", ")} graphic was not made`);
      }
      return collected as KitImageBytes;
    },
  };
}
