import { describe, expect, it } from "vitest";
import { ErrorCode, KitFileSchema } from "../../brandkit/web.ts";
import { createFakeProvider, SAMPLE_COPY } from "../support/fake-provider.ts";
import type { ObjectRequest } from "../../brandkit/generation/provider.ts";
import { pngSizeOf, readCalendarEvent, readPdf, readSvg } from "../support/format-readers.ts";
import { createTestCli, listDir } from "../support/test-cli.ts";
import { EVERY_KIT_FILE } from "../support/kit-files.ts";

const LINK = "https://tickets.example.com/neon";
const EVENT = ["--name", "Neon Nights", "--date", "2026-12-31", "--location", "Austin, TX", "--link", LINK];

async function readKit(path: string) {
  return KitFileSchema.parse(JSON.parse(await Deno.readTextFile(path)));
}

describe("brandkit generate --formats", () => {
  it("writes the story and link preview as PNGs of their exact sizes, and records the formats", async () => {
    const cli = await createTestCli();
    await cli.run("generate", ...EVENT, "--formats", "story,link-preview", "--out", "neon");
    expect(pngSizeOf(await Deno.readFile(cli.path("neon", "story.png")))).toEqual({
      width: 1080,
      height: 1920,
    });
    expect(pngSizeOf(await Deno.readFile(cli.path("neon", "link-preview.png")))).toEqual({
      width: 1200,
      height: 630,
    });
    expect((await readKit(cli.path("neon", "kit.json"))).formats).toEqual(["story", "link-preview"]);
    expect(cli.stdout.text()).toContain(
      "Wrote neon (poster.png, square.png, banner.png, story.png, link-preview.png, brand-guide.md, copy.txt, " +
        "kit.json)",
    );
  });

  it("writes an SVG of every canvas made, sized exactly, titled and free of outside references", async () => {
    const cli = await createTestCli();
    await cli.run("generate", ...EVENT, "--formats", "svg,story", "--out", "neon");
    const sizes: Record<string, [string, string]> = {
      "poster.svg": ["1080", "1350"],
      "square.svg": ["1080", "1080"],
      "banner.svg": ["1200", "675"],
      "story.svg": ["1080", "1920"],
    };
    for (const [name, [width, height]] of Object.entries(sizes)) {
      const svg = readSvg(await Deno.readFile(cli.path("neon", name)));
      expect({ ...svg, title: undefined }, name).toEqual({
        errors: [],
        name: "svg",
        width,
        height,
        title: undefined,
        external: [],
      });
    }
    expect(readSvg(await Deno.readFile(cli.path("neon", "story.svg"))).title).toBe(
      "Story for Neon Nights: December 31, 2026, Austin, TX",
    );
    expect(await listDir(cli.path("neon"))).not.toContain("link-preview.svg");
  });

  it("writes event.ics that a calendar reader takes as the event with its place and link", async () => {
    const cli = await createTestCli();
    await cli.run("generate", ...EVENT, "--formats", "ics", "--out", "neon");
    expect(readCalendarEvent(await Deno.readFile(cli.path("neon", "event.ics")))).toEqual({
      summary: "Neon Nights",
      location: "Austin, TX",
      url: LINK,
      start: "2026-12-31",
    });
  });

  it("writes the print poster as one A3 page with bleed and slug and the guide as A4 pages with their fonts embedded", async () => {
    const cli = await createTestCli();
    await cli.run("generate", ...EVENT, "--formats", "pdf,guide-pdf", "--out", "neon");
    // The sheet: A3 (297 x 420 mm), 3 mm bleed and a 10 mm slug for the crop marks on every side.
    expect(await readPdf(await Deno.readFile(cli.path("neon", "poster-print.pdf")))).toMatchObject({
      pages: 1,
      widthMm: 323,
      heightMm: 446,
      title: "Neon Nights",
    });
    const guide = await readPdf(await Deno.readFile(cli.path("neon", "brand-guide.pdf")));
    expect(guide).toMatchObject({ widthMm: 210, heightMm: 297 });
    expect(guide.pages).toBeGreaterThanOrEqual(2);
    expect(guide.fonts.join(" ")).toMatch(/Poppins/);
  });

  it("writes every format with --formats all", async () => {
    const cli = await createTestCli();
    await cli.run("generate", ...EVENT, "--formats", "all", "--out", "neon");
    expect(await listDir(cli.path("neon"))).toEqual(EVERY_KIT_FILE);
  });

  it("leaves event.ics out of a kit without a date, as a calendar entry needs one, and says so", async () => {
    const cli = await createTestCli();
    await cli.run("generate", "--formats", "all", "--out", "kit");
    expect(await listDir(cli.path("kit"))).not.toContain("event.ics");
    expect((await readKit(cli.path("kit", "kit.json"))).formats).toContain("ics");
    expect(cli.stderr.text()).toContain(
      "Note: The calendar (event.ics) was not made: it needs an event date",
    );
  });

  it("says nothing of the calendar when the kit has a date", async () => {
    const cli = await createTestCli();
    await cli.run("generate", ...EVENT, "--formats", "ics", "--out", "kit");
    expect(cli.stderr.text()).not.toContain("event.ics");
  });

  it("puts the formats' files in the --zip too", async () => {
    const cli = await createTestCli();
    await cli.run("generate", ...EVENT, "--formats", "link-preview", "--zip", "--out", "neon");
    const { unzipSync } = await import("fflate");
    expect(Object.keys(unzipSync(await Deno.readFile(cli.path("neon.zip"))))).toContain(
      "neon/link-preview.png",
    );
  });

  it.each([
    [
      "gif",
      "Invalid --formats: unknown format 'gif' (choose from story, link-preview, svg, pdf, guide-pdf, ics, or all)",
    ],
    [
      "svg,pdfs,png",
      "Invalid --formats: unknown formats 'pdfs', 'png' (choose from story, link-preview, svg, pdf, guide-pdf, ics, or all)",
    ],
  ])("refuses --formats %j, naming what it does not know", async (list, message) => {
    const cli = await createTestCli();
    await expect(cli.run("generate", "--formats", list)).rejects.toMatchObject({
      code: ErrorCode.VALIDATION_ERROR,
      message,
    });
    expect(cli.provider.calls).toEqual([]);
  });
});

describe("brandkit regenerate with formats", () => {
  it("makes the folder's formats again for the new name and keeps them in kit.json", async () => {
    const cli = await createTestCli();
    await cli.run("generate", ...EVENT, "--formats", "story,ics", "--out", "neon");
    const before = await Deno.readFile(cli.path("neon", "story.png"));
    await cli.run("regenerate", "neon", "--name", SAMPLE_COPY.eventNames[1]);
    expect(await Deno.readFile(cli.path("neon", "story.png"))).not.toEqual(before);
    expect(readCalendarEvent(await Deno.readFile(cli.path("neon", "event.ics"))).summary).toBe(
      SAMPLE_COPY.eventNames[1],
    );
    expect((await readKit(cli.path("neon", "kit.json"))).formats).toEqual(["story", "ics"]);
  });
});

describe("brandkit batch --formats", () => {
  it("gives every row's kit the formats asked for", async () => {
    const copyFor = (request: ObjectRequest) => {
      const name = request.request.customEventName ?? "Neon Nights";
      return { ...SAMPLE_COPY, eventNames: [name, `${name} Live`, `${name} After Dark`] };
    };
    const cli = await createTestCli({ provider: createFakeProvider({ object: copyFor }) });
    await Deno.writeTextFile(
      cli.path("events.csv"),
      `customEventName,eventDate,link\nJazz Brunch,2026-06-14,${LINK}\nHarvest Supper,,\n`,
    );
    await cli.run("batch", "events.csv", "--formats", "link-preview,ics");
    expect(await listDir(cli.path("events", "001-jazz-brunch"))).toEqual([
      "banner.png",
      "brand-guide.md",
      "copy.txt",
      "event.ics",
      "kit.json",
      "link-preview.png",
      "poster.png",
      "square.png",
    ]);
    expect(await listDir(cli.path("events", "002-harvest-supper"))).toContain("link-preview.png");
    const jazz = await readKit(cli.path("events", "001-jazz-brunch", "kit.json"));
    expect(jazz.request.eventLink).toBe(LINK);
    expect(readCalendarEvent(await Deno.readFile(cli.path("events", "001-jazz-brunch", "event.ics"))).url)
      .toBe(LINK);
  });
});
