import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { CANVAS_SIZES } from "../../../brandkit/formats/formats.ts";
import { createRenderer, type Renderer } from "../../../brandkit/render/mod.ts";
import type { TextMeasurer } from "../../../brandkit/render/_measure.ts";
import { caseArbitrary, designProblems } from "./_corpus.ts";
import { renderAssets } from "../../support/render-assets.ts";

/** Replay a failure with BRANDKIT_CORPUS_SEED=<seed> (and BRANDKIT_CORPUS_RUNS=<runs>). */
const DEFAULT_SEED = 13;
const DEFAULT_RUNS = 400;
const SEED = Number(Deno.env.get("BRANDKIT_CORPUS_SEED") ?? DEFAULT_SEED);
const RUNS = Number(Deno.env.get("BRANDKIT_CORPUS_RUNS") ?? DEFAULT_RUNS);
const CORPUS_TIMEOUT_MS = 120_000;

let renderer: Renderer;
let measurer: TextMeasurer;
beforeAll(async () => {
  const assets = await renderAssets();
  renderer = createRenderer(assets);
  measurer = renderer.measurerFor();
});

describe(`the typesetting corpus (seed ${SEED}, ${RUNS} cases)`, () => {
  it(
    "sets the name, date and place whole, at or above the size floor, at 4.5:1, inside the safe area and apart, " +
      "on every canvas, with a scannable QR code clear of the text on the poster and story when there is a link",
    async () => {
      await fc.assert(
        fc.asyncProperty(caseArbitrary, async ({ brief, kind, family }) => {
          const design = await renderer.design({ kind, size: CANVAS_SIZES[kind], brief });
          const problems = designProblems(design, {
            name: measurer.clean(brief.eventName),
            date: brief.displayDate,
            location: brief.location ? measurer.clean(brief.location) : undefined,
          }, brief.eventLink);
          if (problems.length > 0) throw new Error(`${family} ${kind}: ${problems.join("; ")}`);
        }),
        { seed: SEED, numRuns: RUNS },
      );
      expect(true).toBe(true);
    },
    CORPUS_TIMEOUT_MS,
  );
});
