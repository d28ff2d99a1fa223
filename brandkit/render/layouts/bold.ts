/**
 * Bold block: a Swiss poster. The hero colour fills the page, the name is set huge and tight, a big disc in the
 * accent colour rises from a corner, and a solid band at the foot carries the date and place.
 */
import { contrastRatio } from "../../palettes/contrast.ts";
import { readableOn } from "../../palettes/color.ts";
import { circle, clipPath, coverImage, defs, group, rect } from "../_svg.ts";
import {
  design,
  isStory,
  isWide,
  type Layout,
  type LayoutContext,
  pick,
  safeInsets,
  safeTop,
  unitOf,
} from "./_kit.ts";
import { columnHeight, shift, stack } from "./_stack.ts";
import { detailLines, nameLine, topLine } from "./_lines.ts";
import { placeQr, qrTile } from "./_qr.ts";

type Geometry = {
  disc: { cx: number; cy: number; r: number };
  /** Least height of the band at the foot. */
  band: number;
  /** Top of the name's frame. */
  nameTop: number;
  /** Right edge of the name's frame. */
  nameRight: number;
};

/**
 * The wide canvases' disc, at the right with the name left of it: its centre (cx a share of the width, cy of the
 * height) and radius, the band (shares of the height), and the gap between the name and the disc (of the margin).
 */
const WIDE_SHARES = {
  // A smaller, higher disc than the banner's: the name, at its cap floor (see _type-floor.ts), needs the width.
  "link-preview": { cx: 0.92, cy: 0.2, r: 0.3, band: 0.22, nameGap: 0.4 },
  banner: { cx: 0.84, cy: 0.36, r: 0.42, band: 0.19, nameGap: 0.6 },
} as const;

function geometry(context: LayoutContext, margin: number): Geometry {
  const { width: w, height: h } = context;
  if (context.kind === "link-preview" || context.kind === "banner") {
    const share = WIDE_SHARES[context.kind];
    return {
      disc: { cx: w * share.cx, cy: h * share.cy, r: h * share.r },
      band: h * share.band,
      nameTop: margin * 0.9,
      nameRight: w * share.cx - h * share.r - margin * share.nameGap,
    };
  }
  if (isStory(context)) {
    // The disc rises lower than on the poster: the top of a story sits under the app's own bar. The band is
    // short: it runs on under the reply bar, which adds its height (see safeInsets).
    return {
      disc: { cx: w * 0.78, cy: h * 0.2, r: w * 0.34 },
      band: h * 0.1,
      nameTop: h * 0.4,
      nameRight: w - margin,
    };
  }
  const square = context.kind === "square";
  return {
    disc: { cx: w * 0.8, cy: h * (square ? 0.2 : 0.17), r: w * (square ? 0.27 : 0.31) },
    band: h * (square ? 0.16 : 0.15),
    nameTop: h * (square ? 0.46 : 0.44),
    nameRight: w - margin,
  };
}

export const boldLayout: Layout = (context) => {
  const { width: w, height: h, palette } = context;
  const unit = unitOf(context);
  const margin = unit * 0.075;
  const { disc, band, nameTop, nameRight } = geometry(context, margin);
  const uppercase = pick(context, [true, true, false]);
  const discColor = contrastRatio(palette.accent, palette.hero) > 1.25 ? palette.accent : palette.spot;
  const bandColor = contrastRatio(palette.deep, palette.hero) >= contrastRatio(palette.paper, palette.hero)
    ? palette.deep
    : palette.paper;
  const inks = [palette.paper, palette.deep, "#FFFFFF", "#111111"];
  const pad = unit * 0.05;
  // The QR sits at the right of the band, the details beside it.
  const qr = qrTile(context);
  const qrGap = unit * 0.04;
  const detailsWidth = w - margin * 2 - (qr ? qr.width + qrGap : 0);
  const details = stack(
    context,
    detailLines(context, { date: [0.038, 0.024], location: [0.032, 0.022], tracking: 0.04, between: 0.008 }),
    { x: margin, y: 0, width: detailsWidth, height: unit * 0.2 },
    {
      align: "left",
      anchor: "top",
      backdrop: [bandColor],
      inks: [palette.hero, palette.accent, palette.paper, palette.deep],
    },
  );
  // No details and no QR, no band: the hero colour runs to the foot. On the story the band runs on under the
  // reply bar, its text and code above it.
  const underBar = safeInsets(context).bottom;
  const bandContent = details.length > 0 || qr
    ? Math.max(band, columnHeight(details) + pad * 2, qr ? qr.height + pad * 2 : 0)
    : 0;
  const bandHeight = bandContent > 0 ? bandContent + underBar : 0;
  const bandTop = h - underBar - bandContent;
  const foot = shift(details, bandTop + (bandContent - columnHeight(details)) / 2);
  const code = qr
    ? placeQr(context, qr, w - margin - qr.width, bandTop + (bandContent - qr.height) / 2)
    : null;

  const discClip = context.image ? clipPath("bk-disc", circle(disc.cx, disc.cy, disc.r, "#000")) : "";
  const discArt = context.image
    ? group(coverImage(context.image.href, disc.cx - disc.r, disc.cy - disc.r, disc.r * 2, disc.r * 2), {
      "clip-path": "url(#bk-disc)",
    })
    : circle(disc.cx, disc.cy, disc.r, discColor);
  const ring = circle(disc.cx, disc.cy, disc.r + unit * 0.035, "none", {
    stroke: readableOn([palette.hero], inks, 3),
    "stroke-width": unit * 0.006,
  });
  const background = defs(discClip) + rect(0, 0, w, h, palette.hero) + discArt + ring +
    (bandHeight > 0 ? rect(0, bandTop, w, bandHeight, bandColor) : "") +
    rect(
      margin,
      bandTop - (bandHeight > 0 ? unit * 0.06 : margin),
      unit * 0.16,
      unit * 0.018,
      readableOn([palette.hero], inks),
    ) + (code?.markup ?? "");

  const wide = isWide(context);
  const topLineWidth = wide ? nameRight - margin : disc.cx - disc.r - margin * 1.6;
  const top = stack(
    context,
    [topLine(context, { size: [0.05, 0.03], maxLines: 2, lineHeight: 1.15 })],
    { x: margin, y: safeTop(context, margin), width: topLineWidth, height: unit * 0.14 },
    {
      align: "left",
      anchor: "top",
      backdrop: [palette.hero],
      inks,
    },
  );
  // The link preview has no top line over the name: the name takes its room.
  const wideTop = context.kind === "link-preview" ? margin : margin + unit * 0.16;
  const nameFrame = {
    x: margin,
    y: wide ? wideTop : nameTop,
    width: nameRight - margin,
    height: bandTop - (bandHeight > 0 ? unit * 0.1 : margin + unit * 0.06) - (wide ? wideTop : nameTop),
  };
  const main = stack(
    context,
    [
      nameLine(context, {
        size: [0.17, 0.05],
        gap: 0.02,
        maxLines: isStory(context) ? 7 : 6,
        lineHeight: 0.98,
        uppercase,
        tracking: -0.02,
      }),
    ],
    nameFrame,
    { align: "left", anchor: "bottom", backdrop: [palette.hero], inks },
  );
  return design(context, "bold", background, [...top, ...main, ...foot, ...(code?.blocks ?? [])], code?.mark);
};
