/**
 * The text fields people type into RSVP's shapes (schemas.ts, door-schemas.ts): trimmed, counted as a reader
 * counts characters, under the rule of text people type (typed-text.ts).
 */
import { z } from "zod";
import { graphemes } from "../type/segments.ts";
import { type TextLines, typedText } from "../typed-text.ts";

/**
 * Text of `lines` (typed-text.ts: no control characters but tab, and line breaks in a note) of at most `max`
 * characters as a reader counts them ("👩‍👩‍👧" is one, "é" written as e + ◌́ is one), its line breaks as LF,
 * trimmed. UTF-16 length is bounded first (8 units a character is more than any script needs), so a huge string
 * is refused before it is segmented.
 */
export function textOf(field: string, max: number, lines: TextLines) {
  const tooLong = { error: `${field} must be at most ${max} characters` };
  return typedText(lines, {
    error: (issue) => `${field} ${issue.input === undefined ? "is required" : "must be text"}`,
  })
    .transform((text) => text.replaceAll("\r\n", "\n").trim())
    .pipe(
      z.string()
        .max(max * 8, tooLong)
        .refine((text) => text.length <= max || graphemes(text).length <= max, tooLong),
    );
}

/** Text of one line, 1 to `max` characters once trimmed (a reply, a companion, a co-host's label: issue 39). */
export function lineOf(field: string, max: number, empty: string) {
  return textOf(field, max, "one").refine((text) => text.length > 0, { error: empty });
}
