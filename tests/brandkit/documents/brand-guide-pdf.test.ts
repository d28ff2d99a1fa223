import { PDFDocument } from "pdf-lib";
import { beforeAll, describe, expect, it } from "vitest";
import { buildBrandGuide } from "../../../brandkit/guide/guide.ts";
import { GUIDE_DONTS, GUIDE_DOS } from "../../../brandkit/languages/file-words/guide-lines.ts";
import { PALETTES } from "../../../brandkit/palettes/palettes.ts";
import type { BrandKit } from "../../../brandkit/schemas.ts";
import { A4_PT, brandGuidePdf } from "../../../brandkit/documents/mod.ts";
import { createRenderer, type Renderer } from "../../../brandkit/render/mod.ts";
import { renderAssets } from "../../support/render-assets.ts";
import { designedBrief } from "../render/_brief.ts";
import { embeddedFonts, extractText, imageSizes } from "../../support/pdf-readers.ts";

const NOW = () => new Date("2026-05-04T09:30:00Z");
const COLORS = PALETTES[0].colors;

let renderer: Renderer;
let poster: Uint8Array;
beforeAll(async () => {
  renderer = createRenderer(await renderAssets());
  poster = await renderer.render({
    kind: "poster",
    size: { width: 1080, height: 1350 },
    brief: designedBrief({
      eventName: "Midsummer Night Market",
      vibes: ["summer"],
      colors: COLORS,
      seed: 42,
    }),
  });
});

const kit = (overrides: Partial<BrandKit> = {}): BrandKit => ({
  selectedName: "Midsummer Night Market",
  eventNames: ["Midsummer Night Market", "Lanterns on the Pier", "Longest Day Social"],
  headline: "A night of food, music and light by the water",
  tagline: "Longest day, brightest night.",
  description: "Food stalls, live bands and lanterns on Pier 57 for the longest day of the year.",
  socialCaptions: ["Save the date: June 21.", "Two weeks to go!", "Tonight: doors at 6."],
  images: { poster: "", square: "", banner: "" },
  brandGuide: buildBrandGuide(COLORS),
  ...overrides,
});

/** The text of all pages, one string, as pdf.js extracts it. */
async function allText(bytes: Uint8Array): Promise<string> {
  return (await extractText(bytes)).pages.join(" ");
}

describe("brandGuidePdf()", () => {
  it("lays the guide out on three A4 pages, titled with the event's name", async () => {
    const bytes = await brandGuidePdf({ kit: kit(), typesetting: renderer.documentTypesetting(), now: NOW });
    const document = await PDFDocument.load(bytes);
    expect(document.getPageCount()).toBe(3);
    for (const page of document.getPages()) {
      expect(page.getWidth()).toBeCloseTo(A4_PT.width, 1);
      expect(page.getHeight()).toBeCloseTo(A4_PT.height, 1);
    }
    expect((await extractText(bytes)).title).toBe("Midsummer Night Market: brand guide");
  });

  it("embeds the three guide fonts and sets its text in them", async () => {
    const document = await PDFDocument.load(
      await brandGuidePdf({ kit: kit(), typesetting: renderer.documentTypesetting(), now: NOW }),
    );
    const fonts = embeddedFonts(document).map((name) => name.replace(/-\d+$/, ""));
    expect(fonts).toEqual(
      expect.arrayContaining(["Poppins-Bold", "PlayfairDisplay-Bold", "SpaceMono-Regular"]),
    );
    expect(fonts.every((name) => /^(Poppins|PlayfairDisplay|SpaceMono|Rubik)-/.test(name))).toBe(true);
  });

  it("carries the names, headline, tagline, every colour's hex, RGB and contrast, and the dos and don'ts as text", async () => {
    const text = await allText(
      await brandGuidePdf({ kit: kit(), typesetting: renderer.documentTypesetting(), now: NOW }),
    );
    for (const name of kit().eventNames) expect(text).toContain(name);
    expect(text).toContain("A night of food, music and light by the water");
    expect(text).toContain("Longest day, brightest night.");
    // Sunset Glow's first colour: #E6067A is 4.4:1 on white and 4.6:1 on black (brandkit/palettes/contrast.ts).
    expect(text).toContain("#E6067A");
    expect(text).toContain("RGB 230 6 122");
    expect(text).toContain("On white 4.4:1 Fail");
    expect(text).toContain("On black 4.6:1 AA");
    for (const color of COLORS) expect(text).toContain(color.toUpperCase());
    // Each font is named in its specimen's label, set in capitals.
    for (const font of ["Poppins Bold", "Playfair Display", "Space Mono"]) {
      expect(text).toContain(font.toUpperCase());
    }
    const flat = text.replace(/\s+/g, " ");
    for (const line of [...GUIDE_DOS, ...GUIDE_DONTS]) expect(flat).toContain(line);
  });

  it("shows the graphics given as thumbnails at the size they are drawn, and says when there are none", async () => {
    const withPoster = await brandGuidePdf({
      kit: kit(),
      typesetting: renderer.documentTypesetting(),
      graphics: { poster },
      now: NOW,
    });
    // A poster alone fills a row 190 points tall, 152 wide, kept at 2.5 pixels a point.
    expect(imageSizes(await PDFDocument.load(withPoster))).toEqual([{ width: 380, height: 475 }]);
    expect(await allText(withPoster)).toContain("Poster 1080 x 1350");
    expect(
      await allText(
        await brandGuidePdf({ kit: kit(), typesetting: renderer.documentTypesetting(), now: NOW }),
      ),
    ).toContain(
      "Not generated yet.",
    );
  });

  it("sets a Cyrillic name in the fallback face rather than dropping its letters", async () => {
    const name = "Солнцестояние Маркет";
    const bytes = await brandGuidePdf({
      kit: kit({ selectedName: name, eventNames: [name, "Lanterns on the Pier", "Longest Day Social"] }),
      typesetting: renderer.documentTypesetting(),
      now: NOW,
    });
    expect(await allText(bytes)).toContain(name);
  });
});
