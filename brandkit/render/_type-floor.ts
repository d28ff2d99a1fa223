/**
 * The least type size on a graphic, relative to the canvas so every format keeps the same legibility: the event
 * name never sets below MIN_NAME_SIZE_SHARE of the canvas's short side, any other line below MIN_TEXT_SIZE_SHARE.
 * Text that cannot fit at these sizes is broken at syllables or given more lines, never set smaller or cut.
 */

/** The event name: 4.5% of the short side (48.6 px on the poster and square, 30.4 px on the banner). */
export const MIN_NAME_SIZE_SHARE = 0.045;
/** Every other line (accent, date, place): 2.2% of the short side (23.8 px poster and square, 14.9 px banner). */
export const MIN_TEXT_SIZE_SHARE = 0.022;

/** The id of the text block that carries the event name. */
export const NAME_BLOCK_ID = "name";

/** The least size, px, of the block `id` on a canvas whose short side is `unit` px. */
export function sizeFloor(id: string, unit: number): number {
  return unit * (id === NAME_BLOCK_ID ? MIN_NAME_SIZE_SHARE : MIN_TEXT_SIZE_SHARE);
}
