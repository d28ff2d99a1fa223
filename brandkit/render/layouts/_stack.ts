/**
 * The text stack: fits a column of text blocks into a frame and places them, every line at or above its size
 * floor, dropping the optional ones first when the column needs the room.
 */
import { readableOn } from "../../palettes/color.ts";
import type { TextAlign, TextBlock } from "../design.ts";
import { type FitSpec, fitText } from "../_fit.ts";
import { capHeightEm, inkOfLines } from "../_measure.ts";
import { NAME_BLOCK_ID, previewCapFloor, sizeFloor } from "../_type-floor.ts";
import type { Frame, LayoutContext } from "./_kit.ts";
import { unitOf } from "./_kit.ts";

/**
 * Type on the link preview is set larger than the layout asks: the card is mostly seen as a small thumbnail in
 * a chat or a feed. The name grows less (it is big already); details and top line most.
 */
const PREVIEW_TYPE_SCALE = { name: 1.1, other: 1.3 } as const;

function typeScale(context: LayoutContext, id: string): number {
  if (context.kind !== "link-preview") return 1;
  return id === "name" ? PREVIEW_TYPE_SCALE.name : PREVIEW_TYPE_SCALE.other;
}

/** Rounds a size up to this step, px, so a floor's cap height lands on or above its share. */
const FLOOR_STEP_PX = 0.1;

/** The least size, px, of `item` on this canvas: the legibility floor, and on the link preview its cap floor. */
function floorOf(context: LayoutContext, item: StackItem): number {
  const floor = sizeFloor(item.id, unitOf(context));
  const cap = context.kind === "link-preview" ? previewCapFloor(item.id, context.height) : undefined;
  if (cap === undefined) return floor;
  const size = Math.ceil(cap / capHeightEm(context.measurer, item.spec.role) / FLOOR_STEP_PX) * FLOOR_STEP_PX;
  return Math.max(floor, size);
}

export type StackItem = {
  id: string;
  text: string | undefined;
  spec: Omit<FitSpec, "maxWidth" | "maxHeight"> & { maxHeight?: number };
  /** Space above the block, px (ignored for the first block). */
  gap: number;
  /** The block that gets the height the others leave (the event name). */
  grow?: boolean;
  color?: string;
  /** A line the design can do without (the top line): dropped first when the rest needs the room. */
  optional?: boolean;
};

export type StackOptions = {
  align: TextAlign;
  /** Where the column sits in the frame. */
  anchor: "top" | "center" | "bottom";
  /** Every colour behind the frame. */
  backdrop: string[];
  /** Preferred text colours, best first; the first that reads at 4.5:1 on every backdrop wins. */
  inks: string[];
};

/** A placed column, and whether it fits its frame (when not, it is all there but taller than the frame). */
export type StackResult = { blocks: TextBlock[]; fits: boolean };

/**
 * The column of `items` (all present, sizes already floored) in `frame`. The name's ink may reach past its line
 * box: Thai tone marks stacked over a vowel rise above it, the dots under an Arabic yeh's tail fall far below
 * it. What reaches further than Latin descenders do (INK_OVERHANG_EM) is room the column keeps above and below
 * the name, so the ink stays in the frame and off the lines beside it; the name is fitted again into the rest.
 */
function place(
  context: LayoutContext,
  items: readonly StackItem[],
  frame: Frame,
  options: StackOptions,
): StackResult {
  const placed = arrange(context, items, frame, options, NO_ROOM);
  const name = items.findIndex((item) => item.grow);
  if (name < 0) return placed;
  const room = overhangOf(context, placed.blocks[name], {
    above: items[name - 1] ? items[name].gap / 2 : Infinity,
    below: items[name + 1] ? items[name + 1].gap / 2 : Infinity,
  });
  if (room.above <= FIT_TOLERANCE_PX && room.below <= FIT_TOLERANCE_PX) return placed;
  // The name comes out a little smaller, and reaches a little less far: the room kept is what the larger needed.
  return arrange(context, items, frame, options, room);
}

/**
 * How far, em, a name's ink may reach past its line box before the column makes room for it: as far as the
 * display faces' Latin descenders and Arabic letters reach (0.14 em: the "g" of Harbour Lights, set at 0.98),
 * and never more than halfway across the gap to the line next to it.
 */
const INK_OVERHANG_EM = 0.15;

/** Room kept above and below the name, px. */
type Room = { above: number; below: number };
const NO_ROOM: Room = { above: 0, below: 0 };

/**
 * How far the ink of `block` reaches past its line box beyond what it may (INK_OVERHANG_EM, and at most `near`,
 * px, on a side where another line follows), px: above and below.
 */
function overhangOf(context: LayoutContext, block: TextBlock, near: Room): Room {
  const { text } = block;
  const ink = inkOfLines(context.measurer, text, block.y);
  const allowed = INK_OVERHANG_EM * text.size;
  return {
    above: Math.max(0, block.y - ink.top - Math.min(allowed, near.above)),
    below: Math.max(0, ink.bottom - (block.y + text.height) - Math.min(allowed, near.below)),
  };
}

/** The column of `items` in `frame`, as fitted: the name takes the height the others and `room` leave. */
function arrange(
  context: LayoutContext,
  items: readonly StackItem[],
  frame: Frame,
  options: StackOptions,
  room: Room,
): StackResult {
  const gaps = items.slice(1).reduce((sum, item) => sum + item.gap, 0) + room.above + room.below;
  const fit = (item: StackItem, maxHeight: number) =>
    fitText(context.measurer, item.text!, { ...item.spec, maxWidth: frame.width, maxHeight });
  const fixed = new Map(
    items.filter((item) => !item.grow).map((item) => [
      item,
      fit(
        item,
        item.spec.maxHeight ?? item.spec.maxSize * (item.spec.lineHeight ?? 1.1) * (item.spec.maxLines ?? 3),
      ),
    ]),
  );
  const used = [...fixed.values()].reduce((sum, text) => sum + text.height, 0) + gaps;
  const fitted = items.map((item) =>
    fixed.get(item) ??
      fitText(context.measurer, item.text!, {
        ...item.spec,
        maxWidth: frame.width,
        maxHeight: Math.max(0, frame.height - used),
        spill: true,
      })
  );
  const total = fitted.reduce((sum, text) => sum + text.height, 0) + gaps;
  let y = options.anchor === "top"
    ? frame.y
    : options.anchor === "bottom"
    ? frame.y + frame.height - total
    : frame.y + (frame.height - total) / 2;
  const blocks = items.map((item, index) => {
    if (index > 0) y += item.gap;
    if (item.grow) y += room.above;
    const text = fitted[index];
    const block: TextBlock = {
      id: item.id,
      x: frame.x,
      y,
      width: frame.width,
      text,
      color: readableOn(options.backdrop, item.color ? [item.color, ...options.inks] : options.inks),
      align: options.align,
      backdrop: options.backdrop,
    };
    y += text.height + (item.grow ? room.below : 0);
    return block;
  });
  // A small block that took more lines than asked is fine while the column still fits; the name is not.
  const fits = items.every((item, index) => !item.grow || !fitted[index].overflow) &&
    total <= frame.height + FIT_TOLERANCE_PX;
  return { blocks, fits };
}

/** Rounding room when comparing a column's height with its frame, px. */
const FIT_TOLERANCE_PX = 0.5;

/**
 * Fits `items` into `frame` as one column and places them, every line at or above its size floor (see
 * _type-floor.ts). Items without text are left out; when the rest needs the room, optional items are dropped.
 */
export function stackInFrame(
  context: LayoutContext,
  items: readonly StackItem[],
  frame: Frame,
  options: StackOptions,
): StackResult {
  const unit = unitOf(context);
  const present = items.filter((item) => item.text).map((item) => {
    const floor = floorOf(context, item);
    const scale = typeScale(context, item.id);
    const minSize = Math.max(item.spec.minSize * scale, floor);
    const maxSize = Math.max(item.spec.maxSize * scale, minSize);
    const maxHeight = item.spec.maxHeight === undefined ? undefined : item.spec.maxHeight * scale;
    return { ...item, spec: { ...item.spec, minSize, maxSize, maxHeight } };
  });
  const all = place(context, present, frame, options);
  if (all.fits) return all;
  const needed = present.filter((item) => !item.optional);
  const withoutOptional = needed.length < present.length ? place(context, needed, frame, options) : all;
  if (withoutOptional.fits) return withoutOptional;
  if (context.kind === "link-preview") return shrunkName(context, needed, frame, options) ?? withoutOptional;
  // Still too tall (a long name in full-width CJK beside a QR code): every block may go down to the legibility
  // floor rather than run into what lies below the frame.
  const atFloor = needed.map((item) => ({
    ...item,
    spec: { ...item.spec, minSize: sizeFloor(item.id, unit) },
  }));
  const floored = place(context, atFloor, frame, options);
  return floored.fits ? floored : withoutOptional;
}

/** Each size the link preview's name tries below its cap floor is this much smaller than the last. */
const NAME_SHRINK_STEP = 0.92;

/**
 * The link preview's column with a name too long for the card at its cap floor (see _type-floor.ts): the name at
 * the largest size that fits (broken at syllables where it helps, as at its floor), stepping down to the
 * legibility floor, where it stays even if the column still runs over; the date and place keep their cap floor.
 * Null when the column has no name.
 */
function shrunkName(
  context: LayoutContext,
  items: readonly StackItem[],
  frame: Frame,
  options: StackOptions,
): StackResult | null {
  const name = items.find((item) => item.id === NAME_BLOCK_ID);
  if (!name) return null;
  const least = sizeFloor(NAME_BLOCK_ID, unitOf(context));
  let size = name.spec.minSize;
  let placed: StackResult | null = null;
  while (size > least && !placed?.fits) {
    size = Math.max(least, Math.floor(size * NAME_SHRINK_STEP));
    const shrunk = items.map((item) =>
      item === name ? { ...item, spec: { ...item.spec, maxSize: size, minSize: size } } : item
    );
    placed = place(context, shrunk, frame, options);
  }
  return placed;
}

/** The blocks of stackInFrame(), for layouts with nothing else to give up when the column is tall. */
export function stack(
  context: LayoutContext,
  items: readonly StackItem[],
  frame: Frame,
  options: StackOptions,
): TextBlock[] {
  return stackInFrame(context, items, frame, options).blocks;
}

/** Height of a placed column, from the top of its first block to the bottom of its last (0 when empty). */
export function columnHeight(blocks: readonly TextBlock[]): number {
  if (blocks.length === 0) return 0;
  const last = blocks.at(-1)!;
  return last.y + last.text.height - blocks[0].y;
}

/** The blocks moved down by `dy` px. */
export function shift(blocks: readonly TextBlock[], dy: number): TextBlock[] {
  return blocks.map((block) => ({ ...block, y: block.y + dy }));
}
