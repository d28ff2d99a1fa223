/**
 * The copy review files (tests/fixtures/copy-review/<language>.txt) are what the offline copywriter writes today:
 * a change of wording shows as a diff of them, made by `deno task copy-review`. And none of their kits has a
 * fault the copy lint finds.
 */
import { describe, expect, it } from "vitest";
import { COPY_LANGUAGES } from "../../../brandkit/languages/registry.ts";
import { reviewText } from "../../fixtures/copy-review/review.ts";
import { REVIEW_EVENTS } from "../../fixtures/copy-review/events.ts";

const folder = new URL("../../fixtures/copy-review/", import.meta.url);

describe.each(COPY_LANGUAGES)("the %s copy review", (language) => {
  const text = reviewText(language);

  it("is up to date (remake it with `deno task copy-review` and read the diff)", async () => {
    const committed = await Deno.readTextFile(new URL(`${language}.txt`, folder));
    expect(committed).toBe(text);
  });

  it(`holds the whole copy of all ${REVIEW_EVENTS.length} events, with no fault`, () => {
    expect(text.match(/^## /gm)?.length).toBe(REVIEW_EVENTS.length);
    expect(text.split("\n").filter((line) => line.startsWith("FAULT"))).toEqual([]);
  });
});
