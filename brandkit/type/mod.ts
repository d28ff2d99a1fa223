/**
 * The type engine: which face draws each character (brand faces first, Noto by Unicode range on demand, Twemoji
 * for emoji), HarfBuzz shaping with the bidi algorithm, line-break units for every script, and shaped lines as
 * SVG outlines. Used by the designer (graphics) and the documents (PDFs); knows nothing of layouts.
 */
export { type FaceStyle, type FontStyle, type FontWeight, type LoadedFace } from "./_face.ts";
export {
  type BrandFontFile,
  createFontLibrary,
  type Drawer,
  type FontLibrary,
  type FontLibraryOptions,
  loadUnicodeTables,
  type ReadFile,
  type ResolveSpecifier,
  type UnicodeTables,
} from "./font-library.ts";
export { SCRIPT_FACES, type ScriptFace } from "./catalog.ts";
export {
  EMOJI_ADVANCE_EM,
  EMOJI_DESCENT_EM,
  type ShapedEmoji,
  type ShapedGlyph,
  type ShapedItem,
  type ShapedLine,
  type ShapeOptions,
  undrawableError,
} from "./shaper.ts";
export { createShaper, type Shaper } from "./shape-cache.ts";
export { createFontSubsetter, type FontSubsetter } from "./subset.ts";
export { type AxisLocation, createFontInstancer, type FontInstancer } from "./instance.ts";

/** Turns an emoji's Twemoji drawing (its body, in a 36 x 36 box) into PNG bytes `px` pixels square. */
export type EmojiRaster = (svgBody: string, px: number) => Uint8Array;

/** What a document needs to set text: the shaper, a font subsetter and an emoji rasteriser. */
export type DocumentTypesetting = {
  shaper: import("./shape-cache.ts").Shaper;
  subset: import("./subset.ts").FontSubsetter;
  emojiRaster: EmojiRaster;
};
export { type LinePlacement, lineSvg } from "./svg-text.ts";
export { graphemes } from "./segments.ts";
export { EMOJI_VIEWBOX } from "./_emoji.ts";
export { breakUnits, type LineUnit, mayBreakBetween } from "./line-units.ts";
