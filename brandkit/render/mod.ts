/**
 * The public face of the designer: layout (the type engine sets text as outlines) -> SVG -> PNG (resvg), in the
 * brand guide's fonts and the kit's palette, plus the cover-crop every provider uses. Server-side only (native
 * resvg); the browser never imports it. The server and the CLI render in workers (render-pool/, started by the
 * kit pipeline), each of which loads the assets once: `createRenderer(await loadRenderAssets(readFile))`.
 * `renderer.overlay()` sets an event's type over artwork from an AI provider, on a veil measured from the art.
 * Every canvas of brandkit/formats/formats.ts (the seed's three, the story, the link preview) is laid out; the poster and
 * the story carry the event link as a QR code, which `qrSvg()` also gives documents (the print poster) to place.
 */
export {
  FONT_FAMILY,
  FONT_FILES,
  type FontAsset,
  fontLibraryOf,
  loadRenderAssets,
  type RenderAssets,
} from "./assets.ts";
export {
  createRenderer,
  type GraphicRequest,
  type OverlayRequest,
  type Renderer,
  type RenderService,
} from "./renderer.ts";
export { createFitImage, FitSizeSchema, MAX_FIT_SIDE_PX } from "./fit-image.ts";
export { MAX_SOURCE_PIXELS } from "./_image-source.ts";
export { type Design, type QrMark, type TextAlign, type TextBlock } from "./design.ts";
export { QR_MIN_CONTRAST, type QrColors, qrColors, qrColorsOf, qrMarkup, qrSvg } from "./qr.ts";
export { QR_CANVASES } from "./layouts/_qr.ts";
