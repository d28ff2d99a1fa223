/**
 * The veil of the art layout: where its solid part goes (under the text column, with air around it), how strong it
 * is (measured on the art's pixels there, stronger for busy art) and its markup (a smooth fade over the art, then
 * the solid part at exactly the measured opacity).
 */
import type { TextBlock } from "../design.ts";
import type { FittedArt } from "../_art.ts";
import { busyness } from "../_busyness.ts";
import type { PaletteRoles } from "../../palettes/palette-roles.ts";
import { chooseScrim, type Region, type ScrimChoice } from "../_scrim.ts";
import { defs, linearGradient, rect, type Stop } from "../_svg.ts";
import type { Frame, LayoutContext } from "./_kit.ts";
import { isWide, unitOf } from "./_kit.ts";

/** The least veil, even over art dark enough without one: it ties the text zone together. */
const MIN_VEIL_OPACITY = 0.3;
/** Busyness (see busyness()) up to which the art is calm enough for type on the least veil... */
const CALM_BUSYNESS = 4;
/** ...and from which it gets BUSY_VEIL_OPACITY, so the type sits on something quiet. */
const BUSY_BUSYNESS = 14;
const BUSY_VEIL_OPACITY = 0.78;
/** Decimals of the veil's opacity in the markup: enough to land on the 255th it was measured at. */
const OPACITY_DIGITS = 4;
/** Smoothstep samples: the fade into the veil starts and ends without a visible edge. */
const FADE: ReadonlyArray<[number, number]> = [[0, 0], [0.25, 0.156], [0.5, 0.5], [0.75, 0.844], [1, 1]];

/** The least veil for art this busy: from MIN_VEIL_OPACITY (calm) up to BUSY_VEIL_OPACITY (busy). */
function calmOpacity(busy: number): number {
  const share = Math.max(0, Math.min(1, (busy - CALM_BUSYNESS) / (BUSY_BUSYNESS - CALM_BUSYNESS)));
  return MIN_VEIL_OPACITY + (BUSY_VEIL_OPACITY - MIN_VEIL_OPACITY) * share;
}

/** The veil's solid part: below the column (poster, square) or left of it (banner), with some air around it. */
export function veilRegion(context: LayoutContext, blocks: readonly TextBlock[], frame: Frame): Region {
  const { width: w, height: h } = context;
  const unit = unitOf(context);
  if (isWide(context)) {
    const right = Math.max(...blocks.map((block) => block.x + block.text.width), frame.x + unit * 0.3);
    return { x: 0, y: 0, width: Math.min(w, Math.ceil(right + unit * 0.09)), height: h };
  }
  const top = Math.min(...blocks.map((block) => block.y), frame.y + frame.height - unit * 0.2);
  const y = Math.max(0, Math.floor(top - unit * 0.07));
  return { x: 0, y, width: w, height: h - y };
}

/** The veil for text in `region` of the art: the palette's deep shade under paper ink, or the other way round. */
export function measureVeil(art: FittedArt, region: Region, palette: PaletteRoles): ScrimChoice {
  return chooseScrim(art.pixels, art.width, region, {
    dark: { scrim: palette.deep, ink: palette.paper },
    light: { scrim: palette.paper, ink: palette.deep },
    minOpacity: MIN_VEIL_OPACITY,
    calmOpacity: calmOpacity(busyness(art.pixels, art.width, region)),
  });
}

/** The veil: a fade over the art, then the solid part at the measured opacity. */
export function veilMarkup(context: LayoutContext, region: Region, scrim: ScrimChoice, fade: number): string {
  const banner = isWide(context);
  const stops: Stop[] = FADE.map(([offset, share]) => ({
    offset,
    color: scrim.scrim,
    opacity: (share * scrim.opacity).toFixed(OPACITY_DIGITS),
  }));
  const start = banner ? region.x + region.width : region.y;
  const gradient = banner
    ? linearGradient("bk-veil", [start + fade, 0], [start, 0], stops)
    : linearGradient("bk-veil", [0, start - fade], [0, start], stops);
  const faded = banner
    ? rect(start, 0, fade, context.height, "url(#bk-veil)")
    : rect(0, start - fade, context.width, fade, "url(#bk-veil)");
  // As a string: numbers are rounded to one decimal, and the veil was measured at this exact opacity.
  const solid = rect(region.x, region.y, region.width, region.height, scrim.scrim, {
    "fill-opacity": scrim.opacity.toFixed(OPACITY_DIGITS),
  });
  return defs(gradient) + faded + solid;
}
