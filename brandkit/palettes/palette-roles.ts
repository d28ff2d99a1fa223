/**
 * Turns the kit's colours (1 to 10 of anything) into the roles a layout paints with: a vivid hero, an accent,
 * a deep shade for dark fields and a paper tint for light ones. Pale or muddy palettes still get a usable deep
 * and paper, made from their own colours. Every colour made here rather than given is recorded in `tints`, with
 * the colour it was made from, so the brand guide can list it (swatches.ts).
 *
 * Achromatic palettes (every colour within ACHROMATIC_MAX_CHROMA of grey, such as black and white) stay crisp:
 * their colours are taken as the pure greys of the same lightness, the deep is pure black and the paper pure
 * white, the hero is the lightest (so what glows is white, not black lifted to a mid-grey), and a missing accent
 * is the pole, black or white, that stands out most from the hero — never a grey mixed halfway.
 */
import { DEFAULT_COLORS } from "../constants.ts";
import { chroma, mix } from "./color.ts";
import { contrastRatio, relativeLuminance } from "./contrast.ts";
import { isHexColor, parseHex, toHex } from "./hex-color.ts";

/** How a made colour relates to the colour it was made from. */
export type TintTone = "dark" | "light" | "grey";

/** A colour the designer made from a palette colour. */
export type Tint = { color: string; parent: string; tone: TintTone };

export type PaletteRoles = {
  /** The kit's colours, normalised, without duplicates (pure greys for an achromatic palette). */
  colors: string[];
  /** The lead colour: the most vivid one (or, by seed, the runner-up); the lightest of an achromatic palette. */
  hero: string;
  /** A second colour, as different from the hero as the palette allows. */
  accent: string;
  /** A third colour for small touches (the accent again in small palettes). */
  spot: string;
  /** A very dark shade from the palette, for dark fields. */
  deep: string;
  /** A very light tint from the palette, for light fields. */
  paper: string;
  /** The hero lifted until it glows on a dark field (neon tubes, moons). */
  glow: string;
  /** Light ink for a dark, glowing field: the paper halfway to white. */
  glowInk: string;
  /** True when every colour is (near) grey: then every role is a pure grey, black or white. */
  achromatic: boolean;
  /** Every role colour that is not one of the kit's colours as given, with the colour it was made from. */
  tints: Tint[];
};

/** Deep fields are at most this light (relative relativeLuminance). */
const DEEP_MAX_LUMINANCE = 0.025;
/** Paper fields are at least this light. */
const PAPER_MIN_LUMINANCE = 0.86;
/** A glowing colour is at least this light. */
const GLOW_MIN_LUMINANCE = 0.3;
/** A palette whose colours all have at most this chroma (0-255) is achromatic. */
export const ACHROMATIC_MAX_CHROMA = 12;
const BLACKISH = "#07060B";
const WHITEISH = "#FFFDF8";
const BLACK = "#000000";
const WHITE = "#FFFFFF";

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
  return hueGap * colourful + Math.abs(relativeLuminance(a) - relativeLuminance(b));
}

/** The least mix of `color` towards `target` that passes `test`. */
function shadeUntil(color: string, target: string, test: (candidate: string) => boolean): string {
  for (let amount = 0; amount <= 1; amount += 0.02) {
    const candidate = mix(color, target, amount);
    if (test(candidate)) return candidate;
  }
  return toHex(parseHex(target));
}

/** The hero lifted towards white until it glows on a dark field. */
function glowOf(color: string): string {
  for (let amount = 0; amount <= 1; amount += 0.05) {
    const lifted = mix(color, WHITE, amount);
    if (relativeLuminance(lifted) >= GLOW_MIN_LUMINANCE) return lifted;
  }
  return WHITE;
}

/** The pure grey as light as `color` (same relative relativeLuminance, to the nearest step). */
function greyOf(color: string): string {
  const target = relativeLuminance(color);
  let best = 0;
  for (let value = 0; value <= 255; value++) {
    const grey = { r: value, g: value, b: value };
    if (
      Math.abs(relativeLuminance(grey) - target) <
        Math.abs(relativeLuminance({ r: best, g: best, b: best }) - target)
    ) {
      best = value;
    }
  }
  return toHex({ r: best, g: best, b: best });
}

/** True when every colour is within ACHROMATIC_MAX_CHROMA of grey. */
export function isAchromatic(colors: readonly string[]): boolean {
  return colors.length > 0 && colors.every((color) => chroma(color) <= ACHROMATIC_MAX_CHROMA);
}

type Core = Omit<PaletteRoles, "glow" | "glowInk" | "achromatic" | "tints"> & {
  /** What each role colour was made from, where it was made. */
  parents: Map<string, string>;
};

function chromaticRoles(list: string[], random: () => number): Core {
  const vivid = [...list].sort((a, b) => chroma(b) - chroma(a));
  const closeRunnerUp = vivid.length > 1 && chroma(vivid[1]) > chroma(vivid[0]) * 0.8;
  const hero = closeRunnerUp && random() < 0.5 ? vivid[1] : vivid[0];
  const others = list.filter((color) => color !== hero);
  const byDifference = [...others].sort((a, b) => difference(b, hero) - difference(a, hero));
  const accent = byDifference[0] ?? mix(hero, WHITEISH, 0.55);
  const spot = byDifference[1] ?? accent;
  const darkest = [...list].sort((a, b) => relativeLuminance(a) - relativeLuminance(b))[0];
  const lightest = [...list].sort((a, b) => relativeLuminance(b) - relativeLuminance(a))[0];
  const deepBase = relativeLuminance(darkest) < 0.2 ? darkest : hero;
  const paperBase = relativeLuminance(lightest) > 0.45 ? lightest : hero;
  const deep = shadeUntil(
    deepBase,
    BLACKISH,
    (candidate) => relativeLuminance(candidate) <= DEEP_MAX_LUMINANCE,
  );
  const paper = shadeUntil(
    paperBase,
    WHITEISH,
    (candidate) => relativeLuminance(candidate) >= PAPER_MIN_LUMINANCE,
  );
  const parents = new Map([[accent, hero], [deep, deepBase], [paper, paperBase]]);
  return { colors: list, hero, accent, spot, deep, paper, parents };
}

function achromaticRoles(list: string[]): Core {
  const parents = new Map<string, string>();
  for (const color of list) if (!parents.has(greyOf(color))) parents.set(greyOf(color), color);
  const greys = [...parents.keys()].sort((a, b) => relativeLuminance(b) - relativeLuminance(a));
  const [lightest, darkest] = [greys[0], greys[greys.length - 1]];
  const hero = lightest;
  // A light palette's deep is black and a dark one's paper white: pure poles, not far-travelled greys.
  const deep = relativeLuminance(darkest) < 0.2
    ? shadeUntil(darkest, BLACK, (candidate) => relativeLuminance(candidate) <= DEEP_MAX_LUMINANCE)
    : BLACK;
  // The missing accent is the pole that stands out from the hero; a mid grey stands out from neither (under
  // 7:1 with both), so it takes the pole that stands out from the dark field, where layouts draw it too.
  const [onWhite, onBlack] = [contrastRatio(hero, WHITE), contrastRatio(hero, BLACK)];
  const pole = Math.max(onWhite, onBlack) >= 7
    ? (onWhite > onBlack ? WHITE : BLACK)
    : (relativeLuminance(deep) < 0.2 ? WHITE : BLACK);
  const accent = greys.length > 1 ? darkest : pole;
  const spot = greys.length > 2 ? greys[1] : accent;
  const paper = relativeLuminance(lightest) > 0.45
    ? shadeUntil(lightest, WHITE, (candidate) => relativeLuminance(candidate) >= PAPER_MIN_LUMINANCE)
    : WHITE;
  if (deep !== BLACK && !parents.has(deep)) parents.set(deep, parents.get(darkest) ?? darkest);
  if (paper !== WHITE && !parents.has(paper)) parents.set(paper, parents.get(lightest) ?? lightest);
  return { colors: greys, hero, accent, spot, deep, paper, parents };
}

/** The roles of a palette; `random` picks between equally good heroes. */
export function paletteRoles(colors: readonly string[], random: () => number): PaletteRoles {
  const valid = [...new Set(colors.filter(isHexColor).map((color) => toHex(parseHex(color))))];
  const list = valid.length > 0 ? valid : [...DEFAULT_COLORS];
  const achromatic = isAchromatic(list);
  const { parents, ...core } = achromatic ? achromaticRoles(list) : chromaticRoles(list, random);
  const glow = glowOf(core.hero);
  const glowInk = mix(core.paper, WHITE, 0.5);
  // A colour made twice keeps the first parent it was made from (a white hero is its own glow).
  if (!parents.has(glow)) parents.set(glow, parents.get(core.hero) ?? core.hero);
  if (!parents.has(glowInk)) parents.set(glowInk, parents.get(core.paper) ?? core.paper);
  const given = new Set(list);
  const made = [...core.colors, core.hero, core.accent, core.spot, core.deep, core.paper, glow, glowInk];
  const tints: Tint[] = [];
  for (const color of new Set(made)) {
    // Pure black and white are the guide's neutrals, not tints of anything.
    if (given.has(color) || color === BLACK || color === WHITE) continue;
    const parent = parents.get(color);
    // A pole (black or white) picked outright is no tint of anything: the guide lists it as a neutral.
    if (!parent) continue;
    const tone: TintTone = achromatic && core.colors.includes(color)
      ? "grey"
      : relativeLuminance(color) < relativeLuminance(parent)
      ? "dark"
      : "light";
    tints.push({ color, parent, tone });
  }
  return { ...core, glow, glowInk, achromatic, tints };
}
