/**
 * Schemas of the server's replies that the shared core does not define: the error body and the lines of the
 * kit stream. Part of the lazily loaded extras, like every zod schema the page uses.
 */
import { z } from "zod";
import { KitResultSchema } from "../../brandkit/mod.ts";
import type { ErrorResponseBody } from "../../routes/http-errors.ts";
import type { KitStreamEvent } from "../../routes/kit-stream.ts";

const ErrorBodySchema = z.object({
  code: z.string(),
  message: z.string(),
  retryAfter: z.number().int().positive().optional(),
  issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});

/** `{error: {code, message, retryAfter?, issues?}}`, the body of every error response. */
export const ErrorResponseSchema = z.object({ error: ErrorBodySchema });

/** One line of the NDJSON stream of POST /api/kits. */
export const KitStreamEventSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("progress"), step: z.enum(["copy", "poster", "square", "banner"]) }),
  z.object({ type: z.literal("kit"), kit: KitResultSchema }),
  z.object({ type: z.literal("error"), error: ErrorBodySchema }),
]);

// The schemas must accept what the server sends; these fail to compile when the two drift apart.
type Accepts<Schema extends z.ZodType, Sent> = Sent extends z.input<Schema> ? true : never;
export const STREAM_SCHEMA_MATCHES_SERVER: Accepts<typeof KitStreamEventSchema, KitStreamEvent> = true;
export const ERROR_SCHEMA_MATCHES_SERVER: Accepts<typeof ErrorResponseSchema, ErrorResponseBody> = true;
