/**
 * The media store as the routes see it: generated graphics kept by content hash, on disk
 * (adapters/media-store.ts) or in an S3-compatible bucket (adapters/media-s3.ts), with the one naming rule both
 * follow.
 */

/** Cache-Control of files whose name changes with their content: kept a year, never revalidated. */
export const IMMUTABLE_CACHE = "public, max-age=31536000, immutable";

/** A media id: the hex SHA-256 of the bytes, then the extension. */
export const MEDIA_ID_PATTERN = /^[0-9a-f]{64}\.png$/;

/** Generated graphics by content hash. */
export type MediaStore = {
  /** Stores PNG bytes; returns their id. Storing the same bytes again only makes them the newest. */
  put(png: Uint8Array): Promise<string>;
  /** The bytes of `id`, or null when there is no such graphic (or the id is malformed). */
  get(id: string): Promise<Uint8Array | null>;
  /** Resolves when no write is in progress (a draining server waits for this before it exits). */
  settled(): Promise<void>;
};

/** The id of PNG bytes: their hex SHA-256 and ".png". Every media store names graphics this way. */
export async function mediaIdOf(png: Uint8Array): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", png as Uint8Array<ArrayBuffer>));
  return `${Array.from(digest, (byte) => byte.toString(16).padStart(2, "0")).join("")}.png`;
}
