/**
 * The public face of the designer: layout (satori, text as paths) -> SVG -> PNG (resvg), in the brand guide's
 * fonts and the kit's palette, plus the cover-crop every provider uses. Server-side only (native resvg); the
 * browser never imports it. Load the assets once at the edge: `createRenderer(await loadRenderAssets(readFile))`.
 * `renderer.overlay()` sets an event's type over artwork from an AI provider, on a veil measured from the art.
 */
export {
  FONT_FAMILY,
  FONT_FILES,
  type FontAsset,
  loadRenderAssets,
  type ReadFile,
  type RenderAssets,
  type ResolveSpecifier,
} from "./assets.ts";
export {
  createRenderer,
  type GraphicRequest,
  type OverlayRequest,
  type Renderer,
  type RenderService,
} from "./renderer.ts";
export { createFitImage, type FitImage, MAX_FIT_SIDE_PX } from "./fit-image.ts";
export { MAX_SOURCE_PIXELS } from "./_image-source.ts";
export {
  contrastRatio,
  ensureContrast,
  luminance,
  MIN_TEXT_CONTRAST,
  minContrast,
  mix,
  readableOn,
} from "./color.ts";
export {
  ART_FAMILY,
  type Design,
  type DesignFamily,
  LAYOUT_FAMILIES,
  type LayoutFamily,
  type TextAlign,
  type TextBlock,
} from "./design.ts";
export { chooseFamily } from "./designer.ts";
