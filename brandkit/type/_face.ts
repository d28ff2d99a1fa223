/**
 * One loaded font file as the shaper uses it: HarfBuzz's face and font over its SFNT bytes, which characters it
 * has, its vertical metrics, and its glyph outlines (cached: a kit sets the same letters many times).
 */
import type * as HarfBuzz from "harfbuzzjs";
import { harfbuzz } from "./_harfbuzz.ts";
import { toSfnt } from "./_sfnt.ts";
import type { AxisLocation } from "./instance.ts";

export type FontStyle = "normal" | "italic";
export type FontWeight = 400 | 700;

/** What a text role asks for: a family at a weight and style. */
export type FaceStyle = { family: string; weight: FontWeight; style: FontStyle };

export type PathCommand = { type: string; values: number[] };

export type LoadedFace = {
  /** Unique: "Noto Sans JP [5] 700 normal". */
  id: string;
  /** The font's PostScript name ("Poppins-Bold"), as documents name an embedded font. */
  postscriptName: string;
  family: string;
  weight: FontWeight;
  style: FontStyle;
  /**
   * The plain TrueType/OpenType bytes, for embedding in PDFs: read again when asked, as HarfBuzz keeps its own
   * copy and a second one in JavaScript would double what every loaded face costs.
   */
  sfnt(): Promise<Uint8Array>;
  unitsPerEm: number;
  /** Above the baseline, font units (positive). */
  ascender: number;
  /** Below the baseline, font units (positive). */
  descender: number;
  /** True when the file maps `code` to a glyph. */
  has(code: number): boolean;
  /** HarfBuzz's font, for shaping. */
  font: HarfBuzz.Font;
  /** The outline of a glyph in font units, y up. */
  outline(glyph: number): readonly PathCommand[];
  /** True for a mark glyph (GDEF class 3): an accent, a vowel sign above or below. */
  isMark(glyph: number): boolean;
};

/** For a variable font: where on its axes the face is, and its name there. */
export type FaceInstance = {
  /** Axis values ({ wght: 700 }): HarfBuzz shapes, measures and draws the font there. */
  variations: AxisLocation;
  /** The face's PostScript name ("NotoSansJP-Bold"): the file's name table has its default's. */
  postscriptName: string;
};

/**
 * HarfBuzz's faces by the bytes they were parsed from: the weights of one variable file are loaded from the same
 * bytes and share one face (and one copy of the font in HarfBuzz's memory), each with its own font.
 */
const parsedFaces = new WeakMap<Uint8Array, HarfBuzz.Face>();

/**
 * Parses a WOFF/TTF/OTF file into a face (after loadHarfBuzz()); throws on bytes HarfBuzz cannot read. `source`
 * gives the bytes a document embeds (a static font). `instance` sets a variable font at a point of its axes.
 */
export function loadFace(
  bytes: Uint8Array,
  id: string,
  style: FaceStyle,
  source: () => Promise<Uint8Array>,
  instance?: FaceInstance,
): LoadedFace {
  const hb = harfbuzz();
  const sfnt = toSfnt(bytes);
  let face = parsedFaces.get(sfnt);
  if (!face) parsedFaces.set(sfnt, face = new hb.Face(new hb.Blob(sfnt)));
  const font = new hb.Font(face);
  if (instance) {
    font.setVariations(
      Object.entries(instance.variations).map(([tag, value]) => new hb.Variation(tag, value)),
    );
  }
  const extents = font.hExtents();
  const outlines = new Map<number, readonly PathCommand[]>();
  const coverage = new Map<number, boolean>();
  const postscriptName = instance?.postscriptName ||
    face.getName(6, "en").replace(/[^\x21-\x7E]|[[\](){}<>/%]/g, "") ||
    style.family.replace(/[^A-Za-z0-9]/g, "");
  return {
    id,
    postscriptName,
    ...style,
    sfnt: () => source().then(toSfnt),
    unitsPerEm: face.upem,
    ascender: extents.ascender,
    descender: Math.abs(extents.descender),
    font,
    has(code) {
      let known = coverage.get(code);
      if (known === undefined) {
        known = (font.nominalGlyph(code) ?? 0) !== 0;
        coverage.set(code, known);
      }
      return known;
    },
    isMark: (glyph) => face.getGlyphClass(glyph) === hb.GlyphClass.MARK,
    outline(glyph) {
      let commands = outlines.get(glyph);
      if (!commands) {
        commands = font.glyphToJson(glyph);
        outlines.set(glyph, commands);
      }
      return commands;
    },
  };
}
