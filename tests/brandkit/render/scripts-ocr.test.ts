/**
 * OCR read-back: one event name per script, set by the renderer (editorial square) in black on plain white, is
 * read by tesseract in the script's language, and most of its characters come back. It proves the outlines are
 * the right letters, joined, ordered and accented as a reader expects, which no glyph-id check can. Needs
 * tesseract and its language packs (`deno task test:services` installs them); skipped only where tesseract is
 * missing and CI is not set.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { CANVAS_SIZES } from "../../../brandkit/formats/formats.ts";
import { createRenderer, type Design, type Renderer } from "../../../brandkit/render/mod.ts";
import { rasterize } from "../../../brandkit/render/_raster.ts";
import { inkOfLines } from "../../../brandkit/render/_measure.ts";
import { clustersOf } from "./_scripts.ts";
import { editDistance } from "../../../brandkit/palettes/edit-distance.ts";
import { renderAssets } from "../../support/render-assets.ts";
import { designedBrief } from "./_brief.ts";

/** Share of the name's characters (edit distance over length) that must come back: OCR is not exact. */
const MIN_SIMILARITY = 0.8;
/**
 * White around the name, px, and the size its type is read at, px, whatever size the layout gave it (tesseract
 * reads mid-sized type best).
 */
const PADDING_PX = 40;
const READ_SIZE_PX = 48;
/**
 * Page segmentation modes tried, best reading kept: a column of lines of any size (a name on two lines of
 * Arabic), a uniform block, and sparse text.
 */
const PAGE_MODES = ["4", "6", "11"];

const NAMES: ReadonlyArray<{ script: string; language: string; ocr: string; name: string }> = [
  { script: "Latin with Vietnamese", language: "vi", ocr: "vie", name: "Lễ hội Âm nhạc Hà Nội" },
  { script: "Cyrillic", language: "ru", ocr: "rus", name: "Ночь музыки в Москве" },
  { script: "Greek", language: "el", ocr: "ell", name: "Φεστιβάλ Αθηνών" },
  { script: "Arabic", language: "ar", ocr: "ara", name: "مهرجان الربيع في عمّان" },
  { script: "Hebrew", language: "he", ocr: "heb", name: "ליל הניאון בתל אביב" },
  { script: "Devanagari", language: "hi", ocr: "hin", name: "दिवाली उत्सव दिल्ली" },
  { script: "Thai", language: "th", ocr: "tha", name: "เทศกาลดนตรีกรุงเทพ" },
  { script: "Japanese", language: "ja", ocr: "jpn", name: "東京デザインウィーク" },
  { script: "Chinese Simplified", language: "zh", ocr: "chi_sim", name: "上海国际电影节" },
  { script: "Chinese Traditional", language: "zh-TW", ocr: "chi_tra", name: "台北國際書展" },
  { script: "Korean", language: "ko", ocr: "kor", name: "서울 디자인 위크" },
];

/** True when a tesseract binary runs here. */
async function hasTesseract(): Promise<boolean> {
  try {
    return (await new Deno.Command("tesseract", { args: ["--version"], stdout: "null", stderr: "null" })
      .output())
      .success;
  } catch {
    return false;
  }
}

const TESSERACT = await hasTesseract();
const RUN = TESSERACT || Boolean(Deno.env.get("CI"));

/** What tesseract reads in a PNG (sent on stdin), in `language` and page mode `mode`. */
async function ocr(png: Uint8Array, language: string, mode: string): Promise<string> {
  const child = new Deno.Command("tesseract", {
    args: ["stdin", "stdout", "-l", language, "--psm", mode],
    stdin: "piped",
    stdout: "piped",
    stderr: "piped",
    // One thread: the machines running the tests are small and shared.
    env: { OMP_THREAD_LIMIT: "1" },
  }).spawn();
  const writer = child.stdin.getWriter();
  await writer.write(png);
  await writer.close();
  const { success, stdout, stderr } = await child.output();
  const decoder = new TextDecoder();
  if (!success) throw new Error(`tesseract -l ${language} failed: ${decoder.decode(stderr).trim()}`);
  return decoder.decode(stdout);
}

/** Characters as compared: NFC, lower case, without spaces and bidi marks. */
const comparable = (text: string) =>
  clustersOf(text.normalize("NFC").toLowerCase().replace(/[\s\u200E\u200F\u061C]+/gu, ""));

/** 1 - edit distance / the longer length, over grapheme clusters. */
function similarity(expected: string, read: string): number {
  const [a, b] = [comparable(expected), comparable(read)];
  return 1 - editDistance(a, b) / Math.max(a.length, b.length, 1);
}

/**
 * The name block alone, black on white, cropped to its ink (marks and dots may reach past its line boxes) with
 * some white around, and scaled for reading.
 */
async function plainName(renderer: Renderer, design: Design): Promise<Uint8Array> {
  const name = design.blocks.find((block) => block.id === "name")!;
  const { text } = name;
  const ink = inkOfLines(renderer.measurerFor(text.language), text, name.y);
  const top = Math.min(name.y, ink.top);
  const bottom = Math.max(name.y + text.height, ink.bottom);
  const plain: Design = {
    ...design,
    background: `<rect width="${design.width}" height="${design.height}" fill="#FFFFFF"/>`,
    blocks: [{ ...name, color: "#000000", backdrop: ["#FFFFFF"] }],
    qr: undefined,
  };
  const [x, y] = [name.x - PADDING_PX, top - PADDING_PX];
  const [width, height] = [name.width + PADDING_PX * 2, bottom - top + PADDING_PX * 2];
  const svg = (await renderer.toSvg(plain)).replace(
    /^<svg [^>]*>/,
    `<svg xmlns="http://www.w3.org/2000/svg" width="${Math.round(width * READ_SIZE_PX / text.size)}" ` +
      `height="${Math.round(height * READ_SIZE_PX / text.size)}" viewBox="${x} ${y} ${width} ${height}">`,
  );
  return rasterize(svg).png();
}

const TITLE = RUN
  ? "OCR read-back of a name in every script"
  : "OCR read-back (skipped: tesseract is not installed here and CI is not set; deno task test:services installs it)";

describe.skipIf(!RUN)(TITLE, () => {
  let renderer: Renderer;
  beforeAll(async () => {
    renderer = createRenderer(await renderAssets(), { readFile: (url) => Deno.readFile(url) });
  });

  it.each(NAMES)(
    "reads back the $script name $name (tesseract -l $ocr)",
    async ({ language, ocr: pack, name }) => {
      if (!TESSERACT) {
        throw new Error(
          "CI is set but tesseract is not installed: run deno task test:services, which installs it",
        );
      }
      const brief = { eventName: name, vibes: [], colors: ["#000000", "#FFFFFF"], seed: 1, language };
      const design = await renderer.design({
        kind: "square",
        size: CANVAS_SIZES.square,
        brief: designedBrief(brief, "editorial"),
      });
      const png = await plainName(renderer, design);
      const readings = await Promise.all(PAGE_MODES.map((mode) => ocr(png, pack, mode)));
      const best = readings.map((read) => ({ read, score: similarity(name, read) }))
        .reduce((a, b) => (b.score > a.score ? b : a));
      expect(
        best.score,
        `${JSON.stringify(name)} read as ${JSON.stringify(best.read.trim())}`,
      ).toBeGreaterThanOrEqual(MIN_SIMILARITY);
    },
  );
});
