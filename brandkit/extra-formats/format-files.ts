/**
 * Makes the files of a kit's extra formats (formatFiles): the story and link-preview PNGs, the SVGs, the print
 * poster and brand-guide PDFs and the calendar, each laid out from the same brief as the kit's graphics, so they
 * look like one family. Every picture and document is CPU work for the render pool (FormatService), so the thread
 * that serves requests or runs the CLI only waits; files are asked for at once and the pool spreads them over its
 * workers (the guide PDF last, as it shows thumbnails of the canvases made with it). The calendar is a few lines
 * of text from the request, made here: a worker's round trip would cost more than the file. Browser-safe: the
 * render pool and the renderer come in as types only.
 *
 * An AI kit (BRANDKIT_TYPOGRAPHY=overlay) is one brand in every file (issue 20): given the kit's text-free art,
 * the story and link preview are that art cover-fitted with the type set on top as on the poster, the SVGs embed
 * it under their vector type, the print poster holds it at its own pixels, and the guide shows those canvases and
 * states the art's resolution in print. Without art the offline designer lays every file out from the brief.
 */
import { graphicAltText } from "../guide/alt-text.ts";
import { IMAGE_KINDS, type ImageKind } from "../constants.ts";
import { type CanvasModel, OWN_TYPE_FORMATS, ownTypeFormatUnavailable } from "./canvas-model.ts";
import { CANVAS_SIZES, type CanvasKind, type ExtraCanvas } from "../formats/formats.ts";
import { imageBriefFor } from "../generation/generator.ts";
import type { GraphicRequest } from "../render/renderer.ts";
import type { FormatJob } from "../render-pool/mod.ts";
import { BrandKitError, ErrorCode } from "../errors.ts";
import { eventCalendar } from "../documents/calendar.ts";
import type { BrandKit, GenerationRequest } from "../schemas.ts";
import type { KitDesign } from "../design.ts";
import type { FormatFile } from "../archive/kit-file.ts";

/** Where the work is done: the render pool (or, in tests, a renderer in this thread). */
export type FormatService = {
  render(request: GraphicRequest, signal?: AbortSignal): Promise<Uint8Array>;
  format(job: FormatJob, signal?: AbortSignal): Promise<Uint8Array>;
};

/**
 * The kit's copy, guide and design, as the formats show them (its graphics' URLs are not needed). The design is
 * the one read with the kit (studio/kit-design.ts): every file is laid out in it as it is.
 */
export type FormatKit = Omit<BrandKit, "images"> & { design: KitDesign };

/** What the files are made from. */
export type FormatInput = {
  kit: FormatKit;
  /** The validated request the kit was made from (its seed picks the same design). */
  request: GenerationRequest;
  /** PNG bytes of the graphics the kit has, for the guide PDF's thumbnails. @default none */
  graphics?: Partial<Record<CanvasKind, Uint8Array>>;
  /**
   * An AI kit's text-free art, by the graphic it was drawn for (PNG, JPEG, GIF or WebP bytes, as the model drew
   * it): every canvas and document is then art under the event's type, each canvas taking the art whose shape is
   * nearest its own. @default none: the offline designer lays them out
   */
  art?: FormatArt;
  /**
   * A kept kit's calendar identity: its event.ics carries the kit's own UID (kitCalendarUid) and its SEQUENCE, as
   * its subscription (calendar.ics) does. @default a UID made from the event, and no SEQUENCE
   */
  calendar?: { uid: string; sequence: number };
};

/** An AI kit's art by graphic: at least one, when there is any. */
export type FormatArt = Partial<Record<ImageKind, Uint8Array>>;

export type FormatDeps = {
  service: FormatService;
  /** The clock, epoch ms (the calendar's DTSTAMP). */
  now: () => number;
  signal?: AbortSignal;
  /**
   * The AI, when it draws its own type (BRANDKIT_TYPOGRAPHY=model): the story and link preview are asked of it,
   * and the SVGs and print PDF are refused (FORMAT_UNAVAILABLE), never made in another design.
   * @default none: our designer sets the type on every canvas
   */
  model?: CanvasModel;
};

/** The brief of the kit's graphics (its name, request and design), so the extra canvases look like them. */
function kitBriefOf(input: FormatInput) {
  return imageBriefFor(input.kit.selectedName, input.request, input.kit.design);
}

function canvasRequest(canvas: CanvasKind, input: FormatInput): GraphicRequest {
  return { kind: canvas, size: CANVAS_SIZES[canvas], brief: kitBriefOf(input) };
}

function canvasOf(file: FormatFile): CanvasKind {
  if (file.canvas) return file.canvas;
  throw new BrandKitError(ErrorCode.INTERNAL, `Cannot make ${file.name} as it names no canvas`);
}

/** How far apart two shapes are: the distance of their aspect ratios on a log scale (0 for the same shape). */
function shapeDistance(a: { width: number; height: number }, b: { width: number; height: number }): number {
  return Math.abs(Math.log((a.width / a.height) / (b.width / b.height)));
}

/**
 * The art a canvas is made from: the art drawn for the graphic nearest its shape (the poster's for the story and
 * the print poster, the banner's for the link preview), so fitting it crops the least; undefined for an offline
 * kit. Ties go to the earlier graphic (poster, square, banner).
 */
export function artFor(canvas: CanvasKind, art: FormatArt | undefined): Uint8Array | undefined {
  const drawn = Object.entries(art ?? {}) as Array<[ImageKind, Uint8Array]>;
  let best: { bytes: Uint8Array; distance: number } | undefined;
  for (const [kind, bytes] of drawn) {
    const distance = shapeDistance(CANVAS_SIZES[kind], CANVAS_SIZES[canvas]);
    if (!best || distance < best.distance) best = { bytes, distance };
  }
  return best?.bytes;
}

/**
 * A canvas of the kit as PNG bytes: drawn by the model when it draws its own type, the art under the type for
 * an AI kit, else the offline design.
 */
function canvasPng(canvas: ExtraCanvas, input: FormatInput, deps: FormatDeps): Promise<Uint8Array> {
  if (deps.model) return deps.model(canvas, input.kit, input.request, deps.signal);
  const request = canvasRequest(canvas, input);
  const art = artFor(canvas, input.art);
  if (!art) return deps.service.render(request, deps.signal);
  return deps.service.format({ format: "overlay", request, art }, deps.signal);
}

/** A canvas's art, where there is some: a job without the key is the offline job it always was. */
function artOf(canvas: CanvasKind, input: FormatInput): { art?: Uint8Array } {
  const art = artFor(canvas, input.art);
  return art ? { art } : {};
}

/** The bytes of one format file. */
export function makeFormatFile(file: FormatFile, input: FormatInput, deps: FormatDeps): Promise<Uint8Array> {
  const { service, signal } = deps;
  if (deps.model && OWN_TYPE_FORMATS.includes(file.format)) return Promise.reject(ownTypeFormatUnavailable());
  switch (file.format) {
    case "story":
    case "link-preview":
      return canvasPng(file.format, input, deps);
    case "svg": {
      const canvas = canvasOf(file);
      const title = graphicAltText(canvas, input.kit.selectedName, input.request);
      return service.format(
        { format: "svg", request: canvasRequest(canvas, input), title, ...artOf(canvas, input) },
        signal,
      );
    }
    case "pdf":
      return service.format(
        {
          format: "pdf",
          brief: kitBriefOf(input),
          nowMs: deps.now(),
          ...artOf("poster", input),
        },
        signal,
      );
    case "guide-pdf":
      return service.format({
        format: "guide-pdf",
        // The guide links no graphics by URL; it shows the thumbnails it is given.
        kit: { ...input.kit, images: { poster: "", square: "", banner: "" } },
        graphics: input.graphics ?? {},
        nowMs: deps.now(),
        // The guide states the resolution the print poster's art has.
        ...artOf("poster", input),
      }, signal);
    case "ics":
      return calendarFile(input, deps.now);
  }
}

const encoder = new TextEncoder();

/**
 * event.ics as UTF-8 bytes, stamped (DTSTAMP) with `now`, with a kept kit's UID and SEQUENCE; rejects when the
 * request has no date.
 */
function calendarFile(input: FormatInput, now: () => number): Promise<Uint8Array> {
  return new Promise((resolve) =>
    resolve(encoder.encode(eventCalendar(input, { now: () => new Date(now()), ...input.calendar })))
  );
}

/** Why a kit whose graphics an AI drew with its own type cannot be edited: its type is in its pictures. */
export const MODEL_TYPE_EDIT_REASON =
  "This kit's graphics were drawn by the AI with its own lettering (BRANDKIT_TYPOGRAPHY=model), so their text cannot be edited. Its copy can.";

/**
 * The kit's three graphics again, from its copy, request and design (issue 26): what an owner's edit shows. An AI
 * kit's are its art under the new type; an offline kit's are laid out by the designer. Work for the render pool.
 */
export async function makeGraphics(
  input: FormatInput,
  deps: Pick<FormatDeps, "service" | "now" | "signal" | "model">,
): Promise<Record<ImageKind, Uint8Array>> {
  if (deps.model) throw new BrandKitError(ErrorCode.FORMAT_UNAVAILABLE, MODEL_TYPE_EDIT_REASON);
  const pngs = await Promise.all(IMAGE_KINDS.map((kind) => {
    const request = canvasRequest(kind, input);
    const art = artFor(kind, input.art);
    return art
      ? deps.service.format({ format: "overlay", request, art }, deps.signal)
      : deps.service.render(request, deps.signal);
  }));
  return Object.fromEntries(IMAGE_KINDS.map((kind, index) => [kind, pngs[index]])) as Record<
    ImageKind,
    Uint8Array
  >;
}

/** The extra canvases the guide shows. */
const GUIDE_CANVASES = ["story", "link-preview"] as const;

/**
 * The bytes of every file in `files`, by file name (in the order of `files`); the first failure fails them all.
 * The guide PDF waits for the story and link-preview PNGs made with it, to show them too; an AI kit's guide
 * shows them always (made from its art when not asked for), so its thumbnails are the kit's real canvases.
 */
export async function makeFormatFiles(
  files: readonly FormatFile[],
  input: FormatInput,
  deps: FormatDeps,
): Promise<Record<string, Uint8Array>> {
  const isGuide = (file: FormatFile) => file.format === "guide-pdf";
  const first = files.filter((file) => !isGuide(file));
  const made = new Map<string, Uint8Array>();
  const bytes = await Promise.all(first.map((file) => makeFormatFile(file, input, deps)));
  first.forEach((file, index) => made.set(file.name, bytes[index]));
  const graphics = { ...input.graphics };
  for (const file of first) {
    if (file.format === "story" || file.format === "link-preview") {
      graphics[file.format] = made.get(file.name);
    }
  }
  if (Object.keys(input.art ?? {}).length > 0 && files.some(isGuide)) {
    const missing = GUIDE_CANVASES.filter((canvas) => !graphics[canvas]);
    const pngs = await Promise.all(missing.map((canvas) => canvasPng(canvas, input, deps)));
    missing.forEach((canvas, index) => graphics[canvas] = pngs[index]);
  }
  for (const file of files.filter(isGuide)) {
    made.set(file.name, await makeFormatFile(file, { ...input, graphics }, deps));
  }
  return Object.fromEntries(files.map((file) => [file.name, made.get(file.name)!]));
}
