/**
 * Retro: a seventies sunset. Concentric rainbow bands in the palette rise from the foot of a cream page, a
 * striped sun sits inside them, and the name is set big and tight above, with the details on a rounded ticket.
 */
import { contrastRatio } from "../../palettes/contrast.ts";
import { readableOn } from "../../palettes/color.ts";
import { circle, clipPath, coverImage, defs, group, n, path, rect } from "../_svg.ts";
import { design, type Frame, isWide, type Layout, type LayoutContext, safeTop, unitOf } from "./_kit.ts";
import { columnHeight, shift, stack } from "./_stack.ts";
import { detailLines, nameLine, TICKET_DETAILS, topLine } from "./_lines.ts";
import { placeQr, qrTile } from "./_qr.ts";

/** A half ring (upper half) between radii r1 < r2 around (cx, cy). */
function halfRing(cx: number, cy: number, r1: number, r2: number, fill: string): string {
  return path(
    `M${n(cx - r2)} ${n(cy)}A${n(r2)} ${n(r2)} 0 0 1 ${n(cx + r2)} ${n(cy)}H${n(cx + r1)}` +
      `A${n(r1)} ${n(r1)} 0 0 0 ${n(cx - r1)} ${n(cy)}Z`,
    fill,
  );
}

type Sunset = { cx: number; cy: number; radius: number };

/** Room beside the ticket's lines, as a share of the unit (the link preview's is narrower). */
const TICKET_SIDE_PAD = 0.06;
const PREVIEW_TICKET_SIDE_PAD = 0.03;

/**
 * The link preview's name frame: from the top of `frame` down to `bottom`, as wide as the sunset allows there,
 * `gap` px clear of it (up to `right` where the sun has not risen so high).
 */
function previewHeadFrame(frame: Frame, bottom: number, sun: Sunset, right: number, gap: number): Frame {
  const rise = sun.cy - bottom;
  const sunLeft = rise >= sun.radius ? Infinity : sun.cx - Math.sqrt(sun.radius ** 2 - rise ** 2);
  return {
    x: frame.x,
    y: frame.y,
    width: Math.min(right, sunLeft - gap) - frame.x,
    height: bottom - frame.y,
  };
}

function sunset(context: LayoutContext, hasQr: boolean): Sunset {
  const { width: w, height: h } = context;
  // The link preview's sunset is smaller, in the corner: its type, at the cap floor (see _type-floor.ts), needs
  // the room.
  if (context.kind === "link-preview") return { cx: w * 0.97, cy: h, radius: h * 0.42 };
  if (context.kind === "banner") return { cx: w * 0.86, cy: h, radius: h * 0.8 };
  if (context.kind === "square") return { cx: w / 2, cy: h + w * 0.04, radius: w * 0.42 };
  // A poster with a QR code gives the sunset's top to the code and the ticket.
  if (context.kind === "poster" && hasQr) return { cx: w / 2, cy: h + w * 0.06, radius: w * 0.42 };
  return { cx: w / 2, cy: h, radius: w * 0.5 };
}

/** The band colours: the palette's colourful members, each distinct from its neighbour and from the page. */
function bandColors(context: LayoutContext, page: string): string[] {
  const { palette } = context;
  const candidates = [palette.hero, palette.accent, palette.spot, ...palette.colors, palette.deep]
    .filter((color, index, all) => all.indexOf(color) === index && contrastRatio(color, page) > 1.25);
  const bands: string[] = [];
  for (const color of candidates) {
    if (bands.length === 0 || contrastRatio(color, bands.at(-1)!) > 1.12) bands.push(color);
    if (bands.length === 4) break;
  }
  return bands.length > 0 ? bands : [palette.deep];
}

export const retroLayout: Layout = (context) => {
  const { width: w, height: h, palette } = context;
  const unit = unitOf(context);
  const margin = unit * 0.075;
  const page = palette.paper;
  const qr = qrTile(context);
  const { cx, cy, radius } = sunset(context, qr !== null);
  const bands = bandColors(context, page);
  const sunR = radius * 0.42;
  const step = (radius - sunR) / bands.length;
  const rings = bands.map((color, index) =>
    halfRing(cx, cy, radius - step * (index + 1) + 0.5, radius - step * index, color)
  ).join("");
  const sunColor = readableOn([page], [palette.hero, palette.accent], 1.3);
  const stripes = [0, 1, 2, 3].map((stripe) =>
    rect(cx - sunR, cy - sunR * (0.16 + stripe * 0.2), sunR * 2, sunR * (0.03 + stripe * 0.02), page)
  ).join("");
  const clip = clipPath("bk-sun", circle(cx, cy, sunR, "#000"));
  const sun = context.image
    ? group(coverImage(context.image.href, cx - sunR, cy - sunR, sunR * 2, sunR), {
      "clip-path": "url(#bk-sun)",
    })
    : group(circle(cx, cy, sunR, sunColor) + stripes, { "clip-path": "url(#bk-sun)" });
  const inset = margin * 0.5;
  const border = rect(inset, inset, w - inset * 2, h - inset * 2, "none", {
    rx: unit * 0.04,
    stroke: readableOn([page], [palette.deep, palette.hero], 3),
    "stroke-width": unit * 0.006,
  });
  // The rainbow rises in front of the frame.
  const background = defs(clip) + rect(0, 0, w, h, page) + border + rings + sun;

  const inks = [palette.deep, palette.hero, "#111111"];
  const banner = isWide(context);
  // The story's type starts below the app's bar at the top of the screen.
  const top = safeTop(context, margin * 1.4);
  const preview = context.kind === "link-preview";
  // The link preview's column keeps closer to the frame: its type is set large (see _type-floor.ts).
  const wideInset = margin * (preview ? 1.1 : 1.3);
  const textFrame = banner
    ? { x: margin * 1.3, y: wideInset, width: cx - radius - margin * 1.6, height: h - wideInset * 2 }
    : { x: margin * 1.3, y: top, width: w - margin * 2.6, height: cy - radius - top - unit * 0.05 };
  const ticketColor = palette.deep;
  // With a QR code, the ticket and the code stand side by side, centred as a pair, at the foot of the column.
  const qrGap = unit * 0.04;
  const beside = qr ? qr.width + qrGap : 0;
  const roomW = banner ? textFrame.width : Math.min(textFrame.width - beside, unit * 0.8);
  const ticketX = banner ? textFrame.x : (w - roomW - beside) / 2;
  const pad = unit * 0.03;
  // The link preview's ticket has less side room and hugs its lines, which are set large there.
  const sidePad = unit * (preview ? PREVIEW_TICKET_SIDE_PAD : TICKET_SIDE_PAD);
  const set = stack(
    context,
    detailLines(context, TICKET_DETAILS),
    { x: ticketX + sidePad, y: 0, width: roomW - sidePad * 2, height: unit * 0.16 },
    {
      align: "center",
      anchor: "top",
      backdrop: [ticketColor],
      inks: [palette.paper, palette.accent, "#FFFFFF"],
    },
  );
  const linesW = Math.max(0, ...set.map((block) => block.text.width));
  const ticketW = preview ? linesW + sidePad * 2 : roomW;
  const details = preview ? set.map((block) => ({ ...block, width: linesW })) : set;
  const ticketH = details.length > 0 ? columnHeight(details) + pad * 2 : 0;
  const rowH = Math.max(ticketH, qr?.height ?? 0);
  const rowBottom = textFrame.y + textFrame.height;
  const ticketY = rowBottom - (rowH + ticketH) / 2;
  const code = qr
    ? placeQr(
      context,
      qr,
      ticketH > 0 ? ticketX + ticketW + qrGap : (w - qr.width) / 2,
      rowBottom - qr.height,
    )
    : null;
  const head = stack(
    context,
    [
      topLine(context, { size: [0.055, 0.032] }),
      nameLine(context, {
        size: [0.15, 0.05],
        gap: 0.01,
        color: palette.hero,
        maxLines: 5,
        lineHeight: 0.98,
        tracking: -0.03,
      }),
    ],
    preview
      ? previewHeadFrame(
        textFrame,
        ticketH > 0 ? ticketY - unit * 0.04 : rowBottom,
        { cx, cy, radius },
        w - margin * 1.3,
        margin,
      )
      : { ...textFrame, height: textFrame.height - (rowH > 0 ? rowH + unit * 0.04 : 0) },
    {
      align: banner ? "left" : "center",
      anchor: "center",
      backdrop: [page],
      inks,
    },
  );
  const ticket = ticketH > 0
    ? rect(ticketX, ticketY, ticketW, ticketH, ticketColor, {
      // Corners no rounder than the room beside the lines (the link preview's is narrow).
      rx: Math.min(ticketH / 2, unit * 0.05, sidePad),
    })
    : "";
  const placed = shift(details, ticketY + pad);
  return design(
    context,
    "retro",
    background + ticket + (code?.markup ?? ""),
    [...head, ...placed, ...(code?.blocks ?? [])],
    code?.mark,
  );
};
