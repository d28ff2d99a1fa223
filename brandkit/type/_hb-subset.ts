/**
 * HarfBuzz's subsetter (harfbuzzjs's harfbuzz-subset.wasm, passed in as bytes), shared by what cuts fonts down
 * (subset.ts: a document's glyphs) and what pins variable fonts at one instance (instance.ts). One WebAssembly
 * instance per wasm bytes, made on first use: a process that sets only Latin text never compiles it.
 */

export type SubsetExports = {
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
  hb_subset_input_keep_everything(input: number): void;
  hb_subset_input_pin_axis_location(input: number, face: number, axis: number, value: number): number;
  hb_subset_or_fail(face: number, input: number): number;
};

/** Says what to keep: called with the exports, the subset input and the face being cut. */
export type ConfigureSubset = (hb: SubsetExports, input: number, face: number) => void;

const instances = new WeakMap<Uint8Array, SubsetExports>();

function exportsOf(wasm: Uint8Array): SubsetExports {
  let hb = instances.get(wasm);
  if (!hb) {
    const instance = new WebAssembly.Instance(new WebAssembly.Module(wasm as BufferSource), {});
    hb = instance.exports as unknown as SubsetExports;
    instances.set(wasm, hb);
  }
  return hb;
}

/**
 * Runs HarfBuzz's subsetter over SFNT bytes with what `configure` sets and returns the new font's bytes; throws
 * when HarfBuzz cannot (out of memory, or a font it cannot cut).
 */
export function runSubset(wasm: Uint8Array, sfnt: Uint8Array, configure: ConfigureSubset): Uint8Array {
  const hb = exportsOf(wasm);
  const pointer = hb.malloc(sfnt.byteLength);
  new Uint8Array(hb.memory.buffer, pointer, sfnt.byteLength).set(sfnt);
  // HB_MEMORY_MODE_WRITABLE (2): HarfBuzz owns nothing; the bytes are freed below.
  const blob = hb.hb_blob_create(pointer, sfnt.byteLength, 2, 0, 0);
  const face = hb.hb_face_create(blob, 0);
  hb.hb_blob_destroy(blob);
  const input = hb.hb_subset_input_create_or_fail();
  try {
    if (input === 0) throw new Error("the font subsetter is out of memory");
    configure(hb, input, face);
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
}
