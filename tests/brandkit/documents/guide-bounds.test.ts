/**
 * brand-guide.pdf keeps everything on its pages at any length of copy: read back through pdf.js's operator list
 * (an independent reader), every text run, path and image lies inside its page, only the footer reaches into the
 * footer's band, the five thumbnails are all drawn without overlapping, and no letter of the name is lost.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { COPY_LIMITS, REQUEST_LIMITS } from "../../../brandkit/constants.ts";
import { brandGuidePdf } from "../../../brandkit/documents/mod.ts";
import { CANVAS_KINDS, CANVAS_SIZES, type CanvasKind } from "../../../brandkit/formats/formats.ts";
import { buildBrandGuide } from "../../../brandkit/guide/guide.ts";
import { PALETTES } from "../../../brandkit/palettes/palettes.ts";
import { createRenderer, type Renderer } from "../../../brandkit/render/mod.ts";
import type { BrandKit } from "../../../brandkit/schemas.ts";
import { renderAssets } from "../../support/render-assets.ts";
import { designedBrief } from "../render/_brief.ts";
import { type DrawnBox, drawnBoxes, extractText } from "../../support/pdf-readers.ts";

/** The footer's band: the footer's text sits wholly below FOOTER_TOP_PT, the content wholly above CONTENT_LOW_PT. */
const FOOTER_TOP_PT = 46;
const CONTENT_LOW_PT = 44;
/** Rounding of the numbers in a content stream. */
const TOLERANCE_PT = 0.01;

/** `unit` repeated to exactly `length` characters, without a space at either end. */
const fill = (unit: string, length: number) =>
  unit.repeat(Math.ceil(length / unit.length)).slice(0, length).trim();

const TEN_COLOURS = [
  "#FF6B6B",
  "#FF8E53",
  "#FFC15E",
  "#F9D976",
  "#6A2C70",
  "#112233",
  "#445566",
  "#778899",
  "#AABBCC",
  "#DDEEFF",
];

function kitOf(name: string, overrides: Partial<BrandKit> = {}): BrandKit {
  return {
    selectedName: name,
    eventNames: [name, "Lanterns on the Pier", "Longest Day Social"],
    headline: "A night of food, music and light by the water",
    tagline: "Longest day, brightest night.",
    description: "Food stalls, live bands and lanterns on Pier 57 for the longest day of the year.",
    socialCaptions: ["Save the date: June 21.", "Two weeks to go!", "Tonight: doors at 6."],
    images: { poster: "", square: "", banner: "" },
    brandGuide: buildBrandGuide(PALETTES[0].colors),
    ...overrides,
  };
}

/** Every piece of copy at its limit, the name too. */
function limitKit(name: string): BrandKit {
  return kitOf(name, {
    eventNames: [
      name,
      fill("Lanterns on the Pier at Midsummer ", COPY_LIMITS.maxNameLength),
      fill("Longest Day Social by the Water ", COPY_LIMITS.maxNameLength),
    ],
    headline: fill("A night of food, music and light by the water, ", COPY_LIMITS.maxHeadlineLength),
    tagline: fill("Longest day, brightest night, warmest crowd. ", COPY_LIMITS.maxTaglineLength),
    description: fill(
      "Food stalls, live bands and lanterns on Pier 57 for the longest day of the year. ",
      COPY_LIMITS.maxDescriptionLength,
    ),
    socialCaptions: [1, 2, 3].map((index) =>
      `${fill(`Caption ${index}: save the date, June 21, and bring a friend along. `, 760)}\n` +
      "https://tickets.example.com/night?utm_source=guide"
    ),
  });
}

const KITS: ReadonlyArray<{ label: string; kit: BrandKit; language?: string }> = [
  { label: "a short kit", kit: kitOf("Midsummer Night Market") },
  {
    label: "a kit with every text at its length limit",
    kit: limitKit(fill("Midsummer Night Market on the Pier ", COPY_LIMITS.maxNameLength)),
  },
  {
    label: `a name of ${REQUEST_LIMITS.maxNameLength} W's without a space`,
    kit: limitKit("W".repeat(REQUEST_LIMITS.maxNameLength)),
  },
  {
    label: "a 60-character run of Japanese without a space",
    kit: kitOf(fill("東京デザインウィーク国際見本市。", 60)),
    language: "ja",
  },
  {
    label: `${REQUEST_LIMITS.maxColors} colours`,
    kit: limitKit(fill("Midsummer Night Market on the Pier ", COPY_LIMITS.maxNameLength)),
  },
];
KITS[4].kit.brandGuide = buildBrandGuide(TEN_COLOURS);

let renderer: Renderer;
const graphics: Partial<Record<CanvasKind, Uint8Array>> = {};
beforeAll(async () => {
  renderer = createRenderer(await renderAssets(), { readFile: (url) => Deno.readFile(url) });
  for (const kind of CANVAS_KINDS) {
    graphics[kind] = await renderer.render({
      kind,
      size: CANVAS_SIZES[kind],
      brief: designedBrief({
        eventName: "Night Market",
        vibes: ["summer"],
        colors: PALETTES[0].colors,
        seed: 7,
      }),
    });
  }
});

const guideOf = (kit: BrandKit, language?: string) =>
  brandGuidePdf({
    kit,
    typesetting: renderer.documentTypesetting(),
    language,
    graphics,
    now: () => new Date(0),
  });

const describeBox = (box: DrawnBox) =>
  `${box.kind}${box.text ? ` "${box.text}"` : ""} at (${box.x0.toFixed(1)}, ${box.y0.toFixed(1)})-(${
    box.x1.toFixed(1)
  }, ${box.y1.toFixed(1)})`;

const overlaps = (a: DrawnBox, b: DrawnBox) => a.x0 < b.x1 && b.x0 < a.x1 && a.y0 < b.y1 && b.y0 < a.y1;

describe("brand-guide.pdf stays inside its pages", () => {
  for (const { label, kit, language } of KITS) {
    describe(`with ${label} and all five thumbnails`, () => {
      let pages: Awaited<ReturnType<typeof drawnBoxes>>;
      let text: string[];
      beforeAll(async () => {
        const bytes = await guideOf(kit, language);
        pages = await drawnBoxes(bytes);
        text = (await extractText(bytes)).pages;
      });

      it("draws every text run, path and image inside its page", () => {
        expect(pages).toHaveLength(3);
        for (const { width, height, boxes } of pages) {
          const outside = boxes.filter((box) =>
            box.x0 < -TOLERANCE_PT || box.y0 < -TOLERANCE_PT || box.x1 > width + TOLERANCE_PT ||
            box.y1 > height + TOLERANCE_PT
          );
          expect(outside.map(describeBox)).toEqual([]);
        }
      });

      it("keeps everything but the footer above the footer's band", () => {
        for (const { boxes } of pages) {
          const footer = boxes.filter((box) => box.kind === "text" && box.y1 <= FOOTER_TOP_PT);
          expect(footer.length).toBeGreaterThan(0);
          const intruders = boxes.filter((box) => !footer.includes(box) && box.y0 < CONTENT_LOW_PT);
          expect(intruders.map(describeBox)).toEqual([]);
        }
      });

      it("draws the five thumbnails on the third page, none over another", () => {
        const images = pages[2].boxes.filter((box) => box.kind === "image");
        expect(images).toHaveLength(5);
        for (const [index, image] of images.entries()) {
          for (const other of images.slice(index + 1)) expect(overlaps(image, other)).toBe(false);
        }
      });

      it("loses no letter of the name on the cover, in the specimens or in the footers", () => {
        const squeezed = (value: string) => value.replace(/\s+/g, "");
        const name = squeezed(kit.selectedName);
        expect(squeezed(text[0])).toContain(name);
        // The three specimens and the footer of the second page.
        expect(squeezed(text[1]).split(name).length - 1).toBe(4);
        expect(squeezed(text[2])).toContain(name);
      });
    });
  }
});
