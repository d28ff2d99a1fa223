/**
 * The browser's face of the BrandKit core: what the page may use. Schemas and constants, the error vocabulary,
 * palettes and contrast, the guide, languages, dates and times, the studio's design as data, kept kits' shapes and
 * paths, the event page's facts, RSVP's wire shapes and the archive readers and writer. Nothing here reaches
 * config, the generator, outbound fetching, the renderer, the providers, or Deno and Node
 * (tests/architecture/page-bundle.test.ts walks the page bundle's whole module graph to keep it so).
 * Servers and the CLI use brandkit/mod.ts, which is this face and the server-only core.
 */
export * from "./constants.ts";
export * from "./errors.ts";
export * from "./schemas.ts";
export * from "./time.ts";
export * from "./typed-text.ts";
export { parseOrThrow, toValidationIssues } from "./validate.ts";
export {
  ErrorBodySchema,
  type ErrorResponseBody,
  ErrorResponseSchema,
  GENERATION_STEPS,
  type GenerationStep,
  type KitStreamEvent,
  KitStreamEventSchema,
} from "./web-api.ts";
export { formatLongUsDate, hasDatePassed, localCalendarDate, parseDateOnly } from "./dates/calendar-dates.ts";
export {
  dayPartOf,
  EVENT_TIME_PATTERN,
  formatEventTime,
  formatEventTimes,
  isTimeZone,
  parseEventTime,
} from "./dates/times.ts";
export { formatEventDate } from "./dates/written-dates.ts";
export {
  AUTO_LANGUAGE,
  COPY_LANGUAGES,
  type CopyLanguage,
  copyLanguageOf,
  languageNotice,
  LANGUAGES,
  LanguageSchema,
  resolveLanguage,
  textDirection,
  type WrittenLanguage,
  writtenLanguage,
} from "./languages/mod.ts";
export { fromDataUrl, type ImageMimeType, sniffImageType, toDataUrl } from "./images/image-type.ts";
export { pngSize } from "./images/image-size.ts";
export { type AltTextDetails, graphicAltText, graphicAltTexts } from "./guide/alt-text.ts";
export { buildBrandGuide, GUIDE_FONTS, guideSwatches } from "./guide/guide.ts";
export { GUIDE_DONTS, GUIDE_DOS } from "./languages/file-words/guide-lines.ts";
export { type Swatch, swatchName } from "./palettes/swatches.ts";
export { HexColorSchema } from "./palettes/hex-color-schema.ts";
export { isHexColor, normalizeHex } from "./palettes/hex-color.ts";
export {
  CONTRAST_AA,
  CONTRAST_AAA,
  contrastLevel,
  contrastRatio,
  formatRatio,
  relativeLuminance,
} from "./palettes/contrast.ts";
export {
  defaultPalette,
  findPalette,
  type Palette,
  PALETTES,
  PaletteSchema,
  type Random,
  randomHexColors,
  randomPalette,
  requirePalette,
} from "./palettes/palettes.ts";
export { paletteNamed } from "./palettes/palette-lookup.ts";
export { paletteFits } from "./palettes/palette-choice.ts";
export {
  CANVAS_KINDS,
  CANVAS_SIZES,
  CANVAS_TITLES,
  type CanvasKind,
  EXTRA_CANVASES,
  type ExtraCanvas,
  FORMAT_FILE_NAMES,
  FORMAT_NAMES,
  type FormatName,
  isImageKind,
  parseFormatList,
} from "./formats/formats.ts";
export * from "./archive/mod.ts";
export {
  calendarSubscriptionPath,
  calendarSubscriptionUrl,
  keptFilePath,
  kitPagePath,
  kitPageUrl,
  sharePath,
} from "./kept/kit-paths.ts";
export {
  keptContentOf,
  type KeptKitBody,
  KeptKitBodySchema,
  type KeptKitContent,
  KeptKitContentSchema,
  type KeptRequest,
  KeptRequestSchema,
  type SharedKit,
  SharedKitSchema,
} from "./kept/shared-kit.ts";
// The owner's updates (issue 38) as they cross the wire; their store is server-side (mod.ts).
export {
  type KitUpdate,
  type KitUpdateList,
  KitUpdateListSchema,
  kitUpdateOf,
  KitUpdateSchema,
  UPDATE_ID_PATTERN,
  type UpdateBody,
  UpdateBodySchema,
  updatesFeedPath,
} from "./kept/kit-updates.ts";
// Its constants come from their zod-free file, so the owner's panel loads no schema with them.
export { UPDATE_TEXT_MAX } from "./kept/update-limits.ts";
export * from "./design.ts";
export {
  type CopyEdit,
  CopyEditSchema,
  EVENT_FIELDS,
  type EventEdit,
  EventEditSchema,
  type KitEdit,
  type KitEditInput,
  KitEditSchema,
} from "./studio/edit-schema.ts";
// RSVP's wire shapes (issue 28), for the event page; the guest book itself is rsvp/mod.ts, server-side.
export * from "./rsvp/schemas.ts";
// The door's wire shapes and its tickets' codes (issue 39), for the door page and the owner's panel.
export * from "./rsvp/door-schemas.ts";
// Its constants from their zod-free file, as the RSVP's: using one loads no schema.
export * from "./rsvp/door-limits.ts";
export * from "./rsvp/check-in-code.ts";
// Its constants come from their zod-free file, so using one loads no schema.
export * from "./rsvp/limits.ts";
// The event page's facts (issue 28): made on the server; the page sees their shapes.
export {
  directionsUrl,
  eventLinkLabel,
  type EventStructuredData,
  eventStructuredData,
  type EventTheme,
  eventTheme,
  type EventWhen,
  eventWhen,
  googleCalendarUrl,
  type LinkLabel,
  outlookCalendarUrl,
} from "./event/mod.ts";
