/**
 * The guide's page frame: the A4 page, its margin and content box, and the three inks every page is set in.
 */

/** A4 portrait, points. */
export const A4_PT = { width: 595.28, height: 841.89 } as const;
/** The page margin, points. */
export const MARGIN_PT = 48;
export const CONTENT_WIDTH_PT = A4_PT.width - 2 * MARGIN_PT;
/** The lowest a page's content may reach; the footer lives below it. */
export const CONTENT_BOTTOM_PT = MARGIN_PT;
export const INK = "#17161C";
export const MUTED = "#5F5E6B";
export const RULE = "#D9D8DE";
