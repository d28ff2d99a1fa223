/**
 * How the page names the three graphics (spec §2.2): 'Poster 1080 x 1350', 'Square Tile 1080 x 1080',
 * 'Banner 1200 x 675'.
 */
import { IMAGE_SIZES, type ImageKind } from "../brandkit/mod.ts";

/** The title of each graphic. */
export const GRAPHIC_TITLES: Readonly<Record<ImageKind, string>> = {
  poster: "Poster",
  square: "Square Tile",
  banner: "Banner",
};

/** "Poster 1080 x 1350". */
export function graphicLabel(kind: ImageKind): string {
  const { width, height } = IMAGE_SIZES[kind];
  return `${GRAPHIC_TITLES[kind]} ${width} x ${height}`;
}
