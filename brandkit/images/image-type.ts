/**
 * Recognises image files by their first bytes, so an upload is checked by what it is, not what it claims to be.
 */
import { INSPIRATION_IMAGE_TYPES } from "../constants.ts";

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

/** Base64 as every decoder reads it: the alphabet, then at most two "=". */
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;
/** A base64 `data:` URL: its MIME type, then its data (checked by isBase64, not here). */
const DATA_URL = /^data:([\w.+-]+\/[\w.+-]+);base64,([A-Za-z0-9+/=]*)$/;

/**
 * True when `text` is base64 that decodes: the alphabet, "=" padding only up to a whole group of 4 characters,
 * and, unpadded, a last group of 2 or 3 characters, never 1. Exactly what `atob` accepts (without whitespace).
 */
export function isBase64(text: string): boolean {
  if (!BASE64.test(text)) return false;
  return text.endsWith("=") ? text.length % 4 === 0 : text.length % 4 !== 1;
}

/**
 * The bytes of base64 `text`, or null when it is not base64; never throws. With `maxBytes`, only the first
 * groups are decoded (enough to read an image's header), though all of `text` is checked.
 */
export function decodeBase64(text: string, maxBytes = Infinity): Uint8Array | null {
  if (!isBase64(text)) return null;
  let binary: string;
  try {
    binary = atob(text.slice(0, Math.ceil(maxBytes / 3) * 4));
  } catch {
    return null;
  }
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

/**
 * A base64 `data:` URL's MIME type (as written) and its data, still base64 and not yet checked, or null when
 * `dataUrl` does not have that form.
 */
export function splitDataUrl(dataUrl: string): { mimeType: string; base64: string } | null {
  const match = DATA_URL.exec(dataUrl);
  return match ? { mimeType: match[1], base64: match[2] } : null;
}

/** Decodes a base64 `data:` URL into its MIME type and bytes, or null when it is not one; never throws. */
export function fromDataUrl(dataUrl: string): { mimeType: string; bytes: Uint8Array } | null {
  const parts = splitDataUrl(dataUrl);
  const bytes = parts && decodeBase64(parts.base64);
  return parts && bytes ? { mimeType: parts.mimeType, bytes } : null;
}
