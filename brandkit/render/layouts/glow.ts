/**
 * Glow: a night poster. A near-black field lit by two soft pools of palette colour, a neon-tube frame (a bright
 * core inside wider, fainter strokes), and the name in light type inside it.
 */
import { MIN_TEXT_CONTRAST, minContrast, over } from "../../palettes/color.ts";
import { circle, clipPath, coverImage, defs, group, radialGradient, rect } from "../_svg.ts";
import type { Layout, LayoutContext } from "./_kit.ts";
import { design, isStory, isWide, pick, safeBottom, unitOf } from "./_kit.ts";
import { stackInFrame } from "./_stack.ts";
import { detailLines, nameLine, topLine } from "./_lines.ts";
import { placeQr, qrTile } from "./_qr.ts";

/** The crescent moon: its radius as a share of the moon's, and where the shadow that carves it sits (in radii). */
const CRESCENT_SIZE = 0.8;
const CRESCENT_BITE: readonly [number, number] = [0.38, -0.22];
/** Smaller moons tried, in turn, when the text does not fit under the full one. */
const MOON_FALLBACK_SCALES = [0.6, 0.35];
/**
 * The link preview's moon (its radius, a share of the unit) and the room above and below its text (a share of
 * the margin; the banner's is 1.3): its type is set large (see _type-floor.ts) and needs the room.
 */
const PREVIEW_MOON_SHARE = 0.14;
const PREVIEW_TEXT_INSET = 1.1;
/** Peak opacity of the colour pools at their centres. */
const POOL_OPACITY = 0.6;
/** The tube: [width as a share of the unit, opacity], outermost first. */
const TUBE: ReadonlyArray<[number, number]> = [[0.03, 0.08], [0.018, 0.16], [0.009, 0.35], [0.0035, 1]];

type Pools = { at: Array<[number, number]>; radius: number };

function pools(context: LayoutContext): Pools {
  const { width: w, height: h } = context;
  const flip = pick(context, [false, true]);
  const a: [number, number] = [flip ? w * 0.95 : w * 0.05, h * 0.08];
  const b: [number, number] = [flip ? w * 0.05 : w * 0.95, h * 0.95];
  return { at: [a, b], radius: Math.max(w, h) * 0.62 };
}

export const glowLayout: Layout = (context) => {
  const { width: w, height: h, palette } = context;
  const unit = unitOf(context);
  const margin = unit * 0.075;
  const field = palette.deep;
  // The tube's and the text's colours are the palette roles' (so the guide lists exactly what is drawn).
  const tubeColor = palette.glow;
  const poolColors = [palette.hero, palette.accent === palette.hero ? palette.spot : palette.accent];
  const ink = palette.glowInk;
  // Dim the pools until light text reads on the brightest spot they make. An achromatic palette has no colour
  // to pool: light over black would only make a muddy grey cloud, so the field stays crisp black.
  let poolOpacity = palette.achromatic ? 0 : POOL_OPACITY;
  const lit = (
    opacity: number,
  ) => [
    field,
    ...poolColors.map((color) => over(color, opacity, field)),
    over(poolColors[1], opacity, over(poolColors[0], opacity, field)),
  ];
  while (poolOpacity > 0 && minContrast(ink, lit(poolOpacity)) < MIN_TEXT_CONTRAST + 0.1) poolOpacity -= 0.05;
  const backdrop = lit(Math.max(0, poolOpacity));

  const { at, radius } = pools(context);
  const gradients = at.map(([x, y], index) =>
    radialGradient(`bk-pool${index}`, x, y, radius, [
      { offset: 0, color: poolColors[index], opacity: Math.max(0, poolOpacity) },
      { offset: 1, color: poolColors[index], opacity: 0 },
    ])
  ).join("");
  const inset = margin * 0.55;
  const frame = { x: inset, y: inset, width: w - inset * 2, height: h - inset * 2 };
  const tube = TUBE.map(([width, opacity]) =>
    rect(frame.x, frame.y, frame.width, frame.height, "none", {
      rx: unit * 0.05,
      stroke: tubeColor,
      "stroke-width": unit * width,
      "stroke-opacity": opacity,
    })
  ).join("");
  /** The poster with the moon at `moonScale` of its size: smaller when the text needs the room. */
  const withMoon = (moonScale: number) => {
    const wide = isWide(context);
    const moonR = moonScale * unit *
      (context.kind === "link-preview"
        ? PREVIEW_MOON_SHARE
        : wide
        ? 0.2
        : context.kind === "square"
        ? 0.1
        : 0.15);
    // The story's moon rises below the app's bar at the top of the screen.
    const moonTop = isStory(context) ? h * 0.1 : margin * 1.7;
    const moon: [number, number] = wide ? [w - margin * 1.6 - moonR, h / 2] : [w / 2, moonTop + moonR];
    const moonArt = context.image
      ? group(coverImage(context.image.href, moon[0] - moonR, moon[1] - moonR, moonR * 2, moonR * 2), {
        "clip-path": "url(#bk-moon)",
      })
      : group(circle(moon[0], moon[1], moonR * CRESCENT_SIZE, tubeColor, { "fill-opacity": 0.9 }), {
        mask: "url(#bk-crescent)",
      });
    const halo = circle(moon[0], moon[1], moonR * 1.18, "none", {
      stroke: tubeColor,
      "stroke-width": unit * 0.012,
      "stroke-opacity": 0.18,
    });
    // A crescent, not a disc in a ring: that read as a record button.
    const bite = moonR * CRESCENT_SIZE;
    const clip = context.image
      ? clipPath("bk-moon", circle(moon[0], moon[1], moonR, "#000"))
      : `<mask id="bk-crescent">${circle(moon[0], moon[1], bite, "#FFFFFF")}${
        circle(moon[0] + bite * CRESCENT_BITE[0], moon[1] + bite * CRESCENT_BITE[1], bite * 0.86, "#000000")
      }</mask>`;
    // The QR stands centred at the foot, inside the tube, under the details.
    const qr = qrTile(context);
    const code = qr
      ? placeQr(context, qr, (w - qr.width) / 2, safeBottom(context, margin * 1.5) - qr.height)
      : null;
    const background = defs(gradients + clip) + rect(0, 0, w, h, field) +
      at.map(([x, y], index) => circle(x, y, radius, `url(#bk-pool${index})`)).join("") + tube + halo +
      moonArt +
      (code?.markup ?? "");

    const textTop = moon[1] + moonR * 1.18 + unit * 0.06;
    const textBottom = code ? code.mark.y - unit * 0.05 : safeBottom(context, margin * 1.6);
    const wideInset = margin * (context.kind === "link-preview" ? PREVIEW_TEXT_INSET : 1.3);
    const textFrame = wide
      ? { x: margin * 1.6, y: wideInset, width: w - margin * 4.4 - moonR * 2, height: h - wideInset * 2 }
      : { x: margin * 1.6, y: textTop, width: w - margin * 3.2, height: textBottom - textTop };
    const align = wide ? "left" : "center";
    const column = stackInFrame(
      context,
      [
        topLine(context, { size: [0.055, 0.034], color: tubeColor }),
        nameLine(context, {
          size: [0.17, 0.05],
          gap: 0.02,
          maxLines: isStory(context) ? 5 : 4,
          lineHeight: 1.0,
          uppercase: true,
          tracking: 0.01,
        }),
        ...detailLines(context, {
          date: [0.036, 0.022],
          location: [0.03, 0.02],
          tracking: 0.1,
          gap: 0.04,
          between: 0.012,
          dateColor: tubeColor,
        }),
      ],
      textFrame,
      { align, anchor: "center", backdrop, inks: [ink, "#FFFFFF"] },
    );
    return {
      fits: column.fits,
      made: design(context, "glow", background, [...column.blocks, ...(code?.blocks ?? [])], code?.mark),
    };
  };
  const full = withMoon(1);
  if (full.fits || isWide(context)) return full.made;
  // A name too long for the space under the moon (a long CJK name beside a QR code): a smaller moon first.
  for (const scale of MOON_FALLBACK_SCALES) {
    const smaller = withMoon(scale);
    if (smaller.fits) return smaller.made;
  }
  return full.made;
};
