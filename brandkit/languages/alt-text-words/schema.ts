/**
 * The one shape of every language's alt-text words (alt-text-words/<lang>.json): what each canvas is called, how
 * "{title} for {name}" reads, and the punctuation before and between the date and the place.
 */
import { z } from "zod";
import { CANVAS_KINDS } from "../../formats/formats.ts";
import { COPY_LANGUAGES } from "../registry.ts";
import { Text, withSlots } from "../phrases/_blocks.ts";

/** Punctuation with the spaces around it as the language writes them (": ", "\u00a0: ", "："), never trimmed. */
const Punctuation = z.string().min(1);

export const AltTextWordsSchema = z.strictObject({
  language: z.enum(COPY_LANGUAGES),
  /** What each canvas is called: "Poster", "Square Tile" ... */
  titles: z.strictObject(
    Object.fromEntries(CANVAS_KINDS.map((kind) => [kind, Text])) as Record<
      typeof CANVAS_KINDS[number],
      typeof Text
    >,
  ),
  /** The subject with {title} and {name}: "{title} for {name}". */
  subject: withSlots("title", "name"),
  /** Between the subject and the facts. */
  separator: Punctuation,
  /** Between the date and the place. */
  list: Punctuation,
});
export type AltTextWords = z.output<typeof AltTextWordsSchema>;
