/**
 * The file system as BrandKit's edges use it, as a plain interface: one adapter over Deno implements it, and
 * tests pass their own.
 */

/** What is known of a path: its kind, its size and when it was last written (epoch ms, 0 when unknown). */
export type FileInfo = { isFile: boolean; isDirectory: boolean; size: number; mtimeMs?: number };

/** One entry of a folder listing. */
export type DirEntry = { name: string; isFile: boolean; isDirectory: boolean };

/**
 * The file system as the CLI and the media store use it (adapters/deno-fs.ts over Deno; plain objects in tests). A path that does not exist is a BrandKitError NOT_FOUND naming the path,
 * so commands can report it in one clear line.
 */
export interface FileSystem {
  readFile(path: string): Promise<Uint8Array>;
  readTextFile(path: string): Promise<string>;
  writeFile(path: string, data: Uint8Array | string): Promise<void>;
  /** Creates the folder and its parents; an existing folder is fine. */
  mkdir(path: string): Promise<void>;
  /** A new empty folder inside `dir` whose name starts with `prefix`. */
  makeTempDir(options: { dir: string; prefix: string }): Promise<string>;
  /** Moves a file or folder in one step (atomic on the same file system). */
  rename(from: string, to: string): Promise<void>;
  /** Removes a file or a folder with everything in it; a missing path is fine. */
  remove(path: string): Promise<void>;
  /** What is at `path`, or null when nothing is. */
  stat(path: string): Promise<FileInfo | null>;
  readDir(path: string): Promise<DirEntry[]>;
}
