/**
 * The output folder of a batch: one folder per row, "007-neon-nights" (row number, then the event), found again
 * by its number when a batch is re-run so finished rows are skipped and no row gets a second folder.
 */
import { join } from "node:path";
import { isStagingName } from "./atomic.ts";
import type { FileSystem } from "../brandkit/mod.ts";
import { slugify } from "./folder-names.ts";
import { isCompleteKitFolder } from "./kit-folder.ts";

/** Row numbers are padded to at least this many digits, so folders sort in row order. */
export const MIN_ROW_DIGITS = 3;
const ROW_FOLDER = /^(\d+)-/;

/** A row's folder already in the output folder. */
export type RowFolder = { name: string; complete: boolean };

/** "007-neon-nights" for row 7 of a batch of `total` rows made for the event `eventName`. */
export function rowFolderName(row: number, total: number, eventName: string): string {
  const digits = Math.max(MIN_ROW_DIGITS, String(total).length);
  return `${String(row).padStart(digits, "0")}-${slugify(eventName)}`;
}

/**
 * The row folders in `out`, by row number (a complete one wins over an unfinished one), after removing the
 * staging folders a killed run left behind.
 */
export async function scanRowFolders(fs: FileSystem, out: string): Promise<Map<number, RowFolder>> {
  const folders = new Map<number, RowFolder>();
  for (const entry of await fs.readDir(out)) {
    if (isStagingName(entry.name)) {
      await fs.remove(join(out, entry.name));
      continue;
    }
    const match = ROW_FOLDER.exec(entry.name);
    if (!entry.isDirectory || !match) continue;
    const row = Number(match[1]);
    const folder = { name: entry.name, complete: await isCompleteKitFolder(fs, join(out, entry.name)) };
    if (!folders.get(row)?.complete) folders.set(row, folder);
  }
  return folders;
}
