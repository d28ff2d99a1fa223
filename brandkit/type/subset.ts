/**
 * Cuts a font down to the glyphs a document uses, with HarfBuzz's subsetter (harfbuzzjs's harfbuzz-subset.wasm,
 * passed in as bytes): glyph ids are kept (RETAIN_GIDS), so glyphs shaped against the whole font stay valid and
 * a PDF can map its character ids to them one to one.
 */

/** HB_SUBSET_FLAGS_RETAIN_GIDS: the subset keeps every glyph at its id (the unused ones empty). */
const RETAIN_GIDS = 0x2;
/** HB_SUBSET_SETS_GLYPH_INDEX. */
const GLYPH_SET = 0;
/** HB_SUBSET_SETS_UNICODE. */
const UNICODE_SET = 1;

type SubsetExports = {
  memory: WebAssembly.Memory;
  malloc(size: number): number;
  free(pointer: number): void;
  hb_blob_create(data: number, length: number, mode: number, user: number, destroy: number): number;
  hb_blob_destroy(blob: number): void;
  hb_blob_get_length(blob: number): number;
  hb_blob_get_data(blob: number, length: number): number;
  hb_face_create(blob: number, index: number): number;
  hb_face_destroy(face: number): void;
  hb_face_reference_blob(face: number): number;
  hb_set_add(set: number, value: number): void;
  hb_set_clear(set: number): void;
  hb_subset_input_create_or_fail(): number;
  hb_subset_input_destroy(input: number): void;
  hb_subset_input_set(input: number, which: number): number;
  hb_subset_input_set_flags(input: number, flags: number): void;
  hb_subset_or_fail(face: number, input: number): number;
};

/** Subsets SFNT font bytes to some glyph ids. */
export type FontSubsetter = (sfnt: Uint8Array, glyphs: Iterable<number>) => Uint8Array;

/** A subsetter over harfbuzz-subset.wasm's bytes (instantiated once). */
export function createFontSubsetter(wasm: Uint8Array): FontSubsetter {
  const instance = new WebAssembly.Instance(new WebAssembly.Module(wasm as BufferSource), {});
  const hb = instance.exports as unknown as SubsetExports;
  return (sfnt, glyphs) => {
    const pointer = hb.malloc(sfnt.byteLength);
    new Uint8Array(hb.memory.buffer, pointer, sfnt.byteLength).set(sfnt);
    // HB_MEMORY_MODE_WRITABLE (2): HarfBuzz owns nothing; the bytes are freed below.
    const blob = hb.hb_blob_create(pointer, sfnt.byteLength, 2, 0, 0);
    const face = hb.hb_face_create(blob, 0);
    hb.hb_blob_destroy(blob);
    const input = hb.hb_subset_input_create_or_fail();
    try {
      if (input === 0) throw new Error("the font subsetter is out of memory");
      hb.hb_set_clear(hb.hb_subset_input_set(input, UNICODE_SET));
      const glyphSet = hb.hb_subset_input_set(input, GLYPH_SET);
      hb.hb_set_add(glyphSet, 0);
      for (const glyph of glyphs) hb.hb_set_add(glyphSet, glyph);
      hb.hb_subset_input_set_flags(input, RETAIN_GIDS);
      const subset = hb.hb_subset_or_fail(face, input);
      if (subset === 0) throw new Error("the font could not be subset");
      const result = hb.hb_face_reference_blob(subset);
      const length = hb.hb_blob_get_length(result);
      const data = hb.hb_blob_get_data(result, 0);
      const bytes = new Uint8Array(hb.memory.buffer, data, length).slice();
      hb.hb_blob_destroy(result);
      hb.hb_face_destroy(subset);
      return bytes;
    } finally {
      if (input !== 0) hb.hb_subset_input_destroy(input);
      hb.hb_face_destroy(face);
      hb.free(pointer);
    }
  };
}
