/**
 * The least type size on a graphic, relative to the canvas so every format keeps the same legibility: the event
 * name never sets below MIN_NAME_SIZE_SHARE of the canvas's short side, any other line below MIN_TEXT_SIZE_SHARE.
 * Text that cannot fit at these sizes is broken at syllables or given more lines, never set smaller or cut.
 *
 * The link preview has floors of its own, on the cap height (PREVIEW_CAP_SHARE): chats unfurl the 1200x630 card
 * at about 500 px wide, where the share of the short side above leaves the date and the place unreadable.
 */

/** The event name: 4.5% of the short side (48.6 px on the poster and square, 30.4 px on the banner). */
export const MIN_NAME_SIZE_SHARE = 0.045;
/** Every other line (top line, date, place): 2.2% of the short side (23.8 px poster and square, 14.9 px banner). */
export const MIN_TEXT_SIZE_SHARE = 0.022;

/** The id of the text block that carries the event name. */
export const NAME_BLOCK_ID = "name";

/** The least size, px, of the block `id` on a canvas whose short side is `unit` px. */
export function sizeFloor(id: string, unit: number): number {
  return unit * (id === NAME_BLOCK_ID ? MIN_NAME_SIZE_SHARE : MIN_TEXT_SIZE_SHARE);
}

/**
 * The least cap height on the link preview, as a share of the card's height (630 px): the name 10% (63 px), the
 * date and the place 4.5% (28.35 px). The cap height is the size times the face's (capHeightEm() in
 * _measure.ts); text in a script without capitals is held to its size times the Latin face's cap height.
 *
 * A name that cannot fit on the card at its floor (most of 80 characters, a 200-character one) is the one
 * exception: it goes down to the largest size at which it fits, never below sizeFloor(). The date and the place
 * keep their floor and take more lines.
 */
export const PREVIEW_CAP_SHARE: Readonly<Record<string, number>> = {
  [NAME_BLOCK_ID]: 0.1,
  date: 0.045,
  location: 0.045,
};

/** The least cap height, px, of the block `id` on a link preview `height` px tall (none for other blocks). */
export function previewCapFloor(id: string, height: number): number | undefined {
  const share = PREVIEW_CAP_SHARE[id];
  return share === undefined ? undefined : height * share;
}
