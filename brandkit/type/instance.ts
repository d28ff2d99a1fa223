/**
 * Pins a variable font at one instance ("wght" 700), with HarfBuzz's instancer (the subsetter's wasm, passed in
 * as bytes): every glyph, table and feature is kept, at the same glyph ids, and the result is a static font the
 * shaper and the PDF writer read like any other. Pure and deterministic: the same bytes give the same font.
 */
import { runSubset } from "./_hb-subset.ts";

/** Axis tag -> value, in the axis's own units (`{ wght: 400 }`). */
export type AxisLocation = Readonly<Record<string, number>>;

/** A variable font's SFNT bytes -> the static SFNT bytes of one instance. */
export type FontInstancer = (sfnt: Uint8Array, location: AxisLocation) => Uint8Array;

/** An OpenType tag ("wght") as HarfBuzz's 32-bit number. */
function tagOf(tag: string): number {
  if (!/^[\x20-\x7E]{4}$/.test(tag)) throw new RangeError(`"${tag}" is not a four-letter axis tag`);
  return [...tag].reduce((value, char) => value * 256 + char.charCodeAt(0), 0);
}

/** An instancer over harfbuzz-subset.wasm's bytes (instantiated on first use, once per bytes). */
export function createFontInstancer(wasm: Uint8Array): FontInstancer {
  return (sfnt, location) =>
    runSubset(wasm, sfnt, (hb, input, face) => {
      hb.hb_subset_input_keep_everything(input);
      for (const [axis, value] of Object.entries(location)) {
        if (!hb.hb_subset_input_pin_axis_location(input, face, tagOf(axis), value)) {
          throw new Error(`the font has no "${axis}" axis to pin at ${value}`);
        }
      }
    });
}
