/**
 * The extras: everything the page needs only once the visitor acts — the shared zod schemas that check the
 * server's replies, the palette helpers and the ZIP writer. Built as its own module and imported after
 * hydration, so the script that makes the page interactive stays small.
 */
export {
  formatFiles,
  GenerationRequestSchema,
  isHexColor,
  KitResultSchema,
  normalizeHex,
  randomHexColors,
  randomPalette,
  RegeneratedImagesSchema,
  unzipArchive,
  zipArchive,
} from "../brandkit/mod.ts";
export { SharedKitSchema } from "../brandkit/shared-kit.ts";
export { ErrorResponseSchema, KitStreamEventSchema } from "./api/schemas.ts";
export { YourKitSchema } from "./state/your-kit-schema.ts";
export { buildKitZip } from "./archive/kit-zip.ts";

/** The extras module, as the page sees it once loaded. */
export type Extras = typeof import("./extras.ts");
