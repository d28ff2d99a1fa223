/**
 * What the SQLite and Postgres guest stores share: how a row of guests and a kit's RSVP columns read back (the
 * same whether a time arrives as a number or, from Postgres's BIGINT, a string, and a flag as 0/1 or a boolean),
 * the store's verdicts on a new answer, a changed one and a token, from the RSVP rules, and a kit's tally.
 */
import {
  type AddGuestVerdict,
  decideAnswer,
  decideChange,
  type GuestChange,
  type GuestRecord,
  type GuestTally,
  type GuestVerdict,
  type NewGuest,
  type RsvpSettingsRecord,
  sameHash,
  withChange,
  zeroCounts,
} from "../brandkit/mod.ts";
import { ANSWER_REPLAY_MS, type GuestStatus } from "../brandkit/web.ts";

/** A millisecond time as it arrives: a number from SQLite, a string from Postgres's BIGINT. */
type StoredMilliseconds = number | string;
/** A flag as it arrives: 0/1 from SQLite, a boolean from Postgres. */
type StoredFlag = number | boolean;

/** A kit's RSVP columns, as `SELECT owner_hash, rsvp_open, rsvp_closes_at, rsvp_capacity, rsvp_show_names`. */
export type KitRsvpRow = {
  owner_hash: string;
  rsvp_open: StoredFlag;
  rsvp_closes_at: StoredMilliseconds | null;
  rsvp_capacity: number | null;
  rsvp_show_names: StoredFlag;
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
  /** The answer's idempotency key (NewGuest.answerKey), or null. */
  answer_key: string | null;
  created_at: StoredMilliseconds;
  updated_at: StoredMilliseconds;
};

/** The kit's RSVP settings from its row. */
export function settingsOf(row: KitRsvpRow): RsvpSettingsRecord {
  return {
    open: Boolean(row.rsvp_open),
    closesAtMs: row.rsvp_closes_at === null ? null : Number(row.rsvp_closes_at),
    capacity: row.rsvp_capacity,
    showNames: Boolean(row.rsvp_show_names),
  };
}

/** One guest's answer from its row. */
export function guestOf(row: GuestRow): GuestRecord {
  return {
    guestId: row.guest_id,
    name: row.name,
    answer: row.answer,
    status: row.status,
    party: row.party,
    note: row.note,
    createdAtMs: Number(row.created_at),
    updatedAtMs: Number(row.updated_at),
  };
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
    nowMs,
  });
  if (!("refused" in decision)) return decision;
  return decision.refused === "closed"
    ? { verdict: "closed", reason: decision.reason }
    : { verdict: "guest-limit" };
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
 * A guest's change of their answer (its token already checked: tokenRefusal), by the RSVP rules: what to write,
 * or the verdict the store reports while answers are closed or when a guest going asks for more places than are
 * left. `othersGoingPeople` counts the people going in every other answer of the kit.
 */
export function reviseGuest(input: {
  kit: KitRsvpRow;
  row: GuestRow;
  change: GuestChange;
  othersGoingPeople: number;
  nowMs: number;
}): RevisedGuest | Extract<GuestVerdict, { verdict: "closed" | "not-enough-places" }> {
  const settings = settingsOf(input.kit);
  const current = guestOf(input.row);
  const next = withChange<GuestRecord>(current, input.change);
  const decision = decideChange({
    settings,
    current,
    othersGoingPeople: input.othersGoingPeople,
    answer: next.answer,
    party: next.party,
    nowMs: input.nowMs,
  });
  if (!("refused" in decision)) return { next, status: decision.status, settings };
  if (decision.refused === "closed") return { verdict: "closed", reason: decision.reason };
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
