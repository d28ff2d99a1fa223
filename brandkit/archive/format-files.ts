/**
 * Makes the files of a kit's extra formats (formatFiles): the story and link-preview PNGs, the SVGs and the
 * calendar, each laid out from the same brief as the kit's graphics, so they look like one family. Every file is
 * CPU work for the render pool (FormatService), so the thread that serves requests or runs the CLI only waits;
 * files are asked for at once and the pool spreads them over its workers. Browser-safe: only types come in.
 */
import { graphicAltText } from "../alt-text.ts";
import { CANVAS_SIZES, type CanvasKind } from "../formats.ts";
import { imageBriefFor } from "../generator.ts";
import type { GraphicRequest } from "../render/renderer.ts";
import type { FormatJob } from "../render-pool/mod.ts";
import { BrandKitError, ErrorCode } from "../errors.ts";
import type { BrandKit, GenerationRequest } from "../schemas.ts";
import type { FormatFile } from "./kit-file.ts";

/** Where the work is done: the render pool (or, in tests, a renderer in this thread). */
export type FormatService = {
  render(request: GraphicRequest, signal?: AbortSignal): Promise<Uint8Array>;
  format(job: FormatJob, signal?: AbortSignal): Promise<Uint8Array>;
};

/** The kit's copy and guide, as the formats show them (its graphics' URLs are not needed). */
export type FormatKit = Omit<BrandKit, "images">;

/** What the files are made from. */
export type FormatInput = {
  kit: FormatKit;
  /** The validated request the kit was made from (its seed picks the same design). */
  request: GenerationRequest;
};

export type FormatDeps = {
  service: FormatService;
  /** The clock, epoch ms (the calendar's DTSTAMP). */
  now: () => number;
  signal?: AbortSignal;
};

function canvasRequest(canvas: CanvasKind, input: FormatInput): GraphicRequest {
  return {
    kind: canvas,
    size: CANVAS_SIZES[canvas],
    brief: imageBriefFor(input.kit.selectedName, input.request),
  };
}

function canvasOf(file: FormatFile): CanvasKind {
  if (file.canvas) return file.canvas;
  throw new BrandKitError(ErrorCode.INTERNAL, `Cannot make ${file.name} as it names no canvas`);
}

/** The bytes of one format file. */
export function makeFormatFile(file: FormatFile, input: FormatInput, deps: FormatDeps): Promise<Uint8Array> {
  const { service, signal } = deps;
  switch (file.format) {
    case "story":
    case "link-preview":
      return service.render(canvasRequest(canvasOf(file), input), signal);
    case "svg": {
      const canvas = canvasOf(file);
      const title = graphicAltText(canvas, input.kit.selectedName, input.request);
      return service.format({ format: "svg", request: canvasRequest(canvas, input), title }, signal);
    }
    case "ics":
      return service.format({
        format: "ics",
        input: { kit: input.kit, request: input.request },
        nowMs: deps.now(),
      }, signal);
    default:
      throw new BrandKitError(ErrorCode.INTERNAL, `Cannot make ${file.name} yet`);
  }
}

/** The bytes of every file in `files`, by file name; the first failure fails them all. */
export async function makeFormatFiles(
  files: readonly FormatFile[],
  input: FormatInput,
  deps: FormatDeps,
): Promise<Record<string, Uint8Array>> {
  const made = await Promise.all(files.map((file) => makeFormatFile(file, input, deps)));
  return Object.fromEntries(files.map((file, index) => [file.name, made[index]]));
}
