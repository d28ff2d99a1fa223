/**
 * brand-guide.pdf: the kit's brand guide as a designer would lay it out on three A4 pages — the name options and
 * copy under a band of the palette; the palette as swatches (hex, RGB, contrast on white and on black) and the
 * three fonts with specimens set in them; the dos and don'ts and thumbnails of the graphics. The fonts are
 * embedded (subsets of the renderer's own files), so the text is real, selectable text.
 */
import { PDFDocument, type PDFPage } from "pdf-lib";
import { IMAGE_TITLES } from "../constants.ts";
import { contrastLevel, contrastRatio, formatRatio } from "../contrast.ts";
import { CANVAS_KINDS, CANVAS_SIZES, CANVAS_TITLES, type CanvasKind, isImageKind } from "../formats.ts";
import type { DocumentTypesetting } from "../type/mod.ts";
import { createShapedTypesetter } from "./_guide-shaped-type.ts";
import type { BrandKit } from "../schemas.ts";
import { type GuideFace, pdfColor, type Typesetter } from "./_guide-type.ts";
import { PDF_PRODUCER } from "./poster-print.ts";

/** A4 portrait, points. */
export const A4_PT = { width: 595.28, height: 841.89 } as const;
/** The page margin, points. */
const MARGIN_PT = 48;
const CONTENT_WIDTH_PT = A4_PT.width - 2 * MARGIN_PT;
const INK = "#17161C";
const MUTED = "#5F5E6B";
const RULE = "#D9D8DE";
/** Height of the palette band atop the first page. */
const BAND_HEIGHT_PT = 150;
/** Height of a colour swatch. */
const SWATCH_HEIGHT_PT = 96;
/** Tallest a graphic's thumbnail is drawn. */
const THUMBNAIL_HEIGHT_PT = 190;
/** What each font's specimen shows after the event's name. */
const SPECIMEN_ALPHABET = "Aa Bb Cc Dd Ee Ff Gg Hh Ii Jj Kk 0123456789 & ! ?";
/** The role each guide font plays, in the guide's order. */
const FONT_ROLES: ReadonlyArray<{ face: GuideFace; role: string }> = [
  { face: "display", role: "Display: names and headlines" },
  { face: "accent", role: "Accent: headlines and short lines" },
  { face: "detail", role: "Details: dates, places, small print" },
];

export type BrandGuidePdfInput = {
  kit: BrandKit;
  /**
   * The renderer's type engine (renderer.documentTypesetting()): the guide is set in the brand faces, Noto by
   * script and Twemoji, shaped, and embeds subsets of the faces it uses.
   */
  typesetting: DocumentTypesetting;
  /** The kit's language (BCP 47): Han forms and shaping follow it. */
  language?: string;
  /** PNG bytes of the graphics made so far, shown as thumbnails (any of poster, square, banner, story, ...). */
  graphics?: Partial<Record<CanvasKind, Uint8Array>>;
  /** The clock for the creation date. @default () => new Date() */
  now?: () => Date;
};

const titleOf = (kind: CanvasKind) => isImageKind(kind) ? IMAGE_TITLES[kind] : CANVAS_TITLES[kind];

/** "R 255 G 107 B 107" of a hex colour. */
function rgbText(hex: string): string {
  const value = parseInt(hex.replace("#", ""), 16);
  return `RGB ${(value >> 16) & 255} ${(value >> 8) & 255} ${value & 255}`;
}

type Cursor = { page: PDFPage; y: number };

/** Draws wrapped text from the cursor down; returns the cursor below it. */
function paragraph(
  type: Typesetter,
  cursor: Cursor,
  text: string,
  style: { face: GuideFace; size: number; color?: string; x?: number; width?: number; leading?: number },
): Cursor {
  const { face, size, color = INK, x = MARGIN_PT, width = CONTENT_WIDTH_PT, leading = 1.35 } = style;
  let y = cursor.y;
  for (const line of type.wrap(text, face, size, width)) {
    y -= size * leading;
    type.draw(cursor.page, line, { x, y: y + size * (leading - 1), size, face, color });
  }
  return { page: cursor.page, y };
}

/** A small upper-case label over a hairline. */
function sectionLabel(type: Typesetter, cursor: Cursor, label: string): Cursor {
  const y = cursor.y - 28;
  cursor.page.drawLine({
    start: { x: MARGIN_PT, y: y + 14 },
    end: { x: A4_PT.width - MARGIN_PT, y: y + 14 },
    thickness: 0.5,
    color: pdfColor(RULE),
  });
  type.draw(cursor.page, label.toUpperCase(), { x: MARGIN_PT, y, size: 8, face: "detailBold", color: MUTED });
  return { page: cursor.page, y: y - 6 };
}

function footer(type: Typesetter, page: PDFPage, kit: BrandKit, number: number, count: number): void {
  const text = `${kit.selectedName} · Brand guide · ${number} / ${count}`;
  type.draw(page, text, { x: MARGIN_PT, y: 28, size: 7.5, face: "detail", color: MUTED });
}

function coverPage(type: Typesetter, page: PDFPage, kit: BrandKit): void {
  const colors = kit.brandGuide.colors;
  const stripe = A4_PT.width / colors.length;
  colors.forEach((color, index) => {
    page.drawRectangle({
      x: index * stripe,
      y: A4_PT.height - BAND_HEIGHT_PT,
      width: stripe + 0.5,
      height: BAND_HEIGHT_PT,
      color: pdfColor(color),
    });
  });
  let cursor: Cursor = { page, y: A4_PT.height - BAND_HEIGHT_PT - 20 };
  cursor = paragraph(type, cursor, "BRAND GUIDE", { face: "detailBold", size: 9, color: MUTED });
  cursor = paragraph(type, { page, y: cursor.y - 8 }, kit.selectedName, {
    face: "display",
    size: 34,
    leading: 1.15,
  });
  if (kit.headline) {
    cursor = paragraph(type, { page, y: cursor.y - 10 }, kit.headline, { face: "accent", size: 20 });
  }
  if (kit.tagline) {
    cursor = paragraph(type, { page, y: cursor.y - 2 }, kit.tagline, {
      face: "accentItalic",
      size: 14,
      color: MUTED,
    });
  }
  cursor = sectionLabel(type, { page, y: cursor.y - 14 }, "Name options");
  kit.eventNames.forEach((name, index) => {
    const selected = name === kit.selectedName;
    const y = cursor.y - 20;
    type.draw(page, `0${index + 1}`, { x: MARGIN_PT, y, size: 9, face: "detailBold", color: MUTED });
    type.draw(page, name, { x: MARGIN_PT + 28, y, size: 14, face: "display" });
    if (selected) {
      const x = MARGIN_PT + 36 + type.width(name, "display", 14);
      type.draw(page, "SELECTED", { x, y: y + 1, size: 7.5, face: "detailBold", color: MUTED });
    }
    cursor = { page, y: y - 4 };
  });
  if (kit.description) {
    cursor = sectionLabel(type, { page, y: cursor.y - 6 }, "Description");
    cursor = paragraph(type, cursor, kit.description, { face: "detail", size: 9.5, leading: 1.5 });
  }
  if (kit.socialCaptions.length) {
    cursor = sectionLabel(type, { page, y: cursor.y - 6 }, "Social captions");
    for (const caption of kit.socialCaptions) {
      cursor = paragraph(type, cursor, caption, { face: "detail", size: 8.5, color: MUTED, leading: 1.45 });
      cursor = { page, y: cursor.y - 6 };
    }
  }
}

function colourAndTypePage(type: Typesetter, page: PDFPage, kit: BrandKit): void {
  let cursor: Cursor = { page, y: A4_PT.height - MARGIN_PT + 10 };
  cursor = paragraph(type, cursor, "Colour", { face: "display", size: 22 });
  const colors = kit.brandGuide.colors;
  const gap = 10;
  const width = (CONTENT_WIDTH_PT - gap * (colors.length - 1)) / colors.length;
  const top = cursor.y - 12;
  colors.forEach((color, index) => {
    const x = MARGIN_PT + index * (width + gap);
    page.drawRectangle({
      x,
      y: top - SWATCH_HEIGHT_PT,
      width,
      height: SWATCH_HEIGHT_PT,
      color: pdfColor(color),
      borderColor: pdfColor(RULE),
      borderWidth: 0.5,
    });
    const onWhite = contrastRatio(color, "#FFFFFF");
    const onBlack = contrastRatio(color, "#000000");
    const textColor = onWhite >= onBlack ? "#FFFFFF" : "#000000";
    type.draw(page, "Aa", { x: x + 8, y: top - 30, size: 18, face: "display", color: textColor });
    const lines: Array<[string, GuideFace, number, string]> = [
      [color.toUpperCase(), "detailBold", 10, INK],
      [rgbText(color), "detail", 7.5, MUTED],
      [`On white ${formatRatio(onWhite)} ${contrastLevel(onWhite)}`, "detail", 7.5, INK],
      [`On black ${formatRatio(onBlack)} ${contrastLevel(onBlack)}`, "detail", 7.5, INK],
    ];
    let y = top - SWATCH_HEIGHT_PT - 16;
    for (const [text, face, size, fill] of lines) {
      type.draw(page, text, { x, y, size, face, color: fill });
      y -= size + 5;
    }
  });
  cursor = { page, y: top - SWATCH_HEIGHT_PT - 80 };
  cursor = paragraph(type, cursor, "Type", { face: "display", size: 22 });
  FONT_ROLES.forEach(({ face, role }, index) => {
    cursor = sectionLabel(type, { page, y: cursor.y - 4 }, `${kit.brandGuide.fonts[index] ?? ""} · ${role}`);
    cursor = paragraph(type, cursor, kit.selectedName, { face, size: 26, leading: 1.2 });
    cursor = paragraph(type, cursor, SPECIMEN_ALPHABET, { face, size: 12, color: MUTED, leading: 1.6 });
  });
}

async function usagePage(
  type: Typesetter,
  document: PDFDocument,
  page: PDFPage,
  kit: BrandKit,
  graphics: Partial<Record<CanvasKind, Uint8Array>>,
): Promise<void> {
  let cursor: Cursor = { page, y: A4_PT.height - MARGIN_PT + 10 };
  cursor = paragraph(type, cursor, "Usage", { face: "display", size: 22 });
  const columnWidth = (CONTENT_WIDTH_PT - 24) / 2;
  const columns: Array<[string, readonly string[], string]> = [
    ["Do", kit.brandGuide.dos, "+"],
    ["Don't", kit.brandGuide.donts, "–"],
  ];
  let lowest = cursor.y;
  columns.forEach(([heading, items, mark], index) => {
    const x = MARGIN_PT + index * (columnWidth + 24);
    page.drawRectangle({
      x,
      y: cursor.y - 20,
      width: 18,
      height: 4,
      color: pdfColor(kit.brandGuide.colors[index % kit.brandGuide.colors.length]),
    });
    let column: Cursor = paragraph(type, { page, y: cursor.y - 22 }, heading, {
      face: "accent",
      size: 15,
      x,
    });
    for (const item of items) {
      type.draw(page, mark, { x, y: column.y - 9, size: 9, face: "detailBold", color: MUTED });
      column = paragraph(type, column, item, {
        face: "detail",
        size: 9,
        x: x + 14,
        width: columnWidth - 14,
        leading: 1.5,
      });
      column = { page, y: column.y - 6 };
    }
    lowest = Math.min(lowest, column.y);
  });
  cursor = { page, y: lowest - 20 };
  cursor = paragraph(type, cursor, "Graphics", { face: "display", size: 22 });
  const kinds = CANVAS_KINDS.filter((kind) => graphics[kind]);
  if (kinds.length === 0) {
    paragraph(type, { page, y: cursor.y - 8 }, "Not generated yet.", {
      face: "detail",
      size: 9.5,
      color: MUTED,
    });
    return;
  }
  let x = MARGIN_PT;
  let rowTop = cursor.y - 14;
  const height = Math.min(THUMBNAIL_HEIGHT_PT, rowTop - 80);
  for (const kind of kinds) {
    const { width: pxWidth, height: pxHeight } = CANVAS_SIZES[kind];
    const scale = Math.min(height / pxHeight, CONTENT_WIDTH_PT / pxWidth);
    const [width, drawnHeight] = [pxWidth * scale, pxHeight * scale];
    if (x + width > A4_PT.width - MARGIN_PT + 0.5) {
      x = MARGIN_PT;
      rowTop -= height + 34;
    }
    const image = await document.embedPng(graphics[kind]!);
    page.drawImage(image, { x, y: rowTop - drawnHeight, width, height: drawnHeight });
    type.draw(page, `${titleOf(kind)} ${pxWidth} x ${pxHeight}`, {
      x,
      y: rowTop - drawnHeight - 12,
      size: 7.5,
      face: "detail",
      color: MUTED,
    });
    x += width + 14;
  }
}

/** Every string the guide sets, so the fonts for all of its characters are embedded. */
function textsOf(kit: BrandKit): string[] {
  return [
    kit.selectedName,
    ...kit.eventNames,
    kit.headline,
    kit.tagline,
    kit.description,
    ...kit.socialCaptions,
    ...kit.brandGuide.fonts,
    ...kit.brandGuide.dos,
    ...kit.brandGuide.donts,
    SPECIMEN_ALPHABET,
    "BRAND GUIDE SELECTED NAME OPTIONS DESCRIPTION SOCIAL CAPTIONS Colour Type Usage Do Don't Graphics Not generated yet.",
    "RGB On white black AA AAA Fail · / – + x",
    ...FONT_ROLES.map((font) => font.role),
    ...CANVAS_KINDS.map(titleOf),
  ];
}

/** brand-guide.pdf of `kit`: three A4 pages, the guide's fonts embedded, titled "<name>: brand guide". */
export async function brandGuidePdf(input: BrandGuidePdfInput): Promise<Uint8Array> {
  const { kit } = input;
  const document = await PDFDocument.create();
  const now = (input.now ?? (() => new Date()))();
  document.setTitle(`${kit.selectedName}: brand guide`, { showInWindowTitleBar: true });
  document.setSubject(kit.tagline || kit.headline);
  document.setProducer(PDF_PRODUCER);
  document.setCreator(PDF_PRODUCER);
  document.setCreationDate(now);
  document.setModificationDate(now);
  const type = await createShapedTypesetter(document, textsOf(kit), {
    ...input.typesetting,
    language: input.language,
  });
  const pages = [0, 1, 2].map(() => document.addPage([A4_PT.width, A4_PT.height]));
  coverPage(type, pages[0], kit);
  colourAndTypePage(type, pages[1], kit);
  await usagePage(type, document, pages[2], kit, input.graphics ?? {});
  pages.forEach((page, index) => footer(type, page, kit, index + 1, pages.length));
  await type.finish();
  return document.save();
}
