/**
 * The shapes the web API sends that the page reads, beyond the kit itself: the error body of every error
 * response and the lines of the NDJSON progress stream. The server's types are inferred from these schemas and
 * the page parses with them, so the two cannot drift apart. Browser-safe.
 */
import { z } from "zod";
import { IMAGE_KINDS } from "./constants.ts";
import { KitResultSchema } from "./schemas.ts";

/** The steps of a generation, in order, as progress lines name them. */
export const GENERATION_STEPS = ["copy", ...IMAGE_KINDS] as const;
export type GenerationStep = typeof GENERATION_STEPS[number];

/**
 * `{code, message, retryAfter?, issues?, errorId?}`. Codes are read as plain strings, so a page still works with
 * a server that knows more codes than it does.
 */
export const ErrorBodySchema = z.object({
  code: z.string(),
  message: z.string(),
  retryAfter: z.number().int().positive().optional(),
  issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
  /** The kept kit's current revision, when an edit named an earlier one (409 REVISION_CONFLICT). */
  revision: z.number().int().min(0).optional(),
  /** The places left at the event, when a guest going asked for more (409 NOT_ENOUGH_PLACES). */
  placesLeft: z.number().int().min(0).optional(),
  /** ISO 8601: when the guest was checked in, when their code was scanned again (409 ALREADY_CHECKED_IN). */
  checkedInAt: z.iso.datetime().optional(),
  /** Where the server log has the detail of a failure the message does not explain. */
  errorId: z.string().optional(),
});

/** `{error: {...}}`, the body of every error response. */
export const ErrorResponseSchema = z.object({ error: ErrorBodySchema });
export type ErrorResponseBody = z.infer<typeof ErrorResponseSchema>;

/** One line of the NDJSON stream of POST /api/kits. */
export const KitStreamEventSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("progress"), step: z.enum(GENERATION_STEPS) }),
  z.object({ type: z.literal("kit"), kit: KitResultSchema }),
  z.object({ type: z.literal("error"), error: ErrorBodySchema }),
]);
export type KitStreamEvent = z.infer<typeof KitStreamEventSchema>;
