/**
 * The sheet of the print poster: A3 portrait trim with 3 mm bleed on every side, and a slug around the bleed
 * that carries the crop marks, in millimetres and points. MediaBox is the whole sheet (323 x 446 mm); the
 * BleedBox (303 x 426 mm) sits 10 mm in, and the TrimBox (A3) 3 mm inside that. The artwork fills the bleed; the
 * crop marks lie in the slug, outside the bleed, so they never fall on the art and show on any poster.
 */

/** Points in a millimetre. */
export const POINTS_PER_MM = 72 / 25.4;
/** A3 portrait, the finished size. */
export const A3_TRIM_MM = { width: 297, height: 420 } as const;
/** Bleed on every side of the trim. */
export const BLEED_MM = 3;
/** The artwork's area: the trim and its bleed (303 x 426 mm). */
export const PRINT_PAGE_MM = {
  width: A3_TRIM_MM.width + 2 * BLEED_MM,
  height: A3_TRIM_MM.height + 2 * BLEED_MM,
} as const;
/** The slug around the bleed, where the crop marks are. */
export const SLUG_MM = 10;
/** The whole sheet, slug included (323 x 446 mm): the MediaBox. */
export const PRINT_SHEET_MM = {
  width: PRINT_PAGE_MM.width + 2 * SLUG_MM,
  height: PRINT_PAGE_MM.height + 2 * SLUG_MM,
} as const;
/** Crop marks start this far outside the bleed, so a cut a little off never shows one. */
export const CROP_MARK_OFFSET_MM = 1;
/** How long a crop mark is. */
export const CROP_MARK_LENGTH_MM = 6;
/** Crop mark line width (a hairline as printers draw them). */
export const CROP_MARK_WIDTH_PT = 0.25;

export type Box = { x: number; y: number; width: number; height: number };

const mm = (value: number) => value * POINTS_PER_MM;

/** The sheet (MediaBox) in points. */
export const MEDIA_BOX_PT: Box = {
  x: 0,
  y: 0,
  width: mm(PRINT_SHEET_MM.width),
  height: mm(PRINT_SHEET_MM.height),
};

/** The bleed box in points: where the artwork is drawn, the slug's width in. */
export const BLEED_BOX_PT: Box = {
  x: mm(SLUG_MM),
  y: mm(SLUG_MM),
  width: mm(PRINT_PAGE_MM.width),
  height: mm(PRINT_PAGE_MM.height),
};

/** The trim box in points, 3 mm inside the bleed. */
export const TRIM_BOX_PT: Box = {
  x: mm(SLUG_MM + BLEED_MM),
  y: mm(SLUG_MM + BLEED_MM),
  width: mm(A3_TRIM_MM.width),
  height: mm(A3_TRIM_MM.height),
};

const n = (value: number) => String(Math.round(value * 1000) / 1000);

/**
 * Crop marks at the four corners, in the slug: each a line on the trim's edge extended outwards, from 1 mm
 * outside the bleed for 6 mm, stroked in `colorSpace` at full tint: the registration colour (a Separation
 * "All"), so they print on every plate.
 */
export function cropMarkOperators(colorSpace: string): string {
  const { x: left, y: bottom, width, height } = TRIM_BOX_PT;
  const [right, top] = [left + width, bottom + height];
  const bleed = BLEED_BOX_PT;
  const [near, far] = [mm(CROP_MARK_OFFSET_MM), mm(CROP_MARK_OFFSET_MM + CROP_MARK_LENGTH_MM)];
  const [bleedLeft, bleedBottom] = [bleed.x, bleed.y];
  const [bleedRight, bleedTop] = [bleed.x + bleed.width, bleed.y + bleed.height];
  const segments: Array<[number, number, number, number]> = [];
  for (const x of [left, right]) {
    segments.push([x, bleedBottom - near, x, bleedBottom - far], [x, bleedTop + near, x, bleedTop + far]);
  }
  for (const y of [bottom, top]) {
    segments.push([bleedLeft - near, y, bleedLeft - far, y], [bleedRight + near, y, bleedRight + far, y]);
  }
  const lines = segments.map(([x1, y1, x2, y2]) => `${n(x1)} ${n(y1)} m ${n(x2)} ${n(y2)} l`).join("\n");
  return ["q 0 J", `/${colorSpace} CS 1 SCN ${n(CROP_MARK_WIDTH_PT)} w`, lines, "S Q"].join("\n");
}
