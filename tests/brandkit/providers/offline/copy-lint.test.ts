import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { GenerationRequestSchema, KitTextSchema } from "../../../../brandkit/schemas.ts";
import { writeOfflineCopy } from "../../../../brandkit/providers/offline/mod.ts";
import { lintCopy } from "./_copy-lint.ts";
import { addDays, corpusCase, corpusSeed } from "./_corpus.ts";

/** Cases in one run of the corpus; COPY_LINT_RUNS overrides. */
const CORPUS_RUNS = Number(Deno.env.get("COPY_LINT_RUNS") ?? 800);
/** Time for a long replay: the default run takes about two seconds. */
const TIMEOUT_MS = Math.max(30_000, CORPUS_RUNS * 5);
const CORPUS_SEED = corpusSeed();

describe("the offline copy over a corpus of requests", () => {
  it(`keeps every copy-lint rule for ${CORPUS_RUNS} generated requests`, () => {
    let checked = 0;
    const property = fc.property(corpusCase, (input) => {
      const parsed = GenerationRequestSchema.safeParse({
        vibes: input.vibes,
        customEventName: input.customEventName,
        eventLocation: input.eventLocation,
        eventLink: input.eventLink,
        eventDate: input.offset === undefined ? undefined : addDays(input.today, input.offset),
      });
      fc.pre(parsed.success);
      const today = input.knowsToday ? input.today : undefined;
      const request = parsed.data!;
      const copy = writeOfflineCopy(request, input.seed, today);
      checked++;
      const schema = KitTextSchema.safeParse(copy);
      expect(schema.success, JSON.stringify(schema.error?.issues)).toBe(true);
      const problems = lintCopy(copy, { request, today });
      if (problems.length > 0) {
        throw new Error(`${problems.join("\n")}\n${JSON.stringify({ request, today, copy }, null, 1)}`);
      }
      expect(writeOfflineCopy(request, input.seed, today)).toEqual(copy);
    });
    try {
      fc.assert(property, { numRuns: CORPUS_RUNS, seed: CORPUS_SEED });
    } catch (error) {
      const replay = `COPY_LINT_SEED=${CORPUS_SEED} COPY_LINT_RUNS=${CORPUS_RUNS}`;
      const cause = error instanceof Error && error.cause instanceof Error ? `\n${error.cause.message}` : "";
      throw new Error(
        `copy-lint failed on case ${checked} of ${CORPUS_RUNS}; replay with ${replay}\n${error}${cause}`,
      );
    }
  }, TIMEOUT_MS);
});
