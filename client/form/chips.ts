/**
 * The form's list rules (spec §5): vibes are trimmed and ignored when empty or already there (any case);
 * a colour is not added twice, and one can be removed only while more than one remains.
 */
import { MIN_COLORS, REQUEST_LIMITS } from "../../brandkit/mod.ts";

/** The vibes after adding `raw`: trimmed; unchanged when it is empty, a duplicate, or the list is full. */
export function addVibe(vibes: readonly string[], raw: string): readonly string[] {
  const vibe = raw.trim().slice(0, REQUEST_LIMITS.maxVibeLength);
  if (!vibe || vibes.length >= REQUEST_LIMITS.maxVibes) return vibes;
  if (vibes.some((existing) => existing.toLowerCase() === vibe.toLowerCase())) return vibes;
  return [...vibes, vibe];
}

export function removeVibe(vibes: readonly string[], vibe: string): readonly string[] {
  return vibes.filter((existing) => existing !== vibe);
}

/** "#e6067a" -> "#E6067A": how colours are compared and shown. */
export function canonicalHex(color: string): string {
  return color.trim().toUpperCase();
}

/** The colours after adding `color`; unchanged when it is already there or the list is full. */
export function addColor(colors: readonly string[], color: string): readonly string[] {
  const hex = canonicalHex(color);
  if (
    colors.length >= REQUEST_LIMITS.maxColors || colors.some((existing) => canonicalHex(existing) === hex)
  ) {
    return colors;
  }
  return [...colors, hex];
}

/** True while a colour may be removed: more than the minimum remain. */
export function canRemoveColor(colors: readonly string[]): boolean {
  return colors.length > MIN_COLORS;
}

/** The colours without `color`; unchanged when it is the last one. */
export function removeColor(colors: readonly string[], color: string): readonly string[] {
  return canRemoveColor(colors) ? colors.filter((existing) => existing !== color) : colors;
}
