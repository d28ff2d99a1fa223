import { afterAll, describe, expect, it } from "vitest";
import {
  buildBrandGuide,
  FORMAT_NAMES,
  formatFiles,
  GenerationRequestSchema,
} from "../../../brandkit/web.ts";
import { type FormatService, makeFormatFile, makeFormatFiles, withKitDesign } from "../../../brandkit/mod.ts";
import { eventCalendar, ICS_NEEDS_DATE_MESSAGE } from "../../../brandkit/documents/mod.ts";
import { SAMPLE_COPY } from "../../support/fake-provider.ts";
import { createRenderPool } from "../../../brandkit/render-pool/mod.ts";
import { pngSizeOf, readCalendarEvent, readPdf, readSvg } from "../../support/format-readers.ts";
import { renderAssets } from "../../support/render-assets.ts";

const request = GenerationRequestSchema.parse({
  vibes: ["neon"],
  eventDate: "2026-12-31",
  eventLocation: "Austin, TX",
  eventLink: "https://tickets.example.com/neon",
});
const kit = withKitDesign(
  { selectedName: "Neon Nights", ...SAMPLE_COPY, brandGuide: buildBrandGuide(request.colors) },
  request,
  { overAiArt: false },
);
const pool = createRenderPool({ assets: await renderAssets(), size: 2 });
afterAll(() => pool.close());

describe("makeFormatFiles() through the render pool", () => {
  it("makes every format's files in the workers, by file name", async () => {
    const files = formatFiles(FORMAT_NAMES, request);
    const made = await makeFormatFiles(files, { kit, request }, {
      service: pool,
      now: () => Date.UTC(2026, 4, 4),
    });
    expect(Object.keys(made)).toEqual(files.map((file) => file.name));
    expect(pngSizeOf(made["story.png"])).toEqual({ width: 1080, height: 1920 });
    expect(pngSizeOf(made["link-preview.png"])).toEqual({ width: 1200, height: 630 });
    const svg = readSvg(made["link-preview.svg"]);
    expect([svg.width, svg.height, svg.external, svg.title]).toEqual([
      "1200",
      "630",
      [],
      "Link Preview for Neon Nights: December 31, 2026, Austin, TX",
    ]);
    expect(readCalendarEvent(made["event.ics"])).toMatchObject({
      summary: "Neon Nights",
      start: "2026-12-31",
    });
    expect(await readPdf(made["poster-print.pdf"])).toMatchObject({ pages: 1, widthMm: 323, heightMm: 446 });
    const guide = await readPdf(made["brand-guide.pdf"]);
    expect([guide.widthMm, guide.heightMm, guide.fonts.length > 0]).toEqual([210, 297, true]);
  });

  it("draws the same SVG for the same kit, so a file made again is the same file", async () => {
    const [file] = formatFiles(["svg"], request);
    const deps = { service: pool, now: () => 0 };
    const first = await makeFormatFiles([file], { kit, request }, deps);
    const second = await makeFormatFiles([file], { kit, request }, deps);
    expect(second[file.name]).toEqual(first[file.name]);
  });
});

describe("makeFormatFile() for the calendar", () => {
  /** A render pool that must not be asked: the calendar is no work for a worker. */
  const noPool: FormatService = {
    render: () => Promise.reject(new Error("the calendar asked the pool to render")),
    format: () => Promise.reject(new Error("the calendar asked the pool for a format job")),
  };
  const [ics] = formatFiles(["ics"], request);
  const nowMs = Date.UTC(2026, 4, 4, 9, 30);

  it("makes event.ics in the calling thread: the calendar's own text as UTF-8, stamped with the clock", async () => {
    const bytes = await makeFormatFile(ics, { kit, request }, { service: noPool, now: () => nowMs });
    const text = eventCalendar({ kit, request }, { now: () => new Date(nowMs) });
    expect(bytes).toEqual(new TextEncoder().encode(text));
  });

  it("rejects, rather than throws, for a request without a date", async () => {
    const dateless = GenerationRequestSchema.parse({ vibes: ["neon"] });
    const made = makeFormatFile(ics, { kit, request: dateless }, { service: noPool, now: () => nowMs });
    await expect(made).rejects.toThrow(ICS_NEEDS_DATE_MESSAGE);
  });
});
