/**
 * The lines of copy a layout sets, as items of the text stack: the top line (optional, so the first to go
 * when the column needs the room), the event's name (the block that takes the height the others leave) and the
 * details (the date bold on one line, the place on up to two, both upper case and tracked). Each has one id,
 * role and behaviour here; a layout gives only its sizes, as shares of the unit, and its inks.
 */
import type { FitSpec } from "../_fit.ts";
import { graphemes } from "../../type/mod.ts";
import type { LayoutContext } from "./_kit.ts";
import { unitOf } from "./_kit.ts";
import type { StackItem } from "./_stack.ts";

/** A line's largest and smallest size, as shares of the unit. */
type Sizes = readonly [max: number, min: number];

/** What a layout says of a line's type besides its sizes. */
type LineSpec = Omit<FitSpec, "role" | "maxWidth" | "maxHeight" | "maxSize" | "minSize" | "spill">;

export type TopLineSpec = LineSpec & {
  size: Sizes;
  /** The preferred ink, when it reads. */
  color?: string;
};

/** The top line ("join us for"): one line unless `maxLines` says more; it always heads its column. */
export function topLine(context: LayoutContext, line: TopLineSpec): StackItem {
  const { size: [max, min], color, ...spec } = line;
  const unit = unitOf(context);
  return {
    id: "topLine",
    optional: true,
    text: context.copy.topLine,
    gap: 0,
    color,
    spec: { role: "accent", maxSize: unit * max, minSize: unit * min, maxLines: 1, ...spec },
  };
}

export type NameLine = LineSpec & {
  /** @default "display" */
  role?: "display" | "serif";
  size: Sizes;
  /** Space above the name, as a share of the unit. */
  gap: number;
  /** The preferred ink, when it reads. */
  color?: string;
};

/** A name of at most this many characters (graphemes) is short: "X", "AB", "東京". */
export const SHORT_NAME_MAX_GRAPHEMES = 3;
/**
 * The largest size of a short name, as a share of the unit: big enough to fill the name's space on every canvas
 * (the fitter still keeps it inside the width and the height the other lines leave), not so big that one
 * letter turns into a shape.
 */
export const SHORT_NAME_MAX_SHARE = 0.42;

/** True for a name short enough to be set as one big word. */
export function isShortName(name: string): boolean {
  return graphemes(name.trim()).length <= SHORT_NAME_MAX_GRAPHEMES;
}

/**
 * The event's name, which grows into the height the other lines leave. A short name is set on one line and may
 * grow up to SHORT_NAME_MAX_SHARE of the unit: at the family's size it would sit small in a mostly empty space.
 */
export function nameLine(context: LayoutContext, line: NameLine): StackItem {
  const { role = "display", size: [max, min], gap, color, ...spec } = line;
  const unit = unitOf(context);
  const short = isShortName(context.copy.name);
  return {
    id: "name",
    text: context.copy.name,
    gap: unit * gap,
    grow: true,
    color,
    spec: {
      role,
      maxSize: unit * (short ? Math.max(max, SHORT_NAME_MAX_SHARE) : max),
      minSize: unit * min,
      ...spec,
      ...(short ? { maxLines: 1 } : {}),
    },
  };
}

export type DetailLines = {
  date: Sizes;
  location: Sizes;
  /** Letter spacing of both, in em. */
  tracking: number;
  /** Space between the date and the place, as a share of the unit. */
  between: number;
  /** Space above the date, as a share of the unit, when the details follow the name in one column. @default 0 */
  gap?: number;
  /** The date's preferred ink, when it reads. */
  dateColor?: string;
};

/** The small print of a ticket or pill (the retro and confetti layouts). */
export const TICKET_DETAILS: DetailLines = {
  date: [0.032, 0.02],
  location: [0.028, 0.018],
  tracking: 0.08,
  between: 0.006,
};

/**
 * The most letter spacing of the link preview's date and place, in em: set at its cap floor (see
 * _type-floor.ts), a family's wider spacing would push a plain date onto two lines.
 */
const PREVIEW_DETAIL_TRACKING = 0.04;

/**
 * The date and the place: the date bold on one line (two on the link preview), the place on up to two, both
 * upper case and tracked; then the organiser's details line, as they wrote it, on up to two.
 */
export function detailLines(context: LayoutContext, lines: DetailLines): StackItem[] {
  const { copy } = context;
  const unit = unitOf(context);
  const preview = context.kind === "link-preview";
  const tracking = preview ? Math.min(lines.tracking, PREVIEW_DETAIL_TRACKING) : lines.tracking;
  const detail = (
    id: "date" | "location",
    text: string | undefined,
    gap: number,
    [max, min]: Sizes,
    maxLines: number,
  ): StackItem => ({
    id,
    text,
    gap: unit * gap,
    spec: {
      role: id === "date" ? "detailBold" : "detail",
      maxSize: unit * max,
      minSize: unit * min,
      maxLines,
      uppercase: true,
      tracking,
    },
  });
  return [
    { ...detail("date", copy.date, lines.gap ?? 0, lines.date, preview ? 2 : 1), color: lines.dateColor },
    detail("location", copy.location, lines.between, lines.location, 2),
    // The organiser's own line, as they wrote it: not upper-cased, lightly tracked, at the place's sizes.
    {
      id: "details",
      text: copy.details,
      gap: unit * lines.between,
      spec: {
        role: "detail",
        maxSize: unit * lines.location[0],
        minSize: unit * lines.location[1],
        maxLines: 2,
        tracking: Math.min(tracking, PREVIEW_DETAIL_TRACKING),
      },
    },
  ];
}
