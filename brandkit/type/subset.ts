/**
 * Cuts a font down to the glyphs a document uses, with HarfBuzz's subsetter (harfbuzzjs's harfbuzz-subset.wasm,
 * passed in as bytes): glyph ids are kept (RETAIN_GIDS), so glyphs shaped against the whole font stay valid and
 * a PDF can map its character ids to them one to one.
 */
import { runSubset } from "./_hb-subset.ts";

/** HB_SUBSET_FLAGS_RETAIN_GIDS: the subset keeps every glyph at its id (the unused ones empty). */
const RETAIN_GIDS = 0x2;
/** HB_SUBSET_SETS_GLYPH_INDEX. */
const GLYPH_SET = 0;
/** HB_SUBSET_SETS_UNICODE. */
const UNICODE_SET = 1;

/** Subsets SFNT font bytes to some glyph ids. */
export type FontSubsetter = (sfnt: Uint8Array, glyphs: Iterable<number>) => Uint8Array;

/** A subsetter over harfbuzz-subset.wasm's bytes (instantiated on first use, once per bytes). */
export function createFontSubsetter(wasm: Uint8Array): FontSubsetter {
  return (sfnt, glyphs) =>
    runSubset(wasm, sfnt, (hb, input) => {
      hb.hb_set_clear(hb.hb_subset_input_set(input, UNICODE_SET));
      const glyphSet = hb.hb_subset_input_set(input, GLYPH_SET);
      hb.hb_set_add(glyphSet, 0);
      for (const glyph of glyphs) hb.hb_set_add(glyphSet, glyph);
      hb.hb_subset_input_set_flags(input, RETAIN_GIDS);
    });
}
