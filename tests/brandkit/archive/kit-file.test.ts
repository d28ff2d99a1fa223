import { describe, expect, it } from "vitest";
import {
  formatFiles,
  GenerationRequestSchema,
  KIT_FILE_VERSION,
  kitFileNames,
  kitFiles,
  KitFileSchema,
  toKitFile,
} from "../../../brandkit/web.ts";
import { seedOf } from "../../../brandkit/mod.ts";
import { SAMPLE_KIT } from "../../support/sample-kit.ts";

const request = GenerationRequestSchema.parse({
  vibes: ["neon"],
  eventDate: "2026-12-31",
  eventLocation: "Austin, TX",
  eventLink: "https://tickets.example.com/neon",
});
const png = new Uint8Array([137, 80, 78, 71]);
const images = { poster: png, square: png, banner: png };

describe("formatFiles()", () => {
  it.each<[string, Parameters<typeof formatFiles>[0], string[]]>([
    ["adds nothing for the default kit", [], []],
    ["adds the story and link preview as PNGs", ["link-preview", "story"], ["story.png", "link-preview.png"]],
    ["adds an SVG of each of the seed's graphics", ["svg"], ["poster.svg", "square.svg", "banner.svg"]],
    ["adds an SVG of the extra canvases it makes too", ["svg", "story"], [
      "story.png",
      "poster.svg",
      "square.svg",
      "banner.svg",
      "story.svg",
    ]],
    ["adds the print poster, the guide PDF and the calendar file", ["ics", "guide-pdf", "pdf"], [
      "poster-print.pdf",
      "brand-guide.pdf",
      "event.ics",
    ]],
  ])("%s", (_, formats, names) => {
    expect(formatFiles(formats, request).map((file) => file.name)).toEqual(names);
  });

  it("leaves event.ics out when the event has no date, as a calendar entry needs one", () => {
    expect(formatFiles(["ics"], {})).toEqual([]);
  });

  it("says which canvas each PNG and SVG shows", () => {
    expect(formatFiles(["link-preview", "svg"], request).filter((file) => file.canvas === "link-preview"))
      .toEqual([
        { name: "link-preview.png", format: "link-preview", canvas: "link-preview" },
        { name: "link-preview.svg", format: "svg", canvas: "link-preview" },
      ]);
  });
});

describe("toKitFile()", () => {
  it("names the graphics by file, fills in the seed and keeps the formats in their usual order", () => {
    const kit = toKitFile(SAMPLE_KIT, {
      request,
      provider: "offline",
      nowMs: Date.UTC(2026, 0, 2),
      formats: ["ics", "story"],
    });
    expect(kit).toMatchObject({
      version: KIT_FILE_VERSION,
      images: { poster: "poster.png", square: "square.png", banner: "banner.png" },
      provider: "offline",
      createdAt: "2026-01-02T00:00:00.000Z",
      language: "en",
      request: { ...request, seed: seedOf(request), language: "en" },
      formats: ["story", "ics"],
    });
    expect(KitFileSchema.parse(kit)).toEqual(kit);
  });

  it("gives a graphic the kit does not have an empty name", () => {
    const kit = toKitFile({ ...SAMPLE_KIT, images: { poster: "/media/p.png", square: "", banner: "" } }, {
      request,
      provider: "offline",
      nowMs: 0,
    });
    expect(kit.images).toEqual({ poster: "poster.png", square: "", banner: "" });
  });
});

describe("kitFiles()", () => {
  it("lists the graphics, the formats' files, brand-guide.md, copy.txt and kit.json last", () => {
    const kit = toKitFile(SAMPLE_KIT, { request, provider: "offline", nowMs: 0, formats: ["story", "ics"] });
    const files = kitFiles(kit, images, { "story.png": png, "event.ics": "BEGIN:VCALENDAR" });
    expect(files.map((file) => file.name)).toEqual([
      "poster.png",
      "square.png",
      "banner.png",
      "story.png",
      "event.ics",
      "brand-guide.md",
      "copy.txt",
      "kit.json",
    ]);
    expect(files.map((file) => file.name)).toEqual(kitFileNames(kit));
  });

  it("writes kit.json that reads back as the kit, with each graphic's alt text", () => {
    const kit = toKitFile(SAMPLE_KIT, { request, provider: "offline", nowMs: 0 });
    const json = JSON.parse(kitFiles(kit, images).at(-1)!.data as string);
    expect(KitFileSchema.parse(json)).toMatchObject({ ...kit, request: { eventLink: request.eventLink } });
    expect(json.imageAlt).toEqual({
      poster: "Poster for Neon Nights: December 31, 2026, Austin, TX",
      square: "Square Tile for Neon Nights: December 31, 2026, Austin, TX",
      banner: "Banner for Neon Nights: December 31, 2026, Austin, TX",
    });
  });

  it("refuses to leave out a file the kit's formats promise", () => {
    const kit = toKitFile(SAMPLE_KIT, { request, provider: "offline", nowMs: 0, formats: ["pdf"] });
    expect(() => kitFiles(kit, images)).toThrow("Cannot write the kit as its poster-print.pdf was not made");
  });

  it("reads an older kit.json without formats or alt texts", () => {
    const { formats: _formats, ...older } = toKitFile(SAMPLE_KIT, { request, provider: "offline", nowMs: 0 });
    expect(kitFileNames(KitFileSchema.parse(older))).toEqual([
      "poster.png",
      "square.png",
      "banner.png",
      "brand-guide.md",
      "copy.txt",
      "kit.json",
    ]);
  });
});
