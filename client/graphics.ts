/**
 * How the page names the three graphics (docs/behaviour.md#graphics): 'Poster 1080 x 1350',
 * 'Square Tile 1080 x 1080', 'Banner 1200 x 675'.
 */
import { IMAGE_SIZES, IMAGE_TITLES, type ImageKind } from "../brandkit/web.ts";

/** "Poster 1080 x 1350". */
export function graphicLabel(kind: ImageKind): string {
  const { width, height } = IMAGE_SIZES[kind];
  return `${IMAGE_TITLES[kind]} ${width} x ${height}`;
}
