/**
 * The named palette a request without colours gets: the one that best fits its vibes and its kind of event
 * (issue 20), deterministic for a request and seed. What fits what is data (palette-fits.json): palettes for each
 * mood (moods.ts), each event kind (event-kinds.ts), a few theme words per palette ("jazz" is Jazz Club), and the
 * versatile palettes a request that says nothing gets. The seed picks among equally good fits.
 */
import { z } from "zod";
import fitsJson from "./palette-fits.json" with { type: "json" };
import { REQUEST_LIMITS } from "../constants.ts";
import { BrandKitError, ErrorCode } from "../errors.ts";
import { EVENT_KINDS, eventKindOf, plainWords } from "../kinds/event-kinds.ts";
import { MOODS, moodsOf } from "../moods.ts";
import { findPalette, type Palette, PALETTES, requirePalette } from "./palettes.ts";
import { seededRandom, seedOf, type SeedSource } from "../seed.ts";
import { parseOrThrow } from "../validate.ts";

/** How much each signal adds to a palette's fit: a theme word beats a mood, a mood beats the kind. */
export const FIT_WEIGHTS = {
  /** A vibe or the name says one of the palette's theme words. */
  theme: 8,
  /** The palette suits the mood of the first vibe with a mood; the next moods add less. */
  moods: [4, 2, 1],
  /** The palette suits the event's kind. */
  kind: 3,
} as const;

const isPalette = (name: string) => findPalette(name) !== undefined;
const PaletteNames = z.array(z.string().refine(isPalette, { error: "is not a palette in palettes.json" }))
  .min(1)
  .readonly();

const PaletteFitsSchema = z.strictObject({
  moods: z.record(z.enum(MOODS), PaletteNames),
  kinds: z.partialRecord(z.enum(EVENT_KINDS.map((kind) => kind.id)), PaletteNames),
  /** Accent-free lower-case words or phrases, as plainWords() gives them. */
  themes: z.record(
    z.string().refine(isPalette, { error: "is not a palette in palettes.json" }),
    z.array(z.string().regex(/^[a-z0-9]+( [a-z0-9]+)*$/)).min(1).readonly(),
  ),
  versatile: PaletteNames,
});

const FITS = parseOrThrow(PaletteFitsSchema, fitsJson, "palette-fits.json");

/** What a palette is chosen for. */
export type PaletteFitInput = { vibes: readonly string[]; customEventName?: string };

/** The fields of a request (a GenerationRequest, schemas.ts) its colours are settled from. */
export type PaletteRequest = SeedSource & { palette?: string; colors: string[] };

/** Each fitting palette's score for `input`, best first; palettes that do not fit at all are left out. */
export function paletteFits(input: PaletteFitInput): Map<string, number> {
  const scores = new Map<string, number>();
  const add = (names: readonly string[], weight: number) => {
    for (const name of names) scores.set(name, (scores.get(name) ?? 0) + weight);
  };
  const text = [input.customEventName ?? "", ...input.vibes].map(plainWords).join(" ");
  for (const [name, words] of Object.entries(FITS.themes)) {
    if (words.some((word) => text.includes(` ${word} `))) add([name], FIT_WEIGHTS.theme);
  }
  moodsOf(input.vibes).forEach((mood, index) => {
    add(FITS.moods[mood], FIT_WEIGHTS.moods[Math.min(index, FIT_WEIGHTS.moods.length - 1)]);
  });
  const kind = eventKindOf({ name: input.customEventName, vibes: input.vibes });
  if (kind) add(FITS.kinds[kind.id] ?? [], FIT_WEIGHTS.kind);
  return new Map([...scores].sort((a, b) => b[1] - a[1]));
}

/**
 * The palette that best fits the request's vibes and kind of event; among equally good fits (and among the
 * versatile palettes when nothing fits), the one its seed picks.
 */
export function choosePalette(
  input: PaletteFitInput,
  seed: number,
  palettes: readonly Palette[] = PALETTES,
): Palette {
  const scores = paletteFits(input);
  const best = Math.max(0, ...scores.values());
  const names = best > 0
    ? [...scores].filter(([, score]) => score === best).map(([name]) => name)
    : [...FITS.versatile];
  // Catalogue order, so the pick does not depend on the order of the data's lists.
  const candidates = palettes.filter((palette) => names.includes(palette.name));
  const pool = candidates.length > 0 ? candidates : palettes;
  return pool[Math.floor(seededRandom(seed)() * pool.length)];
}

/** What a kit's notes say when BrandKit chose its palette. */
export function chosenPaletteNotice(palette: Pick<Palette, "name" | "colors">): string {
  return `No colours were given, so the kit uses the palette '${palette.name}' (${
    palette.colors.join(" ")
  }), the best fit for its vibes.`;
}

/**
 * The request with its colours settled: a named palette's colours first, then the request's own; no colours at
 * all get the palette that fits (returned as `chosen`, and named in `palette`). A request with colours and no
 * palette comes back as it is, so its kit is the one it always was.
 */
export function withPaletteColors<Request extends PaletteRequest>(
  request: Request,
  palettes: readonly Palette[] = PALETTES,
): { request: Request; chosen?: Palette } {
  if (request.palette !== undefined) {
    const palette = requirePalette(request.palette, palettes);
    const colors = [...new Set([...palette.colors, ...request.colors])];
    if (colors.length > REQUEST_LIMITS.maxColors) {
      const message =
        `at most ${REQUEST_LIMITS.maxColors} colours, and the palette '${palette.name}' has ${palette.colors.length}`;
      throw new BrandKitError(ErrorCode.VALIDATION_ERROR, `colors: ${message}`, {
        issues: [{ path: "colors", message }],
      });
    }
    return { request: { ...request, palette: palette.name, colors } };
  }
  if (request.colors.length > 0) return { request };
  const chosen = choosePalette(request, seedOf(request), palettes);
  return { request: { ...request, palette: chosen.name, colors: [...chosen.colors] }, chosen };
}
