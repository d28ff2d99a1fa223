/**
 * What every media store does, whatever keeps its files: a store on disk (media-store-disk.ts) or in an S3 bucket
 * (media-store-s3.ts) says how it keeps, finds, keeps for good and deletes files (MediaStorage), and mediaStoreOf
 * makes the core's MediaStore of it: ids checked before they reach the storage, and writes tracked until they
 * settle.
 */
import { BrandKitError, ErrorCode } from "../brandkit/web.ts";
import { MEDIA_ID_PATTERN, MEDIA_TYPES, type MediaExtension, type MediaStore } from "../brandkit/mod.ts";

/**
 * How a store keeps, finds, keeps for good and deletes files; mediaStoreOf adds what every store does around
 * them. The ids it is given are always well formed, and never an empty list.
 */
export type MediaStorage = {
  /** Stores bytes under `extension`; returns their id. */
  store(bytes: Uint8Array, extension: MediaExtension): Promise<string>;
  /** The bytes of a well-formed id, or null when there is no such file. */
  read(id: string): Promise<Uint8Array | null>;
  /** Makes the files stay until `remove` (MediaStore.keep). */
  keep(ids: readonly string[]): Promise<void>;
  /** Deletes the files; a missing one is fine. */
  remove(ids: readonly string[]): Promise<void>;
};

/** The well-formed ids of `ids`, each once; a malformed one never reaches the storage (it could name a path). */
function wellFormed(ids: readonly string[]): string[] {
  return [...new Set(ids.filter((id) => MEDIA_ID_PATTERN.test(id)))];
}

/** True when `extension` is one the store keeps (a caller outside the type checker could pass anything). */
function isMediaExtension(extension: string): extension is MediaExtension {
  return Object.hasOwn(MEDIA_TYPES, extension);
}

/**
 * A media store over its storage: writes (puts, keeps, removals) are remembered until they settle, so a draining
 * server can wait for them (MediaStore.settled) rather than leave a kept kit half copied; a malformed id reads as
 * no file and is skipped by keep and remove, without touching the storage.
 */
export function mediaStoreOf(storage: MediaStorage): MediaStore {
  const writing = new Set<Promise<unknown>>();

  /** Remembers `write` until it settles, and hands it back. */
  function tracked<T>(write: Promise<T>): Promise<T> {
    const settling = write.catch(() => {}).finally(() => writing.delete(settling));
    writing.add(settling);
    return write;
  }

  /** Runs `action` on the well-formed ids of `ids`, unless there are none. */
  function onWellFormed(ids: readonly string[], action: (ids: string[]) => Promise<void>): Promise<void> {
    const valid = wellFormed(ids);
    return valid.length === 0 ? Promise.resolve() : tracked(action(valid));
  }

  return {
    put(bytes, extension = "png") {
      if (!isMediaExtension(extension)) {
        return Promise.reject(
          new BrandKitError(ErrorCode.INTERNAL, `The media store does not keep files of type '${extension}'`),
        );
      }
      return tracked(storage.store(bytes, extension));
    },
    get: (id) => MEDIA_ID_PATTERN.test(id) ? storage.read(id) : Promise.resolve(null),
    keep: (ids) => onWellFormed(ids, (valid) => storage.keep(valid)),
    remove: (ids) => onWellFormed(ids, (valid) => storage.remove(valid)),
    async settled() {
      while (writing.size > 0) await Promise.all(writing);
    },
  };
}
