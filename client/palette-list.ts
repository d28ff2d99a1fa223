/**
 * Looks up palettes in the catalogue the server sent with the page (the core's own helpers live in the extras,
 * with zod, and the first render must not wait for them).
 */
import type { Palette } from "../brandkit/mod.ts";

/** The palette called `name`, or undefined. */
export function findPalette(palettes: readonly Palette[], name: string): Palette | undefined {
  return palettes.find((palette) => palette.name === name);
}
