/**
 * An in-memory MediaFileSystem for tests, with a clock for modification times and a switch to make writes fail.
 */
import type { MediaFileInfo, MediaFileSystem } from "../../adapters/media-store-disk-fs.ts";

export type MemoryFs = MediaFileSystem & {
  files: Map<string, { bytes: Uint8Array; mtimeMs: number }>;
  /** When set, write() throws this. */
  failWrites?: Error;
};

export function createMemoryFs(now: () => number = Date.now): MemoryFs {
  const files = new Map<string, { bytes: Uint8Array; mtimeMs: number }>();
  const fs: MemoryFs = {
    files,
    ensureDir: () => Promise.resolve(),
    list(dir) {
      const prefix = `${dir}/`;
      const listing: MediaFileInfo[] = [...files]
        .filter(([path]) => path.startsWith(prefix) && !path.slice(prefix.length).includes("/"))
        .map(([path, file]) => ({
          name: path.slice(prefix.length),
          size: file.bytes.length,
          mtimeMs: file.mtimeMs,
        }));
      return Promise.resolve(listing);
    },
    read: (path) => Promise.resolve(files.get(path)?.bytes ?? null),
    write(path, bytes) {
      if (fs.failWrites) return Promise.reject(fs.failWrites);
      files.set(path, { bytes: bytes.slice(), mtimeMs: now() });
      return Promise.resolve();
    },
    rename(from, to) {
      const file = files.get(from);
      if (!file) return Promise.reject(new Error(`no such file ${from}`));
      files.delete(from);
      files.set(to, file);
      return Promise.resolve();
    },
    remove(path) {
      files.delete(path);
      return Promise.resolve();
    },
  };
  return fs;
}
