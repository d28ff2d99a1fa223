/**
 * The sheet of the print poster: A3 portrait trim with 3 mm bleed on every side, in millimetres and points, and
 * the crop marks. The page is the bleed (MediaBox = BleedBox, 303 x 426 mm) and the TrimBox sits 3 mm inside.
 * There is no slug: the crop marks are drawn inside the bleed, at the corners, stopping short of the trim.
 */

/** Points in a millimetre. */
export const POINTS_PER_MM = 72 / 25.4;
/** A3 portrait, the finished size. */
export const A3_TRIM_MM = { width: 297, height: 420 } as const;
/** Bleed on every side of the trim. */
export const BLEED_MM = 3;
/** The page: the trim and its bleed (303 x 426 mm). */
export const PRINT_PAGE_MM = {
  width: A3_TRIM_MM.width + 2 * BLEED_MM,
  height: A3_TRIM_MM.height + 2 * BLEED_MM,
} as const;
/** Crop marks stop this far short of the trim, so a cut a little off never shows one. */
export const CROP_MARK_GAP_MM = 1;
/** Crop mark line width (a hairline as printers draw them). */
export const CROP_MARK_WIDTH_PT = 0.25;

export type Box = { x: number; y: number; width: number; height: number };

/** The page (= bleed box) in points. */
export const PAGE_BOX_PT: Box = {
  x: 0,
  y: 0,
  width: PRINT_PAGE_MM.width * POINTS_PER_MM,
  height: PRINT_PAGE_MM.height * POINTS_PER_MM,
};

/** The trim box in points, 3 mm inside the page. */
export const TRIM_BOX_PT: Box = {
  x: BLEED_MM * POINTS_PER_MM,
  y: BLEED_MM * POINTS_PER_MM,
  width: A3_TRIM_MM.width * POINTS_PER_MM,
  height: A3_TRIM_MM.height * POINTS_PER_MM,
};

const n = (value: number) => String(Math.round(value * 1000) / 1000);

/**
 * Crop marks at the four corners: each a line on the trim's edge extended outwards, from the page edge to 1 mm
 * short of the trim. Drawn twice — a wider white line under a black hairline — so they show on any artwork.
 */
export function cropMarkOperators(): string {
  const { x: left, y: bottom, width, height } = TRIM_BOX_PT;
  const [right, top] = [left + width, bottom + height];
  const [pageRight, pageTop] = [PAGE_BOX_PT.width, PAGE_BOX_PT.height];
  const gap = CROP_MARK_GAP_MM * POINTS_PER_MM;
  const segments: Array<[number, number, number, number]> = [];
  for (const x of [left, right]) {
    segments.push([x, 0, x, bottom - gap], [x, top + gap, x, pageTop]);
  }
  for (const y of [bottom, top]) {
    segments.push([0, y, left - gap, y], [right + gap, y, pageRight, y]);
  }
  const lines = segments.map(([x1, y1, x2, y2]) => `${n(x1)} ${n(y1)} m ${n(x2)} ${n(y2)} l`).join("\n");
  return [
    "q 0 J",
    `1 1 1 RG ${n(CROP_MARK_WIDTH_PT * 3)} w`,
    lines,
    "S",
    `0 0 0 RG ${n(CROP_MARK_WIDTH_PT)} w`,
    lines,
    "S Q",
  ].join("\n");
}
