/**
 * Reads what the text fitter needs from a font file: which characters it has and how wide each one is. Handles
 * WOFF (zlib-compressed tables) and plain TrueType/OpenType; reads the cmap (formats 4 and 12), hmtx, hhea and head.
 */
import { unzlibSync } from "fflate";

export type FontMetrics = {
  unitsPerEm: number;
  /** Advance width in font units of each code point the font has. */
  advances: ReadonlyMap<number, number>;
};

type Table = { offset: number; length: number; compressedLength: number };

const WOFF_SIGNATURE = 0x774f4646; // "wOFF"
const WOFF2_SIGNATURE = 0x774f4632; // "wOF2"
const WOFF_HEADER_BYTES = 44;
const WOFF_ENTRY_BYTES = 20;
const SFNT_HEADER_BYTES = 12;
const SFNT_ENTRY_BYTES = 16;

function tag(view: DataView, at: number): string {
  return String.fromCharCode(
    view.getUint8(at),
    view.getUint8(at + 1),
    view.getUint8(at + 2),
    view.getUint8(at + 3),
  );
}

function directory(view: DataView): Map<string, Table> {
  const signature = view.getUint32(0);
  if (signature === WOFF2_SIGNATURE) throw new Error("WOFF2 fonts cannot be measured; use the .woff file");
  const woff = signature === WOFF_SIGNATURE;
  const count = view.getUint16(woff ? 12 : 4);
  const tables = new Map<string, Table>();
  for (let index = 0; index < count; index++) {
    const at = woff
      ? WOFF_HEADER_BYTES + index * WOFF_ENTRY_BYTES
      : SFNT_HEADER_BYTES + index * SFNT_ENTRY_BYTES;
    const offset = view.getUint32(at + (woff ? 4 : 8));
    const compressedLength = view.getUint32(at + (woff ? 8 : 12));
    const length = woff ? view.getUint32(at + 12) : compressedLength;
    tables.set(tag(view, at), { offset, length, compressedLength });
  }
  return tables;
}

function readTable(bytes: Uint8Array, tables: Map<string, Table>, name: string): DataView {
  const table = tables.get(name);
  if (!table) throw new Error(`the font has no ${name} table`);
  const raw = bytes.subarray(table.offset, table.offset + table.compressedLength);
  const data = table.compressedLength < table.length ? unzlibSync(raw) : raw;
  return new DataView(data.buffer, data.byteOffset, data.byteLength);
}

function readFormat4(cmap: DataView, at: number, glyphs: Map<number, number>): void {
  const segments = cmap.getUint16(at + 6) / 2;
  const ends = at + 14;
  const starts = ends + segments * 2 + 2;
  const deltas = starts + segments * 2;
  const rangeOffsets = deltas + segments * 2;
  for (let segment = 0; segment < segments; segment++) {
    const end = cmap.getUint16(ends + segment * 2);
    const start = cmap.getUint16(starts + segment * 2);
    const delta = cmap.getInt16(deltas + segment * 2);
    const rangeAt = rangeOffsets + segment * 2;
    const rangeOffset = cmap.getUint16(rangeAt);
    for (let code = start; code <= end && code !== 0xffff; code++) {
      let glyph: number;
      if (rangeOffset === 0) {
        glyph = (code + delta) & 0xffff;
      } else {
        const glyphAt = rangeAt + rangeOffset + (code - start) * 2;
        if (glyphAt + 2 > cmap.byteLength) continue;
        const raw = cmap.getUint16(glyphAt);
        glyph = raw === 0 ? 0 : (raw + delta) & 0xffff;
      }
      if (glyph !== 0) glyphs.set(code, glyph);
    }
  }
}

function readFormat12(cmap: DataView, at: number, glyphs: Map<number, number>): void {
  const groups = cmap.getUint32(at + 12);
  for (let group = 0; group < groups; group++) {
    const groupAt = at + 16 + group * 12;
    const start = cmap.getUint32(groupAt);
    const end = cmap.getUint32(groupAt + 4);
    const first = cmap.getUint32(groupAt + 8);
    for (let code = start; code <= end; code++) {
      if (first + code - start !== 0) glyphs.set(code, first + code - start);
    }
  }
}

function readCmap(cmap: DataView): Map<number, number> {
  const glyphs = new Map<number, number>();
  const count = cmap.getUint16(2);
  for (let index = 0; index < count; index++) {
    const platform = cmap.getUint16(4 + index * 8);
    const at = cmap.getUint32(8 + index * 8);
    if (platform !== 0 && platform !== 3) continue;
    const format = cmap.getUint16(at);
    if (format === 4) readFormat4(cmap, at, glyphs);
    else if (format === 12) readFormat12(cmap, at, glyphs);
  }
  return glyphs;
}

/** The metrics of a WOFF, TTF or OTF font; throws on anything else. */
export function readFontMetrics(bytes: Uint8Array): FontMetrics {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const tables = directory(view);
  const unitsPerEm = readTable(bytes, tables, "head").getUint16(18);
  const metricCount = readTable(bytes, tables, "hhea").getUint16(34);
  const hmtx = readTable(bytes, tables, "hmtx");
  const widthOf = (glyph: number) => hmtx.getUint16(Math.min(glyph, metricCount - 1) * 4);
  const advances = new Map<number, number>();
  for (const [code, glyph] of readCmap(readTable(bytes, tables, "cmap"))) advances.set(code, widthOf(glyph));
  return { unitsPerEm, advances };
}
