/**
 * What a layout produces: a background of shapes (SVG markup, never any user text) and the text blocks set on
 * top, each with its colour and every colour that can be behind it, so the contrast guarantee is checkable.
 */
import type { CanvasKind } from "../formats/formats.ts";
import type { FittedText } from "./_fit.ts";

import type { DesignFamily } from "../design.ts";

export type TextAlign = "left" | "center" | "right";

/** One piece of text, already fitted: its lines and size are final. */
export type TextBlock = {
  /** What it says: "name", "topLine", "date", "location", "tags". */
  id: string;
  /** Left edge of the box, px. */
  x: number;
  /** Top edge of the box, px. */
  y: number;
  /** Width of the box, px; the lines are aligned inside it. */
  width: number;
  text: FittedText;
  color: string;
  align: TextAlign;
  /** Every colour that can be behind the text; it reads at 4.5:1 or better against each. */
  backdrop: string[];
};

/** Where a design put the event link's QR code: the tile (quiet zone and caption strip included), px. */
export type QrMark = {
  x: number;
  y: number;
  width: number;
  height: number;
  /** What the code says. */
  link: string;
  /** Side of one module, whole px. */
  modulePx: number;
  /** Side of the code with its quiet zone, px (the tile's caption strip is below it). */
  side: number;
  colors: { dark: string; light: string };
};

export type Design = {
  family: DesignFamily;
  kind: CanvasKind;
  width: number;
  height: number;
  /** SVG markup drawn under the text (shapes, gradients, the inspiration image, an overlay's artwork). */
  background: string;
  blocks: TextBlock[];
  /** The QR code of the event link, on the canvases that carry one when there is a link. */
  qr?: QrMark;
};
