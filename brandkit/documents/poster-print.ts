/**
 * poster-print.pdf: the poster as a print-ready A3 PDF — the artwork 303 x 426 mm with 3 mm bleed on every side
 * (BleedBox), the A3 TrimBox 3 mm inside it, and a 10 mm slug around the bleed (MediaBox 323 x 446 mm) that
 * carries the crop marks in registration colour; vector shapes and type (the type engine's outlines as PDF
 * paths), the inspiration image at 300 ppi or better for its printed size.
 *
 * Layout: the designer lays the poster out again at the page's own proportions (PRINT_POSTER_SIZE, 10 units a
 * millimetre, bleed included) rather than stretching the 4:5 screen poster onto a 1:1.41 sheet: A3 is much
 * taller, and scaling-and-extending would either crop the type or leave bands of extended background. Laying out
 * over the whole bleed gives background that truly runs off the edge, while the designer's margins (7% of the
 * short side and more) keep type and the QR code far inside the trim's 3 mm plus a printer's safe area.
 *
 * An AI kit's poster (issue 20) is its text-free art cover-fitted over the whole page with the type set on top
 * as vectors, as on the kit's poster. The art goes in at its own pixels, the best there is: resampling it to
 * 300 ppi would only add pixels, not detail. The guide states the resolution that gives (printArtOf).
 */
import { PDFDocument, PDFName } from "pdf-lib";
import { BrandKitError, ErrorCode } from "../errors.ts";
import { sniffImageType } from "../images/image-type.ts";
import type { ImageBrief } from "../generation/provider.ts";
import type { Renderer } from "../render/mod.ts";
import { imageSizeOf } from "../images/image-size.ts";
import { fillWords, guideWordsFor } from "../guide/guide-words.ts";
import { writtenLanguage } from "../languages/language.ts";
import { createResources, type PdfResources } from "./_pdf-resources.ts";
import {
  BLEED_BOX_PT,
  BLEED_MM,
  cropMarkOperators,
  MEDIA_BOX_PT,
  PRINT_PAGE_MM,
  TRIM_BOX_PT,
} from "./_print-sheet.ts";
import { svgToPdfOperators } from "./_svg-to-pdf.ts";

export {
  A3_TRIM_MM,
  BLEED_MM,
  POINTS_PER_MM,
  PRINT_PAGE_MM,
  PRINT_SHEET_MM,
  SLUG_MM,
} from "./_print-sheet.ts";

/** Design units per millimetre of the print poster. */
export const PRINT_UNITS_PER_MM = 10;
/** The size the designer lays the print poster out at: the whole page, bleed included, in 0.1 mm units. */
export const PRINT_POSTER_SIZE = {
  width: PRINT_PAGE_MM.width * PRINT_UNITS_PER_MM,
  height: PRINT_PAGE_MM.height * PRINT_UNITS_PER_MM,
} as const;
/** The least resolution of the inspiration image at its printed size. */
export const PRINT_MIN_IMAGE_PPI = 300;
const MM_PER_INCH = 25.4;
/**
 * The size an AI kit's print poster is laid out at: the page's proportions at 5 units a millimetre, as the
 * overlay measures its veil on the art fitted to this many pixels (PRINT_POSTER_SIZE is past fitArt's 4096 px).
 * Vectors scale to the page; the art keeps its own pixels whatever this is.
 */
const PRINT_ART_LAYOUT_SIZE = { width: PRINT_PAGE_MM.width * 5, height: PRINT_PAGE_MM.height * 5 };
/** Who made the PDF (its Producer and Creator). */
export const PDF_PRODUCER = "BrandKit";

export type PrintPdfOptions = {
  /** The document title (the event's name). */
  title: string;
  /** The language of the PDF's subject line ("Print poster, A3 with 3 mm bleed"). @default English */
  language?: string;
  /** Crop marks at the corners, in the slug outside the bleed. @default true */
  cropMarks?: boolean;
  /** The clock for the creation date. @default () => new Date() */
  now?: () => Date;
  /** Least resolution of embedded PNGs at their printed size. @default PRINT_MIN_IMAGE_PPI */
  minImagePpi?: number;
};

/**
 * The print PDF of an SVG laid out at PRINT_POSTER_SIZE (or any size of the page's proportions): the SVG fills
 * the bleed box. Use posterPrintPdf to have the designer lay it out.
 */
export async function printPdfFromSvg(svg: string, options: PrintPdfOptions): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  const now = (options.now ?? (() => new Date()))();
  document.setTitle(options.title, { showInWindowTitleBar: true });
  const words = guideWordsFor(writtenLanguage(options.language));
  document.setSubject(fillWords(words.printSubject, { bleed: BLEED_MM }));
  document.setProducer(PDF_PRODUCER);
  document.setCreator(PDF_PRODUCER);
  document.setCreationDate(now);
  document.setModificationDate(now);
  const page = document.addPage([MEDIA_BOX_PT.width, MEDIA_BOX_PT.height]);
  page.setBleedBox(BLEED_BOX_PT.x, BLEED_BOX_PT.y, BLEED_BOX_PT.width, BLEED_BOX_PT.height);
  page.setTrimBox(TRIM_BOX_PT.x, TRIM_BOX_PT.y, TRIM_BOX_PT.width, TRIM_BOX_PT.height);
  const resources = createResources(document.context);
  const artwork = await svgToPdfOperators(svg, BLEED_BOX_PT, resources, document, {
    minImagePpi: options.minImagePpi ?? PRINT_MIN_IMAGE_PPI,
  });
  const marks = options.cropMarks === false ? "" : cropMarkOperators(registrationColorSpace(resources));
  const operators = [`q\n${artwork}\nQ`, marks].join("\n");
  page.node.set(PDFName.of("Resources"), resources.ref);
  page.node.set(PDFName.of("Contents"), document.context.register(document.context.flateStream(operators)));
  return document.save();
}

/** An AI kit's art as the print poster holds it: its pixels, and what they give at the printed size. */
export type PrintArt = {
  width: number;
  height: number;
  /** Pixels per inch of the art cover-fitted to the page, bleed included (the lower of its two axes). */
  ppi: number;
};

/** What `art` (PNG, JPEG, GIF or WebP bytes) gives on the print poster. Throws AI_ERROR for other bytes. */
export function printArtOf(art: Uint8Array): PrintArt {
  const size = imageSizeOf(art);
  if (!size || size.width < 1 || size.height < 1) {
    throw new BrandKitError(
      ErrorCode.AI_ERROR,
      "The image could not be read: the image data could not be decoded.",
    );
  }
  const inches = (mm: number) => mm / MM_PER_INCH;
  // Cover-fitting scales by the larger ratio, so the lower pixels-per-inch is the one every axis gets.
  const ppi = Math.min(size.width / inches(PRINT_PAGE_MM.width), size.height / inches(PRINT_PAGE_MM.height));
  return { ...size, ppi: Math.floor(ppi) };
}

/** What the print poster is made from. */
export type PosterPrintInput = {
  /** The designer (in this thread, or a render worker's). */
  renderer: Pick<Renderer, "design" | "designOverlay" | "toSvg">;
  /** The poster's brief, as for the kit's poster (same design: same layout family). */
  brief: ImageBrief;
  /** An AI kit's text-free art: the poster is then this art under the type. @default none (offline layout) */
  art?: Uint8Array;
};

/** poster-print.pdf: the designer lays the poster out at PRINT_POSTER_SIZE and it is drawn as vectors. */
export async function posterPrintPdf(
  input: PosterPrintInput,
  options: Omit<PrintPdfOptions, "title"> & { title?: string } = {},
): Promise<Uint8Array> {
  const { art, brief } = input;
  const design = art
    ? await input.renderer.designOverlay({
      kind: "poster",
      size: PRINT_ART_LAYOUT_SIZE,
      brief,
      art: { bytes: art, mimeType: sniffImageType(art) ?? "image/png" },
    })
    : await input.renderer.design({
      kind: "poster",
      size: PRINT_POSTER_SIZE,
      brief,
    });
  const svg = await input.renderer.toSvg(design);
  // The art at its own pixels (a least ppi of 0 never resamples); the offline layout's images at 300 ppi.
  const minImagePpi = art ? 0 : options.minImagePpi;
  return printPdfFromSvg(svg, {
    ...options,
    minImagePpi,
    title: options.title ?? brief.eventName,
    language: options.language ?? brief.language,
  });
}

/**
 * The registration colour: a Separation named "All", which prints at its tint on every plate (here all four
 * CMYK inks at 100%). Returns its resource name.
 */
function registrationColorSpace(resources: PdfResources): string {
  const { context } = resources;
  const tint = context.obj({ FunctionType: 2, Domain: [0, 1], C0: [0, 0, 0, 0], C1: [1, 1, 1, 1], N: 1 });
  return resources.add(
    "ColorSpace",
    context.obj([
      PDFName.of("Separation"),
      PDFName.of("All"),
      PDFName.of("DeviceCMYK"),
      context.register(tint),
    ]),
  );
}
