/**
 * The server's and the CLI's face of the BrandKit core: the server-only core beside the browser's face
 * (web.ts): configuration, the generator and its provider interface, images fetched and fitted, the outbound
 * policy, limits, the extra formats' files, the guide's words, kinds, moods and palette choice, the studio's
 * decisions, kept kits and their keeper, the guest book and RSVP's rules, the log and the file system's shape.
 * Every public symbol has one face (docs/architecture.md#the-faces): what the browser may use is imported from
 * web.ts, even on the server; the renderer, the render pool and the providers' registry have their own faces.
 * Free of React, Hono, Deno and Node.
 */
export { type Config, ConfigSchema, PROVIDER_NAMES, type ProviderName, readConfig } from "./config.ts";
export { createDrawableCheck, describeCharacter, type DrawableCheck } from "./type/drawable.ts";
export * from "./generation/mod.ts";
export {
  type CanvasTarget,
  checkProviderImage,
  createExactImage,
  createImageBytes,
  decodeBase64,
  type DownloadedImage,
  downloadImage,
  type ExactImageDeps,
  type FitImage,
  IMAGE_DOWNLOAD_TIMEOUT_MS,
  type ImageBytes,
  type ImageBytesDeps,
  type ImageDownloadOptions,
  type ImageResult,
  imageSizeOf,
  type ImageTarget,
  InspirationImageSchema,
  isBase64,
  isExactPng,
  MAX_IMAGE_PIXELS,
  MAX_IMAGE_REDIRECTS,
  MAX_PROVIDER_IMAGE_BYTES,
  type PixelSize,
  readPixelSize,
  splitDataUrl,
  type ToExactPng,
  type ToImageBytes,
} from "./images/mod.ts";
export * from "./outbound/mod.ts";
export * from "./limits/mod.ts";
export * from "./extra-formats/mod.ts";
// A kept kit's calendar subscription (issue 38), the same entry as its event.ics.
export {
  eventSubscription,
  kitCalendarUid,
  SUBSCRIPTION_ALARM_TRIGGER,
  SUBSCRIPTION_REFRESH,
  type SubscriptionOptions,
} from "./documents/mod.ts";
// The printable door list of a kit's going guests (issue 39).
export { type DoorListGuest, doorListPdf, type DoorListPdfInput } from "./documents/mod.ts";
export {
  BRAND_GUIDE_FILE_NAME,
  canvasTitleIn,
  contrastLevelIn,
  escapeMarkdown,
  fillWords,
  guideRulesIn,
  type GuideWords,
  guideWordsFor,
  renderBrandGuide,
  swatchNameIn,
  upperIn,
} from "./guide/mod.ts";
export * from "./kinds/mod.ts";
export * from "./moods.ts";
export {
  ACHROMATIC_MAX_CHROMA,
  choosePalette,
  chosenPaletteNotice,
  chroma,
  closePaletteNames,
  editDistance,
  ensureContrast,
  FIT_WEIGHTS,
  isAchromatic,
  MIN_TEXT_CONTRAST,
  minContrast,
  mix,
  NEUTRALS,
  over,
  PaletteCatalogueSchema,
  type PaletteFitInput,
  type PaletteRequest,
  type PaletteRoles,
  paletteRoles,
  paletteSwatches,
  parseHex,
  readableOn,
  type Rgb,
  type Tint,
  type TintTone,
  toHex,
  withPaletteColors,
} from "./palettes/mod.ts";
export {
  type CalendarDate,
  type DateRelation,
  type DayDistance,
  dayDistance,
  dayNumber,
  type DayPart,
  eventOverMs,
  MONTHS_AWAY_MIN_DAYS,
  RELATIVE_DAYS_MAX,
  THIS_WEEK_MAX_DAYS,
  weekdayOf,
  weekdayOfDay,
  WEEKDAYS,
  type WhenFromToday,
  whenFromToday,
} from "./dates/mod.ts";
// The studio's decisions (the design a request gets, an organiser's edit applied): they choose the top line from
// the kind's voice (languages/event-words), which stays on the server.
export { decideDesign, decideFamily } from "./studio/decide.ts";
export { withKitFileDesign } from "./archive/kit-design.ts";
export { applyEdit, type EditableKit } from "./studio/edit.ts";
// A kit made before designs were data is read with the design its graphics were drawn with, by this one resolver.
export { designOfKit, type KitMaking, withKitDesign } from "./studio/kit-design.ts";
export {
  type AddUpdateVerdict,
  createKitKeeper,
  type EditVerdict,
  hashOwnerToken,
  IMMUTABLE_CACHE,
  isKitId,
  isOwner,
  type Kept,
  type KeptKit,
  type KeptKitRecord,
  keptRecordOf,
  type KitChange,
  type KitKeeper,
  type KitKeeperDeps,
  kitNotFound,
  type KitStore,
  type KitUpdateRecord,
  MEDIA_ID_PATTERN,
  MEDIA_PATH_PREFIX,
  MEDIA_TYPES,
  type MediaExtension,
  mediaExtensionOf,
  mediaExtensionOfType,
  mediaIdOf,
  mediaIdOfUrl,
  type MediaStore,
  mediaUrlOf,
  type NewKeptKit,
  newKitId,
  newOwnerToken,
  type OwnedKit,
  type OwnerVerdict,
  PURGE_BATCH,
  type ReadContent,
  readContent,
  sameHash,
  sharedKitOf,
  STORE_RETRY_AFTER_S,
  UNKEPT_NOTICE,
  UNKEPT_REGENERATION_NOTICE,
  updateFreeAt,
  UPDATES_WINDOW_MS,
  type UpdateStore,
  withKitLanguage,
} from "./kept/mod.ts";
export type {
  ClaimedMail,
  GuestMailState,
  MailAttachment,
  MailMessage,
  MailRecipient,
  MailStore,
  PromotedGuest,
  QueuedMail,
} from "./kept/mod.ts";
export * from "./mail/mod.ts";
export * from "./guest-book/mod.ts";
export {
  type AddCohostVerdict,
  type AddGuestVerdict,
  type AnswerDecision,
  type AnswerProblem,
  type ChangeDecision,
  changedGuest,
  type CheckInVerdict,
  CLOSED_MESSAGES,
  type CohostRecord,
  csvCell,
  currentAnswers,
  decideAnswer,
  decideChange,
  DEFAULT_RSVP_SETTINGS,
  type DoorStore,
  firstName,
  GUEST_CSV_COLUMNS,
  type GuestChange,
  type GuestCount,
  guestLimitMessage,
  type GuestRecord,
  guestsCsv,
  type GuestStore,
  type GuestTally,
  type GuestVerdict,
  kitClosedReason,
  type NewGuest,
  notEnoughPlacesMessage,
  promotions,
  type RsvpSettingsRecord,
  settingsClosedReason,
  UTF8_BOM,
  withChange,
  zeroCounts,
} from "./rsvp/mod.ts";
export * from "./log.ts";
export * from "./lru.ts";
export * from "./file-system.ts";
export type { ReadFile, ResolveSpecifier } from "./type/mod.ts";
