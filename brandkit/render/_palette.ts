/**
 * Turns the kit's colours (1 to 10 of anything) into the roles a layout paints with: a vivid hero, an accent,
 * a deep shade for dark fields and a paper tint for light ones. Pale or muddy palettes still get a usable deep
 * and paper, made from their own colours.
 */
import { DEFAULT_COLORS } from "../constants.ts";
import { chroma, isHex, luminance, mix, parseHex, toHex } from "./color.ts";

export type PaletteRoles = {
  /** The kit's colours, normalised, without duplicates. */
  colors: string[];
  /** The lead colour: the most vivid one (or, by seed, the runner-up). */
  hero: string;
  /** A second colour, as different from the hero as the palette allows. */
  accent: string;
  /** A third colour for small touches (the accent again in small palettes). */
  spot: string;
  /** A very dark shade from the palette, for dark fields. */
  deep: string;
  /** A very light tint from the palette, for light fields. */
  paper: string;
};

/** Deep fields are at most this light (relative luminance). */
const DEEP_MAX_LUMINANCE = 0.025;
/** Paper fields are at least this light. */
const PAPER_MIN_LUMINANCE = 0.86;
const BLACKISH = "#07060B";
const WHITEISH = "#FFFDF8";

function hue(color: string): number {
  const { r, g, b } = parseHex(color);
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  if (max === min) return 0;
  const d = max - min;
  const h = max === r ? ((g - b) / d) % 6 : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
  return (h * 60 + 360) % 360;
}

/** How different two colours look: hue apart, weighted by how colourful both are, plus lightness apart. */
function difference(a: string, b: string): number {
  const hueGap = Math.min(Math.abs(hue(a) - hue(b)), 360 - Math.abs(hue(a) - hue(b))) / 180;
  const colourful = Math.min(chroma(a), chroma(b)) / 255;
  return hueGap * colourful + Math.abs(luminance(a) - luminance(b));
}

/** The least mix of `color` towards `target` that passes `test`. */
function shadeUntil(color: string, target: string, test: (candidate: string) => boolean): string {
  for (let amount = 0; amount <= 1; amount += 0.02) {
    const candidate = mix(color, target, amount);
    if (test(candidate)) return candidate;
  }
  return toHex(parseHex(target));
}

/** The roles of a palette; `random` picks between equally good heroes. */
export function paletteRoles(colors: readonly string[], random: () => number): PaletteRoles {
  const valid = [...new Set(colors.filter(isHex).map((color) => toHex(parseHex(color))))];
  const list = valid.length > 0 ? valid : [...DEFAULT_COLORS];
  const vivid = [...list].sort((a, b) => chroma(b) - chroma(a));
  const closeRunnerUp = vivid.length > 1 && chroma(vivid[1]) > chroma(vivid[0]) * 0.8;
  const hero = closeRunnerUp && random() < 0.5 ? vivid[1] : vivid[0];
  const others = list.filter((color) => color !== hero);
  const byDifference = [...others].sort((a, b) => difference(b, hero) - difference(a, hero));
  const accent = byDifference[0] ?? mix(hero, WHITEISH, 0.55);
  const spot = byDifference[1] ?? accent;
  const darkest = [...list].sort((a, b) => luminance(a) - luminance(b))[0];
  const lightest = [...list].sort((a, b) => luminance(b) - luminance(a))[0];
  const deepBase = luminance(darkest) < 0.2 ? darkest : hero;
  const paperBase = luminance(lightest) > 0.45 ? lightest : hero;
  return {
    colors: list,
    hero,
    accent,
    spot,
    deep: shadeUntil(deepBase, BLACKISH, (candidate) => luminance(candidate) <= DEEP_MAX_LUMINANCE),
    paper: shadeUntil(paperBase, WHITEISH, (candidate) => luminance(candidate) >= PAPER_MIN_LUMINANCE),
  };
}
