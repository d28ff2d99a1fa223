/**
 * The public face of the documents: the kit in the formats beyond its PNGs (issue 14) — standalone SVG files,
 * the print-ready poster PDF, the brand-guide PDF and the calendar file. Pure functions over strings and bytes
 * (no files, no clock unless passed in), so they run on the server, in the render workers or in the CLI alike.
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
  ICS_NEEDS_DATE_MESSAGE,
  ICS_PRODUCT_ID,
  ICS_UID_DOMAIN,
} from "./calendar.ts";
