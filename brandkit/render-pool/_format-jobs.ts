/**
 * The extra formats' CPU work as render-pool jobs (issue 14): an SVG file of a canvas (layout -> SVG ->
 * svgDocument) and the calendar file. PNGs of the extra canvases are plain `render` jobs. Runs in a worker, or in
 * the calling thread where there is no pool (tests), with the same renderer.
 */
import { type CalendarInput, eventCalendar, svgDocument } from "../documents/mod.ts";
import type { GraphicRequest, Renderer } from "../render/renderer.ts";

/** One extra-format file to make; the answer is the file's bytes (text as UTF-8). */
export type FormatJob =
  /** A canvas as a standalone SVG file of its exact size, titled with its alt text. */
  | { format: "svg"; request: GraphicRequest; title: string }
  /** event.ics of the kit; `nowMs` stamps it (DTSTAMP). */
  | { format: "ics"; input: CalendarInput; nowMs: number };

const encoder = new TextEncoder();

/** The bytes of the file `job` asks for, made with `renderer`. */
export async function runFormatJob(job: FormatJob, renderer: Renderer): Promise<Uint8Array> {
  switch (job.format) {
    case "svg": {
      const svg = await renderer.toSvg(await renderer.design(job.request));
      return encoder.encode(svgDocument(svg, job.request.size, { title: job.title }));
    }
    case "ics":
      return encoder.encode(eventCalendar(job.input, { now: () => new Date(job.nowMs) }));
  }
}
