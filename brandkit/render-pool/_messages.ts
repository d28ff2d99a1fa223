/**
 * What the render pool and its workers say to each other. Both ends are our own code in one process, so the
 * shapes are types, not schemas; errors cross as `{code, message}` and become BrandKitErrors again on arrival.
 */
import { BrandKitError, ErrorCode, isBrandKitError } from "../errors.ts";
import type { RenderAssets } from "../render/assets.ts";
import type { GraphicRequest, OverlayRequest } from "../render/renderer.ts";
import type { FormatJob } from "./_format-jobs.ts";

/** One piece of CPU work: an offline graphic, an overlay on AI art, or a cover-fit of any image. */
export type RenderJob =
  | { op: "render"; request: GraphicRequest }
  | { op: "overlay"; request: OverlayRequest }
  | { op: "fit"; bytes: Uint8Array; mimeType: string; width: number; height: number }
  /** A file of an extra format (an SVG, a PDF); its bytes come back where a PNG's would. */
  | { op: "format"; job: FormatJob };

/** Pool -> worker: the assets once, then jobs, and the cancelling of a job not yet started. */
export type ToWorker =
  | { type: "init"; assets: RenderAssets }
  | { type: "job"; id: number; job: RenderJob }
  | { type: "cancel"; id: number };

/** An error as it crosses the thread boundary. */
export type WireError = { code: ErrorCode; message: string };

/** Worker -> pool: the PNG of a job, or why it failed. */
export type FromWorker =
  | { id: number; ok: true; png: Uint8Array }
  | { id: number; ok: false; error: WireError };

/** A failure as it can cross to the pool: BrandKitErrors keep their code, anything else is INTERNAL. */
export function toWireError(error: unknown): WireError {
  if (isBrandKitError(error)) return { code: error.code, message: error.message };
  const detail = error instanceof Error ? error.message : String(error);
  return { code: ErrorCode.INTERNAL, message: `The renderer failed: ${detail}` };
}

/** The BrandKitError a wire error stands for. */
export function fromWireError(error: WireError): BrandKitError {
  return new BrandKitError(error.code, error.message);
}
