/**
 * The request's language field as zod checks it. In a file of its own, so the page can use the language helpers
 * without zod in its first-load script (the schema comes with the extras).
 */
import { z } from "zod";
import { AUTO_LANGUAGE, canonicalTag } from "./language.ts";

/** The request's `language`: "auto" (or nothing) or a BCP 47 tag, canonicalised. */
export const LanguageSchema = z
  .string()
  .trim()
  .max(35, { error: "language must be at most 35 characters" })
  .optional()
  .transform((tag, context) => {
    if (!tag || tag.toLowerCase() === AUTO_LANGUAGE) return undefined;
    const canonical = canonicalTag(tag);
    if (!canonical) {
      context.addIssue({
        code: "custom",
        message: `language '${tag}' is not a BCP 47 language tag like "es" or "pt-BR"`,
      });
      return z.NEVER;
    }
    return canonical;
  });
