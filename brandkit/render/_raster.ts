/**
 * SVG -> pixels and PNG, with resvg (the native build: it loads under Deno and is several times faster than the
 * wasm one). System fonts are never loaded: every glyph arrives as a path.
 */
import { Resvg } from "@resvg/resvg-js";

const OPTIONS = { font: { loadSystemFonts: false }, logLevel: "off" as const };

export type Raster = {
  width: number;
  height: number;
  /** False when resvg found nothing to draw (an image it could not decode draws nothing). */
  drewSomething: boolean;
  /** RGBA, row by row. */
  pixels(): Uint8Array;
  png(): Uint8Array;
};

/** Renders an SVG document at its own size. */
export function rasterize(svg: string): Raster {
  const resvg = new Resvg(svg, OPTIONS);
  const drewSomething = resvg.innerBBox() !== undefined;
  const image = resvg.render();
  return {
    width: image.width,
    height: image.height,
    drewSomething,
    pixels: () => new Uint8Array(image.pixels),
    png: () => new Uint8Array(image.asPng()),
  };
}
