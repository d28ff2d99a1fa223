/**
 * The web server's StoreImage: puts a graphic (PNG bytes of the exact size, made so by the core's exact-image
 * step) in the media store and returns the URL it is served at, /media/<id>.
 */
import type { StoreImage } from "../brandkit/mod.ts";
import type { MediaStore } from "../brandkit/media.ts";

/** Where stored graphics are served. */
export const MEDIA_PATH_PREFIX = "/media/";

/** The generator's StoreImage for this server. */
export function createImageStorer(media: MediaStore): StoreImage {
  return async (png) => `${MEDIA_PATH_PREFIX}${await media.put(png)}`;
}
