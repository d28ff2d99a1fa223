/**
 * Colour arithmetic for the designer: mixing, chroma, and picking a text colour that is guaranteed to read against
 * everything behind it. Hex parsing lives in hex-color.ts and WCAG contrast in contrast.ts, and each is imported
 * from there.
 */
import { CONTRAST_AA, contrastRatio } from "./contrast.ts";
import { parseHex, toHex } from "./hex-color.ts";

/** The designer holds every line of text, large or small, to WCAG AA. */
export const MIN_TEXT_CONTRAST = CONTRAST_AA;

const WHITE = "#FFFFFF";
const BLACK = "#000000";
/** Steps of the binary search for the smallest mix that reaches a contrast. */
const SEARCH_STEPS = 16;

/** The lowest contrast of `color` against any of `backdrops`. */
export function minContrast(color: string, backdrops: readonly string[]): number {
  return Math.min(...backdrops.map((backdrop) => contrastRatio(color, backdrop)));
}

/** `from` moved a fraction `amount` (0-1) of the way to `to`, in sRGB as SVG and PNG blend it. */
export function mix(from: string, to: string, amount: number): string {
  const a = parseHex(from);
  const b = parseHex(to);
  const t = Math.max(0, Math.min(1, amount));
  return toHex({ r: a.r + (b.r - a.r) * t, g: a.g + (b.g - a.g) * t, b: a.b + (b.b - a.b) * t });
}

/** The colour `color` painted with `opacity` over `backdrop`. */
export function over(color: string, opacity: number, backdrop: string): string {
  return mix(backdrop, color, opacity);
}

/** Chroma (max - min channel, 0-255): how far from grey a colour is. */
export function chroma(color: string): number {
  const { r, g, b } = parseHex(color);
  return Math.max(r, g, b) - Math.min(r, g, b);
}

/** The smallest mix of `color` towards `toward` that reads at `min` against every backdrop, or null. */
function nudge(color: string, toward: string, backdrops: readonly string[], min: number): string | null {
  if (minContrast(toward, backdrops) < min) return null;
  let low = 0;
  let high = 1;
  for (let step = 0; step < SEARCH_STEPS; step++) {
    const middle = (low + high) / 2;
    if (minContrast(mix(color, toward, middle), backdrops) >= min) high = middle;
    else low = middle;
  }
  // The search ends on the passing side; rounding to hex can still land a hair short, so check and step on.
  for (let amount = high; amount <= 1; amount += 1 / 64) {
    const candidate = mix(color, toward, amount);
    if (minContrast(candidate, backdrops) >= min) return candidate;
  }
  return toward;
}

/**
 * `color`, or the closest shade or tint of it, that has at least `min` contrast against every backdrop. When no
 * shade or tint of it does (backdrops both very light and very dark), the better of black and white.
 * @param min @default MIN_TEXT_CONTRAST
 */
export function ensureContrast(color: string, backdrops: readonly string[], min = MIN_TEXT_CONTRAST): string {
  if (minContrast(color, backdrops) >= min) return toHex(parseHex(color));
  const options = [nudge(color, BLACK, backdrops, min), nudge(color, WHITE, backdrops, min)]
    .filter((option): option is string => option !== null);
  if (options.length === 0) {
    return minContrast(BLACK, backdrops) >= minContrast(WHITE, backdrops) ? BLACK : WHITE;
  }
  // Of the two directions, the one that changes the colour least.
  return options.sort((a, b) => colorDistance(a, color) - colorDistance(b, color))[0];
}

function colorDistance(a: string, b: string): number {
  const x = parseHex(a);
  const y = parseHex(b);
  return Math.hypot(x.r - y.r, x.g - y.g, x.b - y.b);
}

/**
 * The text colour for these backdrops: the first candidate that reads at `min` against all of them; else the
 * candidate that reads best, shaded or tinted until it does.
 * @param min @default MIN_TEXT_CONTRAST
 */
export function readableOn(
  backdrops: readonly string[],
  candidates: readonly string[],
  min = MIN_TEXT_CONTRAST,
): string {
  const passing = candidates.find((candidate) => minContrast(candidate, backdrops) >= min);
  if (passing) return toHex(parseHex(passing));
  const best =
    [...candidates, WHITE, BLACK].sort((a, b) => minContrast(b, backdrops) - minContrast(a, backdrops))[0];
  return ensureContrast(best, backdrops, min);
}
