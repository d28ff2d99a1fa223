/**
 * WOFF -> SFNT (TrueType/OpenType bytes). HarfBuzz and the PDF writer read plain SFNT; @fontsource ships WOFF
 * (zlib-compressed tables). The tables are inflated and written back with a fresh directory; their bytes and
 * checksums are kept as they are, which is all a reader checks.
 */
import { unzlibSync } from "fflate";

const WOFF_SIGNATURE = 0x774f4646; // "wOFF"
const WOFF_HEADER_BYTES = 44;
const WOFF_ENTRY_BYTES = 20;
const SFNT_HEADER_BYTES = 12;
const SFNT_ENTRY_BYTES = 16;

type WoffTable = { tag: number; offset: number; compressedLength: number; length: number; checksum: number };

const padded = (length: number) => (length + 3) & ~3;

/** True when `bytes` is a WOFF file. */
export function isWoff(bytes: Uint8Array): boolean {
  return bytes.byteLength >= 4 &&
    new DataView(bytes.buffer, bytes.byteOffset, 4).getUint32(0) === WOFF_SIGNATURE;
}

/** The SFNT bytes of a WOFF file; SFNT bytes are returned as they are. Throws on a truncated file. */
export function toSfnt(bytes: Uint8Array): Uint8Array {
  if (!isWoff(bytes)) return bytes;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const flavor = view.getUint32(4);
  const count = view.getUint16(12);
  const tables: WoffTable[] = [];
  for (let index = 0; index < count; index++) {
    const at = WOFF_HEADER_BYTES + index * WOFF_ENTRY_BYTES;
    tables.push({
      tag: view.getUint32(at),
      offset: view.getUint32(at + 4),
      compressedLength: view.getUint32(at + 8),
      length: view.getUint32(at + 12),
      checksum: view.getUint32(at + 16),
    });
  }
  const data = tables.map((table) => {
    const raw = bytes.subarray(table.offset, table.offset + table.compressedLength);
    if (raw.byteLength !== table.compressedLength) throw new RangeError("The WOFF font is truncated.");
    return table.compressedLength < table.length ? unzlibSync(raw) : raw;
  });
  let size = SFNT_HEADER_BYTES + count * SFNT_ENTRY_BYTES;
  for (const table of data) size += padded(table.byteLength);
  const out = new Uint8Array(size);
  const outView = new DataView(out.buffer);
  const power = 2 ** Math.floor(Math.log2(Math.max(count, 1)));
  outView.setUint32(0, flavor);
  outView.setUint16(4, count);
  outView.setUint16(6, power * 16);
  outView.setUint16(8, Math.log2(power));
  outView.setUint16(10, count * 16 - power * 16);
  let offset = SFNT_HEADER_BYTES + count * SFNT_ENTRY_BYTES;
  tables.forEach((table, index) => {
    const at = SFNT_HEADER_BYTES + index * SFNT_ENTRY_BYTES;
    outView.setUint32(at, table.tag);
    outView.setUint32(at + 4, table.checksum);
    outView.setUint32(at + 8, offset);
    outView.setUint32(at + 12, data[index].byteLength);
    out.set(data[index], offset);
    offset += padded(data[index].byteLength);
  });
  return out;
}
