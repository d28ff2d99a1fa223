/**
 * Folder names for kits: a readable slug of the event name, and a free name beside existing folders, so a
 * second `generate` never overwrites the first.
 */
import type { FileSystem } from "../brandkit/file-system.ts";

/** Longest slug, in characters; long names are cut at a word boundary when they can be. */
export const MAX_SLUG_LENGTH = 60;
/** The slug of a name with no letters or digits at all. */
export const FALLBACK_SLUG = "kit";
/** How many numbered names ("-2", "-3", ...) `freeFolderName` tries. */
const MAX_NUMBERED_NAMES = 1_000;

/** A kit folder's name: the event name's slug (archive/slug.ts), "kit" when nothing usable is left. */
export function slugify(name: string): string {
  const slug = name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, "-")
    .replace(/^-+|-+$/g, "");
  if (slug.length <= MAX_SLUG_LENGTH) return slug || FALLBACK_SLUG;
  const cut = slug.slice(0, MAX_SLUG_LENGTH);
  const lastDash = cut.lastIndexOf("-");
  return (lastDash > MAX_SLUG_LENGTH / 2 ? cut.slice(0, lastDash) : cut).replace(/-+$/, "");
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
