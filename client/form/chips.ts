/**
 * The form's list rules (docs/behaviour.md#the-form): vibes are trimmed and ignored when empty or already
 * there (any case), and a comma or semicolon between keywords makes them separate vibes (issue 26); a colour
 * is not added twice, and one can be removed only while more than one remains.
 */
import { MIN_COLORS, REQUEST_LIMITS } from "../../brandkit/web.ts";

/** The vibes after adding `raw`: trimmed; unchanged when it is empty, a duplicate, or the list is full. */
export function addVibe(vibes: readonly string[], raw: string): readonly string[] {
  const vibe = raw.trim().slice(0, REQUEST_LIMITS.maxVibeLength);
  if (!vibe || vibes.length >= REQUEST_LIMITS.maxVibes) return vibes;
  if (vibes.some((existing) => existing.toLowerCase() === vibe.toLowerCase())) return vibes;
  return [...vibes, vibe];
}

/**
 * What separates vibes typed or pasted as one text: the comma and semicolon of Latin scripts, those of Arabic
 * (، ؛) and of Chinese and Japanese (， ； 、), and line breaks (a pasted list, one keyword a line).
 */
export const VIBE_SEPARATORS = /[,;\n\r\u060C\u061B\u3001\uFF0C\uFF1B]/;

/** True when `text` holds a separator, so it is more than one vibe. */
export function hasVibeSeparator(text: string): boolean {
  return VIBE_SEPARATORS.test(text);
}

/** The vibes after adding every keyword of `text` in turn ("sporty, friendly; morning" is three). */
export function addVibes(vibes: readonly string[], text: string): readonly string[] {
  return text.split(VIBE_SEPARATORS).reduce((list, part) => addVibe(list, part), vibes);
}

/**
 * The field as the visitor types: each keyword followed by a separator is added at once, and what comes after
 * the last separator stays in the field, still being typed, without the spaces before it.
 */
export function commitTypedVibes(
  vibes: readonly string[],
  text: string,
): { vibes: readonly string[]; draft: string } {
  const parts = text.split(VIBE_SEPARATORS);
  // The space typed after a comma (or before the first keyword) is no part of the next keyword.
  const draft = parts.pop()!.trimStart();
  if (parts.length === 0) return { vibes, draft };
  return { vibes: parts.reduce((list, part) => addVibe(list, part), vibes), draft };
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
