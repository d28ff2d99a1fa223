/**
 * OpenAI's strict structured output accepts a subset of JSON schema. Length and count limits are dropped here
 * (the generator validates the reply with the full zod schema anyway) and stated in words instead.
 */

const UNSUPPORTED_KEYWORDS = new Set([
  "$schema",
  "minLength",
  "maxLength",
  "minItems",
  "maxItems",
  "pattern",
  "format",
]);

/** A copy of `schema` that strict structured output accepts, with item counts kept as descriptions. */
export function toStrictSchema(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(toStrictSchema);
  if (typeof schema !== "object" || schema === null) return schema;
  const source = schema as Record<string, unknown>;
  const result: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(source)) {
    if (!UNSUPPORTED_KEYWORDS.has(key)) result[key] = toStrictSchema(value);
  }
  if (source.type === "array" && source.minItems !== undefined && source.minItems === source.maxItems) {
    result.description = `Exactly ${source.minItems} items.`;
  }
  return result;
}
