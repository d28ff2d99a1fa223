/**
 * The brief -> a design: cleans the copy down to what the fonts can draw and lets the brief's layout family lay
 * it out for the asked-for format. The design comes decided (studio/decide.ts, studio/kit-design.ts): its family,
 * variation and lines are taken as they are, never chosen here. Pure: no rendering here.
 */
import type { CanvasKind } from "../formats/formats.ts";
import type { ImageBrief } from "../generation/provider.ts";
import { hashText, seededRandom } from "../seed.ts";
import type { Design } from "./design.ts";
import type { LayoutFamily } from "../design.ts";
import type { TextMeasurer } from "./_measure.ts";
import { paletteRoles } from "../palettes/palette-roles.ts";
import { moodsOf } from "../moods.ts";
import type { Layout, LayoutContext, LayoutCopy, PreparedImage } from "./layouts/_kit.ts";
import { boldLayout } from "./layouts/bold.ts";
import { confettiLayout } from "./layouts/confetti.ts";
import { editorialLayout } from "./layouts/editorial.ts";
import { geometricLayout } from "./layouts/geometric.ts";
import { glowLayout } from "./layouts/glow.ts";
import { gradientLayout } from "./layouts/gradient.ts";
import { retroLayout } from "./layouts/retro.ts";

/** Each family's layout function. */
export const LAYOUTS: Readonly<Record<LayoutFamily, Layout>> = {
  bold: boldLayout,
  gradient: gradientLayout,
  glow: glowLayout,
  geometric: geometricLayout,
  editorial: editorialLayout,
  retro: retroLayout,
  confetti: confettiLayout,
};

/** One graphic of a brief: its canvas and its exact size. */
export type DesignInput = {
  kind: CanvasKind;
  size: { width: number; height: number };
  brief: ImageBrief;
};

/** What every layout starts from: the palette, the copy cleaned down to what the fonts can draw, the seeded dice. */
export function layoutContextOf(measurer: TextMeasurer, input: DesignInput): LayoutContext {
  const { brief } = input;
  const { design } = brief;
  const random = seededRandom(variationSeed(brief.seed, design.variation));
  const mood = moodsOf(brief.vibes)[0] ?? null;
  const when = [brief.displayDate, brief.displayTime].filter(Boolean).join(" · ");
  const copy: LayoutCopy = {
    name: measurer.clean(brief.eventName),
    // A link preview is read as a thumbnail: the name, date and place, nothing decorative.
    topLine: input.kind === "link-preview" ? "" : measurer.clean(design.topLine),
    date: when ? measurer.clean(when) || undefined : undefined,
    location: brief.location ? measurer.clean(brief.location) || undefined : undefined,
    details: design.details ? measurer.clean(design.details) || undefined : undefined,
    link: design.showQr ? brief.eventLink || undefined : undefined,
    language: brief.language,
  };
  return {
    kind: input.kind,
    width: input.size.width,
    height: input.size.height,
    palette: paletteRoles(brief.colors, random),
    copy,
    random,
    mood,
    measurer,
  };
}

/**
 * The seed of a variation's arrangement: variation 0 is the seed itself (the designer's first arrangement), each
 * other one a seed of its own, so "Shuffle design" moves to a new arrangement and back again.
 */
export function variationSeed(seed: number, variation: number): number {
  return variation === 0 ? seed : hashText(`${seed}:${variation}`);
}

/**
 * The design of one graphic: `context` laid out by the family the brief's design names, over the inspiration
 * image recoloured into its palette (when there is one). Same brief and seed, same design, for every format.
 */
export function designGraphic(context: LayoutContext, family: LayoutFamily, image?: PreparedImage): Design {
  return LAYOUTS[family]({ ...context, image });
}
