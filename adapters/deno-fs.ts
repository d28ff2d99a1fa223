/**
 * The one adapter over Deno's file system, for the CLI's files and the server's media store alike. A missing
 * path is a BrandKitError NOT_FOUND naming it, and a folder where a file was expected is a VALIDATION_ERROR.
 */
import { BrandKitError, ErrorCode } from "../brandkit/web.ts";
import type { FileSystem } from "../brandkit/mod.ts";

/** Missing paths become NOT_FOUND naming the path; anything else passes through unchanged. */
async function withPath<T>(path: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof Deno.errors.NotFound) {
      throw new BrandKitError(ErrorCode.NOT_FOUND, `'${path}' does not exist`, { cause: error });
    }
    if (error instanceof Deno.errors.IsADirectory) {
      throw new BrandKitError(ErrorCode.VALIDATION_ERROR, `'${path}' is a folder, not a file`, {
        cause: error,
      });
    }
    throw error;
  }
}

/** The real file system, for the CLI and the media store on disk. */
export const denoFileSystem: FileSystem = {
  readFile: (path) => withPath(path, () => Deno.readFile(path)),
  readTextFile: (path) => withPath(path, () => Deno.readTextFile(path)),
  writeFile: (path, data) =>
    withPath(
      path,
      () => typeof data === "string" ? Deno.writeTextFile(path, data) : Deno.writeFile(path, data),
    ),
  mkdir: (path) => Deno.mkdir(path, { recursive: true }),
  makeTempDir: (options) => withPath(options.dir, () => Deno.makeTempDir(options)),
  rename: (from, to) => withPath(from, () => Deno.rename(from, to)),
  async remove(path) {
    try {
      await Deno.remove(path, { recursive: true });
    } catch (error) {
      if (!(error instanceof Deno.errors.NotFound)) throw error;
    }
  },
  async stat(path) {
    try {
      const info = await Deno.stat(path);
      return {
        isFile: info.isFile,
        isDirectory: info.isDirectory,
        size: info.size,
        mtimeMs: info.mtime?.getTime() ?? 0,
      };
    } catch (error) {
      if (error instanceof Deno.errors.NotFound) return null;
      throw error;
    }
  },
  readDir: (path) =>
    withPath(path, async () => {
      const entries = [];
      for await (const entry of Deno.readDir(path)) {
        entries.push({ name: entry.name, isFile: entry.isFile, isDirectory: entry.isDirectory });
      }
      return entries;
    }),
};
