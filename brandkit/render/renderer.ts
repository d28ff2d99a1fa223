/**
 * The designer's front door: brief + format -> PNG bytes. Holds the parsed fonts and the WebP decoder, and
 * remembers the last inspiration images it prepared (a kit's three graphics share one), so create one renderer
 * per process (from loadRenderAssets) and reuse it.
 */
import type { CanvasKind } from "../formats/formats.ts";
import type { ImageBrief } from "../generation/provider.ts";
import { fontLibraryOf, type RenderAssets } from "./assets.ts";
import {
  createFontSubsetter,
  createShaper,
  type DocumentTypesetting,
  EMOJI_VIEWBOX,
  type FontLibrary,
  type FontSubsetter,
  type FontWeight,
  type ReadFile,
  type Shaper,
} from "../type/mod.ts";
import { createComposer, type DrawnText, type Layers } from "./_compose.ts";
import { createWebpDecoder } from "./_image-source.ts";
import { decodeInspiration, type GrayImage, tintInspiration } from "./_inspiration.ts";
import { createTextMeasurer, type TextMeasurer, upperCase } from "./_measure.ts";
import type { LayoutContext, LayoutCopy, PreparedImage } from "./layouts/_kit.ts";
import { qrCaption } from "./layouts/_qr.ts";
import type { Mood } from "../moods.ts";
import type { PaletteRoles } from "../palettes/palette-roles.ts";
import { rasterize } from "./_raster.ts";
import type { Design } from "./design.ts";
import { designGraphic, type DesignInput, layoutContextOf } from "./designer.ts";
import { fitArt } from "./_art.ts";
import { artLayout } from "./layouts/art.ts";
import type { FitImage } from "../images/exact-image.ts";
import { fitImageWith } from "./fit-image.ts";
import { lruMap } from "../lru.ts";

/** Inspiration images kept decoded (and recoloured), most recent first. */
const CACHED_IMAGES = 4;

export type GraphicRequest = {
  /** The seed's three graphics, or an extra canvas (story, link preview). */
  kind: CanvasKind;
  size: { width: number; height: number };
  /** The copy, the palette and the design, decided: the layout family its design names lays it out. */
  brief: ImageBrief;
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
  /** The faces (brand, Noto by script, Twemoji) and the shaper the renderer sets type with. */
  shaper: Shaper;
  /** The same faces for documents (the guide PDF): the shaper, a font subsetter, emoji as PNG. */
  documentTypesetting(): DocumentTypesetting;
  /** The layout of one graphic, without rendering it. */
  design(request: GraphicRequest): Promise<Design>;
  /** Which face drew each character of a design's text (none may be missing). */
  drawnText(design: Design): DrawnText;
  /** The measurer layouts use for text in `language` (its faces must be prepared: see shaper.library). */
  measurerFor(language?: string): TextMeasurer;
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

export type RendererOptions = {
  /** Reads the script faces and emoji a text needs, when it first needs them. @default fetchFile */
  readFile?: ReadFile;
};

/** A text in every case layouts set it in. */
function casesOf(text: string, language: string | undefined): string[] {
  return [text, upperCase(text, language), text.toLocaleLowerCase(language)];
}

/**
 * The texts of a brief the faces must be ready for, by the weights they are set in: the name is always bold
 * (display or serif), the top line regular (italic), the date, place and QR caption either; so a long CJK
 * name loads its bold subsets only.
 */
function textsOf(
  brief: GraphicRequest["brief"],
  copy: LayoutCopy,
  mood: Mood | null,
): Array<{ texts: string[]; weights: FontWeight[] }> {
  const caption = copy.link ? qrCaption(copy.link, mood, brief.language) : undefined;
  const cases = (...texts: Array<string | undefined>) =>
    texts.filter((text): text is string => Boolean(text)).flatMap((text) => casesOf(text, brief.language));
  return [
    { texts: cases(brief.eventName), weights: [700] },
    { texts: cases(copy.topLine), weights: [400] },
    { texts: cases(brief.displayDate, brief.location, caption), weights: [400, 700] },
  ];
}

/** A renderer over these fonts and decoders. */
export function createRenderer(assets: RenderAssets, options: RendererOptions = {}): Renderer {
  const library: FontLibrary = fontLibraryOf(assets, options.readFile);
  const shaper = createShaper(library);
  const measurers = new Map<string, TextMeasurer>();
  const measurerFor = (language?: string) => {
    let measurer = measurers.get(language ?? "");
    if (!measurer) measurers.set(language ?? "", measurer = createTextMeasurer(shaper, language));
    return measurer;
  };
  const composer = createComposer(measurerFor);
  const decodeWebp = createWebpDecoder(assets.webpDecoderWasm);
  const decoded = lruMap<GrayImage | null>(CACHED_IMAGES);
  const tinted = new WeakMap<GrayImage, Map<string, PreparedImage>>();

  /** The layout context of one graphic, built once, with the faces its text needs loaded to measure and set it. */
  async function contextOf(request: DesignInput): Promise<LayoutContext> {
    const context = layoutContextOf(measurerFor(request.brief.language), request);
    await Promise.all(
      textsOf(request.brief, context.copy, context.mood).map(({ texts, weights }) =>
        library.prepare(texts, request.brief.language, weights)
      ),
    );
    return context;
  }

  async function grayOf(dataUrl: string): Promise<GrayImage | null> {
    const cached = decoded.get(dataUrl);
    if (cached !== undefined) return cached;
    const image = await decodeInspiration(dataUrl, decodeWebp);
    decoded.set(dataUrl, image);
    return image;
  }

  /** The inspiration image recoloured into `palette` (kept for the kit's other graphics in the same palette). */
  function tintOf(gray: GrayImage, palette: PaletteRoles): PreparedImage {
    const ramp = [palette.deep, palette.hero, palette.paper] as const;
    let byRamp = tinted.get(gray);
    if (!byRamp) tinted.set(gray, byRamp = new Map());
    let image = byRamp.get(ramp.join());
    if (!image) byRamp.set(ramp.join(), image = tintInspiration(gray, ramp));
    return image;
  }

  async function design(request: GraphicRequest): Promise<Design> {
    const context = await contextOf(request);
    const dataUrl = request.brief.inspirationImage;
    const gray = dataUrl ? await grayOf(dataUrl) : null;
    const image = gray ? tintOf(gray, context.palette) : undefined;
    return designGraphic(context, request.brief.design.family, image);
  }

  async function designOverlay(request: OverlayRequest): Promise<Design> {
    const context = await contextOf(request);
    const art = await fitArt(request.art.bytes, request.size, context.palette.deep, decodeWebp);
    return artLayout(context, art);
  }

  let subset: FontSubsetter | undefined;
  const documentTypesetting = (): DocumentTypesetting => ({
    shaper,
    subset: subset ??= createFontSubsetter(assets.fontSubsetterWasm),
    emojiRaster: (body, px) =>
      rasterize(
        `<svg xmlns="http://www.w3.org/2000/svg" width="${px}" height="${px}" ` +
          `viewBox="0 0 ${EMOJI_VIEWBOX} ${EMOJI_VIEWBOX}">${body}</svg>`,
      ).png(),
  });

  return {
    shaper,
    documentTypesetting,
    design,
    drawnText: composer.drawnText,
    measurerFor,
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
