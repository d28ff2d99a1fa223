/**
 * The text stack: fits a column of text blocks into a frame and places them, every line at or above its size
 * floor, dropping the optional ones first when the column needs the room.
 */
import { readableOn } from "../../palettes/color.ts";
import type { TextAlign, TextBlock } from "../design.ts";
import { type FitSpec, fitText } from "../_fit.ts";
import { baselineInLineBox, capHeightEm } from "../_measure.ts";
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
 * The column of `items` (all present, sizes already floored) in `frame`. When the name opens the column, its
 * ink may rise into the room above the frame (stacked Thai marks, Vietnamese accents over capitals reach above
 * the line box) but no higher than halfway up it: so never off the canvas. Where it would, the frame gives up
 * the difference at its top and the column is fitted again, the name a little smaller.
 */
function place(
  context: LayoutContext,
  items: readonly StackItem[],
  frame: Frame,
  options: StackOptions,
): StackResult {
  let inner = frame;
  let placed = arrange(context, items, inner, options);
  for (let attempt = 0; attempt < INK_ATTEMPTS && items[0]?.grow; attempt++) {
    const rise = frame.y / 2 - inkTopOf(context, placed.blocks[0]);
    if (rise <= FIT_TOLERANCE_PX) break;
    inner = { ...inner, y: inner.y + rise, height: Math.max(0, inner.height - rise) };
    placed = arrange(context, items, inner, options);
  }
  return placed;
}

/** Refits when the name's ink rises too high; each refit leaves the name smaller, so a few suffice. */
const INK_ATTEMPTS = 3;

/** The top of the ink of `block`'s first line on the canvas, px. */
function inkTopOf(context: LayoutContext, block: TextBlock): number {
  const { text } = block;
  if (text.lines.length === 0) return block.y;
  const measurer = context.measurer;
  const baseline = block.y + baselineInLineBox(measurer.primaryFace(text.role), text.size, text.lineHeight);
  const tracking = text.size ? text.tracking / text.size : 0;
  return baseline - measurer.inkTop(text.lines[0], text.role, tracking) * text.size;
}

/** The column of `items` in `frame`, as fitted: the name takes the height the others leave. */
function arrange(
  context: LayoutContext,
  items: readonly StackItem[],
  frame: Frame,
  options: StackOptions,
): StackResult {
  const gaps = items.slice(1).reduce((sum, item) => sum + item.gap, 0);
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
    y += text.height;
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
