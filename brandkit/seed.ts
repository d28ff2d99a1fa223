/**
 * The seed of a generation: the request's own, or one derived from its content, so the same request gives the
 * same kit and the graphics for another name keep the kit's look. On the ground floor with the other small
 * vocabularies: the palettes, the studio, the archive, the documents and the keeper all draw with it.
 */
import { REQUEST_LIMITS } from "./constants.ts";

/** What a request's seed is drawn from: the fields of a GenerationRequest (schemas.ts) it reads. */
export type SeedSource = {
  seed?: number;
  vibes: readonly string[];
  colors: readonly string[];
  eventDate?: string;
  eventLocation?: string;
  customEventName?: string;
  inspirationImage?: string;
};

/** FNV-1a, 32 bits: small, fast and stable across runtimes. */
export function hashText(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** The request's seed, or a hash of what it asks for (the inspiration image by its length and ends only). */
export function seedOf(request: SeedSource): number {
  if (request.seed !== undefined) return request.seed;
  const image = request.inspirationImage;
  const content = [
    request.vibes.join("|"),
    request.colors.join("|"),
    request.eventDate ?? "",
    request.eventLocation ?? "",
    request.customEventName ?? "",
    image ? `${image.length}:${image.slice(0, 64)}:${image.slice(-64)}` : "",
  ].join("\u0000");
  return hashText(content) % (REQUEST_LIMITS.maxSeed + 1);
}

/** A small seeded random source (mulberry32) for deterministic choices. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
}
