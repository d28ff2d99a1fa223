/**
 * The web server's StoreImage: puts a graphic (PNG bytes of the exact size, made so by the core's exact-image
 * step) in the media store and returns the URL it is served at, /media/<id>.
 */
import type { StoreImage } from "../brandkit/mod.ts";
import { type MediaStore, mediaUrlOf } from "../brandkit/media.ts";

/** The generator's StoreImage for this server. */
export function createImageStorer(media: MediaStore): StoreImage {
  return async (png) => mediaUrlOf(await media.put(png));
}
