/**
 * A render worker's memory with the CJK faces loaded (issue 17), in a fresh process: the RSS after one Latin kit
 * (the worker started, no script face loaded); after kits in Japanese, Chinese Simplified and Traditional and
 * Korean with names and places of everyday words (the script corpus's word lists); then after as many kits again
 * whose names and places are drawn from the whole Han and Hangul blocks, so each kit loads faces the others did
 * not (Noto ships every CJK face as about a hundred subset files, loaded on demand): what a long-lived worker comes
 * to. Each reading follows a full garbage collection (the measuring process runs with --expose-gc), so it is what
 * the worker keeps. Also which script faces' files were read. Rendering itself grows a process's RSS (resvg and
 * PNG buffers, kept by the allocator; as much before the type engine), so the same number of Latin kits in
 * another fresh process is the baseline: the CJK faces' cost is the difference. Target: at most 150 MB.
 *
 *   deno task bench cjk-memory
 */
import { generateKit } from "../../brandkit/generation/generator.ts";
import { type GenerationRequestInput, GenerationRequestSchema } from "../../brandkit/schemas.ts";
import { createOfflineProvider } from "../../brandkit/providers/offline/mod.ts";
import { createRenderer, loadRenderAssets } from "../../brandkit/render/mod.ts";
import { PALETTES } from "../../brandkit/palettes/palettes.ts";
import { seededRandom } from "../../brandkit/seed.ts";
import { SCRIPT_WORDS } from "../support/script-words.ts";

const KITS_PER_LANGUAGE = 8;
const WORDS_PER_TEXT = 3;
const NAME_CHARS = 14;
const PLACE_CHARS = 24;
const MAX_GROWTH_MB = 150;
const FACE_RUNS = 5;
const MB = 1024 * 1024;

/** Each language, its everyday words, and the blocks its other names are drawn from ([first, last] code points). */
const LANGUAGES: ReadonlyArray<{
  language: string;
  words: { name: readonly string[]; place: readonly string[]; joiner: string };
  blocks: ReadonlyArray<readonly [number, number]>;
}> = [
  {
    language: "ja",
    words: SCRIPT_WORDS.japanese,
    blocks: [[0x4e00, 0x9fff], [0x3041, 0x3096], [0x30a1, 0x30fa]],
  },
  { language: "zh-CN", words: SCRIPT_WORDS.chineseSimplified, blocks: [[0x4e00, 0x9fff]] },
  { language: "zh-TW", words: SCRIPT_WORDS.chineseTraditional, blocks: [[0x4e00, 0x9fff]] },
  { language: "ko", words: SCRIPT_WORDS.korean, blocks: [[0xac00, 0xd7a3]] },
];

const random = seededRandom(17);

/** `count` words of a list, picked at random, joined the script's way. */
function wordsFrom(words: readonly string[], joiner: string, count: number): string {
  return Array.from({ length: count }, () => words[Math.floor(random() * words.length)]).join(joiner);
}

/** `count` characters from `blocks`, spread over them (a name no dictionary has). */
function textFrom(blocks: ReadonlyArray<readonly [number, number]>, count: number): string {
  return Array.from({ length: count }, () => {
    const [first, last] = blocks[Math.floor(random() * blocks.length)];
    return String.fromCodePoint(first + Math.floor(random() * (last - first + 1)));
  }).join("");
}

/** RSS in MB after a full collection. */
function rssMb(): number {
  (globalThis as { gc?: () => void }).gc?.();
  return Deno.memoryUsage().rss / MB;
}

async function measure(): Promise<
  { everyday: number; all: number; facesOnly?: number; facesEveryday?: number }
> {
  const assets = await loadRenderAssets(Deno.readFile);
  const filesByFace = new Map<string, number>();
  const renderer = createRenderer(assets, {
    readFile: (url) => {
      const face = /@fontsource(?:-variable)?\/([^/]+)\//.exec(url.pathname)?.[1];
      if (face && /\.woff2?$/.test(url.pathname)) filesByFace.set(face, (filesByFace.get(face) ?? 0) + 1);
      return Deno.readFile(url);
    },
  });
  const provider = createOfflineProvider(renderer);
  const kit = (input: GenerationRequestInput) =>
    generateKit(GenerationRequestSchema.parse(input), { provider });
  const base = { vibes: ["neon"], colors: PALETTES[0].colors, eventDate: "2026-06-21" };
  const files = () =>
    [...filesByFace].map(([face, count]) => `${face.replace("noto-sans-", "")} ${count}`).join(", ");

  await kit({ ...base, customEventName: "Midsummer Night Market", eventLocation: "Pier 57, New York" });
  const before = rssMb();
  const started = performance.now();
  // First the faces alone: the kits' texts loaded and shaped in their language, nothing rendered; everyday
  // words, then names from the whole Han and Hangul blocks (close to every subset file of the four faces).
  const facesFor = async (pick: (language: (typeof LANGUAGES)[number]) => string[]) => {
    for (const entry of LANGUAGES) {
      const list = pick(entry);
      const missing = new Set(await renderer.shaper.library.undrawable(list));
      const clean = list.map((text) => [...text].filter((char) => !missing.has(char)).join(""));
      await renderer.shaper.library.prepare(clean, entry.language);
      const measurer = renderer.measurerFor(entry.language);
      for (const text of clean) {
        for (const role of ["display", "detail"] as const) measurer.width(text, role, 40);
      }
    }
    return rssMb() - before;
  };
  const kitTexts = (make: () => string) => Array.from({ length: KITS_PER_LANGUAGE * 2 }, make);
  const facesEveryday = await facesFor(({ words }) =>
    kitTexts(() => wordsFrom([...words.name, ...words.place], words.joiner, WORDS_PER_TEXT))
  );
  const facesOnly = await facesFor(({ blocks }) => kitTexts(() => textFrom(blocks, PLACE_CHARS)));
  console.log(
    `CJK: faces loaded and shaped, nothing rendered: +${facesEveryday.toFixed(0)} MB for everyday words, ` +
      `+${facesOnly.toFixed(0)} MB with names from the whole blocks too (files: ${files()})`,
  );
  if (Deno.args.includes("--faces")) return { everyday: 0, all: 0, facesOnly, facesEveryday };
  const everyday: string[] = [];
  for (const { language, words } of LANGUAGES) {
    for (let index = 0; index < KITS_PER_LANGUAGE; index++) {
      await kit({
        ...base,
        language,
        customEventName: wordsFrom(words.name, words.joiner, WORDS_PER_TEXT),
        eventLocation: wordsFrom(words.place, words.joiner, WORDS_PER_TEXT),
      });
    }
    everyday.push(`${language} ${(rssMb() - before).toFixed(0)} MB (files: ${files()})`);
  }
  const afterEveryday = rssMb();
  for (const { language, blocks } of LANGUAGES) {
    for (let index = 0; index < KITS_PER_LANGUAGE; index++) {
      const [name, place] = [textFrom(blocks, NAME_CHARS), textFrom(blocks, PLACE_CHARS)];
      // A few code points of the blocks are unassigned or in no face: the request would be refused.
      const missing = new Set(await renderer.shaper.library.undrawable([name, place]));
      const drawable = (text: string) => [...text].filter((char) => !missing.has(char)).join("");
      await kit({ ...base, language, customEventName: drawable(name), eventLocation: drawable(place) });
    }
  }
  const after = rssMb();
  const kits = LANGUAGES.length * KITS_PER_LANGUAGE;
  console.log(`CJK: RSS after a Latin kit ${before.toFixed(0)} MB (after a full GC, as every reading)`);
  console.log(
    `CJK: growth after ${KITS_PER_LANGUAGE} kits of everyday words each, cumulative: ${everyday.join("; ")}`,
  );
  console.log(
    `CJK: ${(afterEveryday - before).toFixed(0)} MB after those ${kits} kits, ${
      (after - before).toFixed(0)
    } MB ` +
      `after ${kits} more from the whole Han and Hangul blocks (files: ${files()}; ${
        ((performance.now() - started) / 1000).toFixed(1)
      } s)`,
  );
  return { everyday: afterEveryday - before, all: after - before, facesOnly, facesEveryday };
}

/** The same number of kits in Latin names only: what rendering alone adds to the RSS. */
async function measureLatin(): Promise<{ everyday: number; all: number }> {
  const provider = createOfflineProvider(createRenderer(await loadRenderAssets(Deno.readFile)));
  const kit = (input: GenerationRequestInput) =>
    generateKit(GenerationRequestSchema.parse(input), { provider });
  const base = { vibes: ["neon"], colors: PALETTES[0].colors, eventDate: "2026-06-21" };
  const words = ["Midsummer", "Night", "Market", "Harbour", "Lights", "Jazz", "Gala", "Festival", "Summit"];
  const latin = () => ({
    ...base,
    customEventName: wordsFrom(words, " ", WORDS_PER_TEXT),
    eventLocation: wordsFrom(words, " ", WORDS_PER_TEXT),
  });
  await kit(latin());
  const before = rssMb();
  const kits = LANGUAGES.length * KITS_PER_LANGUAGE;
  for (let index = 0; index < kits; index++) await kit(latin());
  const afterEveryday = rssMb();
  for (let index = 0; index < kits; index++) await kit(latin());
  const after = rssMb();
  console.log(
    `Latin: ${(afterEveryday - before).toFixed(0)} MB after ${kits} kits, ${
      (after - before).toFixed(0)
    } MB after ${kits} more`,
  );
  return { everyday: afterEveryday - before, all: after - before };
}

const MEASURED = "BRANDKIT_MEASURED:";

if (Deno.args.includes("--measure")) {
  const growth = Deno.args.includes("--latin") ? await measureLatin() : await measure();
  console.log(`${MEASURED}${JSON.stringify(growth)}`);
} else {
  // Fresh processes that can collect garbage on demand, so each reading is what the worker keeps.
  const run = async (...flags: string[]) => {
    const { code, stdout } = await new Deno.Command(Deno.execPath(), {
      args: ["run", "-A", "--v8-flags=--expose-gc", new URL(import.meta.url).pathname, "--measure", ...flags],
      stdout: "piped",
      stderr: "inherit",
    }).output();
    if (code !== 0) throw new Error(`the measuring process exited with ${code}`);
    const lines = new TextDecoder().decode(stdout).trim().split("\n");
    for (const line of lines) if (!line.startsWith(MEASURED)) console.log(line);
    return JSON.parse(lines.find((line) => line.startsWith(MEASURED))!.slice(MEASURED.length)) as {
      everyday: number;
      all: number;
      facesOnly?: number;
      facesEveryday?: number;
    };
  };
  // An RSS reading moves by tens of MB from run to run (when the collector and WebAssembly's memory grow): the
  // faces' cost is the median of FACE_RUNS fresh processes.
  const faceRuns = [];
  for (let run_ = 0; run_ < FACE_RUNS; run_++) faceRuns.push(await run("--faces"));
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  const faces = median(faceRuns.map((growth) => growth.facesEveryday ?? 0));
  const worst = median(faceRuns.map((growth) => growth.facesOnly ?? 0));
  const latin = await run("--latin");
  const cjk = await run();
  const everyday = cjk.everyday - latin.everyday;
  const all = cjk.all - latin.all;
  const verdict = (mb: number) => (mb > MAX_GROWTH_MB ? "over target" : "within target");
  console.log(
    `RSS growth with the CJK faces loaded (texts shaped, nothing rendered; target <= ${MAX_GROWTH_MB} MB): ` +
      `${faces.toFixed(0)} MB for kits of everyday words in ja, zh-CN, zh-TW and ko (${verdict(faces)}), ` +
      `${worst.toFixed(0)} MB with names from the whole Han and Hangul blocks too (${
        verdict(worst)
      }); median of ` +
      `${FACE_RUNS} fresh processes`,
  );
  console.log(
    `with rendering, CJK kits minus as many Latin kits: ${everyday.toFixed(0)} MB everyday, ${
      all.toFixed(0)
    } MB ` +
      "all (rendering's own growth, resvg's buffers kept by the allocator, is about the same for any script and " +
      "levels off after some 60 renders, so these differences are mostly noise)",
  );
}
