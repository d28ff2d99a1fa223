/**
 * A name at the length limit is wrapped on the cover of brand-guide.pdf, never cut: read back through pdf.js,
 * the cover's lines from top to bottom hold the name exactly, in every script the guide's own faces and Noto
 * draw left to right.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { COPY_LIMITS } from "../../../brandkit/constants.ts";
import { brandGuidePdf } from "../../../brandkit/documents/mod.ts";
import { buildBrandGuide } from "../../../brandkit/guide/guide.ts";
import { PALETTES } from "../../../brandkit/palettes/palettes.ts";
import { createRenderer, type Renderer } from "../../../brandkit/render/mod.ts";
import type { BrandKit } from "../../../brandkit/schemas.ts";
import { renderAssets } from "../../support/render-assets.ts";

/** `unit` repeated to `length` characters, without a space at either end. */
const fill = (unit: string, length: number) =>
  unit.repeat(Math.ceil(length / unit.length)).slice(0, length).trim();

const NAMES: ReadonlyArray<{ script: string; language: string; words: string }> = [
  { script: "Latin", language: "en", words: "Midsummer Night Market " },
  { script: "Cyrillic", language: "ru", words: "Ночь музыки в Москве " },
  { script: "Greek", language: "el", words: "Φεστιβάλ Αθηνών " },
  { script: "Vietnamese", language: "vi", words: "Lễ hội Âm nhạc Hà Nội " },
];

let renderer: Renderer;
beforeAll(async () => {
  renderer = createRenderer(await renderAssets(), { readFile: (url) => Deno.readFile(url) });
});

const kitNamed = (name: string): BrandKit => ({
  selectedName: name,
  eventNames: [name, "Lanterns on the Pier", "Longest Day Social"],
  headline: "A night to remember",
  tagline: "Come as you are.",
  description: "Music, food and friends.",
  socialCaptions: ["See you there.", "Two weeks to go!", "Tonight!"],
  images: { poster: "", square: "", banner: "" },
  brandGuide: buildBrandGuide(PALETTES[0].colors),
});

/** The cover's text as a reader meets it: pdf.js's items joined along each baseline, lines top to bottom. */
async function coverText(bytes: Uint8Array): Promise<string> {
  const pdfjs = await import("pdfjs-dist/legacy/build/pdf.mjs");
  const loaded = await pdfjs.getDocument({ data: bytes.slice(), verbosity: 0 }).promise;
  const content = await (await loaded.getPage(1)).getTextContent();
  await loaded.destroy();
  const lines = new Map<number, Array<{ str: string; x: number }>>();
  for (const item of content.items) {
    if (!("str" in item) || !item.str) continue;
    const baseline = Math.round(item.transform[5] * 10) / 10;
    lines.set(baseline, [...(lines.get(baseline) ?? []), { str: item.str, x: item.transform[4] }]);
  }
  return [...lines.entries()]
    .sort(([a], [b]) => b - a)
    .map(([, items]) => items.sort((a, b) => a.x - b.x).map((item) => item.str).join("").trim())
    .join(" ")
    .replace(/\s+/g, " ");
}

describe("brand-guide.pdf's cover with a long name", () => {
  for (const { script, language, words } of NAMES) {
    for (const length of [words.trim().length, COPY_LIMITS.maxNameLength]) {
      it(`reads back a ${script} name of ${length} characters exactly`, async () => {
        const name = fill(words, length);
        const bytes = await brandGuidePdf({
          kit: kitNamed(name),
          typesetting: renderer.documentTypesetting(),
          language,
          now: () => new Date(0),
        });
        expect(await coverText(bytes)).toContain(name);
      });
    }
  }
});
