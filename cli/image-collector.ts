/**
 * The CLI's StoreImage: instead of storing graphics somewhere and returning a URL, it keeps each one (PNG bytes of
 * the exact size, made so by the core's exact-image step) for the kit folder, and returns its file name. An AI's
 * text-free art (BRANDKIT_TYPOGRAPHY=overlay) is kept beside them, in memory only, for the folder's other formats.
 */
import { BrandKitError, ErrorCode, IMAGE_FILE_NAMES, IMAGE_KINDS } from "../brandkit/web.ts";
import type { FormatArt, StoreArt, StoreImage } from "../brandkit/mod.ts";
import type { KitImageBytes } from "./kit-folder.ts";

/**
 * Collects a kit's graphics; `images()` returns them once all three are in, `art()` the art an AI drew for them
 * (undefined when none did).
 */
export type ImageCollector = {
  storeImage: StoreImage;
  storeArt: StoreArt;
  images: () => KitImageBytes;
  art: () => FormatArt | undefined;
};

/** A collector for one kit's graphics. */
export function createImageCollector(): ImageCollector {
  const collected: Partial<KitImageBytes> = {};
  const art: FormatArt = {};
  return {
    storeArt(drawn, kind) {
      art[kind] = drawn.bytes;
      return Promise.resolve(`${kind} art`);
    },
    art: () => Object.keys(art).length > 0 ? art : undefined,
    storeImage(png, target) {
      collected[target.kind] = png;
      return Promise.resolve(IMAGE_FILE_NAMES[target.kind]);
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
