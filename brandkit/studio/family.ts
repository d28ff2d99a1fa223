/**
 * The layout family the designer picks for a kit's vibes (issue 26 makes it a field of the design the organiser
 * may change): each mood has families that suit it; vibes without a mood nudge by their hash; the seed breaks
 * ties. Browser-safe: no layout code here, only the families' names.
 */
import { type Mood, moodsOf } from "../moods.ts";
import { ART_FAMILY, type DesignFamily, LAYOUT_FAMILIES, type LayoutFamily } from "../design.ts";
import { hashText } from "../seed.ts";

/** Which families suit a mood, best first. */
const MOOD_FAMILIES: Readonly<Record<Mood, readonly LayoutFamily[]>> = {
  elegant: ["editorial", "gradient"],
  retro: ["retro", "bold"],
  neon: ["glow", "gradient"],
  rustic: ["editorial", "retro"],
  tropical: ["gradient", "retro"],
  minimal: ["geometric", "editorial"],
  playful: ["confetti", "geometric"],
  corporate: ["geometric", "bold"],
  festive: ["confetti", "bold"],
  spooky: ["glow", "editorial"],
  bold: ["bold", "gradient"],
};

/** Scores each family for these vibes; the seed breaks ties. Unknown vibes nudge by their hash. */
export function chooseFamily(vibes: readonly string[], seed: number): LayoutFamily {
  const families = [...LAYOUT_FAMILIES];
  const scores = new Map<LayoutFamily, number>(families.map((family) => [family, 0]));
  const moods = moodsOf(vibes);
  moods.forEach((mood, index) => {
    const weight = index === 0 ? 1.5 : 1;
    MOOD_FAMILIES[mood].forEach((family, rank) => {
      scores.set(family, scores.get(family)! + weight * (rank === 0 ? 2 : 1));
    });
  });
  for (const vibe of vibes) {
    if (moodsOf([vibe]).length > 0) continue;
    const family = families[hashText(vibe.toLowerCase()) % families.length];
    scores.set(family, scores.get(family)! + 0.5);
  }
  const best = Math.max(...scores.values());
  const leaders = families.filter((family) => scores.get(family) === best);
  return leaders[seed % leaders.length];
}

/**
 * The family the designer lays a design of `family` out in: its own, or for the art family (the type set over an
 * AI's art) the one the vibes call for, which is how a kit of that family is drawn where its art is not given.
 */
export function layoutFamilyOf(family: DesignFamily, vibes: readonly string[], seed: number): LayoutFamily {
  return family === ART_FAMILY ? chooseFamily(vibes, seed) : family;
}
