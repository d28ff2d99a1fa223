/**
 * The link preview's type sizes (issue 20, item 6): chats unfurl the 1200x630 card at about 500 px wide, so on it
 * the event name's cap height is at least 10% of the card's height (63 px) and the date's and the place's at
 * least 4.5% (28.35 px), in every family (the overlay's art too), over names of several lengths and scripts, with
 * and without the date and the place; and all of it still fits: whole, inside the card and apart.
 *
 * The cap height is the size the design sets times the role's face's cap height (capHeightEm: the top of its
 * "H"). A script without capitals (CJK, Arabic, Thai, Korean) is held to the same measure, its size times the
 * Latin face's cap height: its glyphs at that size are as tall or taller.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { CANVAS_SIZES } from "../../../brandkit/formats/formats.ts";
import { PALETTES } from "../../../brandkit/palettes/palettes.ts";
import { createRenderer, type Design, type Renderer } from "../../../brandkit/render/mod.ts";
import { LAYOUT_FAMILIES } from "../../../brandkit/web.ts";
import { capHeightEm } from "../../../brandkit/render/_measure.ts";
import { sizeFloor } from "../../../brandkit/render/_type-floor.ts";
import { photoArt } from "./_art.ts";
import { designProblems } from "./_corpus.ts";
import { renderAssets } from "../../support/render-assets.ts";
import { type BriefFacts, designedBrief } from "./_brief.ts";

const CARD = CANVAS_SIZES["link-preview"];
/** The floors of issue 20, px of cap height on the 630 px card (docs/behaviour.md#graphics). */
const NAME_CAP_PX = 63;
const DETAIL_CAP_PX = 28.35;
const ROUNDING_PX = 1e-9;

type NameCase = {
  name: string;
  /** Why the name may be set below its floor: it cannot fit on the card at 63 px of cap height at all. */
  exempt?: string;
};

/**
 * Names of several lengths and scripts. The exempt ones go down to the largest size at which they fit (never
 * below the legibility floor of _type-floor.ts); every other must hold the floor in every family.
 */
const NAMES: readonly NameCase[] = [
  { name: "X" },
  { name: "Jazz Night" },
  { name: "Amelia & Jonathan" },
  { name: "Summer Rooftop Party 2026" },
  { name: "東京" },
  { name: "東京国際音楽祭二〇二六" },
  { name: "مهرجان الليل الموسيقي" },
  { name: "เทศกาลดนตรีกรุงเทพ" },
  { name: "서울 재즈 페스티벌" },
  {
    name: "Donaudampfschifffahrtsgesellschaftskapitänsball Wien",
    exempt: "a 47-letter word: in most families four lines at the floor, where the card holds three",
  },
  {
    name: "Internationale Elektronische Musiknacht im Kraftwerk Mitte",
    exempt: "58 characters: four to five lines at the floor, in capitals (bold, glow) more",
  },
  {
    name: "Das große internationale Sommerfest der elektronischen Musik am Ufer der Spree 2026",
    exempt: "80 characters, the longest name the corpus makes: five lines at the floor",
  },
  {
    name: "The Annual Midsummer Gathering of Friends, Neighbours, Makers, Musicians and Everyone Else " +
      "Who Ever Wanted a Long Summer Evening by the River with Food, Music and Dancing Until the Stars Come Out",
    exempt: "a 200-character name: no size near the floor fits it on the card",
  },
];

/** Which of the date and place a brief carries ("long": both, with a place of 95 characters). */
const EXTRAS = ["both", "none", "date", "place", "long"] as const;
const DATE = "Saturday, September 12, 2026";
const PLACE = "Kraftwerk Berlin, Köpenicker Straße 70, 10179 Berlin";
const LONG_PLACE =
  "Großer Festsaal im Kulturzentrum am Alten Güterbahnhof, Hauptstraße 123, 10115 Berlin-Mitte, DE";
const PALETTE_NAMES = ["Electric Night", "Pastel Dreams"] as const;
const colorsOf = (name: string) => PALETTES.find((palette) => palette.name === name)!.colors;
/** Two seeds per case: the bold family sets the name in capitals or not by the seed. */
const SEEDS = [3, 8] as const;
const FAMILIES = [...LAYOUT_FAMILIES, "art"] as const;
const RENDER_TIMEOUT_MS = 120_000;

let renderer: Renderer;
let art: Uint8Array;
beforeAll(async () => {
  renderer = createRenderer(await renderAssets());
  art = photoArt();
});

function brief(name: string, extras: typeof EXTRAS[number], palette: string, seed: number): BriefFacts {
  const made: BriefFacts = { eventName: name, vibes: [], seed, colors: colorsOf(palette) };
  if (extras === "both" || extras === "date" || extras === "long") made.displayDate = DATE;
  if (extras === "both" || extras === "place") made.location = PLACE;
  if (extras === "long") made.location = LONG_PLACE;
  return made;
}

function designOf(family: typeof FAMILIES[number], made: BriefFacts): Promise<Design> {
  return family === "art"
    ? renderer.designOverlay({
      kind: "link-preview",
      size: CARD,
      brief: designedBrief(made),
      art: { bytes: art, mimeType: "image/png" },
    })
    : renderer.design({ kind: "link-preview", size: CARD, brief: designedBrief(made, family) });
}

/** The cap height, px, of each block of `design`. */
function capHeights(design: Design): Map<string, number> {
  const measurer = renderer.measurerFor();
  return new Map(
    design.blocks.map((block) => [block.id, block.text.size * capHeightEm(measurer, block.text.role)]),
  );
}

describe("the link preview's name, date and place read at chat-thumbnail size", () => {
  it.each(FAMILIES.map((family) => [family]))(
    "in the %s family: the name's cap height is 63 px or more and the date's and place's 28.35 px or more",
    async (family) => {
      const least = { name: Infinity, exemptName: Infinity, detail: Infinity };
      const problems: string[] = [];
      for (const { name, exempt } of NAMES) {
        for (const extras of EXTRAS) {
          for (const [at, seed] of SEEDS.entries()) {
            const made = brief(name, extras, PALETTE_NAMES[at], seed);
            const design = await designOf(family, made);
            const where = `${name.slice(0, 24)} / ${extras} / seed ${seed}`;
            const measurer = renderer.measurerFor();
            problems.push(
              ...designProblems(design, {
                name: measurer.clean(name),
                date: made.displayDate,
                location: made.location ? measurer.clean(made.location) : undefined,
              }).map((problem) => `${where}: ${problem}`),
            );
            for (const [id, cap] of capHeights(design)) {
              if (id === "name" && exempt) least.exemptName = Math.min(least.exemptName, cap);
              else if (id === "name") least.name = Math.min(least.name, cap);
              else least.detail = Math.min(least.detail, cap);
              const floor = id === "name" ? (exempt ? 0 : NAME_CAP_PX) : DETAIL_CAP_PX;
              if (cap < floor - ROUNDING_PX) problems.push(`${where}: ${id} cap height ${cap.toFixed(2)} px`);
            }
            const nameBlock = design.blocks.find((block) => block.id === "name")!;
            if (exempt && nameBlock.text.size < sizeFloor("name", CARD.height) - ROUNDING_PX) {
              problems.push(`${where}: name set at ${nameBlock.text.size.toFixed(1)} px`);
            }
          }
        }
      }
      expect(problems).toEqual([]);
      expect(least.name).toBeGreaterThanOrEqual(NAME_CAP_PX - ROUNDING_PX);
      expect(least.detail).toBeGreaterThanOrEqual(DETAIL_CAP_PX - ROUNDING_PX);
    },
    RENDER_TIMEOUT_MS,
  );
});
