/**
 * The copy lint (brandkit/copy-fit) over the tone corpus: kinds by their names, vibes with and without a drink
 * cue, adult and children's birthdays, places, dates past and ahead, seeds, in every copy language.
 */
import { describe, expect, it } from "vitest";
import { writeOfflineCopy } from "../../../../brandkit/providers/offline/mod.ts";
import { lintCopy } from "../../../../brandkit/copy-fit/mod.ts";
import { copyLanguageOf } from "../../../../brandkit/languages/language.ts";
import { toneCorpus } from "./_tone-corpus.ts";

describe("the offline copy over a corpus of kinds, vibes, names and seeds in every language", () => {
  const faults = toneCorpus().flatMap(({ request, seed, today }) =>
    lintCopy(
      writeOfflineCopy(request, seed, today),
      request,
      copyLanguageOf(request.language ?? "en") ?? "en",
    ).map((
      fault,
    ) => ({ ...fault, text: `${request.language}: ${fault.field}: ${fault.message}` }))
  );
  const of = (kind: string) => faults.filter((fault) => fault.kind === kind).map((fault) => fault.text);

  it("says no word its event does not allow (drink without a cue, party words at a memorial...)", () => {
    expect(of("forbidden-word")).toEqual([]);
  });

  it("says no day part against the time", () => {
    expect(of("day-part")).toEqual([]);
  });

  it("says no content word twice within a caption, the description, or the headline and tagline", () => {
    expect(of("repeated-word")).toEqual([]);
  });

  it("keeps the visitor's name whole and invents no hashtag", () => {
    expect([...of("mangled-name"), ...of("invented-hashtag")]).toEqual([]);
  });
}, 120_000);
