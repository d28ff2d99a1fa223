/**
 * brand-guide.pdf: the kit's brand guide as a designer would lay it out on three A4 pages — the name options and
 * copy under a band of the palette; the palette as swatches (hex, RGB, contrast on white and on black) and the
 * three fonts with specimens set in them; the dos and don'ts and thumbnails of the graphics. Each page is laid
 * out first and set smaller until it fits above its footer (_guide-flow.ts), so nothing runs off a page at any
 * length of copy; text is real, selectable text in subsets of the type engine's faces.
 */
import { PDFDocument, type PDFRef } from "pdf-lib";
import { CANVAS_KINDS, type CanvasKind } from "../formats/formats.ts";
import type { BrandKit } from "../schemas.ts";
import type { DocumentTypesetting } from "../type/mod.ts";
import { colourAndTypeMarks, colourTexts, SPECIMEN_ALPHABET } from "./_guide-colour-type.ts";
import { coverMarks, selectedMarker } from "./_guide-cover.ts";
import type { GuideMark } from "./_guide-flow.ts";
import { drawMarks } from "./_guide-flow.ts";
import { A4_PT, CONTENT_WIDTH_PT, MARGIN_PT, MUTED } from "./_guide-page.ts";
import { createShapedTypesetter } from "./_guide-shaped-type.ts";
import { fitSize, type Typesetter } from "./_guide-type.ts";
import { captionOf, usageMarks } from "./_guide-usage.ts";
import { embedThumbnail, THUMBNAIL_PX_PER_PT } from "./_thumbnail-image.ts";
import { PDF_PRODUCER, type PrintArt } from "./poster-print.ts";
import { fillWords, guideRulesIn, guideWordsFor, upperIn } from "../guide/guide-words.ts";
import { type WrittenLanguage, writtenLanguage } from "../languages/language.ts";

export { A4_PT };

/** Baseline of the footer's last line, points from the page's bottom. */
const FOOTER_BASELINE_PT = 28;
const FOOTER_SIZE_PT = 7.5;
/** The footer shrinks to this to keep a long name on one line, then wraps. */
const FOOTER_MIN_SIZE_PT = 5.5;

export type BrandGuidePdfInput = {
  kit: BrandKit;
  /**
   * The renderer's type engine (renderer.documentTypesetting()): the guide is set in the brand faces, Noto by
   * script and Twemoji, shaped, and embeds subsets of the faces it uses.
   */
  typesetting: DocumentTypesetting;
  /** The kit's language (BCP 47): Han forms and shaping follow it, and the guide's own words are in it. */
  language?: string;
  /** PNG bytes of the graphics made so far, shown as thumbnails (any of poster, square, banner, story, ...). */
  graphics?: Partial<Record<CanvasKind, Uint8Array>>;
  /** An AI kit's art as poster-print.pdf holds it: the guide states its effective resolution. @default none */
  printArt?: PrintArt;
  /** The clock for the creation date. @default () => new Date() */
  now?: () => Date;
};

/** "The print poster carries the art at its own 1024 x 1536 px: 86 ppi at A3 with bleed.", in `language`. */
export function printArtNote(art: PrintArt, language: WrittenLanguage = "en"): string {
  return fillWords(guideWordsFor(language).printArtNote, {
    width: art.width,
    height: art.height,
    ppi: art.ppi,
  });
}

/** "<name> · Brand guide · 2 / 3", shrunk to one line or wrapped upwards from its baseline, never cut. */
function footerMarks(
  type: Typesetter,
  kit: BrandKit,
  number: number,
  count: number,
  language: WrittenLanguage,
): GuideMark[] {
  const text = `${kit.selectedName} · ${guideWordsFor(language).brandGuide} · ${number} / ${count}`;
  const { lines, size } = fitSize(type, text, "detail", {
    size: FOOTER_SIZE_PT,
    minSize: FOOTER_MIN_SIZE_PT,
    maxWidth: CONTENT_WIDTH_PT,
  });
  return lines.map((line, index) => ({
    kind: "text",
    text: line,
    x: MARGIN_PT,
    y: FOOTER_BASELINE_PT + (lines.length - 1 - index) * size * 1.25,
    size,
    face: "detail",
    color: MUTED,
  }));
}

/** Every image mark's graphic embedded once, at the size it is drawn (the largest, if drawn twice). */
async function embedThumbnails(
  document: PDFDocument,
  marks: readonly GuideMark[],
  graphics: Partial<Record<CanvasKind, Uint8Array>>,
): Promise<Map<CanvasKind, PDFRef>> {
  const sizes = new Map<CanvasKind, { width: number; height: number }>();
  for (const mark of marks) {
    if (mark.kind !== "image") continue;
    const seen = sizes.get(mark.canvas) ?? { width: 0, height: 0 };
    sizes.set(mark.canvas, {
      width: Math.max(seen.width, Math.ceil(mark.width * THUMBNAIL_PX_PER_PT)),
      height: Math.max(seen.height, Math.ceil(mark.height * THUMBNAIL_PX_PER_PT)),
    });
  }
  const refs = await Promise.all(
    [...sizes].map(([canvas, size]) => embedThumbnail(document, graphics[canvas]!, size)),
  );
  return new Map([...sizes.keys()].map((canvas, index) => [canvas, refs[index]]));
}

/** Every string the guide sets, so the fonts for all of its characters are embedded. */
function textsOf(kit: BrandKit, note: string | undefined, language: WrittenLanguage): string[] {
  const words = guideWordsFor(language);
  const rules = guideRulesIn(kit.brandGuide, language);
  return [
    ...(note ? [note] : []),
    kit.selectedName,
    ...kit.eventNames,
    kit.headline,
    kit.tagline,
    kit.description,
    ...kit.socialCaptions,
    ...kit.brandGuide.fonts,
    ...rules.dos,
    ...rules.donts,
    SPECIMEN_ALPHABET,
    ...colourTexts(kit, language),
    [
      upperIn(words.brandGuide, language),
      selectedMarker(language),
      ...[words.nameOptions, words.description, words.socialCaptions].map((label) => label.toUpperCase()),
      words.colour,
      words.type,
      words.usage,
      words.do,
      words.dont,
      words.graphics,
    ].join(" "),
    `${words.notGenerated} ${words.brandGuide}`,
    "RGB AA AAA · / – + x",
    ...CANVAS_KINDS.map((kind) => captionOf(kind, language)),
  ];
}

/** brand-guide.pdf of `kit`: three A4 pages, the guide's fonts embedded, titled "<name>: brand guide". */
export async function brandGuidePdf(input: BrandGuidePdfInput): Promise<Uint8Array> {
  const { kit } = input;
  // The guide's words are in the kit's written language; the shaping below follows its own tag.
  const language = writtenLanguage(input.language ?? kit.language);
  const words = guideWordsFor(language);
  const graphics = input.graphics ?? {};
  const document = await PDFDocument.create();
  const now = (input.now ?? (() => new Date()))();
  document.setTitle(fillWords(words.guideTitle, { name: kit.selectedName }), { showInWindowTitleBar: true });
  document.setSubject(kit.tagline || kit.headline);
  document.setProducer(PDF_PRODUCER);
  document.setCreator(PDF_PRODUCER);
  document.setCreationDate(now);
  document.setModificationDate(now);
  const note = input.printArt && printArtNote(input.printArt, language);
  const type = await createShapedTypesetter(document, textsOf(kit, note, language), {
    ...input.typesetting,
    language: input.language,
  });
  const made = new Set(CANVAS_KINDS.filter((kind) => graphics[kind]));
  const pages = [
    coverMarks(type, kit, language),
    colourAndTypeMarks(type, kit, language),
    usageMarks(type, kit, made, note, language),
  ];
  const images = await embedThumbnails(document, pages.flat(), graphics);
  pages.forEach((marks, index) => {
    const page = document.addPage([A4_PT.width, A4_PT.height]);
    drawMarks(page, type, [...marks, ...footerMarks(type, kit, index + 1, pages.length, language)], images);
  });
  await type.finish();
  return document.save();
}
