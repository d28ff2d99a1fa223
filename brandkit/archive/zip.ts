/**
 * The one ZIP writer (and reader), with fflate, for every ZIP BrandKit makes: the CLI's `--zip` of a kit folder,
 * the several files POST /api/kits/formats answers with, and the page's 'Download All Assets' and SVG download.
 * One rule decides each entry's method: files already compressed (PNG, JPEG, WebP, GIF, PDF, ZIP ...) are
 * stored, as deflating them again costs time and saves nothing; text (SVG, Markdown, JSON, ICS ...) is deflated.
 * Entries are named by their file name, inside one folder when asked. Browser-safe: no Deno, no Node.
 */
import { unzipSync, type Zippable, zipSync } from "fflate";
import type { KitArchiveFile } from "./kit-file.ts";

/** Extensions of files that are compressed already, so stored as they are (compared without case). */
export const STORED_EXTENSIONS: readonly string[] = [
  "png",
  "jpg",
  "jpeg",
  "webp",
  "gif",
  "avif",
  "pdf",
  "zip",
  "gz",
  "woff2",
];
/** Deflate level of every other entry (fflate's range is 0-9; 6 is zlib's usual trade-off). */
const DEFLATE_LEVEL = 6;
const STORED_LEVEL = 0;
/** ZIP timestamps can only say 1980 to 2099; a clock outside that is clamped into it. */
const ZIP_EARLIEST_MS = Date.UTC(1980, 0, 2);
const ZIP_LATEST_MS = Date.UTC(2099, 11, 30);
/**
 * The time of every entry when none is given, so archives of the same files are byte-identical: noon UTC on
 * 2000-01-01, which ZIP's local-time fields read as that day in nearly every time zone.
 */
const FIXED_ENTRY_MS = Date.UTC(2000, 0, 1, 12);

/** How an entry is kept: "stored" as it is, or "deflated". */
export type ZipMethod = "stored" | "deflated";

export type ZipOptions = {
  /** Put every entry inside this folder ("neon-nights/kit.json"), as people expect when they unzip. @default none */
  folder?: string;
  /** The entries' time, epoch ms (clamped to what ZIP can say). @default 2000-01-01, so the bytes repeat */
  nowMs?: number;
};

/** The method the one rule gives the file `name`: stored when its extension is in STORED_EXTENSIONS. */
export function zipMethodOf(name: string): ZipMethod {
  const dot = name.lastIndexOf(".");
  const extension = dot < 0 ? "" : name.slice(dot + 1).toLowerCase();
  return STORED_EXTENSIONS.includes(extension) ? "stored" : "deflated";
}

/** A ZIP of `files`, in their order, each stored or deflated by zipMethodOf; text is written as UTF-8. */
export function zipArchive(files: readonly KitArchiveFile[], options: ZipOptions = {}): Uint8Array {
  const encoder = new TextEncoder();
  const entries: Zippable = {};
  for (const file of files) {
    const data = typeof file.data === "string" ? encoder.encode(file.data) : file.data;
    entries[file.name] = [data, {
      level: zipMethodOf(file.name) === "stored" ? STORED_LEVEL : DEFLATE_LEVEL,
    }];
  }
  const mtime = Math.min(ZIP_LATEST_MS, Math.max(ZIP_EARLIEST_MS, options.nowMs ?? FIXED_ENTRY_MS));
  return zipSync(options.folder ? { [options.folder]: entries } : entries, { level: DEFLATE_LEVEL, mtime });
}

/** The entries of a ZIP by name (a folder's entry names end in "/"); throws when the bytes are not a ZIP. */
export function unzipArchive(zip: Uint8Array): Record<string, Uint8Array> {
  return unzipSync(zip);
}
