/**
 * The public face of the documents: the kit in the formats beyond its PNGs (issue 14) — standalone SVG files,
 * the print-ready poster PDF, the brand-guide PDF and the calendar file, and a kept kit's calendar subscription;
 * and the printable door list of a kit's going guests (issue 39).
 * Pure functions over strings and bytes (no files, no clock unless passed in), so they run on the server, in the
 * render workers or in the CLI alike.
 */
export {
  escapeXml,
  externalReferences,
  svgDocument,
  type SvgDocumentOptions,
  XML_DECLARATION,
} from "./svg-document.ts";
export {
  type CalendarInput,
  type CalendarOptions,
  eventCalendar,
  eventSubscription,
  ICS_NEEDS_DATE_MESSAGE,
  ICS_PRODUCT_ID,
  ICS_UID_DOMAIN,
  kitCalendarUid,
  SUBSCRIPTION_ALARM_TRIGGER,
  SUBSCRIPTION_REFRESH,
  type SubscriptionOptions,
} from "./calendar.ts";
export {
  A3_TRIM_MM,
  BLEED_MM,
  PDF_PRODUCER,
  POINTS_PER_MM,
  type PosterPrintInput,
  posterPrintPdf,
  PRINT_MIN_IMAGE_PPI,
  PRINT_PAGE_MM,
  PRINT_POSTER_SIZE,
  PRINT_UNITS_PER_MM,
  type PrintArt,
  printArtOf,
  printPdfFromSvg,
  type PrintPdfOptions,
} from "./poster-print.ts";
export { A4_PT, brandGuidePdf, type BrandGuidePdfInput } from "./brand-guide-pdf.ts";
export { type DoorListGuest, doorListPdf, type DoorListPdfInput } from "./door-list-pdf.ts";
