/**
 * Reads a PNG's pixel size from its header, so a graphic that already has the exact size is stored as it is
 * instead of being decoded and encoded again.
 */

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
/** Signature (8), IHDR length (4), "IHDR" (4), width (4), height (4). */
const IHDR_END = 24;

/** Width and height of a PNG, or null when `bytes` is not one. */
export function pngSize(bytes: Uint8Array): { width: number; height: number } | null {
  if (bytes.length < IHDR_END || PNG_SIGNATURE.some((value, index) => bytes[index] !== value)) return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (String.fromCharCode(...bytes.subarray(12, 16)) !== "IHDR") return null;
  return { width: view.getUint32(16), height: view.getUint32(20) };
}
