import { describe, expect, it } from "vitest";
import { lintCopyTone, writeCopy } from "../../../brandkit/providers/offline/mod.ts";
import { toneCorpus } from "./_tone-corpus.ts";

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

  it("says no content word twice within a caption, the description, or the headline and tagline", () => {
    expect(problems.filter((problem) => problem.includes("twice"))).toEqual([]);
  });
}, 120_000);
