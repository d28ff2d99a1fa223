/**
 * Recognises image files by their first bytes, so an upload is checked by what it is, not what it claims to be.
 */
import { INSPIRATION_IMAGE_TYPES } from "./constants.ts";

export type ImageMimeType = typeof INSPIRATION_IMAGE_TYPES[number];

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] as const;

const SIGNATURES: ReadonlyArray<{ type: ImageMimeType; matches: (b: Uint8Array) => boolean }> = [
  { type: "image/png", matches: (b) => startsWith(b, PNG_SIGNATURE) },
  { type: "image/jpeg", matches: (b) => startsWith(b, [0xff, 0xd8, 0xff]) },
  { type: "image/gif", matches: (b) => startsWith(b, [0x47, 0x49, 0x46, 0x38]) },
  {
    type: "image/webp",
    matches: (b) =>
      startsWith(b, [0x52, 0x49, 0x46, 0x46]) && startsWith(b.subarray(8), [0x57, 0x45, 0x42, 0x50]),
  },
];

function startsWith(bytes: Uint8Array, prefix: readonly number[]): boolean {
  return bytes.length >= prefix.length && prefix.every((value, index) => bytes[index] === value);
}

/** The image type of `bytes` (PNG, JPEG, GIF or WebP), or null when they are none of these. */
export function sniffImageType(bytes: Uint8Array): ImageMimeType | null {
  return SIGNATURES.find((signature) => signature.matches(bytes))?.type ?? null;
}

/** Decodes the first bytes of a base64 string (enough to sniff a type) without decoding all of it. */
export function base64Prefix(base64: string, byteCount = 12): Uint8Array {
  const chars = base64.slice(0, Math.ceil(byteCount / 3) * 4);
  const binary = atob(chars);
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

/** Encodes bytes as a `data:` URL. */
export function toDataUrl(bytes: Uint8Array, mimeType: string): string {
  let binary = "";
  const chunk = 0x8000;
  for (let index = 0; index < bytes.length; index += chunk) {
    binary += String.fromCharCode(...bytes.subarray(index, index + chunk));
  }
  return `data:${mimeType};base64,${btoa(binary)}`;
}

/** Decodes a base64 `data:` URL into its MIME type and bytes, or null when it is not one. */
export function fromDataUrl(dataUrl: string): { mimeType: string; bytes: Uint8Array } | null {
  const match = /^data:([\w.+-]+\/[\w.+-]+);base64,([A-Za-z0-9+/]*={0,2})$/.exec(dataUrl);
  if (!match) return null;
  const binary = atob(match[2]);
  return { mimeType: match[1], bytes: Uint8Array.from(binary, (char) => char.charCodeAt(0)) };
}

/** Signature (8), IHDR length (4), "IHDR" (4), width (4), height (4). */
const PNG_IHDR_END = 24;

/** Width and height of a PNG from its header (no decoding), or null when `bytes` is not a PNG. */
export function pngSize(bytes: Uint8Array): { width: number; height: number } | null {
  if (bytes.length < PNG_IHDR_END || !startsWith(bytes, PNG_SIGNATURE)) return null;
  if (String.fromCharCode(...bytes.subarray(12, 16)) !== "IHDR") return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return { width: view.getUint32(16), height: view.getUint32(20) };
}
