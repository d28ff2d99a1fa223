/**
 * What the SQLite and Postgres guest stores share: how a row of guests and a kit's RSVP columns read back (the
 * same whether a time arrives as a number or, from Postgres's BIGINT, a string, and a flag as 0/1 or a boolean),
 * the store's verdicts on a new answer, a changed one and a token, from the RSVP rules, and a kit's tally.
 *
 * Every row is checked with zod as it is read back, its JSON columns too (the questions, a guest's replies and
 * companions: issue 38), so a row that is not what the schema wrote fails loudly (INTERNAL) instead of showing
 * the wrong thing. The JSON columns hold null for none, and are written by `jsonColumnOf`.
 */
import { z } from "zod";
import {
  type AddGuestVerdict,
  changedGuest,
  decideAnswer,
  decideChange,
  type GuestChange,
  type GuestRecord,
  type GuestTally,
  type GuestVerdict,
  type NewGuest,
  type RsvpSettingsRecord,
  sameHash,
  zeroCounts,
} from "../brandkit/mod.ts";
import {
  ANSWER_REPLAY_MS,
  BrandKitError,
  CHECK_IN_CODE_PATTERN,
  ErrorCode,
  type GuestStatus,
  GuestStatusSchema,
  RsvpAnswerSchema,
  RsvpQuestionSchema,
  toValidationIssues,
} from "../brandkit/web.ts";

/** A millisecond time as it arrives: a number from SQLite, a string from Postgres's BIGINT. */
type StoredMilliseconds = number | string;
/** A flag as it arrives: 0/1 from SQLite, a boolean from Postgres. */
type StoredFlag = number | boolean;

/** What the stores select of a kit's row for RSVP (KitRsvpRow). */
export const KIT_RSVP_COLUMNS =
  "owner_hash, rsvp_open, rsvp_closes_at, rsvp_capacity, rsvp_show_names, rsvp_questions, listed";

/** A kit's RSVP columns, as `SELECT ${KIT_RSVP_COLUMNS}`. */
export type KitRsvpRow = {
  owner_hash: string;
  rsvp_open: StoredFlag;
  rsvp_closes_at: StoredMilliseconds | null;
  rsvp_capacity: number | null;
  rsvp_show_names: StoredFlag;
  /** JSON: the questions (RsvpQuestion[]), or null for none. */
  rsvp_questions: string | null;
  listed: StoredFlag;
};

/** A row of `guests`. */
export type GuestRow = {
  guest_id: string;
  token_hash: string;
  name: string;
  answer: GuestRecord["answer"];
  status: GuestStatus;
  party: number;
  note: string;
  /** JSON: the replies by question id, or null for none. */
  answers: string | null;
  /** JSON: the companions' names, or null for none. */
  companions: string | null;
  /** The answer's idempotency key (NewGuest.answerKey), or null. */
  answer_key: string | null;
  /** The guest's mail address (schema version 8), or null for none. */
  email?: string | null;
  /** Whether the guest stopped the event's mail (schema version 8). */
  unsubscribed?: StoredFlag;
  /** The answer's ticket (schema version 10). */
  check_in_code: string;
  /** When the guest was checked in (schema version 10), or null. */
  checked_in_at: StoredMilliseconds | null;
  created_at: StoredMilliseconds;
  updated_at: StoredMilliseconds;
};

/** A time read back: a number, or Postgres's BIGINT as a string of digits. */
const millisecondsSchema = z.union([z.number().int(), z.string().regex(/^-?\d{1,16}$/).transform(Number)]);
/** A flag read back: 0/1 (SQLite) or a boolean (Postgres). */
const flagSchema = z.union([
  z.boolean(),
  z.literal(0).transform(() => false),
  z.literal(1).transform(() => true),
]);

/** A JSON column read back: its value checked with `schema`, `empty` for null. */
function jsonColumn<T extends z.ZodType>(schema: T, empty: z.input<T>) {
  return z.string().nullable().transform((text, context) => {
    if (text === null) return empty;
    try {
      return JSON.parse(text) as unknown;
    } catch {
      context.addIssue({ code: "custom", message: "is not JSON" });
      return z.NEVER;
    }
  }).pipe(schema);
}

/** A JSON column as written: null for an empty list or object (none), else its JSON. */
export function jsonColumnOf(value: readonly unknown[] | Readonly<Record<string, unknown>>): string | null {
  return Object.keys(value).length === 0 ? null : JSON.stringify(value);
}

const KitRsvpRowSchema = z.object({
  rsvp_open: flagSchema,
  rsvp_closes_at: millisecondsSchema.nullable(),
  rsvp_capacity: z.number().int().min(1).nullable(),
  rsvp_show_names: flagSchema,
  rsvp_questions: jsonColumn(z.array(RsvpQuestionSchema), []),
  listed: flagSchema,
});

const GuestRowSchema = z.object({
  guest_id: z.string(),
  name: z.string(),
  answer: RsvpAnswerSchema,
  status: GuestStatusSchema,
  party: z.number().int().min(1),
  note: z.string(),
  answers: jsonColumn(z.record(z.string(), z.string()), {}),
  companions: jsonColumn(z.array(z.string()), []),
  email: z.string().nullable().optional(),
  unsubscribed: flagSchema.optional(),
  check_in_code: z.string().regex(CHECK_IN_CODE_PATTERN),
  checked_in_at: millisecondsSchema.nullable(),
  created_at: millisecondsSchema,
  updated_at: millisecondsSchema,
});

/** `row` checked with `schema`; INTERNAL, naming the column at fault, when the database holds something else. */
function readBack<T extends z.ZodType>(schema: T, row: unknown, what: string): z.output<T> {
  const parsed = schema.safeParse(row);
  if (parsed.success) return parsed.data;
  const [issue] = toValidationIssues(parsed.error);
  throw new BrandKitError(
    ErrorCode.INTERNAL,
    `The kit database holds ${what} that cannot be read: ${issue.path}: ${issue.message}`,
  );
}

/** The kit's RSVP settings from its row. */
export function settingsOf(row: KitRsvpRow): RsvpSettingsRecord {
  const read = readBack(KitRsvpRowSchema, row, "a kit's RSVP settings");
  return {
    open: read.rsvp_open,
    closesAtMs: read.rsvp_closes_at,
    capacity: read.rsvp_capacity,
    showNames: read.rsvp_show_names,
    questions: read.rsvp_questions,
    listed: read.listed,
  };
}

/** One guest's answer from its row. */
export function guestOf(row: GuestRow): GuestRecord {
  const read = readBack(GuestRowSchema, row, "an answer");
  return {
    guestId: read.guest_id,
    name: read.name,
    answer: read.answer,
    status: read.status,
    party: read.party,
    note: read.note,
    answers: read.answers,
    companions: read.companions,
    ...read.email ? { email: read.email } : {},
    ...read.unsubscribed ? { unsubscribed: true } : {},
    checkInCode: read.check_in_code,
    ...read.checked_in_at === null ? {} : { checkedInAtMs: read.checked_in_at },
    createdAtMs: read.created_at,
    updatedAtMs: read.updated_at,
  };
}

/** The address an answer keeps after `change`: the one it gives ("" clears it), else the one it had. */
export function emailAfter(row: Pick<GuestRow, "email">, change: { email?: string }): string | null {
  if (change.email === undefined) return row.email ?? null;
  return change.email === "" ? null : change.email;
}

/** A kit's answers so far: how many, the last `seq` given, and the people going. */
export type AnswerCount = { answers: number; last: number; going: number };

/**
 * Whether a new answer gets in, by the RSVP rules: its status, or the verdict the store reports for a refusal
 * (closed, or the guest limit reached).
 */
export function admitGuest(input: {
  kit: KitRsvpRow;
  count: AnswerCount;
  guest: NewGuest;
  maxGuests: number;
  nowMs: number;
}): { status: GuestStatus } | Exclude<AddGuestVerdict, { verdict: "added" | "replayed" | "not-found" }> {
  const { kit, count, guest, maxGuests, nowMs } = input;
  const decision = decideAnswer({
    settings: settingsOf(kit),
    count: { answers: count.answers, goingPeople: count.going },
    maxGuests,
    answer: guest.answer,
    party: guest.party,
    answers: guest.answers,
    companions: guest.companions,
    nowMs,
  });
  if (!("refused" in decision)) return decision;
  if (decision.refused === "closed") return { verdict: "closed", reason: decision.reason };
  if (decision.refused === "invalid") return { verdict: "invalid", problem: decision.problem };
  return { verdict: "guest-limit" };
}

/** Why a guest's token does not open `row`: there is no such answer (or kit), or the token is another's. */
export function tokenRefusal(
  row: Pick<GuestRow, "token_hash"> | undefined,
  tokenHash: string,
): { verdict: "not-found" } | { verdict: "forbidden" } | undefined {
  if (!row) return { verdict: "not-found" };
  if (!sameHash(tokenHash, row.token_hash)) return { verdict: "forbidden" };
  return undefined;
}

/** A changed answer that the rules let in: what to write, and the kit's settings (for the waitlist's promotion). */
export type RevisedGuest = { next: GuestRecord; status: GuestStatus; settings: RsvpSettingsRecord };

/**
 * A guest's change of their answer (its token already checked: tokenRefusal), by the RSVP rules: what to write
 * (the replies to questions removed since kept), or the verdict the store reports while answers are closed, when
 * the change does not fit the kit's questions or the party, or when a guest going asks for more places than are
 * left. `othersGoingPeople` counts the people going in every other answer of the kit.
 */
export function reviseGuest(input: {
  kit: KitRsvpRow;
  row: GuestRow;
  change: GuestChange;
  othersGoingPeople: number;
  nowMs: number;
}): RevisedGuest | Extract<GuestVerdict, { verdict: "closed" | "invalid" | "not-enough-places" }> {
  const settings = settingsOf(input.kit);
  const current = guestOf(input.row);
  const next = changedGuest(current, input.change, settings.questions);
  const decision = decideChange({
    settings,
    current,
    othersGoingPeople: input.othersGoingPeople,
    answer: next.answer,
    party: next.party,
    change: { asked: input.change, next },
    nowMs: input.nowMs,
  });
  if (!("refused" in decision)) return { next, status: decision.status, settings };
  if (decision.refused === "closed") return { verdict: "closed", reason: decision.reason };
  if (decision.refused === "invalid") return { verdict: "invalid", problem: decision.problem };
  return { verdict: "not-enough-places", placesLeft: decision.placesLeft, party: current.party };
}

/**
 * Whether a token may remove an answer: the guest's own or the owner's. Both are compared, so the time taken does
 * not tell which one matched.
 */
export function mayRemove(
  kit: Pick<KitRsvpRow, "owner_hash">,
  row: Pick<GuestRow, "token_hash">,
  tokenHash: string,
): boolean {
  const guests = sameHash(tokenHash, row.token_hash);
  const owners = sameHash(tokenHash, kit.owner_hash);
  return guests || owners;
}

/** A kit's answers by status, as `SELECT status, COUNT(*) AS answers, SUM(party) AS people ... GROUP BY status`. */
export type StatusRow = { status: GuestStatus; answers: number; people: number };

/** A kit's tally from its answers counted by status, before the names of those going (when the owner shows them). */
export function tallyOf(kit: KitRsvpRow, rows: readonly StatusRow[]): GuestTally {
  const settings = settingsOf(kit);
  const people = zeroCounts();
  const responses = zeroCounts();
  for (const row of rows) {
    people[row.status] = row.people;
    responses[row.status] = row.answers;
  }
  return { settings, people, responses };
}

/** The earliest `created_at` of an answer whose key is still answered again (ANSWER_REPLAY_MS before now). */
export function replaySince(nowMs: number): number {
  return nowMs - ANSWER_REPLAY_MS;
}
