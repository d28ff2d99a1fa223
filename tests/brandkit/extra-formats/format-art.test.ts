import { describe, expect, it } from "vitest";
import { artFor, type FormatService, makeFormatFiles, withKitDesign } from "../../../brandkit/mod.ts";
import {
  buildBrandGuide,
  type CanvasKind,
  FORMAT_NAMES,
  formatFiles,
  GenerationRequestSchema,
} from "../../../brandkit/web.ts";
import { printArtNote } from "../../../brandkit/documents/brand-guide-pdf.ts";
import { printArtOf } from "../../../brandkit/documents/mod.ts";
import { createRenderer } from "../../../brandkit/render/mod.ts";
import {
  type FormatJob,
  overlayRequestOf,
  runFormatJob,
} from "../../../brandkit/render-pool/_format-jobs.ts";
import { SAMPLE_COPY } from "../../support/fake-provider.ts";
import { pngSize, renderAssets } from "../../support/render-assets.ts";
import { ART_PNG, ART_SIZE, artShare, pdfImageSizes } from "../../support/ai-art.ts";
import { imageBriefFor } from "../../../brandkit/generation/generator.ts";

const art = ART_PNG;

const request = GenerationRequestSchema.parse({
  vibes: ["neon"],
  eventDate: "2026-12-31",
  eventLocation: "Austin, TX",
  eventLink: "https://tickets.example.com/neon",
});
const kit = withKitDesign(
  { selectedName: "Neon Nights", ...SAMPLE_COPY, brandGuide: buildBrandGuide(request.colors) },
  request,
  { overAiArt: true },
);
const renderer = createRenderer(await renderAssets());
const jobs: Array<FormatJob | { format: "render" }> = [];
const service: FormatService = {
  render: (graphic) => {
    jobs.push({ format: "render" });
    return renderer.render(graphic);
  },
  format: (job) => {
    jobs.push(job);
    return runFormatJob(job, renderer);
  },
};
const deps = { service, now: () => Date.UTC(2026, 4, 4) };
const made = await makeFormatFiles(
  formatFiles(FORMAT_NAMES, request),
  { kit, request, art: { poster: art } },
  deps,
);
if (Deno.env.get("DUMP_ART_FORMATS")) {
  for (const [name, bytes] of Object.entries(made)) await Deno.writeFile(`/tmp/artlook/${name}`, bytes);
}

describe("an AI kit's extra formats are its art under its type (issue 20)", () => {
  it("makes the story from the art: the fake's colour fills the top, clear of the type", () => {
    expect(pngSize(made["story.png"])).toEqual({ width: 1080, height: 1920 });
    // Above the type and left of the QR code the story is the art itself.
    expect(artShare(made["story.png"], [0.02, 0.25], [0, 0.6])).toBeGreaterThan(0.95);
  });

  it("makes the link preview from the art: the fake's colour fills the side the type leaves", () => {
    expect(pngSize(made["link-preview.png"])).toEqual({ width: 1200, height: 630 });
    expect(artShare(made["link-preview.png"], [0, 1], [0.9, 1])).toBeGreaterThan(0.95);
  });

  it("keeps the story's type and QR code out of the top 250 px and the bottom 340 px", async () => {
    const brief = imageBriefFor(kit.selectedName, request, kit.design);
    const design = await renderer.designOverlay(
      overlayRequestOf({ kind: "story", size: { width: 1080, height: 1920 }, brief }, art),
    );
    const boxes = [
      ...design.blocks.map((block) => ({ top: block.y, bottom: block.y + block.text.height })),
      ...(design.qr ? [{ top: design.qr.y, bottom: design.qr.y + design.qr.height }] : []),
    ];
    expect(design.qr).toBeDefined();
    for (const box of boxes) {
      expect(box.top).toBeGreaterThanOrEqual(250);
      expect(box.bottom).toBeLessThanOrEqual(1920 - 340 + 1e-6);
    }
  });

  it("embeds the art in every SVG as an <image> with a data URL, under the vector type", () => {
    for (const name of ["poster.svg", "square.svg", "banner.svg", "story.svg", "link-preview.svg"]) {
      const svg = new TextDecoder().decode(made[name]);
      expect(svg, name).toMatch(/<image\b[^>]*href="data:image\/png;base64,/);
      expect(svg.indexOf("<image"), name).toBeLessThan(svg.lastIndexOf("<path"));
    }
  });

  it("holds the art in the print PDF as an image XObject at its own pixels", async () => {
    expect(await pdfImageSizes(made["poster-print.pdf"])).toContain(`${ART_SIZE.width}x${ART_SIZE.height}`);
  });

  it("states the art's effective ppi in the guide and shows the story and link preview made from the art", () => {
    // 1024 px over 303 mm, 1536 px over 426 mm: cover-fitting gives the lower, 85 ppi.
    expect(printArtOf(art)).toEqual({ ...ART_SIZE, ppi: 85 });
    expect(printArtNote(printArtOf(art))).toBe(
      "The print poster (poster-print.pdf) carries the AI art at its own 1024 x 1536 px: 85 ppi at A3 with bleed.",
    );
    const guideJob = jobs.find((job) => job.format === "guide-pdf");
    expect(guideJob).toMatchObject({ art });
    expect(Object.keys((guideJob as { graphics: object }).graphics).sort()).toEqual([
      "link-preview",
      "story",
    ]);
  });

  it("gives the guide alone the story and link preview from the art, as thumbnails", async () => {
    jobs.length = 0;
    await makeFormatFiles(formatFiles(["guide-pdf"], request), { kit, request, art: { poster: art } }, deps);
    const guideJob = jobs.find((job) => job.format === "guide-pdf") as { graphics: object };
    expect(Object.keys(guideJob.graphics).sort()).toEqual(["link-preview", "story"]);
    expect(jobs.filter((job) => job.format === "overlay")).toHaveLength(2);
  });

  it("asks for the offline jobs it always did when the kit has no art", async () => {
    jobs.length = 0;
    await makeFormatFiles(formatFiles(["story", "svg", "guide-pdf"], request), { kit, request }, deps);
    expect(jobs[0].format).toBe("render");
    expect(jobs.filter((job) => job.format === "overlay")).toEqual([]);
    expect(jobs.some((job) => "art" in job)).toBe(false);
  });
});

describe("artFor: each canvas is made from the art drawn for the graphic nearest its shape", () => {
  const drawn = { poster: new Uint8Array([1]), square: new Uint8Array([2]), banner: new Uint8Array([3]) };

  it.each<[CanvasKind, number]>([
    ["story", 1],
    ["poster", 1],
    ["square", 2],
    ["banner", 3],
    ["link-preview", 3],
  ])("makes the %s from art %i", (canvas, expected) => {
    expect(artFor(canvas, drawn)?.[0]).toBe(expected);
  });

  it("takes what there is when only one graphic has art, and nothing for an offline kit", () => {
    expect(artFor("link-preview", { poster: drawn.poster })).toBe(drawn.poster);
    expect(artFor("story", undefined)).toBeUndefined();
    expect(artFor("story", {})).toBeUndefined();
  });
});
