/**
 * Measures text the way satori will set it: for each character, the first font that has it, in satori's fallback
 * order (the asked-for family's subsets, then every other font in load order). Also cleans user text down to the
 * characters some font can draw, so nothing renders as a missing-glyph box.
 */
import { FONT_FAMILY, type FontAsset, type FontStyle, type FontWeight, type RenderAssets } from "./assets.ts";
import { type FontMetrics, readFontMetrics } from "./_font-metrics.ts";

/** The typographic roles of a layout, each a face of the brand guide. */
export const TYPE_ROLES = {
  /** Poppins Bold: event names and headlines. */
  display: { family: FONT_FAMILY.display, weight: 700, style: "normal" },
  /** Playfair Display Bold: event names in the editorial layout. */
  serif: { family: FONT_FAMILY.accent, weight: 700, style: "normal" },
  /** Playfair Display Italic: the accent line. */
  accent: { family: FONT_FAMILY.accent, weight: 400, style: "italic" },
  /** Space Mono: dates, places, labels. */
  detail: { family: FONT_FAMILY.detail, weight: 400, style: "normal" },
  /** Space Mono Bold: labels that need more weight. */
  detailBold: { family: FONT_FAMILY.detail, weight: 700, style: "normal" },
} as const satisfies Record<string, { family: string; weight: FontWeight; style: FontStyle }>;
export type TypeRole = keyof typeof TYPE_ROLES;

type LoadedFont = FontAsset & { metrics: FontMetrics };

/** Control and format characters (zero-width joiners, bidi controls, variation selectors) and line breaks. */
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\u{FE00}-\u{FE0F}\u{E0100}-\u{E01EF}]/gu;
const SPACES = /[\s\p{Zs}]+/gu;

export type TextMeasurer = {
  /** The satori font names of a role, in order (its family's subsets). */
  familyNames(role: TypeRole): string[];
  /** Width in px of `text` set in `role` at `size` px with `tracking` px after each character. */
  width(text: string, role: TypeRole, size: number, tracking?: number): number;
  /** `text` without the characters no font can draw (emoji, unsupported scripts), spaces collapsed. */
  clean(text: string): string;
};

/** Satori's choice among the variants of one name: the asked-for style first, then the closest weight. */
function closest(variants: readonly LoadedFont[], weight: FontWeight, style: FontStyle): LoadedFont {
  return [...variants].sort((a, b) =>
    Number(b.style === style) - Number(a.style === style) ||
    Math.abs(a.weight - weight) - Math.abs(b.weight - weight)
  )[0];
}

/** A measurer over the fonts of `assets`, parsed once. */
export function createTextMeasurer(assets: RenderAssets): TextMeasurer {
  const byName = new Map<string, LoadedFont[]>();
  for (const font of assets.fonts) {
    const loaded = { ...font, metrics: readFontMetrics(font.data) };
    byName.set(font.name, [...(byName.get(font.name) ?? []), loaded]);
  }
  const names = [...byName.keys()];
  const chains = new Map<TypeRole, LoadedFont[]>();
  const emWidths = new Map<TypeRole, Map<number, number>>();

  const familyNames = (role: TypeRole) =>
    names.filter((name) => byName.get(name)![0].family === TYPE_ROLES[role].family);

  const chainOf = (role: TypeRole): LoadedFont[] => {
    let chain = chains.get(role);
    if (!chain) {
      const own = familyNames(role);
      const ordered = [...own, ...names.filter((name) => !own.includes(name))];
      const { weight, style } = TYPE_ROLES[role];
      chain = ordered.map((name) => closest(byName.get(name)!, weight, style));
      chains.set(role, chain);
    }
    return chain;
  };

  const covered = new Set<number>();
  for (const variants of byName.values()) {
    for (const font of variants) for (const code of font.metrics.advances.keys()) covered.add(code);
  }

  const emWidth = (code: number, role: TypeRole): number => {
    let cache = emWidths.get(role);
    if (!cache) emWidths.set(role, cache = new Map());
    let width = cache.get(code);
    if (width === undefined) {
      const font = chainOf(role).find((candidate) => candidate.metrics.advances.has(code));
      // A character no font has is cleaned away before layout; count it as a wide glyph to stay safe.
      width = font ? font.metrics.advances.get(code)! / font.metrics.unitsPerEm : 1;
      cache.set(code, width);
    }
    return width;
  };

  return {
    familyNames,
    width(text, role, size, tracking = 0) {
      let total = 0;
      let count = 0;
      for (const char of text) {
        total += emWidth(char.codePointAt(0)!, role);
        count++;
      }
      return total * size + tracking * count;
    },
    clean(text) {
      const visible = text.normalize("NFC").replace(INVISIBLE, " ").replace(SPACES, " ");
      let kept = "";
      for (const char of visible) if (char === " " || covered.has(char.codePointAt(0)!)) kept += char;
      return kept.replace(SPACES, " ").trim();
    },
  };
}
