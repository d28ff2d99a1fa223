/**
 * Art: the event's type over artwork from an AI provider. The art fills the canvas; the top line, the name and
 * the details sit in one zone (the foot of the poster and the square, the left of the banner) on a veil of the
 * palette's deep shade, or of its paper tint for pale art, that fades in over the art. How strong the veil is
 * comes from the art's own pixels in that zone, so every line reads at 4.5:1 whatever the model drew.
 */
import { chroma, ensureContrast } from "../../palettes/color.ts";
import { relativeLuminance } from "../../palettes/contrast.ts";
import type { Design } from "../design.ts";
import type { FittedArt } from "../_art.ts";
import type { ScrimChoice } from "../_scrim.ts";
import { rect } from "../_svg.ts";
import { design, type Frame, isStory, isWide, type LayoutContext, pick, unitOf } from "./_kit.ts";
import { stack, type StackItem } from "./_stack.ts";
import { detailLines, nameLine, topLine } from "./_lines.ts";
import { placeQr, qrTile } from "./_qr.ts";
import { measureVeil, veilMarkup, veilRegion } from "./_veil.ts";

/** A top line's ink greyer than this (channel spread, 0-255) is no colour: the plain ink is used instead. */
const MIN_TOP_LINE_CHROMA = 40;
/** Contrast asked of the decorative rule (a graphic, not text: WCAG's 3:1). */
const RULE_CONTRAST = 3;
/**
 * The story's safe zones as shares of its 1920 px height: the top 250 px (the apps' progress bar and account
 * line) and the bottom 340 px (their reply bar) hold no text and no QR code.
 */
const STORY_SAFE_TOP = 250 / 1920;
const STORY_SAFE_BOTTOM = 340 / 1920;
/** The share of the link preview's width that its text column (and veil) may take; the banner's is 0.52. */
const PREVIEW_COLUMN_SHARE = 0.72;
type Geometry = {
  /** Where the text column may go. */
  frame: Frame;
  anchor: "center" | "bottom";
  /** Largest name size, as a share of the unit. */
  nameSize: number;
  /** Length of the fade into the veil, px. */
  fade: number;
};

function geometry(context: LayoutContext, margin: number): Geometry {
  const { width: w, height: h } = context;
  const unit = unitOf(context);
  if (isWide(context)) {
    // The link preview has no top line to leave room for; its type, at the cap floor (see _type-floor.ts),
    // needs more of the width.
    const preview = context.kind === "link-preview";
    const top = margin + (preview ? 0 : unit * 0.1);
    const share = preview ? PREVIEW_COLUMN_SHARE : 0.52;
    return {
      frame: { x: margin, y: top, width: w * share - margin, height: h - top - margin },
      anchor: "center",
      nameSize: 0.15,
      fade: w * 0.2,
    };
  }
  const top = h * (context.kind === "poster" ? 0.46 : isStory(context) ? 0.44 : 0.4);
  // The story's foot is left to the app's reply bar.
  const foot = isStory(context) ? Math.ceil(h * STORY_SAFE_BOTTOM) : margin;
  return {
    frame: { x: margin, y: top, width: w - margin * 2, height: h - top - foot },
    anchor: "bottom",
    nameSize: context.kind === "square" ? 0.125 : 0.14,
    fade: unit * 0.32,
  };
}

function columnItems(context: LayoutContext, nameSize: number): StackItem[] {
  // Room for the rule between the name and the details: above the date, or the place when there is no date.
  const ruleGap = 0.08;
  return [
    topLine(context, { size: [0.052, 0.032], maxLines: 2, lineHeight: 1.15 }),
    nameLine(context, {
      size: [nameSize, 0.05],
      gap: 0.018,
      maxLines: 4,
      lineHeight: 1.02,
      tracking: -0.015,
      uppercase: pick(context, [false, true, false]),
    }),
    ...detailLines(context, {
      date: [0.034, 0.022],
      location: [0.03, 0.02],
      tracking: 0.08,
      gap: ruleGap,
      between: context.copy.date ? 0.012 : ruleGap,
    }),
  ];
}

/** The most colourful palette colour for the top line that, shaded or tinted, reads like the ink; else the ink. */
function topLineInk(context: LayoutContext, scrim: ScrimChoice): string {
  const backdrop = [scrim.darkest, scrim.lightest];
  const { accent, hero, spot } = context.palette;
  const readable = [accent, hero, spot].map((candidate) => ensureContrast(candidate, backdrop)).filter((
    ink,
  ) =>
    scrim.tone === "dark"
      ? relativeLuminance(ink) > relativeLuminance(scrim.lightest)
      : relativeLuminance(ink) < relativeLuminance(scrim.darkest)
  );
  return readable.sort((a, b) => chroma(b) - chroma(a)).find((ink) => chroma(ink) >= MIN_TOP_LINE_CHROMA) ??
    scrim.ink;
}

/** The overlay of `context`'s copy on `art` (already fitted to the canvas). */
export function artLayout(context: LayoutContext, art: FittedArt): Design {
  const { palette } = context;
  const unit = unitOf(context);
  const margin = unit * (isWide(context) ? 0.09 : 0.08);
  const { frame, anchor, nameSize, fade } = geometry(context, margin);
  const align = isWide(context) ? "left" : pick(context, ["left", "left", "center"] as const);
  // Placed first with a stand-in colour: where the text lands decides which pixels the veil is measured on.
  const placed = stack(context, columnItems(context, nameSize), frame, {
    align,
    anchor,
    backdrop: [],
    inks: [palette.paper],
  });
  const region = veilRegion(context, placed, frame);
  const scrim = measureVeil(art, region, palette);
  const backdrop = [scrim.darkest, scrim.lightest];
  const topLineColor = topLineInk(context, scrim);
  const column = placed.map((block) => ({
    ...block,
    color: block.id === "topLine" ? topLineColor : scrim.ink,
    backdrop,
  }));

  const date = column.find((block) => block.id === "date" || block.id === "location");
  const ruleWidth = unit * 0.11;
  const ruleHeight = Math.max(2, Math.round(unit * 0.008));
  const ruleX = align === "center" ? frame.x + (frame.width - ruleWidth) / 2 : frame.x;
  const rule = date
    ? rect(
      ruleX,
      date.y - unit * 0.04 - ruleHeight / 2,
      ruleWidth,
      ruleHeight,
      ensureContrast(palette.hero, backdrop, RULE_CONTRAST),
    )
    : "";
  // The QR code on its own paper tile, at the top right, clear of the type at the foot.
  const qr = qrTile(context);
  const topInset = isStory(context) ? Math.ceil(context.height * STORY_SAFE_TOP) : margin;
  const code = qr ? placeQr(context, qr, context.width - margin - qr.width, topInset) : null;
  const background = art.markup + veilMarkup(context, region, scrim, fade) + rule + (code?.markup ?? "");
  return design(context, "art", background, [...column, ...(code?.blocks ?? [])], code?.mark);
}
