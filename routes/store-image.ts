/**
 * The web server's StoreImage and StoreArt: put a graphic (PNG bytes of the exact size, made so by the core's
 * exact-image step), or the AI's text-free art it was set on, in the media store and return the URL it is kept
 * at, /media/<id>. Art keeps its own type (PNG, JPEG, WebP or GIF, as the bytes say), at its own pixels.
 */
import { BrandKitError, ErrorCode, sniffImageType } from "../brandkit/web.ts";
import {
  mediaExtensionOfType,
  type MediaStore,
  mediaUrlOf,
  type StoreArt,
  type StoreImage,
} from "../brandkit/mod.ts";

/** The generator's StoreImage for this server. */
export function createImageStorer(media: MediaStore): StoreImage {
  return async (png) => mediaUrlOf(await media.put(png));
}

/** The generator's StoreArt for this server. */
export function createArtStorer(media: MediaStore): StoreArt {
  return async (art, kind) => {
    const type = sniffImageType(art.bytes);
    const extension = type ? mediaExtensionOfType(type) : null;
    if (!extension) {
      throw new BrandKitError(
        ErrorCode.AI_ERROR,
        `The ${kind} graphic's art is not an image that can be kept.`,
      );
    }
    return mediaUrlOf(await media.put(art.bytes, extension));
  };
}
