/**
 * An owner's edit of a kit (issue 26), as `PATCH /api/kits/{id}` takes it and the page sends it: every part
 * optional. `copy` corrects the words, `event` the facts the graphics and the calendar show, `design` the look.
 * Browser-safe: schemas only; applying an edit is edit.ts.
 */
import { z } from "zod";
import { CAPTION_COUNT, NAME_COUNT } from "../constants.ts";
import { type TextLines, typedText } from "../typed-text.ts";
import { DesignEditSchema } from "../design.ts";

/**
 * Copy as the owner writes it: text of `lines` (typed-text.ts), trimmed, not empty (KitTextSchema checks the
 * lengths).
 */
function copyOf(lines: TextLines) {
  return typedText(lines).trim().min(1, { error: "must not be empty" });
}
const copyLine = copyOf("one");
/** The description and the captions may have several lines. */
const copyLines = copyOf("several");

export const CopyEditSchema = z.strictObject({
  headline: copyLine.optional(),
  tagline: copyLine.optional(),
  description: copyLines.optional(),
  socialCaptions: z.array(copyLines).length(CAPTION_COUNT).optional(),
  eventNames: z.array(copyLine).length(NAME_COUNT).optional(),
});
export type CopyEdit = z.output<typeof CopyEditSchema>;

/**
 * A fact of the event: one line of text (typed-text.ts), or "" or null to clear it. The request's schema checks
 * the value.
 */
const fact = typedText().max(1_000).nullable().optional();

export const EventEditSchema = z.strictObject({
  date: fact,
  time: fact,
  endTime: fact,
  timeZone: fact,
  location: fact,
  link: fact,
});
export type EventEdit = z.output<typeof EventEditSchema>;

/** Which request field each event fact sets. */
export const EVENT_FIELDS = {
  date: "eventDate",
  time: "eventTime",
  endTime: "eventEndTime",
  timeZone: "timeZone",
  location: "eventLocation",
  link: "eventLink",
} as const satisfies Record<keyof EventEdit, string>;

export const KitEditSchema = z.strictObject({
  copy: CopyEditSchema.optional(),
  event: EventEditSchema.optional(),
  design: DesignEditSchema.optional(),
}).refine((edit) => Object.values(edit).some((part) => part && Object.keys(part).length > 0), {
  error: "the edit changes nothing: give copy, event or design",
});
export type KitEdit = z.output<typeof KitEditSchema>;
export type KitEditInput = z.input<typeof KitEditSchema>;
