/**
 * The shapes of RSVP (issue 28) as they cross the wire: what a guest sends, what the owner sets, and what the
 * server answers. Browser-safe (zod and Intl only), so the event page validates its form and parses the server's
 * answers with the same schemas the routes use; the server's types are inferred from them, never written twice.
 */
import { z } from "zod";
import { KIT_ID_PATTERN } from "../schemas.ts";
import { TYPED_TEXT_MESSAGE, typedText } from "../typed-text.ts";
import { lineOf, textOf } from "./_text-fields.ts";
import { CLOSED_REASONS, GUEST_STATUSES, MAX_EMAIL_LENGTH, RSVP_ANSWERS, RSVP_LIMITS } from "./limits.ts";

/** A guest id: the same shape as a kit id. Anything else is refused before a store is asked. */
export const GUEST_ID_PATTERN = KIT_ID_PATTERN;

/** A question's id (issue 38): the same shape too, made by the server when the owner adds the question. */
export const QUESTION_ID_PATTERN = KIT_ID_PATTERN;

/** What a guest answers. */
export const RsvpAnswerSchema = z.enum(RSVP_ANSWERS);
export type RsvpAnswer = z.infer<typeof RsvpAnswerSchema>;

/** Where an answer stands: its answer, except that "going" past the kit's capacity is "waitlist". */
export const GuestStatusSchema = z.enum(GUEST_STATUSES);
export type GuestStatus = z.infer<typeof GuestStatusSchema>;

const nameSchema = textOf("name", RSVP_LIMITS.maxNameLength, "one")
  .refine((name) => name.length > 0, { error: "name is required" });

/**
 * A guest's replies to the owner's questions (issue 38), by question id: a reply to a question with choices is
 * one of its choices, any other is text of 1 to 300 characters. Which ids the event asks, which choices it
 * offers and which questions need a reply are the kit's: the rules check them (rules.ts, answerProblem).
 */
const answersSchema = z.record(
  typedText("one", { error: "answers must be keyed by question id" }),
  lineOf("reply", RSVP_LIMITS.maxReplyLength, "a reply must not be empty"),
  {
    // A key is only ever refused by the typed-text rule (which question it names is the rules' to check).
    error: (issue) =>
      issue.code === "invalid_key"
        ? TYPED_TEXT_MESSAGE
        : "answers must be an object of replies by question id",
  },
).refine((answers) => Object.keys(answers).length <= RSVP_LIMITS.maxQuestions, {
  error: `answers must reply to at most ${RSVP_LIMITS.maxQuestions} questions`,
});

const companionsError = {
  error: `companions must be a list of at most ${RSVP_LIMITS.maxParty - 1} names`,
};
/** The others in a guest's party, by name (issue 38): at most the party less the guest. */
const companionsSchema = z.array(
  lineOf("companion", RSVP_LIMITS.maxCompanionLength, "a companion's name must not be empty"),
  companionsError,
).max(RSVP_LIMITS.maxParty - 1, companionsError);

/** The message of companions beyond a party of `party` (the guest and party - 1 others). */
export function tooManyCompanionsMessage(party: number): string {
  return party <= 1
    ? "a party of 1 has no companions: raise the party first"
    : `a party of ${party} has at most ${party - 1} ${party === 2 ? "companion" : "companions"}`;
}

/** True when `companions` fit in `party`, or either is not given. */
function companionsFit(body: { companions?: readonly string[]; party?: number }): boolean {
  return body.companions === undefined || body.party === undefined ||
    body.companions.length <= body.party - 1;
}

const notAnAddress = { error: "email must be a mail address such as name@example.com" };
/**
 * A guest's mail address (issue 38): text of one line by the typed-text rule, trimmed, at most 254 characters,
 * an address as zod reads one (a local part, @, a domain with a dot). Kept only when the server sends mail.
 */
const emailSchema = typedText("one", { error: "email must be text" })
  .transform((text) => text.trim())
  .pipe(
    z.string()
      .max(MAX_EMAIL_LENGTH, { error: `email must be at most ${MAX_EMAIL_LENGTH} characters` })
      .pipe(z.email(notAnAddress)),
  );

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
  /** Replies to the owner's questions, by question id. @default {} */
  answers: answersSchema.default({}),
  /** The others in the party, by name: at most party - 1. @default [] */
  companions: companionsSchema.default([]),
  /**
   * Where the server may send the guest's confirmation (only when it sends mail: BRANDKIT_SMTP_URL); "" or
   * absent for none. Never shown but to the owner.
   */
  email: z.union([z.literal(""), emailSchema]).optional().transform((email) => email || undefined),
  /** The honeypot (HONEYPOT_FIELD): people leave it empty. */
  website: typedText().max(2_000).optional(),
}).refine(companionsFit, {
  path: ["companions"],
  error: (issue) => tooManyCompanionsMessage((issue.input as { party: number }).party),
});
export type RsvpBody = z.output<typeof RsvpBodySchema>;

/** PATCH /api/kits/{id}/rsvp/{guestId}: what the guest changes (at least one field). */
export const RsvpChangeSchema = z.strictObject({
  name: nameSchema.optional(),
  answer: answerSchema.optional(),
  party: partySchema.optional(),
  /** "" clears it. */
  note: noteSchema.optional(),
  /**
   * The replies to the questions the event asks now, all of them: one left out is cleared (replies to questions
   * the owner removed stay kept).
   */
  answers: answersSchema.optional(),
  /** The others in the party, all of them; [] clears them. */
  companions: companionsSchema.optional(),
  /** The guest's mail address; "" clears it. */
  email: z.union([z.literal(""), emailSchema]).optional(),
}).refine((change) => Object.values(change).some((value) => value !== undefined), {
  error: "give at least one of name, answer, party, note, answers, companions or email",
}).refine(companionsFit, {
  path: ["companions"],
  error: (issue) => tooManyCompanionsMessage((issue.input as { party: number }).party),
});
export type RsvpChange = z.output<typeof RsvpChangeSchema>;

/** A question the owner asks guests (issue 38), as the server gives it back and keeps it. */
export const RsvpQuestionSchema = z.strictObject({
  /** Made by the server; stable while the question is kept (a reply is kept by it). */
  id: z.string().regex(QUESTION_ID_PATTERN),
  label: z.string(),
  /** The choices a reply picks from; none: the reply is text. */
  choices: z.array(z.string()).optional(),
  /** Whether a guest going or maybe must reply. */
  required: z.boolean(),
});
export type RsvpQuestion = z.output<typeof RsvpQuestionSchema>;

const choicesError = {
  error: `choices must be a list of ${RSVP_LIMITS.minChoices} to ${RSVP_LIMITS.maxChoices} choices`,
};

/** A question as the owner sends it: with its `id` to keep it (and its replies), without for a new one. */
export const RsvpQuestionInputSchema = z.strictObject({
  id: typedText("one", { error: "id must be text" })
    .regex(QUESTION_ID_PATTERN, { error: "id must be a question's id as the settings gave it" })
    .optional(),
  label: lineOf("label", RSVP_LIMITS.maxQuestionLength, "label is required"),
  choices: z.array(
    lineOf("choice", RSVP_LIMITS.maxChoiceLength, "a choice must not be empty"),
    choicesError,
  )
    .min(RSVP_LIMITS.minChoices, choicesError)
    .max(RSVP_LIMITS.maxChoices, choicesError)
    .refine((choices) => new Set(choices).size === choices.length, { error: "choices must differ" })
    .optional(),
  /** @default false */
  required: z.boolean({ error: "required must be true or false" }).optional(),
});
export type RsvpQuestionInput = z.output<typeof RsvpQuestionInputSchema>;

const questionsError = {
  error: `questions must be a list of at most ${RSVP_LIMITS.maxQuestions} questions`,
};
/** The owner's questions, all of them, in order: one left out is removed. */
const questionsSchema = z.array(RsvpQuestionInputSchema, questionsError)
  .max(RSVP_LIMITS.maxQuestions, questionsError)
  .refine((questions) => {
    const ids = questions.flatMap((question) => question.id === undefined ? [] : [question.id]);
    return new Set(ids).size === ids.length;
  }, { error: "questions must not give one id twice" });

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
  /** What the RSVP form asks guests, in order (issue 38). */
  questions: z.array(RsvpQuestionSchema),
  /** Whether search engines may index the event page (issue 38). @default false */
  listed: z.boolean(),
});
export type RsvpSettings = z.output<typeof RsvpSettingsSchema>;

/**
 * PATCH /api/kits/{id}/rsvp-settings: the settings the owner changes (at least one); null clears a date or cap,
 * and `questions` replaces the questions (a question sent back with its `id` keeps it).
 */
export const RsvpSettingsChangeSchema = RsvpSettingsSchema.omit({ questions: true }).partial().extend({
  questions: questionsSchema.optional(),
}).refine(
  (change) => Object.values(change).some((value) => value !== undefined),
  { error: "give at least one of open, closesAt, capacity, showNames, questions or listed" },
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
  /** Replies to the questions the event asks now, by question id (issue 38). */
  answers: z.record(z.string(), z.string()),
  /** The others in the party, by name. */
  companions: z.array(z.string()),
  /** The guest's mail address: in the owner's guest list alone, never in what a guest or anyone else reads. */
  email: z.string().optional(),
  /** True once the guest stopped the event's mail: in the owner's guest list alone. */
  unsubscribed: z.boolean().optional(),
  /**
   * The guest's ticket (issue 39, check-in-code.ts), while they are going: in their own answer and in the list of
   * the owner and co-hosts. A guest waitlisted, maybe or not going has none.
   */
  checkInCode: z.string().optional(),
  /** ISO 8601: when the guest was checked in at the door; in the owner's and co-hosts' list alone. */
  checkedInAt: z.iso.datetime().optional(),
  /** ISO 8601: when the guest last answered. */
  at: z.iso.datetime(),
});
export type GuestEntry = z.output<typeof GuestEntrySchema>;

/** Counts by status: one for every status, and nothing else. */
const statusCountsSchema = z.record(GuestStatusSchema, z.number().int());
export type StatusCounts = z.output<typeof statusCountsSchema>;

/** People (or answers) checked in at the door, beside the counts by status (issue 39). */
const doorCountsSchema = statusCountsSchema.and(z.strictObject({ arrived: z.number().int() }));
export type DoorCounts = z.output<typeof doorCountsSchema>;

/** 200 of GET /api/kits/{id}/guests (the owner's and, without addresses, the co-hosts'). */
export const GuestListSchema = z.strictObject({
  /** Whether the kit takes answers now. */
  open: z.boolean(),
  closedReason: ClosedReasonSchema.optional(),
  settings: RsvpSettingsSchema,
  /** People by status (the sums of the parties), and `arrived`: the people of the answers checked in. */
  counts: doorCountsSchema,
  /** Answers by status (one per guest, whatever the party), and `arrived`: the answers checked in. */
  responses: doorCountsSchema,
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
  /** What the RSVP form asks (issue 38), in order. */
  questions: z.array(RsvpQuestionSchema),
  /** Whether the owner lists the event page for search engines. */
  listed: z.boolean(),
  /** ISO 8601: when the kit, and every answer with it, is deleted. */
  keptUntil: z.iso.datetime(),
});
export type RsvpSummary = z.output<typeof RsvpSummarySchema>;
