import { describe, expect, it } from "vitest";
import {
  choosePalette,
  chosenPaletteNotice,
  findPalette,
  type GenerationRequestInput,
  GenerationRequestSchema,
  MOODS,
  paletteFits,
  requirePalette,
  withPaletteColors,
} from "../_fixtures.ts";

const request = (input: GenerationRequestInput = {}) => GenerationRequestSchema.parse(input);
const SEEDS = Array.from({ length: 40 }, (_, seed) => seed);

/** Every palette some seed picks for `vibes` (and a name). */
function picks(vibes: string[], customEventName?: string): Set<string> {
  return new Set(SEEDS.map((seed) => choosePalette({ vibes, customEventName }, seed).name));
}

const NEUTRAL = ["Monochrome", "Charcoal & Chalk", "Slate Minimal", "Ink & Paper", "Blush Minimal"];
const EVENING = ["Champagne Gala", "Noir Gold", "Black Tie", "Royal Velvet", "Emerald Luxe", "Sapphire Ball"];
const BRIGHT = ["Fiesta", "Carnival", "Summer Festival", "Berry Blast", "Sunset Glow"];
const NIGHT = ["Electric Night", "Neon Rave", "Cyber Lime", "Laser Grid", "Vaporwave"];
const EARTHY = ["Rustic Barn", "Autumn Harvest", "Desert Sand", "Olive Grove", "Earthy Clay", "Moss & Stone"];
const BUSINESS = ["Tech Summit", "Corporate Calm", "Startup Fresh", "Nordic Blue"];
const CONFERENCE = ["Tech Summit", "Corporate Calm", "Nordic Blue", "Slate Minimal"];
const BIRTHDAY = ["Candy Pop", "Sunset Glow", "Fiesta", "Peach Sorbet", "Carnival"];
const CHILDREN = ["Candy Pop", "Cotton Candy", "Carnival", "Mint Macaron"];
const VERSATILE = ["Sunset Glow", "Golden Hour", "Coral Dream", "Terracotta Sun", "Nordic Blue", "Lagoon"];

describe("choosePalette()", () => {
  it.each<[string, string[], string | undefined, string[]]>([
    ["jazz gets the dark, warm Jazz Club", ["jazz"], undefined, ["Jazz Club"]],
    ["a jazz brunch, by its name, gets Jazz Club", [], "Sunday Jazz Brunch", ["Jazz Club"]],
    ["minimal gets a neutral palette", ["minimal"], undefined, NEUTRAL],
    ["elegant gets a dark or gold evening palette", ["elegant"], undefined, EVENING],
    ["a gala gets an evening palette", ["gala"], undefined, EVENING],
    ["festive gets a bright one", ["festive"], undefined, BRIGHT],
    ["neon gets a night palette", ["neon"], undefined, NIGHT],
    ["a techno club night gets a night palette", ["techno"], undefined, NIGHT],
    ["rustic gets an earthy one", ["rustic"], undefined, EARTHY],
    ["corporate gets a calm, businesslike one", ["corporate"], undefined, BUSINESS],
    ["a conference, by its name, gets a conference palette", [], "DevOps Summit", CONFERENCE],
    ["a child's birthday (a children's party) gets a bright, sweet one", [], "Maya Turns 7", CHILDREN],
    ["an adult's birthday gets a bright, festive one", [], "Leo Turns 40", BIRTHDAY],
    ["a romantic wedding gets Champagne Gala (mood and kind agree)", ["romantic"], "Anna & Tom's Wedding", [
      "Champagne Gala",
    ]],
    ["a spooky Halloween party gets Halloween Night", ["spooky"], "Halloween Party", ["Halloween Night"]],
    ["christmas gets Winter Holiday", ["christmas"], undefined, ["Winter Holiday"]],
    ["no vibes get a versatile palette", [], undefined, [...VERSATILE, "Tropical Punch"]],
    ["vibes with no mood or kind get a versatile palette", ["pizza"], undefined, [
      ...VERSATILE,
      "Tropical Punch",
    ]],
  ])("%s", (_case, vibes, name, expected) => {
    const chosen = [...picks(vibes, name)];
    expect(chosen.filter((palette) => !expected.includes(palette))).toEqual([]);
    // Every equally good fit is some seed's pick.
    expect(chosen.length).toBe(expected.length);
  });

  it("gives the same palette for the same request and seed", () => {
    for (const seed of SEEDS) {
      expect(choosePalette({ vibes: ["elegant"] }, seed)).toEqual(
        choosePalette({ vibes: ["elegant"] }, seed),
      );
    }
  });

  it("lets the first vibe's mood outweigh the next one's", () => {
    const [[best]] = paletteFits({ vibes: ["minimal", "festive"] });
    expect(NEUTRAL).toContain(best);
  });

  it("over a corpus across moods, gives each mood palettes of its own and spreads the choices", () => {
    const counts = new Map<string, number>();
    const byMood = new Map<string, Set<string>>();
    for (const mood of MOODS) {
      for (const seed of SEEDS) {
        const { name } = choosePalette({ vibes: [mood] }, seed);
        counts.set(name, (counts.get(name) ?? 0) + 1);
        byMood.set(mood, (byMood.get(mood) ?? new Set()).add(name));
      }
    }
    // Not every mood gets the same palette: together they use most of the catalogue.
    expect(new Set([...byMood.values()].flatMap((names) => [...names])).size).toBeGreaterThanOrEqual(40);
    // No palette takes more than a tenth of the corpus.
    expect(Math.max(...counts.values()) / (MOODS.length * SEEDS.length)).toBeLessThanOrEqual(0.1);
    // Moods far apart share no palette.
    const shared = (a: string, b: string) => [...byMood.get(a)!].filter((name) => byMood.get(b)!.has(name));
    expect(shared("minimal", "festive")).toEqual([]);
    expect(shared("elegant", "playful")).toEqual([]);
    expect(shared("spooky", "tropical")).toEqual([]);
  });
});

describe("withPaletteColors()", () => {
  it("returns a request with colours as it is", () => {
    const input = request({ vibes: ["jazz"], colors: ["#E6067A", "#F472B6"] });
    expect(withPaletteColors(input).request).toBe(input);
    expect(withPaletteColors(input).chosen).toBeUndefined();
  });

  it("gives a request without colours the palette that fits, and records its name", () => {
    const jazz = findPalette("Jazz Club")!;
    expect(withPaletteColors(request({ vibes: ["jazz"] }))).toEqual({
      request: request({ vibes: ["jazz"], palette: "Jazz Club", colors: jazz.colors }),
      chosen: jazz,
    });
  });

  it("puts a named palette's colours first, then the request's, and is the same applied again", () => {
    const once = withPaletteColors(request({ palette: "ocean depths", colors: ["#E6067A", "#03045E"] }));
    expect(once).toEqual({
      request: request({
        palette: "Ocean Depths",
        colors: [...findPalette("Ocean Depths")!.colors, "#E6067A"],
      }),
    });
    expect(withPaletteColors(once.request)).toEqual(once);
  });

  it("refuses an unknown palette, naming the close ones", () => {
    expect(() => withPaletteColors(request({ palette: "Sunset Glo" }))).toThrow(
      "Unknown palette 'Sunset Glo'. Did you mean 'Sunset Glow'? List them all with 'brandkit palettes'.",
    );
  });

  it("refuses a palette and extra colours that are more than a request may have", () => {
    const colors = ["#000001", "#000002", "#000003", "#000004", "#000005", "#000006"];
    expect(() => withPaletteColors(request({ palette: "Jazz Club", colors }))).toThrow(
      "colors: at most 10 colours, and the palette 'Jazz Club' has 5",
    );
  });

  it("says which palette it chose", () => {
    expect(chosenPaletteNotice(requirePalette("Jazz Club"))).toBe(
      "No colours were given, so the kit uses the palette 'Jazz Club' (#1B1B2F #162447 #E43F5A #F2A365 #EDE6DB), the best fit for its vibes.",
    );
  });
});

describe("requirePalette()", () => {
  it.each([
    ["Sunset Glo", "Unknown palette 'Sunset Glo'. Did you mean 'Sunset Glow'?"],
    ["midnight", "Did you mean 'Midnight Sky'?"],
    ["ocean", "Did you mean 'Ocean Depths'?"],
    [
      "Nope",
      "Try one of 'Sunset Glow', 'Coral Dream', 'Candy Pop', or list them all with 'brandkit palettes'.",
    ],
  ])("names palettes close to '%s'", (name, hint) => {
    expect(() => requirePalette(name)).toThrow(hint);
  });
});
