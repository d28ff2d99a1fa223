/**
 * Editorial: an invitation. Paper (or, for night moods, a deep field) inside a hairline double frame, an arched
 * window in the hero colour with a rising sun (or the inspiration image), the name in Playfair Display, and the
 * details in spaced mono around a small diamond rule.
 */
import { contrastRatio } from "../../palettes/contrast.ts";
import { readableOn } from "../../palettes/color.ts";
import { circle, clipPath, coverImage, defs, group, n, path, rect } from "../_svg.ts";
import {
  design,
  type Frame,
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

function archPath({ x, y, width, height }: Frame): string {
  const r = width / 2;
  return `M${n(x)} ${n(y + height)}V${n(y + r)}A${n(r)} ${n(r)} 0 0 1 ${n(x + width)} ${n(y + r)}V${
    n(y + height)
  }Z`;
}

/** The arched window: its share of the canvas width and height on the tall and square canvases. */
const ARCH_SHARE = {
  poster: { width: 0.4, height: 0.36 },
  /** The poster's arch when a QR code needs the foot. */
  posterWithQr: { width: 0.32, height: 0.26 },
  square: { width: 0.26, height: 0.3 },
  /**
   * Taller than the poster's: the arch fills the screen above the name; not so tall that the name, details and
   * code lack room above the reply bar.
   */
  story: { width: 0.56, height: 0.32 },
} as const;

/**
 * The link preview's arch, its width as a share of its height: slimmer than the banner's (0.7), as the name,
 * date and place beside it, at their cap floor (see _type-floor.ts), need the width.
 */
const PREVIEW_ARCH_WIDTH_SHARE = 0.36;

function archFrame(context: LayoutContext, margin: number, hasQr: boolean): Frame {
  const { width: w, height: h } = context;
  if (isWide(context)) {
    const height = h - margin * 2.6;
    const share = context.kind === "link-preview" ? PREVIEW_ARCH_WIDTH_SHARE : 0.7;
    return { x: margin * 1.5, y: margin * 1.3, width: height * share, height };
  }
  const share = context.kind === "story"
    ? ARCH_SHARE.story
    : context.kind === "square"
    ? ARCH_SHARE.square
    : hasQr
    ? ARCH_SHARE.posterWithQr
    : ARCH_SHARE.poster;
  const width = w * share.width;
  // The story's arch starts below the app's bar at the top of the screen.
  const top = isStory(context) ? h * 0.09 : margin * 1.6;
  return { x: (w - width) / 2, y: top, width, height: h * share.height };
}

/** A hairline with a small diamond in the middle, centred on (cx, y). */
function ornament(cx: number, y: number, span: number, color: string, unit: number): string {
  const d = unit * 0.009;
  return rect(cx - span / 2, y - unit * 0.0012, span / 2 - d * 2.2, unit * 0.0024, color) +
    rect(cx + d * 2.2, y - unit * 0.0012, span / 2 - d * 2.2, unit * 0.0024, color) +
    path(`M${n(cx)} ${n(y - d)}L${n(cx + d)} ${n(y)}L${n(cx)} ${n(y + d)}L${n(cx - d)} ${n(y)}Z`, color);
}

export const editorialLayout: Layout = (context) => {
  const { width: w, height: h, palette } = context;
  const unit = unitOf(context);
  const margin = unit * 0.075;
  const night = context.mood === "spooky" || context.mood === "neon" || pick(context, [false, false, true]);
  const field = night ? palette.deep : palette.paper;
  const line = readableOn([field], [palette.hero, palette.accent, night ? palette.paper : palette.deep], 3);
  const qr = qrTile(context);
  const arch = archFrame(context, margin, qr !== null);
  const archFill = contrastRatio(palette.hero, field) > 1.4 ? palette.hero : palette.accent;
  const sunColor = readableOn([archFill], [palette.paper, palette.accent, palette.spot, palette.deep], 1.6);
  const sunR = arch.width * 0.28;
  const clip = clipPath("bk-arch", path(archPath(arch), "#000"));
  const art = context.image
    ? coverImage(context.image.href, arch.x, arch.y, arch.width, arch.height)
    : rect(arch.x, arch.y, arch.width, arch.height, archFill) +
      circle(arch.x + arch.width / 2, arch.y + arch.height * 0.78, sunR, sunColor) +
      [0, 1, 2].map((band) =>
        rect(
          arch.x,
          arch.y + arch.height * (0.8 + band * 0.07),
          arch.width,
          arch.height * (0.018 + band * 0.012),
          archFill,
        )
      ).join("");
  const inset = margin * 0.5;
  const frames = rect(inset, inset, w - inset * 2, h - inset * 2, "none", {
    stroke: line,
    "stroke-width": unit * 0.0028,
  }) +
    rect(
      inset + unit * 0.014,
      inset + unit * 0.014,
      w - (inset + unit * 0.014) * 2,
      h - (inset + unit * 0.014) * 2,
      "none",
      {
        stroke: line,
        "stroke-width": unit * 0.0014,
      },
    );
  const outline = path(
    archPath({
      x: arch.x - unit * 0.016,
      y: arch.y - unit * 0.016,
      width: arch.width + unit * 0.032,
      height: arch.height + unit * 0.016,
    }),
    "none",
    {
      stroke: line,
      "stroke-width": unit * 0.0024,
    },
  );

  // The QR stands centred at the foot, under the details.
  const code = qr
    ? placeQr(context, qr, (w - qr.width) / 2, safeBottom(context, margin * 1.3) - qr.height)
    : null;
  const textBottom = code ? code.mark.y - unit * 0.02 : safeBottom(context, margin * 1.4);
  const textFrame: Frame = isWide(context)
    ? {
      x: arch.x + arch.width + margin * 1.2,
      y: margin * 1.3,
      width: w - (arch.x + arch.width + margin * 1.2) - margin * 1.5,
      height: h - margin * 2.6,
    }
    : {
      x: margin * 1.5,
      y: arch.y + arch.height + unit * 0.05,
      width: w - margin * 3,
      height: textBottom - (arch.y + arch.height + unit * 0.05),
    };
  const inks = [night ? palette.paper : palette.deep, palette.hero, "#FFFFFF", "#111111"];
  const align = isWide(context) ? "left" : "center";
  const details = stack(
    context,
    detailLines(context, { date: [0.03, 0.02], location: [0.026, 0.018], tracking: 0.16, between: 0.008 }),
    { x: textFrame.x, y: 0, width: textFrame.width, height: unit * 0.1 },
    { align, anchor: "top", backdrop: [field], inks },
  );
  // The rule and the details under the name: room for two lines of place, more when a long one takes more.
  const footRoom = Math.max(unit * 0.1, columnHeight(details));
  const ruleY = textFrame.y + textFrame.height - footRoom - unit * 0.025;
  const ruleSpan = Math.min(textFrame.width, unit * 0.42);
  const ruleX = align === "center" ? w / 2 : textFrame.x + ruleSpan / 2;
  const foot = shift(details, ruleY + unit * 0.025);
  const head = stack(
    context,
    [
      topLine(context, { size: [0.05, 0.03], color: line }),
      nameLine(context, {
        role: "serif",
        size: [isWide(context) ? 0.16 : 0.12, 0.045],
        gap: 0.008,
        maxLines: isStory(context) ? 4 : 3,
        lineHeight: 1.05,
      }),
    ],
    { ...textFrame, height: ruleY - unit * 0.035 - textFrame.y },
    { align, anchor: "bottom", backdrop: [field], inks },
  );
  const background = defs(clip) + rect(0, 0, w, h, field) + frames + outline +
    group(art, { "clip-path": "url(#bk-arch)" }) + ornament(ruleX, ruleY, ruleSpan, line, unit) +
    (code?.markup ?? "");
  return design(context, "editorial", background, [...head, ...foot, ...(code?.blocks ?? [])], code?.mark);
};
