/**
 * The file operations the disk media store (media-store-disk.ts) needs: a view of the file system
 * (mediaFileSystemOf, over adapters/deno-fs.ts in the server), or an in-memory one in tests. Paths are plain
 * strings joined with "/".
 */
import { isBrandKitError } from "../brandkit/web.ts";
import type { FileSystem } from "../brandkit/mod.ts";

/** A file in a folder listing. */
export type MediaFileInfo = { name: string; size: number; mtimeMs: number };

/** File operations of the disk media store. */
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

/** The disk media store's view of a file system: a missing file reads as null, and listings carry size and age. */
export function mediaFileSystemOf(fs: FileSystem): MediaFileSystem {
  return {
    ensureDir: (path) => fs.mkdir(path),
    async list(path) {
      const files: MediaFileInfo[] = [];
      for (const entry of await fs.readDir(path)) {
        if (!entry.isFile) continue;
        const info = await fs.stat(`${path}/${entry.name}`);
        if (info) files.push({ name: entry.name, size: info.size, mtimeMs: info.mtimeMs ?? 0 });
      }
      return files;
    },
    async read(path) {
      try {
        return await fs.readFile(path);
      } catch (error) {
        if (isBrandKitError(error, "NOT_FOUND")) return null;
        throw error;
      }
    },
    write: (path, bytes) => fs.writeFile(path, bytes),
    rename: (from, to) => fs.rename(from, to),
    remove: (path) => fs.remove(path),
  };
}
