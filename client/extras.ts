/**
 * The extras: everything the page needs only once the visitor acts — the shared zod schemas that check the
 * server's replies (the RSVP's too, issue 28), the palette helpers (and the palette that fits the vibes), the
 * ZIP writer, and "Your kits" and 'Make your own' (issue 19). Built as its own module and imported after
 * hydration, so the script that makes the page interactive stays small.
 */
export {
  CheckInSchema,
  CohostCreatedSchema,
  CohostListSchema,
  formatFiles,
  GenerationRequestSchema,
  GuestEntrySchema,
  GuestListSchema,
  isHexColor,
  KitResultSchema,
  KitUpdateSchema,
  normalizeHex,
  randomHexColors,
  randomPalette,
  RegeneratedImagesSchema,
  RsvpAnsweredSchema,
  RsvpSettingsSchema,
  RsvpSummarySchema,
  unzipArchive,
  zipArchive,
} from "../brandkit/web.ts";
export { SharedKitSchema } from "../brandkit/web.ts";
export { ErrorResponseSchema, KitStreamEventSchema, PreviewedKitSchema } from "./api/schemas.ts";
export { startFromSharedKit } from "./state/make-your-own.ts";
export { KeptQueueSchema, KeptRosterSchema } from "./door/door-wire.ts";
export { createYourKitsStore } from "./state/your-kits.ts";
export { buildKitZip } from "./archive/kit-zip.ts";
export { suggestPalette } from "./form/palette-suggestion.ts";

/** The extras module, as the page sees it once loaded. */
export type Extras = typeof import("./extras.ts");

/**
 * The schemas the door page reads with (issue 39): the server's answers (the guest list, a check-in, an error)
 * with the core's own schemas, and what it keeps on the phone (door/door-wire.ts).
 */
export type DoorWire = Pick<
  Extras,
  "CheckInSchema" | "ErrorResponseSchema" | "GuestListSchema" | "KeptRosterSchema" | "KeptQueueSchema"
>;
