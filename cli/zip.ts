/**
 * Zips a kit folder's files (`--zip`) with fflate. The PNGs are stored as they are (already compressed); the
 * text files are deflated. Entries sit inside a folder named after the kit, as people expect when they unzip.
 */
import { type Zippable, zipSync } from "fflate";
import type { FolderFile } from "./atomic.ts";

/** Deflate level for text entries (fflate's range is 0-9). */
const TEXT_LEVEL = 6;
/** Already-compressed entries are stored. */
const STORED_LEVEL = 0;
const COMPRESSED_EXTENSIONS = [".png", ".jpg", ".jpeg", ".webp", ".gif"];
/** A fixed timestamp keeps archives of the same kit byte-identical. */
const ENTRY_TIME = new Date("2000-01-01T00:00:00Z");

/** The zip archive of `files`, placed in a folder called `folder`. */
export function zipFolder(folder: string, files: readonly FolderFile[]): Uint8Array {
  const encoder = new TextEncoder();
  const entries: Zippable = {};
  for (const file of files) {
    const data = typeof file.data === "string" ? encoder.encode(file.data) : file.data;
    const stored = COMPRESSED_EXTENSIONS.some((extension) => file.name.toLowerCase().endsWith(extension));
    entries[file.name] = [data, { level: stored ? STORED_LEVEL : TEXT_LEVEL, mtime: ENTRY_TIME }];
  }
  return zipSync({ [folder]: entries });
}
