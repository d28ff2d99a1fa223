/**
 * What every layout works with: the context (size, palette roles, cleaned copy, seeded randomness, the prepared
 * inspiration image), the measures taken from it, and the design a layout hands back. The text column is
 * _stack.ts; the lines of copy in it, _lines.ts.
 */
import type { CanvasKind } from "../../formats/formats.ts";
import type { Design, QrMark, TextBlock } from "../design.ts";
import type { DesignFamily } from "../../design.ts";
import type { TextMeasurer } from "../_measure.ts";
import type { PaletteRoles } from "../../palettes/palette-roles.ts";
import type { Mood } from "../../moods.ts";

/** The text a graphic carries, cleaned to what the fonts can draw. */
export type LayoutCopy = {
  name: string;
  /** The top line: a short italic line above the name ("join us for"); "" for none. */
  topLine: string;
  /** "DECEMBER 31, 2026" style, when given. */
  date?: string;
  location?: string;
  /** The organiser's own line under the date and place ("Free · pancakes after"), when given. */
  details?: string;
  /** The event's https link, set as a QR code on the canvases that carry one. */
  link?: string;
  /** The language the lines are in (BCP 47), which also words the QR caption. @default "en" */
  language?: string;
};

/** The inspiration image, already decoded, downsized and recoloured into the palette. */
export type PreparedImage = {
  /** A PNG data URL. */
  href: string;
  width: number;
  height: number;
  /** Every colour its pixels can have lies between these two, channel by channel. */
  darkest: string;
  lightest: string;
};

export type LayoutContext = {
  kind: CanvasKind;
  width: number;
  height: number;
  palette: PaletteRoles;
  copy: LayoutCopy;
  /** Seeded: the same brief draws the same numbers. */
  random: () => number;
  image?: PreparedImage;
  mood: Mood | null;
  measurer: TextMeasurer;
};

export type Layout = (context: LayoutContext) => Design;

export type Frame = { x: number; y: number; width: number; height: number };

/** The short side of the canvas: layouts size things from it so every format keeps its proportions. */
export function unitOf(context: LayoutContext): number {
  return Math.min(context.width, context.height);
}

/** True for the wide canvases (banner, link preview): text beside the art rather than under it. */
export function isWide(context: LayoutContext): boolean {
  return context.kind === "banner" || context.kind === "link-preview";
}

/** True for the story: a tall canvas seen full screen on a phone. */
export function isStory(context: LayoutContext): boolean {
  return context.kind === "story";
}

/**
 * The bands of a canvas that the apps showing it cover with their own bars, px: the story's top (status bar,
 * progress, the poster's name) and bottom (the reply bar). No text and no QR code goes there; art may.
 */
export const SAFE_INSETS_PX: Readonly<Partial<Record<CanvasKind, { top: number; bottom: number }>>> = {
  story: { top: 250, bottom: 340 },
};

/** The canvas's bars to keep text and codes out of (0 and 0 where no app covers it). */
export function safeInsets(context: LayoutContext): { top: number; bottom: number } {
  return SAFE_INSETS_PX[context.kind] ?? { top: 0, bottom: 0 };
}

/** The lowest y a text or code may reach on this canvas: `inset` px above its foot, or above its bar. */
export function safeBottom(context: LayoutContext, inset: number): number {
  return context.height - Math.max(inset, safeInsets(context).bottom);
}

/** The highest y a text or code may start at: `inset` px below its top, or below its bar. */
export function safeTop(context: LayoutContext, inset: number): number {
  return Math.max(inset, safeInsets(context).top);
}

/** Picks one of `options` with the context's random source. */
export function pick<T>(context: LayoutContext, options: readonly T[]): T {
  return options[Math.min(options.length - 1, Math.floor(context.random() * options.length))];
}

/** A design with the family and size of the context filled in (and the QR code's place, when it has one). */
export function design(
  context: LayoutContext,
  family: DesignFamily,
  background: string,
  blocks: TextBlock[],
  qr?: QrMark,
): Design {
  const made: Design = {
    family,
    kind: context.kind,
    width: context.width,
    height: context.height,
    background,
    blocks,
  };
  if (qr) made.qr = qr;
  return made;
}
