/**
 * How big a clone's node_modules is, for the benchmarks that install one (cold-start, install-size): its files'
 * apparent size as `du -sb` counts it, what it takes on disk as `du -s` counts it, and per package.
 */
import { join } from "node:path";

/** Issue 29, item 10: node_modules after `deno task start` on a fresh clone (it was 441 MB on disk). */
export const NODE_MODULES_TARGET_MB = 200;
export const BYTES_PER_MB = 1_000_000;
/** st_blocks counts 512-byte units. */
const BLOCK_BYTES = 512;

export type FolderSize = { apparent: number; disk: number };

/** A folder's files, folders and links, each inode once, as `du -sb` (apparent) and `du -sB1` (disk) count. */
export async function folderSize(path: string, seen = new Set<string>()): Promise<FolderSize> {
  const info = await Deno.lstat(path);
  const key = `${info.dev}:${info.ino}`;
  if (seen.has(key)) return { apparent: 0, disk: 0 };
  seen.add(key);
  const size = { apparent: info.size, disk: (info.blocks ?? 0) * BLOCK_BYTES };
  if (info.isDirectory) {
    for await (const entry of Deno.readDir(path)) {
      const inner = await folderSize(join(path, entry.name), seen);
      size.apparent += inner.apparent;
      size.disk += inner.disk;
    }
  }
  return size;
}

/** Deno's package folders in node_modules/.deno ("@fontsource+noto-sans@5.3.0"), by name. */
export async function packageFolders(nodeModules: string): Promise<string[]> {
  const names: string[] = [];
  for await (const entry of Deno.readDir(join(nodeModules, ".deno"))) {
    if (entry.isDirectory && entry.name.includes("@") && !entry.name.startsWith(".")) names.push(entry.name);
  }
  return names.sort();
}

/** "151 MB" from bytes. */
export const megabytes = (bytes: number) => `${(bytes / BYTES_PER_MB).toFixed(0)} MB`;

/** "met" or "MISSED" against the target. */
export const verdict = (bytes: number) => (bytes <= NODE_MODULES_TARGET_MB * BYTES_PER_MB ? "met" : "MISSED");
