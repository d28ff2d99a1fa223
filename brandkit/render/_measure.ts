/**
 * Measures text exactly as the composer will set it: shaped by HarfBuzz in the faces the font library picks for
 * each cluster (brand faces first, Noto and Twemoji filling in), in the kit's language. Words are shaped once
 * and remembered, so the fitter's many trial widths cost little. Also tidies user text (controls and odd spaces
 * become plain spaces); it never drops a character: one nothing can draw was refused at validation.
 */
import type {
  FaceStyle,
  FontStyle,
  FontWeight,
  LoadedFace,
  ShapedItem,
  ShapedLine,
  Shaper,
} from "../type/mod.ts";
import { EMOJI_DESCENT_EM, graphemes } from "../type/mod.ts";
import { FONT_FAMILY } from "./assets.ts";

/** The typographic roles of a layout, each a face of the brand guide. */
export const TYPE_ROLES = {
  /** Poppins Bold: event names and headlines. */
  display: { family: FONT_FAMILY.display, weight: 700, style: "normal" },
  /** Playfair Display Bold: event names in the editorial layout. */
  serif: { family: FONT_FAMILY.accent, weight: 700, style: "normal" },
  /** Playfair Display Italic (the brand guide's accent face): the top line. */
  accent: { family: FONT_FAMILY.accent, weight: 400, style: "italic" },
  /** Space Mono: dates, places, labels. */
  detail: { family: FONT_FAMILY.detail, weight: 400, style: "normal" },
  /** Space Mono Bold: labels that need more weight. */
  detailBold: { family: FONT_FAMILY.detail, weight: 700, style: "normal" },
} as const satisfies Record<string, { family: string; weight: FontWeight; style: FontStyle }>;
export type TypeRole = keyof typeof TYPE_ROLES;

/** Control and format characters that are not joiners, and line breaks: shown as a space. */
const INVISIBLE = /[\p{Cc}\p{Zl}\p{Zp}\u200B\u200E\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF]/gu;
const SPACES = /[\s\p{Zs}]+/gu;

export type TextMeasurer = {
  /** The kit's language (BCP 47): Han forms and language-specific shaping follow it. */
  language?: string;
  /** Width in px of `text` set in `role` at `size` px with `tracking` px after each cluster. */
  width(text: string, role: TypeRole, size: number, tracking?: number): number;
  /** `text` with controls and odd spaces as plain spaces, collapsed and trimmed, in NFC. */
  clean(text: string): string;
  /** One line shaped for setting (`tracking` in em). */
  shape(text: string, role: TypeRole, tracking?: number): ShapedLine;
  /** The face whose vertical metrics set a role's line box. */
  primaryFace(role: TypeRole): LoadedFace;
  /**
   * How far the ink of `text` set in `role` reaches, em: `top` above its baseline and `bottom` below it, as its
   * glyphs are drawn (Thai tone marks stacked over a vowel rise above the face's ascender; the dots under an
   * Arabic yeh's tail fall below its descender).
   */
  inkExtent(text: string, role: TypeRole, tracking?: number): InkExtent;
};

/** How far a line's ink reaches from its baseline, em: `top` up, `bottom` down (0 when none does). */
export type InkExtent = { top: number; bottom: number };

/**
 * The distance, px, from the top of a line box to its baseline, as a CSS line box places it: half the leading
 * above, then the role's first face's ascender.
 */
export function baselineInLineBox(face: LoadedFace, size: number, lineHeight: number): number {
  const box = size * lineHeight;
  const content = (face.ascender + face.descender) / face.unitsPerEm * size;
  return (box - content) / 2 + face.ascender / face.unitsPerEm * size;
}

/** Lines set in a block: what inkOfLines needs of a fitted text. */
export type SetLines = {
  lines: readonly string[];
  role: TypeRole;
  size: number;
  lineHeight: number;
  /** Letter spacing in px. */
  tracking: number;
};

/**
 * Where the ink of `text`, its first line box's top at `y` px, reaches: the top of its first line's ink and the
 * bottom of its last's, px. Marks and dots may reach past the line boxes (see InkExtent).
 */
export function inkOfLines(
  measurer: TextMeasurer,
  text: SetLines,
  y: number,
): { top: number; bottom: number } {
  if (text.lines.length === 0) return { top: y, bottom: y };
  const baseline = y + baselineInLineBox(measurer.primaryFace(text.role), text.size, text.lineHeight);
  const lastBaseline = baseline + (text.lines.length - 1) * text.size * text.lineHeight;
  const tracking = text.size ? text.tracking / text.size : 0;
  return {
    top: baseline - measurer.inkExtent(text.lines[0], text.role, tracking).top * text.size,
    bottom: lastBaseline + measurer.inkExtent(text.lines.at(-1)!, text.role, tracking).bottom * text.size,
  };
}

/** A shaped item's ink, em: glyphs by HarfBuzz's extents; an emoji's picture from its descent to 1 em above it. */
function itemExtent(item: ShapedItem): InkExtent {
  if (item.kind === "emoji") return { top: 1 - EMOJI_DESCENT_EM, bottom: EMOJI_DESCENT_EM };
  const { face } = item;
  const extents = face.font.glyphExtents(item.glyph);
  if (!extents) {
    return {
      top: item.y + face.ascender / face.unitsPerEm,
      bottom: face.descender / face.unitsPerEm - item.y,
    };
  }
  // HarfBuzz's extents run y up: the top is yBearing, the height is negative.
  return {
    top: item.y + extents.yBearing / face.unitsPerEm,
    bottom: -(item.y + (extents.yBearing + extents.height) / face.unitsPerEm),
  };
}

/**
 * Upper case as the language writes it: Turkish keeps its dotted İ; Greek capitals drop their accents whatever
 * the kit's language ("Μαΐου" -> "ΜΑΪΟΥ", as Greek is set in capitals); an unknown or absent tag is the default
 * locale.
 */
export function upperCase(text: string, language?: string): string {
  try {
    return text.toLocaleUpperCase(/\p{Script=Greek}/u.test(text) ? "el" : language);
  } catch {
    return text.toUpperCase();
  }
}

/** Tidies user text for setting: see TextMeasurer.clean. */
export function cleanText(text: string): string {
  return text.normalize("NFC").replace(INVISIBLE, " ").replace(SPACES, " ").trim();
}

/** Words (and texts) whose measures a measurer keeps; past it they are forgotten and measured again. */
const KEPT_MEASURES = 20_000;

/** `map` with `key` set, emptied first when it holds KEPT_MEASURES entries (a render worker lives long). */
function keep<Value>(map: Map<string, Value>, key: string, value: Value): Value {
  if (map.size >= KEPT_MEASURES) map.clear();
  map.set(key, value);
  return value;
}

/** A measurer over `shaper`'s faces, for text in `language`. */
export function createTextMeasurer(shaper: Shaper, language?: string): TextMeasurer {
  const style = (role: TypeRole): FaceStyle => TYPE_ROLES[role];
  const wordWidths = new Map<string, number>();
  const clusterCounts = new Map<string, number>();

  const wordWidth = (word: string, role: TypeRole): number => {
    const key = `${role}|${word}`;
    return wordWidths.get(key) ?? keep(wordWidths, key, shaper.shape(word, style(role), { language }).width);
  };
  const clusterCount = (text: string): number => {
    return clusterCounts.get(text) ?? keep(clusterCounts, text, graphemes(text).length);
  };

  return {
    language,
    width(text, role, size, tracking = 0) {
      const words = text.split(" ");
      let em = (words.length - 1) * wordWidth(" ", role);
      for (const word of words) if (word) em += wordWidth(word, role);
      return em * size + (tracking ? tracking * clusterCount(text) : 0);
    },
    clean: cleanText,
    shape: (text, role, tracking = 0) => shaper.shape(text, style(role), { language, tracking }),
    primaryFace: (role) => shaper.library.primaryFace(style(role)),
    inkExtent(text, role, tracking = 0) {
      const { items } = shaper.shape(text, style(role), { language, tracking });
      return items.map(itemExtent).reduce(
        (ink, item) => ({ top: Math.max(ink.top, item.top), bottom: Math.max(ink.bottom, item.bottom) }),
        { top: 0, bottom: 0 },
      );
    },
  };
}

/** The capital whose top is taken as a face's cap height. */
const CAP_LETTER = "H".codePointAt(0)!;
const capHeights = new WeakMap<LoadedFace, number>();

/**
 * The cap height of `role`'s primary face, in em: the top of its "H" (HarfBuzz's glyph extents), so the link
 * preview's floors (see _type-floor.ts) hold for the letters as drawn, whatever the face's OS/2 table claims.
 * Text in a script without capitals (CJK, Arabic, Thai) is held to the same measure: its size times the Latin
 * face's cap height, which keeps one rule per role (its glyphs, set at that size, are as tall or taller).
 */
export function capHeightEm(measurer: TextMeasurer, role: TypeRole): number {
  const face = measurer.primaryFace(role);
  const known = capHeights.get(face);
  if (known !== undefined) return known;
  const extents = face.font.glyphExtents(face.font.nominalGlyph(CAP_LETTER) ?? 0);
  const em = (extents?.yBearing ?? face.ascender) / face.unitsPerEm;
  capHeights.set(face, em);
  return em;
}
