/**
 * The platform answers some calls in two shapes, the newer wrapping the older (`{result: {...}}`,
 * `{data: {...}}`). A schema made with `unwrapping` reads both, and its errors still point at the inner fields.
 */
import { z } from "zod";

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** `schema`, applied to `answer[key]` when that is an object, otherwise to the answer itself. */
export function unwrapping<S extends z.ZodType>(key: string, schema: S) {
  return z.preprocess((answer) => (isRecord(answer) && isRecord(answer[key]) ? answer[key] : answer), schema);
}
