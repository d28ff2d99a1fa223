/**
 * The corpus per script: briefs in one script each (Vietnamese, Cyrillic, Greek, Arabic, Hebrew, Devanagari,
 * Thai, Japanese, Chinese both ways, Korean, emoji, mixed directions), drawn on all five canvases in every layout
 * family and over artwork. Every character is drawn, by a face that has its script and never as .notdef; no
 * outline leaves the canvas; the designs pass the corpus's checks; no line starts with closing punctuation.
 */
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { CANVAS_SIZES } from "../../../brandkit/formats/formats.ts";
import { ART_FAMILY, LAYOUT_FAMILIES } from "../../../brandkit/web.ts";
import {
  createRenderer,
  type Design,
  FONT_FAMILY,
  type RenderAssets,
  type Renderer,
} from "../../../brandkit/render/mod.ts";
import { cleanText } from "../../../brandkit/render/_measure.ts";
import { SCRIPT_FACES } from "../../../brandkit/type/mod.ts";
import { photoArt } from "./_art.ts";
import { designProblems } from "./_corpus.ts";
import {
  allowedFaces,
  CLOSING_PUNCTUATION,
  missingClusters,
  OPENING_PUNCTUATION,
  type ScriptCase,
  scriptCaseArbitrary,
} from "./_scripts.ts";
import type { ScriptName } from "../../support/script-words.ts";
import { pathPoints, renderAssets } from "../../support/render-assets.ts";
import { designedBrief } from "./_brief.ts";

/** Replay a failure with BRANDKIT_SCRIPTS_SEED=<seed> (and BRANDKIT_SCRIPTS_RUNS=<runs per script>). */
const DEFAULT_SEED = 17;
const DEFAULT_RUNS = 30;
const SEED = Number(Deno.env.get("BRANDKIT_SCRIPTS_SEED") ?? DEFAULT_SEED);
const RUNS = Number(Deno.env.get("BRANDKIT_SCRIPTS_RUNS") ?? DEFAULT_RUNS);
const SCRIPT_TIMEOUT_MS = 60_000;

/** Every face that can draw: the brand faces, the Noto script faces and Twemoji. */
const KNOWN_FACES = new Set<string>([
  ...Object.values(FONT_FAMILY),
  ...SCRIPT_FACES.map((face) => face.family),
  "Twemoji",
]);

const SCRIPTS: ReadonlyArray<[ScriptName, string]> = [
  ["vietnamese", "Latin with Vietnamese (Lễ hội Âm nhạc Hà Nội)"],
  ["cyrillic", "Cyrillic (Russian, Ukrainian, Bulgarian, Serbian)"],
  ["greek", "Greek"],
  ["arabic", "Arabic (with harakat and Arabic-Indic digits)"],
  ["hebrew", "Hebrew (with niqqud)"],
  ["devanagari", "Devanagari (conjuncts and vowel signs)"],
  ["thai", "Thai (no spaces between words)"],
  ["japanese", "Japanese (kana, kanji, 「」、。！)"],
  ["chineseSimplified", "Chinese Simplified"],
  ["chineseTraditional", "Chinese Traditional"],
  ["korean", "Korean"],
  ["emoji", "emoji (ZWJ sequences, flags, keycaps, skin tones)"],
  ["mixedDirection", "mixed-direction lines (Arabic and Hebrew with Latin and digits)"],
];

let assets: RenderAssets;
let art: Uint8Array;
beforeAll(async () => {
  assets = await renderAssets();
  art = photoArt();
});

function designOf(
  renderer: Renderer,
  brief: ScriptCase["brief"],
  { kind, family }: ScriptCase["designs"][number],
) {
  const size = CANVAS_SIZES[kind];
  return family === ART_FAMILY
    ? renderer.designOverlay({
      kind,
      size,
      brief: designedBrief(brief),
      art: { bytes: art, mimeType: "image/png" },
    })
    : renderer.design({ kind, size, brief: designedBrief(brief, family) });
}

/** Everything wrong with how `design`'s text is drawn for `brief`. */
async function drawingProblems(
  renderer: Renderer,
  design: Design,
  brief: ScriptCase["brief"],
): Promise<string[]> {
  const problems: string[] = [];
  const drawn = renderer.drawnText(design);
  const expected = {
    name: cleanText(brief.eventName),
    date: brief.displayDate,
    location: brief.location ? cleanText(brief.location) : undefined,
  };
  for (const [id, text] of Object.entries(expected)) {
    const missing = text ? missingClusters(drawn, id, text) : [];
    if (missing.length > 0) problems.push(`${id} does not draw ${JSON.stringify(missing.join(""))}`);
  }
  for (const { block: id, line, clusters } of drawn) {
    const block = design.blocks.find((candidate) => candidate.id === id)!;
    for (const { text, drawnBy } of clusters) {
      // The brief's own text is in the script under test; the accent and the QR caption are the copywriter's.
      const allowed = id in expected ? allowedFaces(text, block.text.role, brief.language) : null;
      if (!KNOWN_FACES.has(drawnBy)) problems.push(`${id} '${text}' drawn by ${JSON.stringify(drawnBy)}`);
      else if (allowed && !allowed.includes(drawnBy)) {
        problems.push(
          `${id} (${block.text.role}) '${text}' of "${line}" drawn by ${drawnBy}, not ${allowed}`,
        );
      }
    }
    const shaped = renderer.measurerFor(block.text.language).shape(
      line,
      block.text.role,
      block.text.size ? block.text.tracking / block.text.size : 0,
    );
    const notdef = shaped.items.filter((item) => item.kind === "glyph" && item.glyph === 0);
    if (notdef.length > 0) problems.push(`${id} "${line}" has ${notdef.length} .notdef glyphs`);
  }
  for (const block of design.blocks) {
    block.text.lines.forEach((line, index) => {
      if (index > 0 && CLOSING_PUNCTUATION.test(line)) problems.push(`${block.id} line starts "${line}"`);
      if (index < block.text.lines.length - 1 && OPENING_PUNCTUATION.test(line)) {
        problems.push(`${block.id} line ends "${line}"`);
      }
    });
  }
  const outside = pathPoints(await renderer.toSvg(design, { background: false })).filter(([x, y]) =>
    !(x >= 0 && x <= design.width && y >= 0 && y <= design.height)
  );
  if (outside.length > 0) {
    problems.push(`${outside.length} outline points off the canvas, e.g. ${outside[0]}`);
  }
  return [
    ...problems,
    ...designProblems(design, expected, brief.eventLink),
  ];
}

for (const [script, label] of SCRIPTS) {
  describe(`the ${label} corpus (seed ${SEED}, ${RUNS} briefs x 5 canvases)`, () => {
    // A renderer of its own, as a fresh render worker: faces another script's corpus loaded would hide a text
    // that is drawn without being prepared.
    let renderer: Renderer;
    beforeAll(() => {
      renderer = createRenderer(assets, { readFile: (url) => Deno.readFile(url) });
    });

    it(
      "draws every character of the name, place and date with a face that has the script (never .notdef), " +
        "inside the canvas, whole, above the floors, at 4.5:1, apart, with no line opening on closing punctuation",
      async () => {
        const families = new Set<string>();
        await fc.assert(
          fc.asyncProperty(scriptCaseArbitrary(script), async ({ brief, designs }) => {
            const problems: string[] = [];
            for (const request of designs) {
              families.add(request.family);
              const design = await designOf(renderer, brief, request);
              const found = await drawingProblems(renderer, design, brief);
              problems.push(...found.map((problem) => `${request.family} ${request.kind}: ${problem}`));
            }
            if (problems.length > 0) {
              throw new Error(`${brief.language}: ${[...new Set(problems)].join("; ")}`);
            }
          }),
          { seed: SEED, numRuns: RUNS },
        );
        // A short replay (fewer runs) need not meet every family; the full run must.
        if (RUNS >= DEFAULT_RUNS) {
          expect([...families].sort()).toEqual([...LAYOUT_FAMILIES, ART_FAMILY].sort());
        }
      },
      SCRIPT_TIMEOUT_MS,
    );
  });
}

describe("the QR caption in the kit's language, on a fresh renderer", () => {
  it.each([
    ["ja", "東京デザインウィーク", "https://rsvp.example.org/tokyo"],
    ["ja", "東京デザインウィーク", "https://tix.example.com/e/1"],
    ["zh", "上海国际电影节", "https://rsvp.example.org/shanghai"],
    ["zh", "上海国际电影节", "https://tix.example.com/e/1"],
    ["zh-TW", "台北國際書展", "https://rsvp.example.org/taipei"],
    ["zh-TW", "台北國際書展", "https://tix.example.com/e/1"],
    ["ko", "서울 디자인 위크", "https://rsvp.example.org/seoul"],
    ["ko", "서울 디자인 위크", "https://tix.example.com/e/1"],
  ])(
    "is drawn on a %s poster for %s (%s), its faces loaded with the rest of the text",
    async (language, name, link) => {
      const renderer = createRenderer(assets, { readFile: (url) => Deno.readFile(url) });
      const brief = {
        eventName: name,
        vibes: [],
        colors: ["#1F2937", "#F9FAFB"],
        seed: 1,
        language,
        eventLink: link,
      };
      const design = await renderer.design({
        kind: "poster",
        size: CANVAS_SIZES.poster,
        brief: designedBrief(brief, "bold"),
      });
      const caption = renderer.drawnText(design).filter((line) => line.block === "qr-caption");
      expect(caption.flatMap((line) => line.clusters).length).toBeGreaterThan(0);
    },
  );
});
