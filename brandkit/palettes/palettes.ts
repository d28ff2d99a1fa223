/**
 * The palette catalogue (palettes.json, validated on load) and the helpers the form and the CLI use to pick
 * colours. Randomness is a parameter so tests can fix it.
 */
import { z } from "zod";
import catalogueJson from "./palettes.json" with { type: "json" };
import { DEFAULT_PALETTE_NAME } from "../constants.ts";
import { BrandKitError, ErrorCode } from "../errors.ts";
import { HexColorSchema } from "./hex-color-schema.ts";
import { editDistance } from "./edit-distance.ts";
import { parseOrThrow } from "../validate.ts";
import { paletteNamed } from "./palette-lookup.ts";

/** A source of uniform random numbers in [0, 1), like Math.random. */
export type Random = () => number;

export const PaletteSchema = z.strictObject({
  name: z.string().trim().min(1).max(40),
  colors: z.array(HexColorSchema).min(4).max(5),
});
export type Palette = z.output<typeof PaletteSchema>;

export const PaletteCatalogueSchema = z
  .array(PaletteSchema)
  .min(1)
  .refine(
    (palettes) => new Set(palettes.map((palette) => palette.name.toLowerCase())).size === palettes.length,
    {
      error: "palette names must be unique",
    },
  )
  .refine((palettes) => palettes[0]?.name === DEFAULT_PALETTE_NAME, {
    error: `the first palette must be the default, ${DEFAULT_PALETTE_NAME}`,
  });

/** Every named palette, the default first. */
export const PALETTES: readonly Palette[] = parseOrThrow(
  PaletteCatalogueSchema,
  catalogueJson,
  "palettes.json",
);

/** The palette called `name` (any case), or undefined. */
export function findPalette(name: string, palettes: readonly Palette[] = PALETTES): Palette | undefined {
  return paletteNamed(palettes, name);
}

/** Most close names an unknown palette's error suggests. */
const MAX_CLOSE_NAMES = 3;

/** Palette names close to `name`: a typo away (a third of its letters at most), or sharing a word; closest first. */
export function closePaletteNames(name: string, palettes: readonly Palette[] = PALETTES): string[] {
  const wanted = name.trim().toLowerCase();
  const words = new Set(wanted.split(/[^a-z0-9]+/).filter((word) => word.length > 2));
  return palettes
    .map((palette) => {
      const candidate = palette.name.toLowerCase();
      const distance = editDistance(wanted, candidate);
      const sharesWord = candidate.split(/[^a-z0-9]+/).some((word) => words.has(word));
      return {
        name: palette.name,
        distance,
        close: sharesWord || distance <= Math.max(2, candidate.length / 3),
      };
    })
    .filter((candidate) => candidate.close)
    .sort((a, b) => a.distance - b.distance)
    .slice(0, MAX_CLOSE_NAMES)
    .map((candidate) => candidate.name);
}

/** The palette called `name`, or a VALIDATION_ERROR that names the close ones, else a few to try. */
export function requirePalette(name: string, palettes: readonly Palette[] = PALETTES): Palette {
  const palette = findPalette(name, palettes);
  if (palette) return palette;
  const close = closePaletteNames(name, palettes);
  const quoted = (names: readonly string[]) => names.map((candidate) => `'${candidate}'`).join(", ");
  throw new BrandKitError(
    ErrorCode.VALIDATION_ERROR,
    close.length > 0
      ? `Unknown palette '${name}'. Did you mean ${quoted(close)}? List them all with 'brandkit palettes'.`
      : `Unknown palette '${name}'. Try one of ${
        quoted(palettes.slice(0, 3).map((candidate) => candidate.name))
      }, or list them all with 'brandkit palettes'.`,
  );
}

/** The default palette, Sunset Glow. */
export function defaultPalette(palettes: readonly Palette[] = PALETTES): Palette {
  return requirePalette(DEFAULT_PALETTE_NAME, palettes);
}

/** A random palette; never `current` when there is another to choose. */
export function randomPalette(
  random: Random,
  current?: string,
  palettes: readonly Palette[] = PALETTES,
): Palette {
  const candidates = palettes.length > 1 && current !== undefined
    ? palettes.filter((palette) => palette.name !== current)
    : palettes;
  return candidates[Math.min(candidates.length - 1, Math.floor(random() * candidates.length))];
}

/** `count` random "#RRGGBB" colours, all different. */
export function randomHexColors(random: Random, count = 3): string[] {
  const colors = new Set<string>();
  // The offset keeps a poor source (a test's constant) from repeating one colour forever.
  for (let attempt = 0; colors.size < count; attempt++) {
    const value = (Math.min(0xffffff, Math.floor(random() * 0x1000000)) + attempt * 0x2b3c4d) % 0x1000000;
    colors.add(`#${value.toString(16).padStart(6, "0").toUpperCase()}`);
  }
  return [...colors];
}
