/**
 * The public face of the BrandKit core. Everything here is free of React, Hono, Deno and Node, so the browser,
 * the server and the CLI share it. Concrete providers (providers/) and the renderer (render/) have their own
 * faces and are server-only.
 */
export * from "./constants.ts";
export * from "./errors.ts";
export * from "./schemas.ts";
export { createDrawableCheck, describeCharacter, type DrawableCheck } from "./drawable.ts";
export { parseOrThrow, toValidationIssues } from "./validate.ts";
export { formatLongUsDate, hasDatePassed, localCalendarDate, parseDateOnly } from "./dates.ts";
export { type AltTextDetails, graphicAltText, graphicAltTexts } from "./alt-text.ts";
export {
  AUTO_LANGUAGE,
  COPY_LANGUAGES,
  type CopyLanguage,
  formatEventDate,
  languageNotice,
  LanguageSchema,
  resolveLanguage,
  textDirection,
  writtenLanguage,
} from "./languages/mod.ts";
export { fromDataUrl, pngSize, sniffImageType, toDataUrl } from "./image-type.ts";
export {
  checkProviderImage,
  type DownloadedImage,
  downloadImage,
  IMAGE_DOWNLOAD_TIMEOUT_MS,
  type ImageDownloadOptions,
  MAX_PROVIDER_IMAGE_BYTES,
} from "./image-download.ts";
export { readBounded } from "./read-bounded.ts";
export {
  type AddressKind,
  classifyAddress,
  createOutboundPolicy,
  isPublicAddress,
  type OutboundPolicy,
  type OutboundPolicyOptions,
  type ResolveHost,
} from "./outbound.ts";
export { errorLogDetail, REDACTED, redactSecrets, redactUrls } from "./redact.ts";
export {
  createExactImage,
  createImageBytes,
  type ExactImageDeps,
  type FitImage,
  type ImageBytesDeps,
  type ImageTarget,
  isExactPng,
  type ToExactPng,
  type ToImageBytes,
} from "./exact-image.ts";
export type { ImageMimeType } from "./image-type.ts";
export { MAX_IMAGE_PIXELS, type PixelSize, readPixelSize } from "./image-size.ts";
export { buildImagePrompt, buildTextPrompt, IMAGE_STYLE_WORDS, NO_VIBES_LINE } from "./prompts.ts";
export type { ImagePromptOptions } from "./prompts.ts";
export { buildBrandGuide, GUIDE_DONTS, GUIDE_DOS, GUIDE_FONTS } from "./guide.ts";
export {
  CONTRAST_AA,
  CONTRAST_AAA,
  contrastLevel,
  contrastRatio,
  formatRatio,
  relativeLuminance,
} from "./contrast.ts";
export * from "./archive/mod.ts";
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
} from "./palettes.ts";
export { choosePalette, chosenPaletteNotice, paletteFits, withPaletteColors } from "./palette-choice.ts";
export {
  isRateLimitError,
  MAX_RATE_LIMIT_WAIT_S,
  rateLimitMessage,
  rateLimitWaitSeconds,
} from "./rate-limit.ts";
export { hashText, seededRandom, seedOf } from "./seed.ts";
export { type Mood, moodOf, MOODS, moodsOf } from "./moods.ts";
export type {
  AiProvider,
  ImageBrief,
  ImageBytes,
  ImageRequest,
  ImageResult,
  ObjectRequest,
} from "./provider.ts";
export {
  generateKit,
  type GenerateOptions,
  type GenerationStep,
  imageBriefFor,
  keepImageInline,
  keepProviderBytes,
  type ProgressEvent,
  regenerateImages,
  type StoreArt,
  type StoreImage,
  withEventLink,
} from "./generator.ts";
export {
  ErrorBodySchema,
  type ErrorResponseBody,
  ErrorResponseSchema,
  GENERATION_STEPS,
  type KitStreamEvent,
  KitStreamEventSchema,
} from "./web-api.ts";
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
} from "./formats.ts";
export { type Config, ConfigSchema, PROVIDER_NAMES, type ProviderName, readConfig } from "./config.ts";
export {
  keptContentOf,
  keptFilePath,
  type KeptKitBody,
  KeptKitBodySchema,
  type KeptKitContent,
  KeptKitContentSchema,
  type KeptRequest,
  KeptRequestSchema,
  type SharedKit,
  SharedKitSchema,
  sharePath,
} from "./shared-kit.ts";
export {
  type CanvasModel,
  canvasModelOf,
  OWN_TYPE_FORMATS,
  OWN_TYPE_REASON,
  ownTypeFormatUnavailable,
  unavailableFormatsOf,
} from "./canvas-model.ts";
export {
  DESIGN_FAMILIES,
  DESIGN_LIMITS,
  type DesignChoice,
  DesignChoiceSchema,
  type DesignEdit,
  DesignEditSchema,
  DesignFamilySchema,
  type KitDesign,
  type KitDesignFamily,
  KitDesignSchema,
} from "./studio/design.ts";
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
export { applyEdit, designOfKit, type EditableKit } from "./studio/edit.ts";
export { decideDesign } from "./studio/decide.ts";
// RSVP's wire shapes (issue 28), for the event page; the guest book itself is rsvp/mod.ts, server-side.
export * from "./rsvp/schemas.ts";
// Its constants straight from their zod-free file (they win over the star's), so using one loads no schema.
export { CLOSED_REASONS, GUEST_STATUSES, HONEYPOT_FIELD, RSVP_ANSWERS, RSVP_LIMITS } from "./rsvp/limits.ts";
export {
  dayPartOf,
  EVENT_TIME_PATTERN,
  formatEventTime,
  formatEventTimes,
  isTimeZone,
  parseEventTime,
} from "./languages/times.ts";
// The event page's facts (issue 28): made on the server; the page sees their shapes.
export {
  directionsUrl,
  eventLinkLabel,
  type EventTheme,
  eventTheme,
  type EventWhen,
  eventWhen,
  googleCalendarUrl,
  type LinkLabel,
  outlookCalendarUrl,
} from "./event/mod.ts";
