/**
 * The kit's design as data (issue 26): what the designer decided and the organiser may change. Rendering is a
 * function of (kit, canvas): every graphic and format is made from the kit's copy, request and this design, so
 * an edit shows in every output and a hand-edited kit.json renders again. Browser-safe: schemas only.
 */
import { z } from "zod";
import { REQUEST_LIMITS } from "./constants.ts";
import { HexColorSchema } from "./palettes/hex-color-schema.ts";
import { weightedLength } from "./languages/text-width.ts";
import { typedText } from "./typed-text.ts";

/** The layout families of the designer. */
export const LAYOUT_FAMILIES = [
  "bold",
  "gradient",
  "glow",
  "geometric",
  "editorial",
  "retro",
  "confetti",
] as const;
export type LayoutFamily = typeof LAYOUT_FAMILIES[number];

/** The family of an overlay: the event's type set over artwork from an AI provider (renderer.overlay). */
export const ART_FAMILY = "art";
/** Every family a design can have: the layout families, and the overlay. */
export type DesignFamily = LayoutFamily | typeof ART_FAMILY;

/** Every family a kit's design can name: the designer's seven layouts, and "art" for an AI kit's overlay. */
export const DESIGN_FAMILIES = [...LAYOUT_FAMILIES, ART_FAMILY] as const;
export type KitDesignFamily = DesignFamily;

/** The line above the name ("get ready for"), and the organiser's details line ("Doors 7 PM · €12"). */
export const DESIGN_LIMITS = { maxTopLineLength: 60, maxDetailsLength: 60, maxVariation: 9_999 } as const;

export const DesignFamilySchema = z.enum(DESIGN_FAMILIES, {
  error: (issue) => `'${issue.input}' is not a layout; use one of ${DESIGN_FAMILIES.join(", ")}`,
});

/**
 * A line drawn on the graphics: one line of text (typed-text.ts), trimmed, at most `max` characters (CJK and emoji
 * count as two).
 */
function drawnLine(field: string, max: number) {
  return typedText().trim().refine((text) => weightedLength(text) <= max, {
    error:
      `${field} must be at most ${max} characters (Chinese, Japanese and Korean characters and emoji count as two)`,
  });
}

/** A named palette (palettes.json, any case). */
const paletteNameSchema = typedText().trim().min(1).max(40);

const variationSchema = z.number().int().min(0).max(DESIGN_LIMITS.maxVariation, {
  error: `variation must be a whole number from 0 to ${DESIGN_LIMITS.maxVariation}`,
});

/** The design a kit carries. */
export const KitDesignSchema = z.strictObject({
  /** The layout family. */
  family: DesignFamilySchema,
  /** Another arrangement of the same family: 0 is the designer's first. */
  variation: variationSchema,
  /** The named palette the colours come from, when they come from one. */
  palette: paletteNameSchema.optional(),
  /** The colours the graphics are drawn in, best first. */
  colors: z.array(HexColorSchema).min(1).max(REQUEST_LIMITS.maxColors),
  /** The line above the name ("get ready for", "a night of"); "" means none. */
  topLine: drawnLine("topLine", DESIGN_LIMITS.maxTopLineLength),
  /** An extra line under the date and place ("Free · pancakes after"); "" or absent means none. */
  details: drawnLine("details", DESIGN_LIMITS.maxDetailsLength).optional(),
  /** Whether the event link's QR code is drawn (on the canvases that carry one, when there is a link). */
  showQr: z.boolean(),
});
export type KitDesign = z.output<typeof KitDesignSchema>;

/** What `POST /api/kits` (and the CLI's flags) may decide up front; the designer decides the rest. */
export const DesignChoiceSchema = z.strictObject({
  family: DesignFamilySchema.optional(),
  variation: variationSchema.optional(),
  topLine: drawnLine("topLine", DESIGN_LIMITS.maxTopLineLength).optional(),
  details: drawnLine("details", DESIGN_LIMITS.maxDetailsLength).optional(),
  showQr: z.boolean().optional(),
});
export type DesignChoice = z.output<typeof DesignChoiceSchema>;

/** An edit of the design (PATCH /api/kits/{id}): every part optional; `palette` and `colors` recolour it. */
export const DesignEditSchema = DesignChoiceSchema.extend({
  palette: paletteNameSchema.optional(),
  colors: z.array(HexColorSchema).min(1).max(REQUEST_LIMITS.maxColors).optional(),
});
export type DesignEdit = z.output<typeof DesignEditSchema>;

/** The text a design adds to the graphics, for the drawable check: the top line and the details line. */
export function designText(design: Partial<Pick<KitDesign, "topLine" | "details">> | undefined): string[] {
  return [design?.topLine ?? "", design?.details ?? ""].filter(Boolean);
}
