import { describe, expect, it } from "vitest";
import { lintCopyTone, writeCopy } from "../../../brandkit/providers/offline/mod.ts";
import { toneCorpus } from "./_tone-corpus.ts";

/**
 * Repeats the corpus still has (of some 5,600 kits in 13 languages; 4,202 before the copywriter avoided them):
 * phrase banks whose voices say their key word in most phrases ("fête", "праздник"). Lower it as banks are
 * reworded; it must never rise.
 */
const MAX_KNOWN_REPEATS = 850;

describe("the offline copy's tone over a corpus of kinds, vibes, names and seeds in every language", () => {
  const problems = toneCorpus().flatMap(({ request, seed, today }) =>
    lintCopyTone(writeCopy(request, seed, today), request).map((problem) => `${request.language}: ${problem}`)
  );

  it("mentions no drink unless the vibes or the name ask for it", () => {
    expect(problems.filter((problem) => problem.includes("drink"))).toEqual([]);
  });

  it("keeps invitation formalities for weddings and galas", () => {
    expect(problems.filter((problem) => problem.includes("formality"))).toEqual([]);
  });

  it("says no children's-party phrase at an adult's birthday", () => {
    expect(problems.filter((problem) => problem.includes("children's party"))).toEqual([]);
  });

  it(`repeats a content word in at most ${MAX_KNOWN_REPEATS} fields`, () => {
    expect(problems.filter((problem) => problem.includes("twice")).length).toBeLessThanOrEqual(
      MAX_KNOWN_REPEATS,
    );
  });
}, 120_000);
