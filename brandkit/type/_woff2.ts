/**
 * WOFF2 -> SFNT, with woff2-encoder's decoder (Google's reference woff2 library compiled to WebAssembly, in its
 * decompress-only build). Imported on first need, like HarfBuzz: a process that sets only Latin text never
 * compiles it, and nothing in a render worker's import graph waits for it.
 */
const WOFF2_SIGNATURE = 0x774f4632; // "wOF2"

type Decompress = (bytes: Uint8Array) => Promise<Uint8Array>;

let decoder: Promise<Decompress> | undefined;

/** True when `bytes` is a WOFF2 file. */
export function isWoff2(bytes: Uint8Array): boolean {
  return bytes.byteLength >= 4 &&
    new DataView(bytes.buffer, bytes.byteOffset, 4).getUint32(0) === WOFF2_SIGNATURE;
}

/** The SFNT bytes of a WOFF2 file; throws on bytes that are not one or do not decode. */
export async function decodeWoff2(bytes: Uint8Array): Promise<Uint8Array> {
  if (!isWoff2(bytes)) throw new Error("the file is not a WOFF2 font");
  decoder ??= import("woff2-encoder/decompress").then((module) => module.default);
  const sfnt = await (await decoder)(bytes);
  if (sfnt.byteLength === 0) throw new Error("the WOFF2 font did not decode");
  return sfnt;
}
