/**
 * Schemas of the server's replies beyond the kit: the error body and the lines of the kit stream, defined once in
 * the core (brandkit/web-api.ts). Imported here so they stay in the lazily loaded extras, like every zod schema
 * the page uses.
 */
export { ErrorResponseSchema, KitStreamEventSchema } from "../../brandkit/mod.ts";
