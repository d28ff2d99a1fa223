/**
 * Folder names for kits: a readable slug of the event name, and a free name beside existing folders, so a
 * second `generate` never overwrites the first.
 */
import type { FileSystem } from "../brandkit/mod.ts";
import { slugOf } from "../brandkit/web.ts";

/** The slug of a name with no letters or digits at all. */
export const FALLBACK_SLUG = "kit";
/** How many numbered names ("-2", "-3", ...) `freeFolderName` tries. */
const MAX_NUMBERED_NAMES = 1_000;

/** A kit folder's name: the event name's slug (archive/slug.ts), "kit" when nothing usable is left. */
export function slugify(name: string): string {
  return slugOf(name, FALLBACK_SLUG);
}

/** `base` when nothing is there yet, else the first free "base-2", "base-3", ... */
export async function freeFolderName(fs: FileSystem, base: string): Promise<string> {
  if (await fs.stat(base) === null) return base;
  for (let number = 2; number <= MAX_NUMBERED_NAMES; number++) {
    const candidate = `${base}-${number}`;
    if (await fs.stat(candidate) === null) return candidate;
  }
  throw new Error(`No free folder name like '${base}-N' (tried ${MAX_NUMBERED_NAMES})`);
}
