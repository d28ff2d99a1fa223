import { describe, expect, it } from "vitest";
import { graphicAltText, graphicAltTexts } from "../../brandkit/mod.ts";

describe("graphicAltText()", () => {
  it.each([
    [
      "names the graphic, the event, its date in long form and its place",
      { eventDate: "2026-12-31", eventLocation: "Austin, TX" },
      "Poster for Neon Nights: December 31, 2026, Austin, TX",
    ],
    [
      "says the date alone when there is no place",
      { eventDate: "2026-07-04" },
      "Poster for Neon Nights: July 4, 2026",
    ],
    [
      "says the place alone when there is no date",
      { eventLocation: " Lisbon " },
      "Poster for Neon Nights: Lisbon",
    ],
    ["leaves out a date that is not a calendar date", { eventDate: "2026-02-30" }, "Poster for Neon Nights"],
    ["is the graphic and the name without details", {}, "Poster for Neon Nights"],
  ])("%s", (_case, details, alt) => {
    expect(graphicAltText("poster", "Neon Nights", details)).toBe(alt);
  });
});

describe("graphicAltTexts()", () => {
  it("gives each graphic its own title, keyed like the kit's images", () => {
    expect(graphicAltTexts("Maya Turns 7", { eventLocation: "Leeds" })).toEqual({
      poster: "Poster for Maya Turns 7: Leeds",
      square: "Square Tile for Maya Turns 7: Leeds",
      banner: "Banner for Maya Turns 7: Leeds",
    });
  });
});
