/**
 * The extra formats' CPU work as render-pool jobs (issue 14): an SVG file of a canvas (layout -> SVG ->
 * svgDocument), the print poster PDF, the brand-guide PDF and a kit's door list (issue 39). PNGs of the extra canvases are plain `render` jobs;
 * the calendar file is text made by the caller (extra-formats/format-files.ts), no work for a worker. Runs in a worker,
 * or in the calling thread where there is no pool (tests), with the same renderer and assets.
 */
import type { DoorListPdfInput } from "../documents/door-list-pdf.ts";
import type { CanvasKind } from "../formats/formats.ts";
import type { ImageBrief } from "../generation/provider.ts";
import { sniffImageType } from "../images/image-type.ts";
import type { GraphicRequest, OverlayRequest, Renderer } from "../render/renderer.ts";
import type { BrandKit } from "../schemas.ts";

/** One extra-format file to make; the answer is the file's bytes (text as UTF-8). */
export type FormatJob =
  /** An extra canvas (story, link preview) of an AI kit: its text-free art under the type, as PNG bytes. */
  | { format: "overlay"; request: GraphicRequest; art: Uint8Array }
  /**
   * A canvas as a standalone SVG file of its exact size, titled with its alt text; with `art` (an AI kit's
   * text-free art), that art as an embedded image under the vector type.
   */
  | { format: "svg"; request: GraphicRequest; title: string; art?: Uint8Array }
  /** poster-print.pdf: the poster laid out again for A3 with bleed, drawn as vectors; over `art` when given. */
  | { format: "pdf"; brief: ImageBrief; nowMs: number; art?: Uint8Array }
  /**
   * brand-guide.pdf, with thumbnails of the graphics given; with `art`, it states the art's effective
   * resolution on the print poster.
   */
  | {
    format: "guide-pdf";
    kit: BrandKit;
    graphics: Partial<Record<CanvasKind, Uint8Array>>;
    nowMs: number;
    art?: Uint8Array;
  }
  /** door-list.pdf (issue 39): the guests going, to tick off at a door with no device. */
  | { format: "door-list-pdf"; list: Omit<DoorListPdfInput, "typesetting"> };

const encoder = new TextEncoder();

/**
 * The documents (pdf-lib and all), loaded by the first format job: a worker that only makes the seed's graphics
 * starts as fast as before.
 */
let documents: Promise<typeof import("../documents/mod.ts")> | undefined;
const loadDocuments = () => documents ??= import("../documents/mod.ts");

/** The overlay request of `art` under `request`'s type. */
export function overlayRequestOf(request: GraphicRequest, art: Uint8Array): OverlayRequest {
  return {
    kind: request.kind,
    size: request.size,
    brief: request.brief,
    art: { bytes: art, mimeType: sniffImageType(art) ?? "image/png" },
  };
}

/** The bytes of the file `job` asks for, made with `renderer` (its type engine sets the guide too). */
export async function runFormatJob(job: FormatJob, renderer: Renderer): Promise<Uint8Array> {
  const { brandGuidePdf, doorListPdf, posterPrintPdf, printArtOf, svgDocument } = await loadDocuments();
  switch (job.format) {
    case "overlay":
      return renderer.overlay(overlayRequestOf(job.request, job.art));
    case "svg": {
      const design = job.art
        ? await renderer.designOverlay(overlayRequestOf(job.request, job.art))
        : await renderer.design(job.request);
      const svg = await renderer.toSvg(design);
      return encoder.encode(svgDocument(svg, job.request.size, { title: job.title }));
    }
    case "pdf":
      return posterPrintPdf({ renderer, brief: job.brief, art: job.art }, { now: () => new Date(job.nowMs) });
    case "guide-pdf":
      return brandGuidePdf({
        printArt: job.art ? printArtOf(job.art) : undefined,
        kit: job.kit,
        typesetting: renderer.documentTypesetting(),
        language: (job.kit as { language?: string }).language,
        graphics: job.graphics,
        now: () => new Date(job.nowMs),
      });
    case "door-list-pdf":
      return doorListPdf({ ...job.list, typesetting: renderer.documentTypesetting() });
  }
}
