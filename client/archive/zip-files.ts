/**
 * The formats' ZIPs in the browser: reading the one POST /api/kits/formats answers when asked for several files,
 * and packing files into one to save (the SVGs). Part of the extras, loaded only when the visitor asks.
 */
import { unzipSync, type Zippable, zipSync } from "fflate";

/** The entries of a ZIP, by name. */
export function unzipFiles(zip: Uint8Array): Record<string, Uint8Array> {
  return unzipSync(zip);
}

/** A ZIP of `files` (name -> bytes), deflated. */
export function zipFiles(files: Readonly<Record<string, Uint8Array>>): Uint8Array {
  const entries: Zippable = {};
  for (const [name, bytes] of Object.entries(files)) entries[name] = bytes;
  return zipSync(entries, { level: 6 });
}
