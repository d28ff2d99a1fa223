/**
 * The shapes of RSVP (issue 28) as they cross the wire: what a guest sends, what the owner sets, and what the
 * server answers. Browser-safe (zod and Intl only), so the event page validates its form and parses the server's
 * answers with the same schemas the routes use; the server's types are inferred from them, never written twice.
 */
import { z } from "zod";
import { KIT_ID_PATTERN } from "../schemas.ts";
import { graphemes } from "../type/segments.ts";
import { type TextLines, typedText } from "../typed-text.ts";
import { CLOSED_REASONS, GUEST_STATUSES, RSVP_ANSWERS, RSVP_LIMITS } from "./limits.ts";

/** A guest id: the same shape as a kit id. Anything else is refused before a store is asked. */
export const GUEST_ID_PATTERN = KIT_ID_PATTERN;

/** What a guest answers. */
export const RsvpAnswerSchema = z.enum(RSVP_ANSWERS);
export type RsvpAnswer = z.infer<typeof RsvpAnswerSchema>;

/** Where an answer stands: its answer, except that "going" past the kit's capacity is "waitlist". */
export const GuestStatusSchema = z.enum(GUEST_STATUSES);
export type GuestStatus = z.infer<typeof GuestStatusSchema>;

/**
 * Text of `lines` (typed-text.ts: no control characters but tab, and line breaks in a note) of at most `max`
 * characters as a reader counts them ("👩‍👩‍👧" is one, "é" written as e + ◌́ is one), its line breaks as LF,
 * trimmed. UTF-16 length is bounded first (8 units a character is more than any script needs), so a huge string
 * is refused before it is segmented.
 */
function textOf(field: string, max: number, lines: TextLines) {
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

const nameSchema = textOf("name", RSVP_LIMITS.maxNameLength, "one")
  .refine((name) => name.length > 0, { error: "name is required" });

/** A note may have several lines. */
const noteSchema = textOf("note", RSVP_LIMITS.maxNoteLength, "several");

const notAParty = { error: `party must be a whole number from 1 to ${RSVP_LIMITS.maxParty}` };
const partySchema = z.number(notAParty).int(notAParty).min(1, notAParty).max(RSVP_LIMITS.maxParty, notAParty);

const answerSchema = z.enum(RSVP_ANSWERS, { error: "answer must be going, maybe or no" });

/** POST /api/kits/{id}/rsvp: one guest's answer. */
export const RsvpBodySchema = z.strictObject({
  name: nameSchema,
  answer: answerSchema,
  /** People coming with this answer, the guest included. @default 1 */
  party: partySchema.default(1),
  /** @default "" */
  note: noteSchema.default(""),
  /** The honeypot (HONEYPOT_FIELD): people leave it empty. */
  website: typedText().max(2_000).optional(),
});
export type RsvpBody = z.output<typeof RsvpBodySchema>;

/** PATCH /api/kits/{id}/rsvp/{guestId}: what the guest changes (at least one field). */
export const RsvpChangeSchema = z.strictObject({
  name: nameSchema.optional(),
  answer: answerSchema.optional(),
  party: partySchema.optional(),
  /** "" clears it. */
  note: noteSchema.optional(),
}).refine((change) => Object.values(change).some((value) => value !== undefined), {
  error: "give at least one of name, answer, party or note",
});
export type RsvpChange = z.output<typeof RsvpChangeSchema>;

/** A kit's RSVP as its owner sets it. A kit with a date takes answers by default. */
export const RsvpSettingsSchema = z.strictObject({
  /** False when the owner closed it. */
  open: z.boolean(),
  /** ISO 8601: answers are taken until then. */
  closesAt: z.iso.datetime({ offset: true }).nullable(),
  /** People "going" at most (party sums); past it, "going" joins the waitlist. */
  capacity: z.number().int().min(1).max(RSVP_LIMITS.maxCapacity).nullable(),
  /** Whether the event page lists the first names of those going. */
  showNames: z.boolean(),
});
export type RsvpSettings = z.output<typeof RsvpSettingsSchema>;

/** PATCH /api/kits/{id}/rsvp-settings: the settings the owner changes (at least one); null clears a date or cap. */
export const RsvpSettingsChangeSchema = RsvpSettingsSchema.partial().refine(
  (change) => Object.values(change).some((value) => value !== undefined),
  { error: "give at least one of open, closesAt, capacity or showNames" },
);
export type RsvpSettingsChange = z.output<typeof RsvpSettingsChangeSchema>;

/** Why a kit takes no answers now. */
export const ClosedReasonSchema = z.enum(CLOSED_REASONS);
export type ClosedReason = z.infer<typeof ClosedReasonSchema>;

/** 201 of POST /api/kits/{id}/rsvp. Keep the token: it is given once, and changes or withdraws the answer. */
export const RsvpAnsweredSchema = z.strictObject({
  guestId: z.string(),
  guestToken: z.string(),
  status: GuestStatusSchema,
  /** ISO 8601: when the answer is deleted with the kit, unless the guest or the owner removes it first. */
  keptUntil: z.iso.datetime(),
});
export type RsvpAnswered = z.output<typeof RsvpAnsweredSchema>;

/** One answer as its guest and the owner see it. */
export const GuestEntrySchema = z.strictObject({
  guestId: z.string(),
  name: z.string(),
  answer: RsvpAnswerSchema,
  status: GuestStatusSchema,
  party: z.number().int(),
  /** "" when none. */
  note: z.string(),
  /** ISO 8601: when the guest last answered. */
  at: z.iso.datetime(),
});
export type GuestEntry = z.output<typeof GuestEntrySchema>;

/** Counts by status: one for every status, and nothing else. */
const statusCountsSchema = z.record(GuestStatusSchema, z.number().int());
export type StatusCounts = z.output<typeof statusCountsSchema>;

/** 200 of GET /api/kits/{id}/guests (the owner's). */
export const GuestListSchema = z.strictObject({
  /** Whether the kit takes answers now. */
  open: z.boolean(),
  closedReason: ClosedReasonSchema.optional(),
  settings: RsvpSettingsSchema,
  /** People by status: the sums of the parties. */
  counts: statusCountsSchema,
  /** Answers by status: one per guest, whatever the party. */
  responses: statusCountsSchema,
  /** In the order they first answered. */
  guests: z.array(GuestEntrySchema),
});
export type GuestList = z.output<typeof GuestListSchema>;

/** 200 of GET /api/kits/{id}/rsvp: what anyone with the link sees. Never a note, a full name or the waitlist. */
export const RsvpSummarySchema = z.strictObject({
  open: z.boolean(),
  closedReason: ClosedReasonSchema.optional(),
  closesAt: z.iso.datetime({ offset: true }).nullable(),
  /** True when the capacity is reached: a new "going" joins the waitlist. */
  full: z.boolean(),
  /** People going and maybe coming (party sums). */
  counts: z.strictObject({ going: z.number().int(), maybe: z.number().int() }),
  /** The first names of those going, in the order they answered; only when the owner shows names. */
  names: z.array(z.string()).optional(),
  /** ISO 8601: when the kit, and every answer with it, is deleted. */
  keptUntil: z.iso.datetime(),
});
export type RsvpSummary = z.output<typeof RsvpSummarySchema>;
