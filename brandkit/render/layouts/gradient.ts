/**
 * Gradient: a diagonal sweep through the palette with soft light rings, the name centred in the calm middle and
 * the details on a frosted card. The stops are darkened or lightened just enough for the text to read on all of them.
 */
import { contrastRatio } from "../../palettes/contrast.ts";
import { MIN_TEXT_CONTRAST, minContrast, mix, over } from "../../palettes/color.ts";
import { circle, clipPath, coverImage, defs, group, linearGradient, rect } from "../_svg.ts";
import {
  design,
  isStory,
  isWide,
  type Layout,
  type LayoutContext,
  pick,
  safeBottom,
  unitOf,
} from "./_kit.ts";
import { columnHeight, shift, stack } from "./_stack.ts";
import { detailLines, nameLine, topLine } from "./_lines.ts";
import { placeQr, qrTile } from "./_qr.ts";

/** Opacity of the white rings and of the frosted card. */
const RING_OPACITY = 0.22;
const CARD_OPACITY = 0.16;
/** Radius of the disc the rings circle, as a share of the unit (smaller on the square, which is short of room). */
const DISC = { poster: 0.2, square: 0.15, banner: 0.2, story: 0.24, "link-preview": 0.17 } as const;
/** Horizontal run of the sweep per unit of its vertical run. */
const SWEEP_TILT = 0.3;
/** A colour this close to reading under white (or deep) text joins that side's sweep. */
const NEAR_READABLE = 2.6;

/** Moves every stop towards `toward` by the least amount that lets `ink` read on all of them. */
function settle(
  stops: string[],
  ink: string,
  toward: string,
  extras: (stops: string[]) => string[],
): string[] {
  for (let amount = 0; amount <= 1; amount += 0.04) {
    const moved = stops.map((stop) => mix(stop, toward, amount));
    if (minContrast(ink, [...moved, ...extras(moved)]) >= MIN_TEXT_CONTRAST + 0.05) return moved;
  }
  return stops.map(() => toward);
}

function ringCenter(context: LayoutContext): [number, number] {
  const { width: w, height: h } = context;
  if (isWide(context)) return [w * 0.84, h * 0.3];
  // The story's disc sits below the app's bar at the top of the screen.
  return isStory(context) ? [w * 0.74, h * 0.2] : [w * 0.78, h * 0.17];
}

/** Every way the translucent layers (rings, card) can stack over a stop: text must read on all of them. */
function overlays(stops: string[]): string[] {
  return stops.flatMap((stop) => {
    const ring = over("#FFFFFF", RING_OPACITY, stop);
    return [ring, over("#FFFFFF", CARD_OPACITY, stop), over("#FFFFFF", CARD_OPACITY, ring)];
  });
}

/**
 * The sweep: the palette's colours that (nearly) carry white text, or else those that carry dark text, in
 * palette order, two or three of them. A side with a single colour sweeps from it into a shade or tint of itself.
 */
function sweep(context: LayoutContext): { stops: string[]; ink: string } {
  const { palette } = context;
  const ordered = [palette.hero, palette.accent, palette.spot, ...palette.colors]
    .filter((color, index, all) => all.indexOf(color) === index);
  const darkSide = ordered.filter((color) => contrastRatio("#FFFFFF", color) >= NEAR_READABLE);
  const lightSide = ordered.filter((color) => contrastRatio(palette.deep, color) >= NEAR_READABLE);
  const useLight = darkSide.length >= lightSide.length;
  const side = (useLight ? darkSide : lightSide).slice(0, 3);
  const base = side.length > 0 ? side : [palette.hero];
  const stops = base.length > 1
    ? base
    : [base[0], mix(base[0], useLight ? palette.deep : palette.paper, 0.45)];
  const ordering = pick(context, [0, 1]);
  const arranged = ordering === 0 ? stops : [...stops].reverse();
  return useLight
    ? { stops: settle(arranged, "#FFFFFF", palette.deep, overlays), ink: "#FFFFFF" }
    : { stops: settle(arranged, palette.deep, palette.paper, overlays), ink: palette.deep };
}

export const gradientLayout: Layout = (context) => {
  const { width: w, height: h } = context;
  const unit = unitOf(context);
  const margin = unit * 0.085;
  const { stops, ink } = sweep(context);
  const backdrop = [...stops, ...overlays(stops)];
  // Mostly vertical: a full diagonal looks much the same but doubles the PNG (rows stop repeating).
  const gradient = linearGradient(
    "bk-sweep",
    [0, 0],
    [w * SWEEP_TILT, h],
    stops.map((color, index) => ({
      offset: index / (stops.length - 1),
      color,
    })),
  );
  const [rx, ry] = ringCenter(context);
  const discR = unit * DISC[context.kind];
  const rings = [0.22, 0.36, 0.5, 0.64].map((r) =>
    circle(rx, ry, unit * r, "none", {
      stroke: "#FFFFFF",
      "stroke-opacity": RING_OPACITY,
      "stroke-width": unit * 0.004,
    })
  ).join("");
  const disc = context.image
    ? group(
      coverImage(context.image.href, rx - discR, ry - discR, discR * 2, discR * 2),
      {
        "clip-path": "url(#bk-ring)",
      },
    )
    : circle(rx, ry, discR, "#FFFFFF", { "fill-opacity": RING_OPACITY });
  const clip = context.image ? clipPath("bk-ring", circle(rx, ry, discR, "#000")) : "";

  const banner = isWide(context);
  // On the poster and story the QR stands at the bottom right, the card beside it.
  const qr = qrTile(context);
  const qrGap = unit * 0.035;
  // The link preview's card runs under the name at its left, as wide as its lines: at their cap floor (see
  // _type-floor.ts) the date and the place need the width the banner's card leaves to the name.
  const preview = context.kind === "link-preview";
  const roomWidth = preview
    ? w - margin * 2
    : banner
    ? w * 0.36
    : w - margin * 2 - (qr ? qr.width + qrGap : 0);
  const cardX = banner && !preview ? w - margin - roomWidth : margin;
  const cardPad = unit * 0.04;
  const set = stack(
    context,
    detailLines(context, { date: [0.036, 0.022], location: [0.03, 0.02], tracking: 0.06, between: 0.01 }),
    { x: cardX + cardPad, y: 0, width: roomWidth - cardPad * 2, height: unit * 0.2 },
    {
      align: "left",
      anchor: "top",
      backdrop,
      inks: [ink],
    },
  );
  const linesWidth = Math.max(0, ...set.map((block) => block.text.width));
  const cardWidth = preview ? linesWidth + cardPad * 2 : roomWidth;
  const details = preview ? set.map((block) => ({ ...block, width: linesWidth })) : set;
  const cardHeight = columnHeight(details) + cardPad * 2;
  const footBottom = safeBottom(context, margin);
  const cardY = footBottom - cardHeight;
  const hasCard = details.length > 0;
  const code = qr ? placeQr(context, qr, w - margin - qr.width, footBottom - qr.height) : null;
  const card = hasCard
    ? rect(cardX, cardY, cardWidth, cardHeight, "#FFFFFF", {
      "fill-opacity": CARD_OPACITY,
      rx: unit * 0.025,
    }) +
      rect(cardX, cardY, cardWidth, cardHeight, "none", {
        rx: unit * 0.025,
        stroke: "#FFFFFF",
        "stroke-opacity": 0.35,
        "stroke-width": unit * 0.003,
      })
    : "";
  const background = defs(gradient + clip) + rect(0, 0, w, h, "url(#bk-sweep)") + rings + disc + card +
    (code?.markup ?? "");

  // Below the disc: the photo in it is no backdrop for text.
  const textTop = banner ? margin : Math.max(h * 0.3, ry + discR + unit * 0.05);
  // The link preview's name stands left of the disc, over the card.
  const textWidth = preview ? rx - discR - margin * 2 : banner ? cardX - margin * 2 : w - margin * 2;
  const footTop = Math.min(hasCard ? cardY : h, code ? code.mark.y : h);
  const textBottom = footTop < h && (!banner || preview) ? footTop - unit * 0.05 : footBottom;
  const align = banner ? "left" : pick(context, ["center", "left"] as const);
  const main = stack(
    context,
    [
      topLine(context, { size: [0.056, 0.034] }),
      nameLine(context, {
        size: [banner ? 0.17 : 0.15, 0.05],
        gap: 0.015,
        maxLines: isStory(context) ? 5 : 4,
        lineHeight: 1.0,
        tracking: -0.015,
      }),
    ],
    { x: margin, y: textTop, width: textWidth, height: textBottom - textTop },
    {
      align,
      anchor: banner && !preview ? "center" : "bottom",
      backdrop,
      inks: [ink],
    },
  );
  return design(
    context,
    "gradient",
    background,
    [...main, ...shift(details, cardY + cardPad), ...(code?.blocks ?? [])],
    code?.mark,
  );
};
