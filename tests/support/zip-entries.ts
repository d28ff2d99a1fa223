/**
 * Reads a ZIP's central directory without fflate, so tests check what the one ZIP writer wrote against an
 * independent reader: each entry's name, method (stored or deflated) and time, in the archive's order.
 */
import type { ZipMethod } from "../../brandkit/web.ts";

const END_SIGNATURE = 0x06054b50;
const ENTRY_SIGNATURE = 0x02014b50;
/** ZIP's compression methods by number. */
const METHODS: Readonly<Record<number, ZipMethod>> = { 0: "stored", 8: "deflated" };

export type ZipEntry = { name: string; method: ZipMethod; date: string };

/** The entries of `zip`, from its central directory. */
export function zipEntries(zip: Uint8Array): ZipEntry[] {
  const view = new DataView(zip.buffer, zip.byteOffset, zip.byteLength);
  let end = zip.byteLength - 22;
  while (end >= 0 && view.getUint32(end, true) !== END_SIGNATURE) end--;
  if (end < 0) throw new Error("not a ZIP: no end of central directory");
  const count = view.getUint16(end + 10, true);
  let at = view.getUint32(end + 16, true);
  const entries: ZipEntry[] = [];
  for (let index = 0; index < count; index++) {
    if (view.getUint32(at, true) !== ENTRY_SIGNATURE) throw new Error(`entry ${index} has no signature`);
    const method = METHODS[view.getUint16(at + 10, true)];
    const dosDate = view.getUint16(at + 14, true);
    const nameLength = view.getUint16(at + 28, true);
    const name = new TextDecoder().decode(zip.subarray(at + 46, at + 46 + nameLength));
    const date = `${1980 + (dosDate >> 9)}-${String((dosDate >> 5) & 15).padStart(2, "0")}-${
      String(dosDate & 31).padStart(2, "0")
    }`;
    entries.push({ name, method, date });
    at += 46 + nameLength + view.getUint16(at + 30, true) + view.getUint16(at + 32, true);
  }
  return entries;
}

/** Each file entry's method by name (folder entries, ending in "/", left out), `prefix` taken off the names. */
export function zipMethods(zip: Uint8Array, prefix = ""): Record<string, ZipMethod> {
  return Object.fromEntries(
    zipEntries(zip).filter((entry) => !entry.name.endsWith("/"))
      .map((entry) => [entry.name.slice(prefix.length), entry.method]),
  );
}
