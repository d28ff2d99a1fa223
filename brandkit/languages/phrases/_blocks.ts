/**
 * The building blocks of the phrase-bank schema: templates and their slots ("{name}", "{when}"), hashtag words,
 * weeks (Monday first) and the rewrites that contract a preposition with what follows it.
 */
import { z } from "zod";

/** Slots every template may use; always filled. */
export const ALWAYS_SLOTS = [
  "name",
  "kind",
  "promise",
  "occasion",
  "hook",
  "call",
  "tagline",
  "thanks",
] as const;
/** Slots filled only when the request gives what they need (a date, today, a place). */
export const OPTIONAL_SLOTS = ["when", "date", "where", "place", "year", "timing", "days"] as const;
const KNOWN_SLOTS: ReadonlySet<string> = new Set([...ALWAYS_SLOTS, ...OPTIONAL_SLOTS]);
const OPTIONAL: ReadonlySet<string> = new Set(OPTIONAL_SLOTS);

const SLOT = /\{(\w+)\}/g;

/** The slots a template names, in order. */
export function slotsOf(template: string): string[] {
  return [...template.matchAll(SLOT)].map((match) => match[1]);
}

export const Text = z.string().trim().min(1);
export const Texts = z.array(Text).min(1);
/** A text with each of `slots` in braces: "{name}: brand guide" (the file words' patterns). */
export function withSlots(...slots: readonly string[]) {
  return Text.refine((text) => slots.every((slot) => text.includes(`{${slot}}`)), {
    error: `needs ${slots.map((slot) => `{${slot}}`).join(" and ")}`,
  });
}
export const Template = Text.refine((text) => slotsOf(text).every((slot) => KNOWN_SLOTS.has(slot)), {
  error: "names a slot no template knows",
});
/** Templates of which at least one needs no optional slot: it reads for an event with no date and no place. */
export const Templates = z.array(Template).min(1).refine(
  (templates) => templates.some((template) => slotsOf(template).every((slot) => !OPTIONAL.has(slot))),
  { error: "needs one template without {when}, {date}, {where}, {place}, {year}, {timing} or {days}" },
);
/** A hashtag's word, without "#": a letter, then letters, marks, digits or underscores. */
export const HashtagWord = z.string().regex(/^\p{L}[\p{L}\p{M}\p{Nd}_]*$/u, {
  error: "is not a valid hashtag word",
});
/** Seven entries, Monday first. */
const WEEK_ERROR = { error: "needs 7 entries, Monday first" };
export const Week = z.array(Text).length(7, WEEK_ERROR);
/** Seven templates stating the date, Monday first. */
export const DatedWeek = z.array(
  Template.refine((text) => slotsOf(text).includes("date"), { error: "needs {date}" }),
)
  .length(7, WEEK_ERROR);
/** A pattern and its replacement; "‹" in the pattern marks where a slot's value starts. */
export const Rewrite = z.tuple([Text, z.string()]).refine(([pattern]) => {
  try {
    new RegExp(pattern, "u");
    return true;
  } catch {
    return false;
  }
}, { error: "is not a regular expression" });
