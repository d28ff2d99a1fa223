/**
 * Geometric: a Bauhaus grid. A block of square tiles, each a quarter circle, half circle, disc, triangle or
 * bars in two palette colours, beside a calm paper panel that carries the text.
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
import { stack } from "./_stack.ts";
import { detailLines, nameLine, topLine } from "./_lines.ts";
import { placeQr, qrTile } from "./_qr.ts";

type Tile = (x: number, y: number, size: number, ink: string, turn: number) => string;

/** Rotates tile art by quarter turns about the tile's centre. */
function turned(art: string, x: number, y: number, size: number, turn: number): string {
  return turn === 0
    ? art
    : group(art, { transform: `rotate(${turn * 90} ${n(x + size / 2)} ${n(y + size / 2)})` });
}

const TILES: readonly Tile[] = [
  // quarter circle from a corner
  (x, y, s, ink, turn) =>
    turned(
      path(`M${n(x)} ${n(y)}H${n(x + s)}A${n(s)} ${n(s)} 0 0 1 ${n(x)} ${n(y + s)}Z`, ink),
      x,
      y,
      s,
      turn,
    ),
  // half circle on an edge
  (x, y, s, ink, turn) =>
    turned(
      path(`M${n(x)} ${n(y + s)}A${n(s / 2)} ${n(s / 2)} 0 0 1 ${n(x + s)} ${n(y + s)}Z`, ink),
      x,
      y,
      s,
      turn,
    ),
  // disc
  (x, y, s, ink) => circle(x + s / 2, y + s / 2, s * 0.36, ink),
  // triangle
  (x, y, s, ink, turn) =>
    turned(path(`M${n(x)} ${n(y)}L${n(x + s)} ${n(y + s)}L${n(x)} ${n(y + s)}Z`, ink), x, y, s, turn),
  // three bars
  (x, y, s, ink, turn) =>
    turned(
      [0, 1, 2].map((bar) => rect(x + s * 0.14, y + s * (0.18 + bar * 0.26), s * 0.72, s * 0.12, ink)).join(
        "",
      ),
      x,
      y,
      s,
      turn,
    ),
  // ring
  (x, y, s, ink) => circle(x + s / 2, y + s / 2, s * 0.3, "none", { stroke: ink, "stroke-width": s * 0.12 }),
];

/** Rows of tiles down the link preview's right edge (the banner has three, so bigger tiles). */
const PREVIEW_TILE_ROWS = 4;

type Grid = { columns: number; rows: number; area: Frame; panel: Frame };

/** Rows of tiles above the panel on the tall and square canvases (the poster gives one up to a QR). */
function tallRows(context: LayoutContext, hasQr: boolean): number {
  // The story's panel ends at the reply bar: with a QR code it needs a row back for the text.
  if (isStory(context)) return hasQr ? 3 : 4;
  if (context.kind === "poster") return hasQr ? 2 : 3;
  return 2;
}

function grid(context: LayoutContext, hasQr: boolean): Grid {
  const { width: w, height: h } = context;
  if (isWide(context)) {
    // The link preview's tiles are smaller: its name, date and place, at their cap floor (see _type-floor.ts),
    // need the width.
    const rows = context.kind === "link-preview" ? PREVIEW_TILE_ROWS : 3;
    const size = h / rows;
    return {
      columns: 2,
      rows,
      area: { x: w - size * 2, y: 0, width: size * 2, height: h },
      panel: { x: 0, y: 0, width: w - size * 2, height: h },
    };
  }
  const size = w / 5;
  const rows = tallRows(context, hasQr);
  return {
    columns: 5,
    rows,
    area: { x: 0, y: 0, width: w, height: size * rows },
    panel: { x: 0, y: size * rows, width: w, height: h - size * rows },
  };
}

export const geometricLayout: Layout = (context) => {
  const { palette } = context;
  const unit = unitOf(context);
  const margin = unit * 0.075;
  const qr = qrTile(context);
  const { columns, rows, area, panel } = grid(context, qr !== null);
  const size = area.width / columns;
  const paper = palette.paper;
  const colors = [...new Set([palette.hero, palette.accent, palette.spot, palette.deep, ...palette.colors])];
  let tiles = "";
  const imageCell = context.image ? { column: pick(context, [0, columns - 2]), row: 0 } : null;
  for (let row = 0; row < rows; row++) {
    for (let column = 0; column < columns; column++) {
      const inImage = imageCell && column >= imageCell.column && column < imageCell.column + 2 && row < 2;
      const back = pick(context, colors);
      const fronts = [...colors, paper].filter((color) => color !== back && contrastRatio(color, back) > 1.3);
      const front = fronts.length > 0 ? pick(context, fronts) : paper;
      const tile = pick(context, TILES);
      const turn = Math.floor(context.random() * 4);
      if (inImage) continue;
      const x = area.x + column * size;
      const y = area.y + row * size;
      tiles += rect(x, y, size + 0.5, size + 0.5, back) + tile(x, y, size, front, turn);
    }
  }
  let art = "";
  let clip = "";
  if (imageCell && context.image) {
    const x = area.x + imageCell.column * size;
    const s = size * 2;
    clip = clipPath(
      "bk-tile",
      path(
        `M${n(x)} ${n(area.y)}H${n(x + s)}V${n(area.y + s)}H${n(x + s / 2)}A${n(s / 2)} ${n(s / 2)} 0 0 1 ${
          n(x)
        } ${n(area.y + s / 2)}Z`,
        "#000",
      ),
    );
    art = rect(x, area.y, s, s, palette.deep) +
      group(coverImage(context.image.href, x, area.y, s, s), { "clip-path": "url(#bk-tile)" });
  }
  // The QR stands at the bottom right of the paper panel, under the text.
  const code = qr
    ? placeQr(
      context,
      qr,
      panel.x + panel.width - margin - qr.width,
      Math.min(panel.y + panel.height - margin, safeBottom(context, margin)) - qr.height,
    )
    : null;
  const background = defs(clip) + rect(panel.x, panel.y, panel.width, panel.height, paper) + tiles + art +
    (code?.markup ?? "");

  const inks = [palette.deep, palette.hero, palette.accent];
  const frameBottom = code
    ? code.mark.y - unit * 0.04
    : Math.min(panel.y + panel.height - margin * 0.9, safeBottom(context, margin * 0.9));
  const frame = {
    x: panel.x + margin,
    y: panel.y + margin * 0.9,
    width: panel.width - margin * 2,
    height: frameBottom - (panel.y + margin * 0.9),
  };
  const nameInk = readableOn([paper], [palette.hero, palette.deep]);
  const blocks = stack(
    context,
    [
      topLine(context, { size: [0.045, 0.03] }),
      nameLine(context, {
        size: [isWide(context) ? 0.17 : 0.14, 0.045],
        gap: 0.006,
        color: nameInk,
        maxLines: isStory(context) ? 4 : 3,
        lineHeight: 1.0,
        tracking: -0.02,
      }),
      ...detailLines(context, {
        date: [0.032, 0.021],
        location: [0.029, 0.02],
        tracking: 0.05,
        gap: 0.035,
        between: 0.008,
      }),
    ],
    frame,
    { align: "left", anchor: "center", backdrop: [paper], inks },
  );
  return design(context, "geometric", background, [...blocks, ...(code?.blocks ?? [])], code?.mark);
};
