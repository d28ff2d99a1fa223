/**
 * The palette the form suggests for the visitor's vibes (issue 26): the named palette that the core's fit rules
 * (brandkit/palettes/palette-choice.ts, which the generator uses when a request has no colours) score highest for them;
 * among equally good fits, the first in the catalogue, so the suggestion does not jump about. There is none
 * before the first vibe, nor while no palette fits the vibes: it is offered for the vibes, not instead of them.
 * The fit rules come with zod, so this runs in the extras, after hydration.
 */
import { type Palette, paletteFits } from "../../brandkit/web.ts";

/** The palette that fits `vibes` best, or undefined when there are none or nothing fits them. */
export function suggestPalette(vibes: readonly string[], palettes: readonly Palette[]): Palette | undefined {
  if (vibes.length === 0) return undefined;
  const scores = paletteFits({ vibes: [...vibes] });
  const best = Math.max(0, ...scores.values());
  if (best === 0) return undefined;
  return palettes.find((palette) => scores.get(palette.name) === best);
}
