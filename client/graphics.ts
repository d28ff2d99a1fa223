/**
 * How the page names the graphics (docs/behaviour.md#graphics): 'Poster 1080 x 1350', 'Square Tile 1080 x 1080',
 * 'Banner 1200 x 675', and the extra formats' 'Story 1080 x 1920' and 'Link Preview 1200 x 630', in the
 * interface's words (the kit's files name them in the kit's language: brandkit/languages/file-words).
 */
import { CANVAS_SIZES, type CanvasKind } from "../brandkit/web.ts";
import type { Translate } from "./i18n/translator.ts";

/** The message of each graphic's title ("Poster"). */
const TITLES: Readonly<Record<CanvasKind, string>> = {
  poster: "result.graphics.poster",
  square: "result.graphics.square",
  banner: "result.graphics.banner",
  story: "result.graphics.story",
  "link-preview": "result.graphics.linkPreview",
};

/** "Poster". */
export function graphicTitle(kind: CanvasKind, t: Translate): string {
  return t(TITLES[kind]);
}

/** "Poster 1080 x 1350". */
export function graphicLabel(kind: CanvasKind, t: Translate): string {
  const { width, height } = CANVAS_SIZES[kind];
  return t("result.graphics.label", { title: graphicTitle(kind, t), width, height });
}
