/**
 * Retro: a seventies sunset. Concentric rainbow bands in the palette rise from the foot of a cream page, a
 * striped sun sits inside them, and the name is set big and tight above, with the details on a rounded ticket.
 */
import { contrastRatio, readableOn } from "../color.ts";
import { circle, clipPath, coverImage, defs, group, n, path, rect } from "../_svg.ts";
import type { Layout, LayoutContext } from "./_kit.ts";
import { design, isWide, safeTop, unitOf } from "./_kit.ts";
import { columnHeight, shift, stack } from "./_stack.ts";
import { accentLine, detailLines, nameLine, TICKET_DETAILS } from "./_lines.ts";
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

function sunset(context: LayoutContext, hasQr: boolean): Sunset {
  const { width: w, height: h } = context;
  if (context.kind === "link-preview") return { cx: w * 0.88, cy: h, radius: h * 0.72 };
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
  const textFrame = banner
    ? { x: margin * 1.3, y: margin * 1.3, width: cx - radius - margin * 1.6, height: h - margin * 2.6 }
    : { x: margin * 1.3, y: top, width: w - margin * 2.6, height: cy - radius - top - unit * 0.05 };
  const ticketColor = palette.deep;
  // With a QR code, the ticket and the code stand side by side, centred as a pair, at the foot of the column.
  const qrGap = unit * 0.04;
  const beside = qr ? qr.width + qrGap : 0;
  const ticketW = banner ? textFrame.width : Math.min(textFrame.width - beside, unit * 0.8);
  const ticketX = banner ? textFrame.x : (w - ticketW - beside) / 2;
  const pad = unit * 0.03;
  const details = stack(
    context,
    detailLines(context, TICKET_DETAILS),
    { x: ticketX + unit * 0.06, y: 0, width: ticketW - unit * 0.12, height: unit * 0.16 },
    {
      align: "center",
      anchor: "top",
      backdrop: [ticketColor],
      inks: [palette.paper, palette.accent, "#FFFFFF"],
    },
  );
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
      accentLine(context, { size: [0.055, 0.032] }),
      nameLine(context, {
        size: [0.15, 0.05],
        gap: 0.01,
        color: palette.hero,
        maxLines: 5,
        lineHeight: 0.98,
        tracking: -0.03,
      }),
    ],
    { ...textFrame, height: textFrame.height - (rowH > 0 ? rowH + unit * 0.04 : 0) },
    {
      align: banner ? "left" : "center",
      anchor: "center",
      backdrop: [page],
      inks,
    },
  );
  const ticket = ticketH > 0
    ? rect(ticketX, ticketY, ticketW, ticketH, ticketColor, { rx: Math.min(ticketH / 2, unit * 0.05) })
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
