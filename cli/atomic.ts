/**
 * Atomic writes: files are written into a hidden staging folder beside their target and moved into place with
 * rename, so a failed or killed run never leaves a half-written file where a finished one is expected.
 */
import { basename, dirname, join } from "node:path";
import { BrandKitError, ErrorCode } from "../brandkit/web.ts";
import type { FileSystem } from "../brandkit/mod.ts";

/** Marks staging folders: ".<target>.tmp-<random>". */
export const STAGING_MARK = ".tmp-";

/** True for the name of a staging folder left behind by a killed run. */
export function isStagingName(name: string): boolean {
  return name.startsWith(".") && name.includes(STAGING_MARK);
}

/** One file to write: its name inside the folder and its content. */
export type FolderFile = { name: string; data: Uint8Array | string };

/** Name of the folder inside the private temp folder that takes the files (and the umask's permissions). */
const STAGED_FOLDER = "staged";

async function withStaging<T>(
  fs: FileSystem,
  target: string,
  work: (staging: string) => Promise<T>,
): Promise<T> {
  const parent = dirname(target);
  await fs.mkdir(parent);
  // A temp folder is private (0700); the folder made inside it gets the usual permissions, so once renamed
  // into place the kit is readable like any folder the user makes.
  const temp = await fs.makeTempDir({ dir: parent, prefix: `.${basename(target)}${STAGING_MARK}` });
  try {
    const staging = join(temp, STAGED_FOLDER);
    await fs.mkdir(staging);
    return await work(staging);
  } finally {
    await fs.remove(temp);
  }
}

/**
 * Writes `files` into the folder `target`. A new folder appears in one rename, complete or not at all. Into an
 * existing folder, each file is moved into place whole, in the order given (put the file that marks the folder
 * as finished last).
 */
export async function writeFolderAtomically(
  fs: FileSystem,
  target: string,
  files: readonly FolderFile[],
): Promise<void> {
  await withStaging(fs, target, async (staging) => {
    for (const file of files) await fs.writeFile(join(staging, file.name), file.data);
    const existing = await fs.stat(target);
    if (existing === null) {
      await fs.rename(staging, target);
      return;
    }
    if (!existing.isDirectory) {
      throw new BrandKitError(ErrorCode.VALIDATION_ERROR, `'${target}' is a file, not a folder`);
    }
    for (const file of files) await fs.rename(join(staging, file.name), join(target, file.name));
  });
}

/** Writes one file whole: into staging first, then renamed over `path`. */
export async function writeFileAtomically(
  fs: FileSystem,
  path: string,
  data: Uint8Array | string,
): Promise<void> {
  await withStaging(fs, path, async (staging) => {
    const staged = join(staging, basename(path));
    await fs.writeFile(staged, data);
    await fs.rename(staged, path);
  });
}
