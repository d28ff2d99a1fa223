/**
 * A kept kit's inspiration image, kept apart from the kit's JSON as a medium of its own: stored once when the kit
 * is kept, referred to by its media id, and read back as a data URL only where graphics are drawn again (an edit
 * that changes them, a file made later). Nobody can read it back through the API.
 */
import { fromDataUrl, toDataUrl } from "../images/image-type.ts";
import { MEDIA_TYPES, mediaExtensionOf, mediaExtensionOfType, type MediaStore } from "./media.ts";

/** Stores the inspiration image of `dataUrl`; its media id, or undefined when there is none (or no image). */
export async function keepInspiration(
  media: Pick<MediaStore, "put">,
  dataUrl: string,
): Promise<string | undefined> {
  const image = dataUrl ? fromDataUrl(dataUrl) : null;
  const extension = image ? mediaExtensionOfType(image.mimeType) : null;
  return image && extension ? await media.put(image.bytes, extension) : undefined;
}

/** The inspiration image kept as `mediaId`, as a data URL; "" when there is none or it is gone. */
export async function inspirationDataUrl(
  media: Pick<MediaStore, "get">,
  mediaId: string | undefined,
): Promise<string> {
  const bytes = mediaId ? await media.get(mediaId) : null;
  if (!mediaId || !bytes) return "";
  return toDataUrl(bytes, MEDIA_TYPES[mediaExtensionOf(mediaId) ?? "png"]);
}
