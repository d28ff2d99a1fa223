/**
 * Schemas of the server's replies beyond the kit: the error body and the lines of the kit stream, defined once in
 * the core (brandkit/web-api.ts), and the answer of a preview (issue 26) made of the core's kept-kit shapes.
 * Imported here so they stay in the lazily loaded extras, like every zod schema the page uses.
 */
import { z } from "zod";
import { KeptKitBodySchema, KeptRequestSchema } from "../../brandkit/web.ts";

export { ErrorResponseSchema, KitStreamEventSchema } from "../../brandkit/web.ts";

/** POST /api/kits/preview's answer: the edited kit, with its new graphics, and the request it is made from. */
export const PreviewedKitSchema = z.strictObject({ kit: KeptKitBodySchema, request: KeptRequestSchema });
