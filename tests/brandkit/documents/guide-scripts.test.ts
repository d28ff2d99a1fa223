/**
 * brand-guide.pdf for names in every script the product promises: the name reads back exactly (through pdf.js,
 * a real reader), the text is real text in subset fonts, and every script is drawn by a face that has it.
 */
import { PDFDocument } from "pdf-lib";
import { beforeAll, describe, expect, it } from "vitest";
import { brandGuidePdf } from "../../../brandkit/documents/mod.ts";
import { buildBrandGuide } from "../../../brandkit/guide/guide.ts";
import { createRenderer, type Renderer } from "../../../brandkit/render/mod.ts";
import type { BrandKit } from "../../../brandkit/schemas.ts";
import { renderAssets } from "../../support/render-assets.ts";
import { embeddedFonts } from "../../support/pdf-readers.ts";

const COLORS = ["#E6067A", "#F472B6", "#1F2937"];

let renderer: Renderer;
beforeAll(async () => {
  renderer = createRenderer(await renderAssets(), { readFile: (url) => Deno.readFile(url) });
});

/** One name per script, with the face expected to draw its letters. */
const NAMES: ReadonlyArray<{ script: string; language: string; name: string; face: RegExp }> = [
  { script: "Latin", language: "en", name: "Midsummer Night Market", face: /^Poppins-/ },
  { script: "Vietnamese", language: "vi", name: "Lễ hội Âm nhạc Hà Nội", face: /^(Poppins|NotoSans)-/ },
  { script: "Cyrillic", language: "ru", name: "Ночь музыки в Москве", face: /^(Rubik|NotoSans)-/ },
  { script: "Greek", language: "el", name: "Φεστιβάλ Αθηνών", face: /^NotoSans-/ },
  { script: "Arabic", language: "ar", name: "مهرجان الربيع في عمّان", face: /^(Rubik|NotoSansArabic)-/ },
  {
    script: "Arabic with digits",
    language: "ar",
    name: "مهرجان الربيع 2027",
    face: /^(Rubik|NotoSansArabic)-/,
  },
  { script: "Hebrew", language: "he", name: "ליל הניאון בתל אביב", face: /^(Rubik|NotoSansHebrew)-/ },
  { script: "Devanagari", language: "hi", name: "दिवाली उत्सव दिल्ली", face: /^(Poppins|NotoSansDevanagari)-/ },
  { script: "Thai", language: "th", name: "เทศกาลดนตรีกรุงเทพ", face: /^NotoSansThai-/ },
  { script: "Japanese", language: "ja", name: "東京デザインウィーク 2027", face: /^NotoSansJP-/ },
  { script: "Chinese (Simplified)", language: "zh", name: "上海国际电影节", face: /^NotoSansSC-/ },
  { script: "Chinese (Traditional)", language: "zh-TW", name: "台北國際書展", face: /^NotoSansTC-/ },
  { script: "Korean", language: "ko", name: "서울 디자인 위크", face: /^NotoSansKR-/ },
  { script: "emoji", language: "en", name: "Nia's 30th 🎉✨", face: /^Poppins-/ },
];

const kitNamed = (name: string): BrandKit => ({
  selectedName: name,
  eventNames: [name, `${name} Live`, `${name} Night`],
  headline: "A night to remember",
  tagline: "Come as you are.",
  description: "Music, food and friends.",
  socialCaptions: ["See you there.", "Two weeks to go!", "Tonight!"],
  images: { poster: "", square: "", banner: "" },
  brandGuide: buildBrandGuide(COLORS),
});

type Item = { str: string; dir: string; x: number; y: number };

/** The cover's lines as a reader sees them: pdf.js's items per baseline, in reading order. */
async function coverLines(bytes: Uint8Array): Promise<string[]> {
  const pdfjs = await import("pdfjs-dist/legacy/build/pdf.mjs");
  const loaded = await pdfjs.getDocument({ data: bytes.slice(), verbosity: 0 }).promise;
  const content = await (await loaded.getPage(1)).getTextContent();
  const items: Item[] = content.items.flatMap((item) =>
    "str" in item && item.str
      ? [{ str: item.str, dir: item.dir, x: item.transform[4], y: item.transform[5] }]
      : []
  );
  await loaded.destroy();
  const byLine = new Map<number, Item[]>();
  for (const item of items) {
    const key = Math.round(item.y);
    byLine.set(key, [...(byLine.get(key) ?? []), item]);
  }
  return [...byLine.values()].map((line) => readingOrder(line.sort((a, b) => a.x - b.x)));
}

/**
 * pdf.js gives the runs of a mixed line left to right, each in its own reading order; a line whose first strong
 * run is right to left is read from its right end, its left-to-right runs (numbers, Latin) kept as they are.
 */
function readingOrder(visual: readonly Item[]): string {
  const rightToLeft = visual.some((item) => item.dir === "rtl") &&
    [...visual].reverse().find((item) => item.str.trim())?.dir === "rtl";
  if (!rightToLeft) return visual.map((item) => item.str).join("");
  const runs: Item[][] = [];
  const isSpace = (item: Item) => !item.str.trim();
  const isLtrText = (run: Item[] | undefined) =>
    run !== undefined && run[0].dir !== "rtl" && !isSpace(run[0]);
  for (const item of [...visual].reverse()) {
    const [last, before] = [runs.at(-1), runs.at(-2)];
    if (isSpace(item) || item.dir === "rtl") runs.push([item]);
    else if (isLtrText(last)) last!.unshift(item);
    else if (last && isSpace(last[0]) && isLtrText(before)) {
      runs.pop();
      before!.unshift(item, ...last);
    } else runs.push([item]);
  }
  return runs.map((run) => run.map((item) => item.str).join("")).join("");
}

describe("brand-guide.pdf in every script", () => {
  for (const { script, language, name, face } of NAMES) {
    it(`sets a ${script} name as real text that reads back exactly, in a subset face that has it`, async () => {
      const bytes = await brandGuidePdf({
        kit: kitNamed(name),
        typesetting: renderer.documentTypesetting(),
        language,
        now: () => new Date("2027-01-01T00:00:00Z"),
      });
      const lines = await coverLines(bytes);
      expect(lines.map((line) => line.replace(/\s+/g, " ").trim())).toContain(name);
      const fonts = embeddedFonts(await PDFDocument.load(bytes));
      expect(fonts.some((font) => face.test(font))).toBe(true);
    });
  }

  it("embeds only the glyphs it uses: a Japanese guide stays small", async () => {
    const bytes = await brandGuidePdf({
      kit: kitNamed("東京デザインウィーク 2027"),
      typesetting: renderer.documentTypesetting(),
      language: "ja",
    });
    expect(bytes.byteLength).toBeLessThan(200 * 1024);
  });
});
