/**
 * The event link's QR code on a layout: which canvases carry it (poster and story), how big it is (whole pixels
 * per module, so every edge is crisp), the paper tile it sits on with its quiet zone, and the small caption under
 * it ("TICKETS", "RSVP", in the graphic's language), set only when it fits at the size floor. Layouts choose the
 * corner and keep the text out.
 */
import type { CanvasKind } from "../../formats/formats.ts";
import type { QrMark, TextBlock } from "../design.ts";
import { fitText } from "../_fit.ts";
import { encodeQr, type QrCode, qrSideModules } from "../../qr-code.ts";
import { type QrColors, qrColors, qrMarkup } from "../qr.ts";
import { sizeFloor } from "../_type-floor.ts";
import { rect } from "../_svg.ts";
import type { Mood } from "../../moods.ts";
import { bankFor } from "../../languages/phrases/mod.ts";
import type { Frame, LayoutContext } from "./_kit.ts";
import { unitOf } from "./_kit.ts";

/** The canvases that carry the QR: the ones printed or seen full screen, where a phone can scan them. */
export const QR_CANVASES: readonly CanvasKind[] = ["poster", "story"];
/** The side of the code with its quiet zone, as a share of the short side (longer links get a little more). */
const QR_SIDE_SHARE: Readonly<Partial<Record<CanvasKind, number>>> = { poster: 0.22, story: 0.26 };
/** No module smaller than this, px: below it a long link grows the code instead. */
const MIN_MODULE_PX = 3;
/** The id of the caption's text block. */
export const QR_CAPTION_ID = "qr-caption";
/** Caption size, as a share of the short side (never below the size floor). */
const CAPTION_SHARE = 0.026;
/** Letter spacing of the caption, em. */
const CAPTION_TRACKING = 0.14;

/** A QR code sized for a canvas, not yet placed. */
export type QrTile = {
  link: string;
  code: QrCode;
  colors: QrColors;
  modulePx: number;
  /** Side of the code with its quiet zone, px. */
  side: number;
  /** The tile: the code, and the caption strip under it when there is a caption. */
  width: number;
  height: number;
  caption?: { text: string; strip: number };
};

/** True for links and events that ask for a reply (weddings, kids' parties) rather than a ticket. */
function asksForReply(link: string, mood: Mood | null): boolean {
  if (/rsvp|invite|invitation/i.test(link)) return true;
  if (/ticket|tix|eventbrite|billet/i.test(link)) return false;
  return mood === "elegant" || mood === "playful";
}

/** "RSVP" or "TICKETS" in `language` ("BILLETS", "チケット"); English for a language without its own. */
export function qrCaption(link: string, mood: Mood | null, language?: string): string {
  const { qr } = bankFor(language).graphics;
  return asksForReply(link, mood) ? qr.rsvp : qr.tickets;
}

function captionText(context: LayoutContext, text: string, maxWidth: number) {
  const unit = unitOf(context);
  const floor = sizeFloor(QR_CAPTION_ID, unit);
  return fitText(context.measurer, text, {
    role: "detailBold",
    maxWidth,
    maxHeight: unit,
    maxSize: Math.max(floor, unit * CAPTION_SHARE),
    minSize: floor,
    maxLines: 1,
    uppercase: true,
    tracking: CAPTION_TRACKING,
    balance: false,
  });
}

/** The QR tile for this canvas, or null when there is no link or the canvas carries none. */
export function qrTile(context: LayoutContext): QrTile | null {
  const link = context.copy.link;
  const share = QR_SIDE_SHARE[context.kind];
  if (!link || share === undefined || !QR_CANVASES.includes(context.kind)) return null;
  const unit = unitOf(context);
  const code = encodeQr(link);
  const sideModules = qrSideModules(code);
  const modulePx = Math.max(MIN_MODULE_PX, Math.round((unit * share) / sideModules));
  const side = modulePx * sideModules;
  const colors = qrColors(context.palette.deep, context.palette.paper);
  const wording = qrCaption(link, context.mood, context.copy.language);
  // The caption sits in the quiet zone's width, under it: it must fit there in one line at the floor.
  const fitted = captionText(context, wording, side - modulePx * 4);
  const fits = !fitted.overflow && fitted.lines.length === 1 && fitted.width <= side - modulePx * 4;
  const strip = fits ? Math.ceil(fitted.height + modulePx * 2) : 0;
  return {
    link,
    code,
    colors,
    modulePx,
    side,
    width: side,
    height: side + strip,
    caption: fits ? { text: wording, strip } : undefined,
  };
}

/** The tile placed with its top-left at (x, y) (rounded to whole pixels): its markup, caption and mark. */
export function placeQr(
  context: LayoutContext,
  tile: QrTile,
  x: number,
  y: number,
): { markup: string; blocks: TextBlock[]; mark: QrMark } {
  const left = Math.round(x);
  const top = Math.round(y);
  const frame: Frame = { x: left, y: top, width: tile.width, height: tile.height };
  const paper = rect(left, top, tile.width, tile.height, tile.colors.light, { rx: tile.modulePx * 1.5 });
  const markup = paper + qrMarkup(tile.code, left, top, tile.side, tile.colors);
  const blocks: TextBlock[] = [];
  if (tile.caption) {
    const inner = tile.side - tile.modulePx * 4;
    const text = captionText(context, tile.caption.text, inner);
    blocks.push({
      id: QR_CAPTION_ID,
      x: left + tile.modulePx * 2,
      // Under the quiet zone, never in it.
      y: top + tile.side,
      width: inner,
      text,
      color: tile.colors.dark,
      align: "center",
      backdrop: [tile.colors.light],
    });
  }
  return {
    markup,
    blocks,
    mark: { ...frame, link: tile.link, modulePx: tile.modulePx, side: tile.side, colors: tile.colors },
  };
}
