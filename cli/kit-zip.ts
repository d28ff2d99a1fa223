/**
 * A kit folder and its ZIP: `generate --zip` writes "<dir>.zip" beside the folder, with the folder's files under
 * the folder's name; `regenerate` and `render` refresh that ZIP whenever it is there, so it never holds older
 * files than the folder.
 */
import { basename } from "node:path";
import { zipArchive } from "../brandkit/web.ts";
import type { FileSystem } from "../brandkit/mod.ts";
import { type FolderFile, writeFileAtomically, writeFolderAtomically } from "./atomic.ts";

/** Where a kit folder's ZIP goes: beside it, named after it ("kits/neon" -> "kits/neon.zip"). */
export function zipPathOf(dir: string): string {
  return `${dir.replace(/\/+$/, "")}.zip`;
}

/** The ZIP of the kit folder `dir` when there is one to refresh, else undefined. */
export async function existingZipOf(fs: FileSystem, dir: string): Promise<string | undefined> {
  const zip = zipPathOf(dir);
  return (await fs.stat(zip))?.isFile ? zip : undefined;
}

/** Writes a kit's `files` into the folder `dir` atomically, then, when `zip` is given, the same files as that ZIP. */
export async function writeKitFiles(
  fs: FileSystem,
  dir: string,
  files: readonly FolderFile[],
  zip?: string,
): Promise<void> {
  await writeFolderAtomically(fs, dir, files);
  if (zip) await writeFileAtomically(fs, zip, zipArchive(files, { folder: basename(dir) }));
}
