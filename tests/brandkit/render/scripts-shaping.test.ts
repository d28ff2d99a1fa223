/**
 * The type engine at the glyph level, as the renderer's shaper sets text: Arabic joined and laid right to left
 * (its numbers left to right), a Devanagari vowel sign drawn before its consonant, and line-break units that keep
 * Thai grapheme clusters whole and never move a character.
 */
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { createRenderer, type Renderer } from "../../../brandkit/render/mod.ts";
import { breakUnits, type FaceStyle, type ShapedGlyph, type ShapedItem } from "../../../brandkit/type/mod.ts";
import { joinUnits } from "../../../brandkit/type/line-units.ts";
import { clustersOf } from "./_scripts.ts";
import { renderAssets } from "../../support/render-assets.ts";

const DISPLAY: FaceStyle = { family: "Poppins", weight: 700, style: "normal" };
/** Line units cost no shaping: many cases, as the dictionary's odd corners are rare. */
const THAI_RUNS = 5000;
const CJK_RUNS = 500;

let renderer: Renderer;
beforeAll(async () => {
  renderer = createRenderer(await renderAssets(), { readFile: (url) => Deno.readFile(url) });
  await renderer.shaper.library.prepare(["مرحبا", "مهرجان 2027", "कि"]);
});

const glyphs = (items: readonly ShapedItem[]) =>
  items.filter((item): item is ShapedGlyph => item.kind === "glyph");

/** The glyph a letter gets on its own: its isolated form. */
const isolated = (letter: string, language: string) =>
  glyphs(renderer.shaper.shape(letter, DISPLAY, { language }).items)[0].glyph;

describe("Arabic as the shaper sets it", () => {
  it("joins مرحبا: every letter takes a contextual form, not the glyph it has alone", () => {
    const line = renderer.shaper.shape("مرحبا", DISPLAY, { language: "ar" });
    const items = glyphs(line.items);
    expect(items).toHaveLength(5);
    for (const letter of "مرحبا") {
      const item = items.find((candidate) => candidate.text === letter);
      expect(item, letter).toBeDefined();
      expect(item!.glyph, `${letter} joined`).not.toBe(isolated(letter, "ar"));
    }
    expect(line.clusters.every(({ drawnBy }) => ["Rubik", "Noto Sans Arabic"].includes(drawnBy))).toBe(true);
  });

  it("lays مرحبا right to left: the first letter is the rightmost glyph, and right to left it reads مرحبا", () => {
    const items = glyphs(renderer.shaper.shape("مرحبا", DISPLAY, { language: "ar" }).items);
    const rightmost = items.reduce((best, item) => (item.x > best.x ? item : best));
    expect(rightmost.text).toBe("م");
    const rightToLeft = [...items].sort((a, b) => b.x - a.x).map((item) => item.text).join("");
    expect(rightToLeft).toBe("مرحبا");
  });

  it("keeps the number of مهرجان 2027 left to right, to the left of the Arabic word", () => {
    const items = glyphs(renderer.shaper.shape("مهرجان 2027", DISPLAY, { language: "ar" }).items);
    const digits = items.filter((item) => /\d/.test(item.text));
    expect(digits.map((item) => item.text).join("")).toBe("2027");
    expect(digits.every((digit, at) => at === 0 || digit.x > digits[at - 1].x)).toBe(true);
    const word = items.filter((item) => /\p{Script=Arabic}/u.test(item.text));
    expect(Math.max(...digits.map((item) => item.x))).toBeLessThan(Math.min(...word.map((item) => item.x)));
  });
});

describe("Devanagari as the shaper sets it", () => {
  it("draws the vowel sign of कि to the left of its consonant", () => {
    const line = renderer.shaper.shape("कि", DISPLAY, { language: "hi" });
    const items = glyphs(line.items);
    const consonant = items.find((item) => item.glyph === isolated("क", "hi"));
    const sign = items.find((item) => item !== consonant);
    expect(consonant).toBeDefined();
    expect(sign).toBeDefined();
    expect(sign!.x).toBeLessThan(consonant!.x);
    expect(line.clusters).toEqual([{
      text: "कि",
      drawnBy: expect.stringMatching(/^(Poppins|Noto Sans Devanagari)$/),
    }]);
  });
});

/** UTF-16 offsets where `text`'s grapheme clusters start, and its end. */
function clusterBoundaries(text: string): Set<number> {
  const starts = new Set<number>([text.length]);
  let at = 0;
  for (const cluster of clustersOf(text)) {
    starts.add(at);
    at += cluster.length;
  }
  return starts;
}

/** Where each unit starts in `text` (a unit that is not glued follows one space); null when they do not read it. */
function unitStarts(text: string, units: ReadonlyArray<{ text: string; glued: boolean }>): number[] | null {
  const starts: number[] = [];
  let at = 0;
  for (const [index, unit] of units.entries()) {
    if (index > 0 && !unit.glued) {
      if (text[at] !== " ") return null;
      at++;
    }
    if (!text.startsWith(unit.text, at)) return null;
    starts.push(at);
    at += unit.text.length;
  }
  return at === text.length ? starts : null;
}

const THAI_CONSONANTS = [..."กขคฆงจฉชซญดตถทธนบปผพฟภมยรลวศษสหอฮ"];
/**
 * A Thai syllable the dictionary may not know (as in a name): an optional leading vowel, a consonant, perhaps a
 * second one, a vowel above or below, a tone mark, a following vowel and a final consonant, in the combinations
 * Thai spelling allows (sara am only straight after the consonant and its tone; mai taikhu without a tone).
 */
const thaiSyllable = fc.record({
  lead: fc.constantFrom("", "", "เ", "แ", "โ", "ใ", "ไ"),
  consonant: fc.constantFrom(...THAI_CONSONANTS),
  second: fc.constantFrom("", "", "ร", "ล", "ว"),
  vowel: fc.constantFrom("", "", "ิ", "ี", "ึ", "ื", "ุ", "ู", "ั", "็"),
  tone: fc.constantFrom("", "", "่", "้", "๊", "๋"),
  after: fc.constantFrom("", "", "า", "ะ", "ำ"),
  final: fc.constantFrom("", "", ...THAI_CONSONANTS, "น์", "ส์"),
}).filter(({ lead, vowel, tone, after }) =>
  !(after === "ำ" && (lead || vowel)) && !(vowel === "็" && (tone || after))
).map(({ lead, consonant, second, vowel, tone, after, final }) =>
  lead + consonant + second + vowel + tone + after + final
);

const THAI_WORDS = ["เทศกาล", "ดนตรี", "กรุงเทพ", "ลอยกระทง", "สงกรานต์", "น้ำ", "ปั่น", "ค่ำคืน", "ร่ำรวย", "๒๕๗๐"];

/** Thai as names and places are written: words and syllables, now and then a space between phrases. */
const thaiText = fc.array(
  fc.tuple(fc.oneof(fc.constantFrom(...THAI_WORDS), thaiSyllable), fc.constantFrom("", "", "", " ")),
  { minLength: 1, maxLength: 16 },
).map((pieces) => pieces.map(([word, space]) => word + space).join("").trim());

describe("line-break units", () => {
  it("never split a Thai grapheme cluster, and read back the text exactly (fast-check)", () => {
    fc.assert(
      fc.property(thaiText, (text) => {
        const units = breakUnits(text);
        const starts = unitStarts(text, units);
        expect(starts, JSON.stringify(units)).not.toBeNull();
        const boundaries = clusterBoundaries(text);
        const inside = starts!.filter((start) => !boundaries.has(start));
        expect(inside.map((start) => text.slice(0, start)), JSON.stringify(units)).toEqual([]);
      }),
      { seed: 17, numRuns: THAI_RUNS },
    );
  });

  it("keep Chinese and Japanese text in its order, brackets and stops included (fast-check)", () => {
    const piece = fc.constantFrom(
      "東京",
      "音楽祭",
      "上海",
      "书展",
      "「",
      "」",
      "（",
      "）",
      "《",
      "》",
      "、",
      "。",
      "！",
      "ッ",
    );
    fc.assert(
      fc.property(
        fc.array(piece, { minLength: 1, maxLength: 12 }).map((pieces) => pieces.join("")),
        (text) => {
          expect(joinUnits(breakUnits(text))).toBe(text);
        },
      ),
      { seed: 17, numRuns: CJK_RUNS },
    );
  });
});
