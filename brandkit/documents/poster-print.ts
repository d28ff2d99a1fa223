/**
 * poster-print.pdf: the poster as a print-ready A3 PDF — 303 x 426 mm with 3 mm bleed on every side (TrimBox at
 * 3 mm in, BleedBox = MediaBox), vector shapes and type (the type engine's outlines as PDF paths), the
 * inspiration image at 300 ppi or better for its printed size, optional crop marks.
 *
 * Layout: the designer lays the poster out again at the page's own proportions (PRINT_POSTER_SIZE, 10 units a
 * millimetre, bleed included) rather than stretching the 4:5 screen poster onto a 1:1.41 sheet: A3 is much
 * taller, and scaling-and-extending would either crop the type or leave bands of extended background. Laying out
 * over the whole bleed gives background that truly runs off the edge, while the designer's margins (7% of the
 * short side and more) keep type and the QR code far inside the trim's 3 mm plus a printer's safe area.
 */
import { PDFDocument, PDFName } from "pdf-lib";
import type { ImageBrief } from "../provider.ts";
import type { GraphicRequest, Renderer } from "../render/mod.ts";
import { createResources } from "./_pdf-resources.ts";
import { BLEED_MM, cropMarkOperators, PAGE_BOX_PT, PRINT_PAGE_MM, TRIM_BOX_PT } from "./_print-sheet.ts";
import { svgToPdfOperators } from "./_svg-to-pdf.ts";

export { A3_TRIM_MM, BLEED_MM, POINTS_PER_MM, PRINT_PAGE_MM } from "./_print-sheet.ts";

/** Design units per millimetre of the print poster. */
export const PRINT_UNITS_PER_MM = 10;
/** The size the designer lays the print poster out at: the whole page, bleed included, in 0.1 mm units. */
export const PRINT_POSTER_SIZE = {
  width: PRINT_PAGE_MM.width * PRINT_UNITS_PER_MM,
  height: PRINT_PAGE_MM.height * PRINT_UNITS_PER_MM,
} as const;
/** The least resolution of the inspiration image at its printed size. */
export const PRINT_MIN_IMAGE_PPI = 300;
/** Who made the PDF (its Producer and Creator). */
export const PDF_PRODUCER = "BrandKit";

export type PrintPdfOptions = {
  /** The document title (the event's name); also the PDF's subject line. */
  title: string;
  /** Crop marks at the corners, inside the bleed. @default true */
  cropMarks?: boolean;
  /** The clock for the creation date. @default () => new Date() */
  now?: () => Date;
  /** Least resolution of embedded PNGs at their printed size. @default PRINT_MIN_IMAGE_PPI */
  minImagePpi?: number;
};

/**
 * The print PDF of an SVG laid out at PRINT_POSTER_SIZE (or any size of the page's proportions): the SVG fills
 * the page, bleed included. Use posterPrintPdf to have the designer lay it out.
 */
export async function printPdfFromSvg(svg: string, options: PrintPdfOptions): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  const now = (options.now ?? (() => new Date()))();
  document.setTitle(options.title, { showInWindowTitleBar: true });
  document.setSubject(`Print poster, A3 with ${BLEED_MM} mm bleed`);
  document.setProducer(PDF_PRODUCER);
  document.setCreator(PDF_PRODUCER);
  document.setCreationDate(now);
  document.setModificationDate(now);
  const page = document.addPage([PAGE_BOX_PT.width, PAGE_BOX_PT.height]);
  page.setBleedBox(PAGE_BOX_PT.x, PAGE_BOX_PT.y, PAGE_BOX_PT.width, PAGE_BOX_PT.height);
  page.setTrimBox(TRIM_BOX_PT.x, TRIM_BOX_PT.y, TRIM_BOX_PT.width, TRIM_BOX_PT.height);
  const resources = createResources(document.context);
  const artwork = await svgToPdfOperators(svg, PAGE_BOX_PT, resources, document, {
    minImagePpi: options.minImagePpi ?? PRINT_MIN_IMAGE_PPI,
  });
  const operators = [`q\n${artwork}\nQ`, options.cropMarks === false ? "" : cropMarkOperators()].join("\n");
  page.node.set(PDFName.of("Resources"), resources.ref);
  page.node.set(PDFName.of("Contents"), document.context.register(document.context.flateStream(operators)));
  return document.save();
}

/** What the print poster is made from. */
export type PosterPrintInput = {
  /** The designer (in this thread, or a render worker's). */
  renderer: Pick<Renderer, "design" | "toSvg">;
  /** The poster's brief, as for the kit's poster (same vibes and seed: same layout family). */
  brief: ImageBrief;
  /** Use this layout family (the kit's poster's, when it is known). */
  family?: GraphicRequest["family"];
};

/** poster-print.pdf: the designer lays the poster out at PRINT_POSTER_SIZE and it is drawn as vectors. */
export async function posterPrintPdf(
  input: PosterPrintInput,
  options: Omit<PrintPdfOptions, "title"> & { title?: string } = {},
): Promise<Uint8Array> {
  const design = await input.renderer.design({
    kind: "poster",
    size: PRINT_POSTER_SIZE,
    brief: input.brief,
    ...(input.family ? { family: input.family } : {}),
  });
  const svg = await input.renderer.toSvg(design);
  return printPdfFromSvg(svg, { ...options, title: options.title ?? input.brief.eventName });
}
