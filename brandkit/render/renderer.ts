/**
 * The designer's front door: brief + format -> PNG bytes. Holds the parsed fonts and the WebP decoder, and
 * remembers the last inspiration images it prepared (a kit's three graphics share one), so create one renderer
 * per process (from loadRenderAssets) and reuse it.
 */
import type { CanvasKind } from "../formats.ts";
import type { ImageBrief } from "../provider.ts";
import type { RenderAssets } from "./assets.ts";
import { createComposer, type Layers } from "./_compose.ts";
import { createWebpDecoder } from "./_image-source.ts";
import { decodeInspiration, type GrayImage, tintInspiration } from "./_inspiration.ts";
import { createTextMeasurer } from "./_measure.ts";
import type { PaletteRoles } from "./_palette.ts";
import { rasterize } from "./_raster.ts";
import type { Design, LayoutFamily } from "./design.ts";
import { designGraphic, layoutContextOf } from "./designer.ts";
import { fitArt } from "./_art.ts";
import { artLayout } from "./layouts/art.ts";
import { type FitImage, fitImageWith } from "./fit-image.ts";
import type { PreparedImage } from "./layouts/_kit.ts";

/** Inspiration images kept decoded (and recoloured), most recent first. */
const CACHED_IMAGES = 4;

export type GraphicRequest = {
  /** The seed's three graphics, or an extra canvas (story, link preview). */
  kind: CanvasKind;
  size: { width: number; height: number };
  brief: ImageBrief;
  /** Use this layout family instead of choosing one from the vibes. */
  family?: LayoutFamily;
};

/** Set the event's type over artwork (an AI provider's text-free graphic). */
export type OverlayRequest = {
  kind: CanvasKind;
  /** The exact size of the graphic; the art is cover-fitted to it. */
  size: { width: number; height: number };
  /** The copy and palette; its inspiration image is not used (the art takes its place). */
  brief: ImageBrief;
  /** PNG, JPEG, GIF or WebP: the bytes decide, `mimeType` is only a claim. */
  art: { bytes: Uint8Array; mimeType: string };
};

/**
 * The designer's work as providers and the generation pipeline ask for it: done in this thread by a Renderer, or
 * in worker threads by the render pool (brandkit/render-pool). A signal lets a waiting job be dropped.
 */
export type RenderService = {
  /** One offline graphic as PNG bytes, exactly `size`. */
  render(request: GraphicRequest, signal?: AbortSignal): Promise<Uint8Array>;
  /** The event's type over AI artwork, as PNG bytes of exactly `size`. */
  overlay(request: OverlayRequest, signal?: AbortSignal): Promise<Uint8Array>;
  /** Cover-crops any PNG, JPEG, GIF or WebP to an exact size, as PNG. */
  fitImage: FitImage;
};

export type Renderer = {
  /** The layout of one graphic, without rendering it. */
  design(request: GraphicRequest): Promise<Design>;
  /** A design as SVG, all of it or some layers (for tests and debugging). */
  toSvg(design: Design, layers?: Layers): Promise<string>;
  /** One graphic as PNG bytes, exactly `size`. */
  render(request: GraphicRequest): Promise<Uint8Array>;
  /**
   * The layout of an overlay: the art full-bleed, the type on a veil measured from the art's pixels. Throws
   * BrandKitError AI_ERROR when the art is not a readable image.
   */
  designOverlay(request: OverlayRequest): Promise<Design>;
  /** An overlay as PNG bytes, exactly `size`. Same art and brief, same bytes. */
  overlay(request: OverlayRequest): Promise<Uint8Array>;
  /** Cover-crops any PNG, JPEG, GIF or WebP to an exact size, as PNG (see FitImage). */
  fitImage: FitImage;
};

/** A small most-recently-used map. */
function remember<Value>(limit: number) {
  const entries = new Map<string, Value>();
  return {
    get(key: string): Value | undefined {
      const value = entries.get(key);
      if (value !== undefined) {
        entries.delete(key);
        entries.set(key, value);
      }
      return value;
    },
    set(key: string, value: Value): void {
      entries.delete(key);
      entries.set(key, value);
      if (entries.size > limit) entries.delete(entries.keys().next().value!);
    },
  };
}

/** A renderer over these fonts and decoders. */
export function createRenderer(assets: RenderAssets): Renderer {
  const measurer = createTextMeasurer(assets);
  const composer = createComposer(assets, measurer);
  const decodeWebp = createWebpDecoder(assets.webpDecoderWasm);
  const decoded = remember<GrayImage | null>(CACHED_IMAGES);
  const tinted = new WeakMap<GrayImage, Map<string, PreparedImage>>();

  async function grayOf(dataUrl: string): Promise<GrayImage | null> {
    const cached = decoded.get(dataUrl);
    if (cached !== undefined) return cached;
    const image = await decodeInspiration(dataUrl, decodeWebp);
    decoded.set(dataUrl, image);
    return image;
  }

  async function design(request: GraphicRequest): Promise<Design> {
    const dataUrl = request.brief.inspirationImage;
    const gray = dataUrl ? await grayOf(dataUrl) : null;
    const tint = gray
      ? (palette: PaletteRoles) => {
        const ramp = [palette.deep, palette.hero, palette.paper] as const;
        let byRamp = tinted.get(gray);
        if (!byRamp) tinted.set(gray, byRamp = new Map());
        let image = byRamp.get(ramp.join());
        if (!image) byRamp.set(ramp.join(), image = tintInspiration(gray, ramp));
        return image;
      }
      : undefined;
    return designGraphic(measurer, { ...request, tint });
  }

  async function designOverlay(request: OverlayRequest): Promise<Design> {
    const context = layoutContextOf(measurer, request);
    const art = await fitArt(request.art.bytes, request.size, context.palette.deep, decodeWebp);
    return artLayout(context, art);
  }

  return {
    design,
    designOverlay,
    async overlay(request) {
      const svg = await composer.toSvg(await designOverlay(request));
      return rasterize(svg).png();
    },
    toSvg: composer.toSvg,
    async render(request) {
      const svg = await composer.toSvg(await design(request));
      return rasterize(svg).png();
    },
    fitImage: fitImageWith(decodeWebp),
  };
}
