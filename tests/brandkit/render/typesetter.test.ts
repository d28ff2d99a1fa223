import { beforeAll, describe, expect, it } from "vitest";
import { IMAGE_KINDS, IMAGE_SIZES } from "../../../brandkit/constants.ts";
import { createRenderer, type Renderer } from "../../../brandkit/render/mod.ts";
import { LAYOUT_FAMILIES } from "../../../brandkit/web.ts";
import { chooseTopLine } from "../../../brandkit/studio/top-line.ts";
import { guessLanguage, wordBreaks } from "../../../brandkit/render/_hyphenate.ts";
import { designProblems } from "./_corpus.ts";
import { renderAssets } from "../../support/render-assets.ts";
import { type BriefFacts, designedBrief } from "./_brief.ts";

/** The top line's input for an evening event of `mood` on `eventDate` (the time lets it say "tonight"). */
function topLineInput(mood: string | null, eventDate: string | undefined, eventTime = "21:00") {
  return { vibes: mood ? [mood] : [], eventDate, eventTime };
}

let renderer: Renderer;
beforeAll(async () => {
  renderer = createRenderer(await renderAssets());
});

/** The reported cases. */
const HARD_BRIEFS: ReadonlyArray<[string, BriefFacts]> = [
  ["a long German name", {
    eventName: "Internationale Elektronische Musiknacht im Kraftwerk Mitte",
    vibes: ["neon", "techno"],
    colors: ["#0B0B1E", "#7C3AED", "#22D3EE"],
    displayDate: "March 14, 2027",
    eventDate: "2027-03-14",
    location: "Kraftwerk Berlin, Köpenicker Straße 70",
    seed: 1,
  }],
  ["a 47-letter compound word", {
    eventName: "Donaudampfschifffahrtsgesellschaftskapitänsball Wien",
    vibes: ["elegant"],
    colors: ["#1F2937", "#D4AF37"],
    displayDate: "January 24, 2027",
    location: "Hofburg, Wien",
    seed: 2,
  }],
  ["a 95-character place", {
    eventName: "Harbour Lights",
    vibes: ["retro", "neon", "synthwave", "arcade"],
    colors: ["#FF6B6B", "#4ECDC4"],
    displayDate: "June 21, 2026",
    location:
      "Großer Festsaal im Kulturzentrum am Alten Güterbahnhof, Hauptstraße 123, 10115 Berlin-Mitte, DE",
    seed: 3,
  }],
];

describe("the typesetter on the issue's hard inputs", () => {
  for (const [label, brief] of HARD_BRIEFS) {
    it(`sets ${label} whole, above the floors and apart, in every family and format`, async () => {
      const problems: string[] = [];
      for (const family of LAYOUT_FAMILIES) {
        for (const kind of IMAGE_KINDS) {
          const design = await renderer.design({
            kind,
            size: IMAGE_SIZES[kind],
            brief: designedBrief(brief, family),
          });
          const found = designProblems(design, {
            name: brief.eventName,
            date: brief.displayDate,
            location: brief.location,
          });
          problems.push(...found.map((problem) => `${family} ${kind}: ${problem}`));
        }
      }
      expect(problems).toEqual([]);
    });
  }

  it("prints no vibe list on the artwork", async () => {
    for (const family of LAYOUT_FAMILIES) {
      const design = await renderer.design({
        kind: "square",
        size: IMAGE_SIZES.square,
        brief: designedBrief(HARD_BRIEFS[2][1], family),
      });
      expect(design.blocks.map((block) => block.id).sort()).toEqual(
        design.blocks.some((block) => block.id === "topLine")
          ? ["date", "location", "name", "topLine"]
          : ["date", "location", "name"],
      );
    }
  });
});

describe("wordBreaks()", () => {
  it.each(
    [
      ["Musiknacht", "de", ["Mu-", "Musik-"]],
      ["Kraftwerk", "de", ["Kraft-"]],
      ["Rock-Festival", "en-us", ["Rock-", "Rock-Fes-", "Rock-Festi-"]],
      ["Gala", "en-us", []],
    ] as const,
  )("breaks %s (%s) only at %j", (word, language, heads) => {
    const found = wordBreaks(word, language).map((point) =>
      word.slice(0, point.at) + (point.hyphen ? "-" : "")
    );
    expect(found).toEqual(heads);
  });
});

describe("guessLanguage()", () => {
  it.each(
    [
      ["Internationale Elektronische Musiknacht im Kraftwerk Mitte", "de"],
      ["Donaudampfschifffahrtsgesellschaftskapitänsball Wien", "de"],
      ["Soirée des Lumières", "fr"],
      ["Fiesta de la Noche", "es"],
      ["Neon Nights", "en-us"],
    ] as const,
  )("reads %j as %s", (text, language) => {
    expect(guessLanguage(text)).toBe(language);
  });
});

describe("chooseTopLine()", () => {
  it("never says tonight, whatever the mood, date and seed", () => {
    for (const mood of ["neon", "spooky", "playful", null] as const) {
      for (let seed = 0; seed < 12; seed++) {
        expect(chooseTopLine(topLineInput(mood, "2027-08-14"), seed)).not.toMatch(/tonight|today/i);
        expect(chooseTopLine(topLineInput(mood, undefined), seed)).not.toMatch(/tonight|today/i);
      }
    }
  });

  it("names the event's own weekday, a night for night moods", () => {
    const lines = new Set(
      Array.from({ length: 8 }, (_, seed) => chooseTopLine(topLineInput("neon", "2027-08-14"), seed)),
    );
    expect(lines).toContain("Saturday night at");
  });

  it("greets a New Year's Eve party as one", () => {
    expect(chooseTopLine(topLineInput("festive", "2026-12-31"), 0)).toBe("ring in the New Year at");
  });
});
