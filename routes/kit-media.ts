/**
 * A kit's pictures read back from this server's media store, by the URLs the kit names ("/media/<id>"): its
 * graphics, for the guide PDF's thumbnails, and an AI kit's art, which its other formats are made from. Only
 * this server's own media are read; any other URL is no picture of ours.
 */
import { BrandKitError, ErrorCode, IMAGE_KINDS, type ImageKind } from "../brandkit/web.ts";
import { type FormatArt, mediaIdOfUrl } from "../brandkit/mod.ts";

/** Reads one media file by id: null when the store has no such file. */
export type ReadMedia = (id: string) => Promise<Uint8Array | null>;

/** URLs by graphic, as a kit names its graphics or its art (any may be missing or ""). */
type UrlsByKind = Partial<Record<ImageKind, string | undefined>>;

/**
 * The bytes of each URL that is this server's media and still kept; the others are left out (the guide shows
 * the graphics there are).
 */
export async function readGraphics(
  urls: UrlsByKind | undefined,
  read: ReadMedia,
): Promise<Partial<Record<ImageKind, Uint8Array>>> {
  const found: Partial<Record<ImageKind, Uint8Array>> = {};
  await Promise.all(IMAGE_KINDS.map(async (kind) => {
    const id = mediaIdOfUrl(urls?.[kind] ?? "");
    const bytes = id ? await read(id) : null;
    if (bytes) found[kind] = bytes;
  }));
  return found;
}

/**
 * The art an AI kit names, or undefined for a kit without art. Art that is named but no longer kept is an error
 * (NOT_FOUND): the formats would otherwise be another design than the kit's graphics, without a word.
 */
export async function readArt(art: UrlsByKind | undefined, read: ReadMedia): Promise<FormatArt | undefined> {
  const named = IMAGE_KINDS.filter((kind) => art?.[kind]);
  if (named.length === 0) return undefined;
  const found = await readGraphics(art, read);
  if (named.some((kind) => !found[kind])) {
    throw new BrandKitError(
      ErrorCode.NOT_FOUND,
      "The art this kit's graphics were drawn on is no longer kept, so its other formats could not match them. " +
        "Generate the kit again to get them.",
    );
  }
  return found;
}
