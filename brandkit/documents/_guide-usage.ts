/**
 * The guide's third page: the dos and don'ts in two columns, then thumbnails of the graphics made so far as a
 * grid (_thumbnail-grid.ts) in the space left above the footer, each captioned with its title and size.
 */
import { CANVAS_KINDS, CANVAS_SIZES, type CanvasKind } from "../formats/formats.ts";
import type { BrandKit } from "../schemas.ts";
import { canvasTitleIn, guideRulesIn, guideWordsFor } from "../guide/guide-words.ts";
import type { WrittenLanguage } from "../languages/language.ts";
import type { Flow, GuideMark } from "./_guide-flow.ts";
import { fitPage, setText, skip } from "./_guide-flow.ts";
import { contrastRatio } from "../palettes/contrast.ts";
import { A4_PT, CONTENT_BOTTOM_PT, CONTENT_WIDTH_PT, INK, MARGIN_PT, MUTED } from "./_guide-page.ts";
import { fitSize, type Typesetter } from "./_guide-type.ts";
import { thumbnailGrid } from "./_thumbnail-grid.ts";

/** Tallest a row of thumbnails is drawn. */
const THUMBNAIL_HEIGHT_PT = 190;
/** Shortest a row of thumbnails may be before the whole page is set smaller. */
const MIN_THUMBNAIL_HEIGHT_PT = 48;
const COLUMN_GAP_PT = 24;
const THUMBNAIL_GAP_PT = 14;
const CAPTION_SIZE_PT = 7.5;
const CAPTION_LEADING = 1.25;

/** "Poster 1080 x 1350": a thumbnail's caption, the canvas named in `language`. */
export function captionOf(kind: CanvasKind, language: WrittenLanguage = "en"): string {
  const { width, height } = CANVAS_SIZES[kind];
  return `${canvasTitleIn(kind, language)} ${width} x ${height}`;
}

/** Markers (the bars over Do and Don't) read at least this well on the white page, or are set in INK. */
const MARKER_MIN_CONTRAST = 3;

/**
 * The colour of the `index`th column's marker: the palette's colours that show on the white page, in turn; INK
 * where none does (a white or pale palette), so no marker vanishes.
 */
export function markerColor(colors: readonly string[], index: number): string {
  const visible = colors.filter((color) => contrastRatio(color, "#FFFFFF") >= MARKER_MIN_CONTRAST);
  return visible.length > 0 ? visible[index % visible.length] : INK;
}

/** The dos and the don'ts side by side; the flow continues under the longer column. */
function dosAndDonts(flow: Flow, kit: BrandKit, language: WrittenLanguage): void {
  const width = (CONTENT_WIDTH_PT - COLUMN_GAP_PT) / 2;
  const words = guideWordsFor(language);
  const rules = guideRulesIn(kit.brandGuide, language);
  const columns: Array<[string, readonly string[], string]> = [
    [words.do, rules.dos, "+"],
    [words.dont, rules.donts, "–"],
  ];
  const ends = columns.map(([heading, items, mark], index) => {
    const x = MARGIN_PT + index * (width + COLUMN_GAP_PT);
    const color = markerColor(kit.brandGuide.colors, index);
    const column: Flow = { ...flow };
    flow.marks.push({ kind: "rect", x, y: flow.y - 20 * flow.scale, width: 18, height: 4, color });
    skip(column, 22);
    setText(column, heading, { face: "accent", size: 15, x, width });
    for (const item of items) {
      const first = flow.marks.length;
      setText(column, item, { face: "detail", size: 9, x: x + 14, width: width - 14, leading: 1.5 });
      const baseline = (flow.marks[first] as { y: number }).y;
      flow.marks.push({
        kind: "text",
        text: mark,
        x,
        y: baseline,
        size: 9 * flow.scale,
        face: "detailBold",
        color: MUTED,
      });
      skip(column, 6);
    }
    return column.y;
  });
  flow.y = Math.min(...ends);
}

/**
 * The thumbnails as a grid filling the space left; false when even rows MIN_THUMBNAIL_HEIGHT_PT tall do not fit
 * (the page is then set smaller).
 */
function thumbnails(flow: Flow, kinds: readonly CanvasKind[], language: WrittenLanguage): boolean {
  const captionSize = CAPTION_SIZE_PT * flow.scale;
  const captions = new Map<string, { lines: string[]; size: number }>();
  // Widths are taken down to whole points, so the grid's search asks for few different captions.
  const caption = (kind: CanvasKind, width: number) => {
    const key = `${kind}|${Math.floor(width)}`;
    let fitted = captions.get(key);
    if (!fitted) {
      fitted = fitSize(flow.type, captionOf(kind, language), "detail", {
        size: captionSize,
        minSize: captionSize * 0.75,
        maxWidth: Math.max(1, Math.floor(width)),
        maxLines: 2,
      });
      captions.set(key, fitted);
    }
    return fitted;
  };
  const captionGap = 4 * flow.scale;
  const grid = thumbnailGrid(
    kinds.map((kind) => ({ key: kind, aspect: CANVAS_SIZES[kind].width / CANVAS_SIZES[kind].height })),
    {
      width: CONTENT_WIDTH_PT,
      height: flow.y - CONTENT_BOTTOM_PT,
      gap: THUMBNAIL_GAP_PT * flow.scale,
      rowGap: 12 * flow.scale,
      maxRowHeight: THUMBNAIL_HEIGHT_PT,
      minRowHeight: MIN_THUMBNAIL_HEIGHT_PT * flow.scale,
      captionHeight: (kind, width) => {
        const { lines, size } = caption(kind, width);
        return captionGap + lines.length * size * CAPTION_LEADING;
      },
    },
  );
  if (!grid) return false;
  for (const cell of grid.cells) {
    const [x, bottom] = [MARGIN_PT + cell.x, flow.y - cell.top - cell.height];
    flow.marks.push({
      kind: "image",
      canvas: cell.key,
      x,
      y: bottom,
      width: cell.width,
      height: cell.height,
    });
    const { lines, size } = caption(cell.key, cell.width);
    lines.forEach((line, index) => {
      const y = bottom - captionGap - size - index * size * CAPTION_LEADING;
      flow.marks.push({ kind: "text", text: line, x, y, size, face: "detail", color: MUTED });
    });
  }
  flow.y -= grid.height;
  return true;
}

/**
 * The third page's marks, at the largest scale that fits above the footer; `made` are the graphics given, `note`
 * a line under the graphics' heading (an AI kit's art resolution in print).
 */
export function usageMarks(
  type: Typesetter,
  kit: BrandKit,
  made: ReadonlySet<CanvasKind>,
  note?: string,
  language: WrittenLanguage = "en",
): GuideMark[] {
  const kinds = CANVAS_KINDS.filter((kind) => made.has(kind));
  const words = guideWordsFor(language);
  return fitPage((scale) => {
    const flow: Flow = { type, scale, y: A4_PT.height - MARGIN_PT + 10, marks: [] };
    setText(flow, words.usage, { face: "display", size: 22 });
    dosAndDonts(flow, kit, language);
    skip(flow, 20);
    setText(flow, words.graphics, { face: "display", size: 22 });
    if (note) {
      skip(flow, 8);
      setText(flow, note, { face: "detail", size: 9.5, color: MUTED });
    }
    if (kinds.length === 0) {
      skip(flow, 8);
      setText(flow, words.notGenerated, { face: "detail", size: 9.5, color: MUTED });
    } else {
      skip(flow, 14);
      if (!thumbnails(flow, kinds, language)) return { marks: flow.marks, bottom: -Infinity };
    }
    return { marks: flow.marks, bottom: flow.y };
  });
}
