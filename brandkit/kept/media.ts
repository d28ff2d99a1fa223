/**
 * The media store as the routes see it: generated graphics kept by content hash, on disk
 * (adapters/media-store-disk.ts) or in an S3-compatible bucket (adapters/media-store-s3.ts), with the one naming
 * rule both follow.
 */

/** Cache-Control of files whose name changes with their content: kept a year, never revalidated. */
export const IMMUTABLE_CACHE = "public, max-age=31536000, immutable";

/**
 * What the media store keeps, by extension, with the Content-Type it is served with: the graphics (PNG), and the
 * extra formats a kept kit keeps (issue 19: SVG, PDF, the calendar file), and a kept kit's inspiration image.
 */
export const MEDIA_TYPES = {
  png: "image/png",
  svg: "image/svg+xml",
  pdf: "application/pdf",
  ics: "text/calendar; charset=utf-8",
  /** A kept kit's inspiration image, which its files are made with again (never linked to). */
  jpg: "image/jpeg",
  webp: "image/webp",
  gif: "image/gif",
} as const;
export type MediaExtension = keyof typeof MEDIA_TYPES;

/** A media id: the hex SHA-256 of the bytes, then the extension. */
export const MEDIA_ID_PATTERN = /^[0-9a-f]{64}\.(png|svg|pdf|ics|jpg|webp|gif)$/;

/** The extension media of a MIME type are stored under, or null for a type the store does not keep. */
export function mediaExtensionOfType(mimeType: string): MediaExtension | null {
  const entry = Object.entries(MEDIA_TYPES).find(([, type]) => type === mimeType.toLowerCase());
  return entry ? entry[0] as MediaExtension : null;
}

/** Generated files by content hash. */
export type MediaStore = {
  /**
   * Stores bytes of one of MEDIA_TYPES (PNG unless told); returns their id. Storing the same bytes again only
   * makes them the newest.
   */
  put(bytes: Uint8Array, extension?: MediaExtension): Promise<string>;
  /** The bytes of `id`, or null when there is no such file (or the id is malformed). */
  get(id: string): Promise<Uint8Array | null>;
  /**
   * Marks files a kept kit shows, so they stay until `remove`: an S3 bucket's lifecycle rule no longer expires
   * them. (On disk the size bound asks the kit store instead, and this does nothing.)
   */
  keep(ids: readonly string[]): Promise<void>;
  /** Deletes files no kit shows any more (a deleted or expired kit's); malformed or missing ids are skipped. */
  remove(ids: readonly string[]): Promise<void>;
  /** Resolves when no write is in progress (a draining server waits for this before it exits). */
  settled(): Promise<void>;
};

/** The extension of a media id ("png"), or null when it is not one. */
export function mediaExtensionOf(id: string): MediaExtension | null {
  return MEDIA_ID_PATTERN.exec(id)?.[1] as MediaExtension | undefined ?? null;
}

/** The id of bytes: their hex SHA-256 and the extension (".png"). Every media store names files this way. */
export async function mediaIdOf(bytes: Uint8Array, extension: MediaExtension = "png"): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", bytes as Uint8Array<ArrayBuffer>));
  return `${Array.from(digest, (byte) => byte.toString(16).padStart(2, "0")).join("")}.${extension}`;
}

/** Where stored files are served: /media/<id>. */
export const MEDIA_PATH_PREFIX = "/media/";

/** The URL a stored file is served at. */
export function mediaUrlOf(id: string): string {
  return `${MEDIA_PATH_PREFIX}${id}`;
}

/** The media id of a URL the server gave out (/media/<id>), or null for any other URL (or "": none). */
export function mediaIdOfUrl(url: string): string | null {
  if (!url.startsWith(MEDIA_PATH_PREFIX)) return null;
  const id = url.slice(MEDIA_PATH_PREFIX.length);
  return MEDIA_ID_PATTERN.test(id) ? id : null;
}
