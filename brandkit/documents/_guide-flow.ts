/**
 * How the guide's pages are laid out: a page as a list of marks (text lines, rectangles, rules, images) made
 * before anything is drawn, and the flow that sets text down the page frame (_guide-page.ts) at a scale. A page
 * that does not fit above the footer is laid out again smaller (`fitPage`), so nothing ever runs off it,
 * whatever the copy's length; only then are its marks drawn.
 */
import {
  concatTransformationMatrix,
  drawObject,
  type PDFPage,
  type PDFRef,
  popGraphicsState,
  pushGraphicsState,
} from "pdf-lib";
import type { CanvasKind } from "../formats/formats.ts";
import { CONTENT_BOTTOM_PT, CONTENT_WIDTH_PT, INK, MARGIN_PT, MUTED, RULE } from "./_guide-page.ts";
import { type FitOptions, fitSize, type GuideFace, pdfColor, type Typesetter } from "./_guide-type.ts";

/** Smallest a page is scaled to fit: long copy at the limits still fits at about 0.6. */
const MIN_PAGE_SCALE = 0.2;
/** Halvings of the page scale: to within 1 %. */
const PAGE_SCALE_STEPS = 7;

/** One thing drawn on a page; y is from the page's bottom, as in PDF. */
export type GuideMark =
  | { kind: "text"; text: string; x: number; y: number; size: number; face: GuideFace; color: string }
  | {
    kind: "rect";
    x: number;
    y: number;
    width: number;
    height: number;
    color: string;
    border?: string;
    /** @default 0.5 */
    borderWidth?: number;
  }
  | { kind: "rule"; x: number; y: number; width: number }
  | { kind: "image"; canvas: CanvasKind; x: number; y: number; width: number; height: number };

/** A page being laid out: its marks so far and how far down it has got. */
export type Flow = { type: Typesetter; scale: number; y: number; marks: GuideMark[] };

export type TextStyle = Omit<FitOptions, "maxWidth"> & {
  face: GuideFace;
  /** @default INK */
  color?: string;
  /** Left end of the lines. @default MARGIN_PT */
  x?: number;
  /** @default CONTENT_WIDTH_PT */
  width?: number;
  /** Line height over size. @default 1.35 */
  leading?: number;
};

/** Moves the flow down by `points` at its scale. */
export function skip(flow: Flow, points: number): void {
  flow.y -= points * flow.scale;
}

/**
 * Sets `text` from the flow down, each line's box `size * leading` tall with its baseline `size` below its top;
 * sizes are at the flow's scale, shrunk or wrapped to the width (fitSize). Returns the lines and their size.
 */
export function setText(flow: Flow, text: string, style: TextStyle): { lines: string[]; size: number } {
  const { face, color = INK, x = MARGIN_PT, width = CONTENT_WIDTH_PT, leading = 1.35 } = style;
  const scaled = {
    size: style.size * flow.scale,
    minSize: (style.minSize ?? style.size) * flow.scale,
    maxLines: style.maxLines,
    maxWidth: width,
  };
  const { lines, size } = fitSize(flow.type, text, face, scaled);
  for (const line of lines) {
    flow.marks.push({ kind: "text", text: line, x, y: flow.y - size, size, face, color });
    flow.y -= size * leading;
  }
  return { lines, size };
}

/** A small upper-case label over a hairline. */
export function sectionLabel(flow: Flow, label: string): void {
  skip(flow, 14);
  flow.marks.push({ kind: "rule", x: MARGIN_PT, y: flow.y, width: CONTENT_WIDTH_PT });
  skip(flow, 7);
  setText(flow, label.toUpperCase(), { face: "detailBold", size: 8, minSize: 6, color: MUTED, leading: 1.3 });
  skip(flow, 3);
}

/**
 * The marks of the largest page scale (up to 1) whose layout ends at or above CONTENT_BOTTOM_PT; `layout` gives
 * the marks of a scale and where it ended (-Infinity when it cannot fit at all).
 */
export function fitPage(layout: (scale: number) => { marks: GuideMark[]; bottom: number }): GuideMark[] {
  const full = layout(1);
  if (full.bottom >= CONTENT_BOTTOM_PT) return full.marks;
  let [low, high] = [MIN_PAGE_SCALE, 1];
  let best = layout(low);
  for (let step = 0; step < PAGE_SCALE_STEPS; step++) {
    const middle = (low + high) / 2;
    const trial = layout(middle);
    if (trial.bottom >= CONTENT_BOTTOM_PT) [low, best] = [middle, trial];
    else high = middle;
  }
  return best.marks;
}

/** Draws `marks` on `page`; images are the references `images` holds for their canvases. */
export function drawMarks(
  page: PDFPage,
  type: Typesetter,
  marks: readonly GuideMark[],
  images: ReadonlyMap<CanvasKind, PDFRef>,
): void {
  for (const mark of marks) {
    if (mark.kind === "text") type.draw(page, mark.text, mark);
    else if (mark.kind === "rect") {
      const { border: borderColor, borderWidth = 0.5, ...box } = mark;
      const border = borderColor ? { borderColor: pdfColor(borderColor), borderWidth } : {};
      page.drawRectangle({ ...box, color: pdfColor(mark.color), ...border });
    } else if (mark.kind === "rule") {
      const { x, y, width } = mark;
      page.drawLine({ start: { x, y }, end: { x: x + width, y }, thickness: 0.5, color: pdfColor(RULE) });
    } else {
      const ref = images.get(mark.canvas);
      if (!ref) continue;
      const name = page.node.newXObject("Image", ref);
      const { x, y, width, height } = mark;
      page.pushOperators(
        pushGraphicsState(),
        concatTransformationMatrix(width, 0, 0, height, x, y),
        drawObject(name),
        popGraphicsState(),
      );
    }
  }
}
