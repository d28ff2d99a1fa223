/**
 * Confetti: a party. Bits of palette-coloured confetti (strips, dots, triangles, squiggles) scattered over the
 * hero colour, kept off the text, which sits centred on a paper card with the details on a pill below.
 */
import { contrastRatio } from "../../palettes/contrast.ts";
import { readableOn } from "../../palettes/color.ts";
import type { TextBlock } from "../design.ts";
import { circle, clipPath, coverImage, defs, group, n, path, rect } from "../_svg.ts";
import {
  design,
  type Frame,
  isStory,
  isWide,
  type Layout,
  type LayoutContext,
  safeBottom,
  unitOf,
} from "./_kit.ts";
import { columnHeight, shift, stack } from "./_stack.ts";
import { detailLines, nameLine, TICKET_DETAILS, topLine } from "./_lines.ts";
import { placeQr, qrTile } from "./_qr.ts";

/** Confetti is strewn one piece per cell of a jittered grid this wide (share of the unit), for even cover. */
const CELL = 0.1;
/** Room around the card's text, and beside the pill's lines, as shares of the unit (less on the link preview). */
const CARD_PAD = 0.06;
const PREVIEW_CARD_PAD = 0.045;
/** The link preview's card leaves less of the width at its sides than the banner's (0.16): its name is large. */
const PREVIEW_CARD_SIDE = 0.14;
const PILL_SIDE_PAD = 0.06;
const PREVIEW_PILL_SIDE_PAD = 0.05;
type Piece = (x: number, y: number, size: number, color: string, angle: number) => string;

const PIECES: readonly Piece[] = [
  (x, y, s, color, angle) =>
    rect(x - s * 0.5, y - s * 0.17, s, s * 0.34, color, {
      rx: s * 0.06,
      transform: `rotate(${n(angle)} ${n(x)} ${n(y)})`,
    }),
  (x, y, s, color) => circle(x, y, s * 0.28, color),
  (x, y, s, color, angle) =>
    path(
      `M${n(x)} ${n(y - s * 0.4)}L${n(x + s * 0.38)} ${n(y + s * 0.3)}L${n(x - s * 0.38)} ${n(y + s * 0.3)}Z`,
      color,
      {
        transform: `rotate(${n(angle)} ${n(x)} ${n(y)})`,
      },
    ),
  (x, y, s, color, angle) =>
    path(
      `M${n(x - s * 0.6)} ${n(y)}q${n(s * 0.15)} ${n(-s * 0.3)} ${n(s * 0.3)} 0t${n(s * 0.3)} 0t${
        n(s * 0.3)
      } 0t${n(s * 0.3)} 0`,
      "none",
      {
        stroke: color,
        "stroke-width": s * 0.13,
        "stroke-linecap": "round",
        transform: `rotate(${n(angle)} ${n(x)} ${n(y)})`,
      },
    ),
  (x, y, s, color) => circle(x, y, s * 0.22, "none", { stroke: color, "stroke-width": s * 0.1 }),
];

function overlaps(x: number, y: number, reach: number, keepOut: readonly Frame[]): boolean {
  return keepOut.some((box) =>
    x + reach > box.x && x - reach < box.x + box.width && y + reach > box.y && y - reach < box.y + box.height
  );
}

function scatter(context: LayoutContext, keepOut: readonly Frame[], colors: readonly string[]): string {
  const { width: w, height: h } = context;
  const unit = unitOf(context);
  const cell = unit * CELL;
  let pieces = "";
  for (let top = 0; top < h; top += cell) {
    for (let left = 0; left < w; left += cell) {
      const x = left + context.random() * cell;
      const y = top + context.random() * cell;
      const size = unit * (0.045 + context.random() * 0.05);
      const piece = PIECES[Math.floor(context.random() * PIECES.length)];
      const color = colors[Math.floor(context.random() * colors.length)];
      const angle = context.random() * 180;
      if (context.random() < 0.12 || overlaps(x, y, size * 0.75, keepOut)) continue;
      pieces += piece(x, y, size, color, angle);
    }
  }
  return pieces;
}

function boundsOf(blocks: readonly TextBlock[], pad: number): Frame {
  const left = Math.min(...blocks.map((block) => block.x));
  const top = Math.min(...blocks.map((block) => block.y));
  const right = Math.max(...blocks.map((block) => block.x + block.width));
  const bottom = Math.max(...blocks.map((block) => block.y + block.text.height));
  return { x: left - pad, y: top - pad, width: right - left + pad * 2, height: bottom - top + pad * 2 };
}

/** The card's frame on the tall and square canvases without a QR code, with `below` px kept under it for the pill. */
function tallFrame(context: LayoutContext, margin: number, below: number): Frame {
  const { width: w, height: h } = context;
  const y = h * (context.kind === "square" ? 0.17 : isStory(context) ? 0.16 : 0.2);
  const height = h * (context.kind === "square" ? 0.56 : isStory(context) ? 0.6 : 0.52);
  // The pill stays above the story's reply bar.
  return {
    x: margin * 1.4,
    y,
    width: w - margin * 2.8,
    height: Math.min(height, safeBottom(context, margin) - below - y),
  };
}

export const confettiLayout: Layout = (context) => {
  const { width: w, height: h, palette } = context;
  const unit = unitOf(context);
  const margin = unit * 0.075;
  const field = palette.hero;
  const card = palette.paper;
  const banner = isWide(context);
  const pillColor = palette.deep;
  // The link preview's pill may take the card's width and hugs its lines: they are set large there (see
  // _type-floor.ts).
  const preview = context.kind === "link-preview";
  const roomW = preview ? w - margin * 2 : Math.min(w - margin * 2, unit * 0.82);
  const pillPad = unit * 0.028;
  const sidePad = unit * (preview ? PREVIEW_PILL_SIDE_PAD : PILL_SIDE_PAD);
  const set = stack(
    context,
    detailLines(context, TICKET_DETAILS),
    { x: (w - roomW) / 2 + sidePad, y: 0, width: roomW - sidePad * 2, height: unit * 0.15 },
    {
      align: "center",
      anchor: "top",
      backdrop: [pillColor],
      inks: [palette.paper, "#FFFFFF"],
    },
  );
  const linesW = Math.max(0, ...set.map((block) => block.text.width));
  const pillW = preview ? linesW + sidePad * 2 : roomW;
  const details = preview ? set.map((block) => ({ ...block, x: (w - linesW) / 2, width: linesW })) : set;
  const hasPill = details.length > 0;
  const pillH = columnHeight(details) + pillPad * 2;
  // The QR stands centred at the foot; the card and the pill move up to make room for it.
  const qr = qrTile(context);
  const gap = unit * 0.06;
  const qrY = qr ? safeBottom(context, margin) - qr.height : h;
  const code = qr ? placeQr(context, qr, (w - qr.width) / 2, qrY) : null;
  const tallTop = h * (isStory(context) ? 0.12 : 0.1);
  // The wide canvases' card leaves this share of the width at each side (the photo sticker sits in it).
  const cardSide = preview ? PREVIEW_CARD_SIDE : 0.16;
  const cardFrame: Frame = banner
    ? {
      x: w * cardSide,
      y: margin * 1.2,
      width: w * (1 - cardSide * 2),
      height: h - margin * 1.8 - (hasPill ? pillH + unit * 0.05 : 0),
    }
    : code
    ? {
      x: margin * 1.4,
      y: tallTop,
      width: w - margin * 2.8,
      height: qrY - gap - (hasPill ? pillH + gap : 0) - tallTop,
    }
    : tallFrame(context, margin, hasPill ? pillH + gap : 0);
  const pad = unit * (preview ? PREVIEW_CARD_PAD : CARD_PAD);
  const inks = [palette.deep, palette.hero, "#111111"];
  const head = stack(context, [
    topLine(context, { size: [0.052, 0.03] }),
    nameLine(context, {
      size: [0.13, 0.045],
      gap: 0.012,
      color: readableOn([card], [palette.hero, palette.accent, palette.deep]),
      maxLines: 4,
      lineHeight: 1.0,
      tracking: -0.02,
    }),
  ], {
    x: cardFrame.x + pad,
    y: cardFrame.y + pad,
    width: cardFrame.width - pad * 2,
    height: cardFrame.height - pad * 2,
  }, {
    align: "center",
    anchor: "center",
    backdrop: [card],
    inks,
  });
  const pill: Frame = banner
    ? { x: (w - pillW) / 2, y: h - margin * 0.6 - pillH, width: pillW, height: pillH }
    : { x: (w - pillW) / 2, y: cardFrame.y + cardFrame.height + gap, width: pillW, height: pillH };
  const placed = shift(details, pill.y + pillPad);
  // The card hugs the text when the text is short; confetti may come close but never under it.
  const textBox = head.length > 0 ? boundsOf(head, pad) : cardFrame;
  const cardBox = textBox;
  const colors = [palette.accent, palette.spot, palette.paper, palette.deep, ...palette.colors]
    .filter((color, index, all) => all.indexOf(color) === index && contrastRatio(color, field) > 1.3);
  const shadow = unit * 0.018;
  const stickerR = unit * 0.11;
  // The photo sticker sits beside the card (banner) or over its top edge, never over the text.
  const sticker: [number, number] = banner
    ? [cardBox.x - stickerR - unit * 0.03, h / 2]
    : [cardBox.x + cardBox.width - stickerR * 0.6, cardBox.y - stickerR * 0.55];
  const keepOut = [
    { ...cardBox, width: cardBox.width + shadow, height: cardBox.height + shadow },
    ...(hasPill ? [pill] : []),
    ...(code ? [code.mark] : []),
    { x: sticker[0] - stickerR, y: sticker[1] - stickerR, width: stickerR * 2, height: stickerR * 2 },
  ];
  const clip = context.image ? clipPath("bk-sticker", circle(sticker[0], sticker[1], stickerR, "#000")) : "";
  const stickerArt = context.image
    ? circle(sticker[0], sticker[1], stickerR + unit * 0.01, card) +
      group(
        coverImage(
          context.image.href,
          sticker[0] - stickerR,
          sticker[1] - stickerR,
          stickerR * 2,
          stickerR * 2,
        ),
        { "clip-path": "url(#bk-sticker)" },
      )
    : "";
  const background = defs(clip) + rect(0, 0, w, h, field) +
    scatter(context, keepOut, colors.length > 0 ? colors : [card]) +
    rect(cardBox.x + shadow, cardBox.y + shadow, cardBox.width, cardBox.height, palette.deep, {
      rx: unit * 0.03,
    }) +
    rect(cardBox.x, cardBox.y, cardBox.width, cardBox.height, card, { rx: unit * 0.03 }) +
    (hasPill
      ? rect(pill.x, pill.y, pill.width, pill.height, pillColor, { rx: Math.min(pillH / 2, unit * 0.05) })
      : "") +
    stickerArt + (code?.markup ?? "");
  return design(context, "confetti", background, [...head, ...placed, ...(code?.blocks ?? [])], code?.mark);
};
