/**
 * The file operations the media store needs, as an adapter: server.ts passes one backed by Deno, tests may pass
 * an in-memory one. Paths are plain strings joined with "/".
 */

/** A file in a folder listing. */
export type MediaFileInfo = { name: string; size: number; mtimeMs: number };

/** File operations of the media store. */
export type MediaFileSystem = {
  /** Creates the folder and its parents; fine when it exists. */
  ensureDir(path: string): Promise<void>;
  /** The plain files in `path`. */
  list(path: string): Promise<MediaFileInfo[]>;
  /** The file's bytes, or null when there is no such file. */
  read(path: string): Promise<Uint8Array | null>;
  write(path: string, bytes: Uint8Array): Promise<void>;
  /** Moves `from` over `to` in one step (the atomic part of an atomic write). */
  rename(from: string, to: string): Promise<void>;
  /** Deletes the file; fine when it is already gone. */
  remove(path: string): Promise<void>;
};
