/**
 * Where guests' answers are kept: beside their kit, in the kit store (adapters/kit-store-*.ts implement this with
 * KitStore), so they go when the kit is deleted or purged. Every decision that counts answers (the capacity, the
 * guest limit, the waitlist moving up) is made inside the store's transaction with the rules of rules.ts, so two
 * guests answering at once on two instances never both take the last place. Tokens arrive hashed; the store
 * compares hashes in constant time. Every call takes the time, like the kit store's.
 */
import type { ClosedReason, GuestStatus, RsvpAnswer, RsvpQuestion } from "./schemas.ts";

/** A kit's RSVP settings as kept: `closesAtMs` is epoch milliseconds. */
export type RsvpSettingsRecord = {
  open: boolean;
  closesAtMs: number | null;
  capacity: number | null;
  showNames: boolean;
  /** The owner's questions, in order, each with its id (issue 38); [] for none. */
  questions: RsvpQuestion[];
  /** Whether the owner lists the event page for search engines. */
  listed: boolean;
};

/** One answer as kept (its token's hash aside). */
export type GuestRecord = {
  guestId: string;
  name: string;
  answer: RsvpAnswer;
  status: GuestStatus;
  party: number;
  /** "" when none. */
  note: string;
  /**
   * Replies by question id (issue 38), every one kept: a question the owner removed keeps its replies here, and
   * only the questions asked now are shown.
   */
  answers: Record<string, string>;
  /** The others in the party, by name. */
  companions: string[];
  /**
   * The guest's mail address (issue 38), given only when the server sends mail; absent for none. Shown to the
   * owner alone, never in public JSON, HTML or the log.
   */
  email?: string;
  /** True once the guest stopped the event's mail (the unsubscribe link of a later mail). */
  unsubscribed?: boolean;
  /**
   * The answer's ticket (issue 39, check-in-code.ts): kept from the first answer, and a ticket only while the
   * status is "going" (guestEntryOf shows it then alone; the door checks in only guests going).
   */
  checkInCode: string;
  /** When the guest was checked in at the door; absent until then. */
  checkedInAtMs?: number;
  createdAtMs: number;
  updatedAtMs: number;
};

/** A new answer: the store decides its status. */
export type NewGuest =
  & Pick<
    GuestRecord,
    "guestId" | "name" | "answer" | "party" | "note" | "answers" | "companions" | "email" | "checkInCode"
  >
  & {
    /** The SHA-256 of the guest's token (hashOwnerToken). */
    tokenHash: string;
    /**
     * The SHA-256 of the answer's Idempotency-Key and its fields (guest-book.ts): an answer kept under the same
     * key in the last ANSWER_REPLAY_MS is answered again ("replayed") instead of a new one being added.
     */
    answerKey?: string;
  };

/**
 * What a guest changes of their answer. `answers` are the replies to the questions asked now, all of them (the
 * replies kept for questions removed since stay as they are).
 */
export type GuestChange = Partial<
  Pick<GuestRecord, "name" | "answer" | "party" | "note" | "answers" | "companions" | "email">
>;

/** Why an answer or a change does not fit the kit's questions or its party: the field, and what is wrong. */
export type AnswerProblem = { path: "answers" | "companions"; message: string };

/** What adding an answer found. */
export type AddGuestVerdict =
  | { verdict: "added"; status: GuestStatus }
  /** The same key's answer, kept earlier: its token is now `tokenHash`'s (the one given with this reply). */
  | { verdict: "replayed"; guest: GuestRecord }
  | { verdict: "not-found" }
  | { verdict: "closed"; reason: ClosedReason }
  | { verdict: "guest-limit" }
  /** The replies do not fit the kit's questions (an unknown question, a choice not offered, one unanswered). */
  | { verdict: "invalid"; problem: AnswerProblem };

/** What a guest's look at (or change of) their answer found. */
export type GuestVerdict =
  /** The answer, and the questions the kit asks now (the replies shown are theirs). */
  | { verdict: "done"; guest: GuestRecord; questions: RsvpQuestion[] }
  | { verdict: "not-found" }
  | { verdict: "forbidden" }
  | { verdict: "closed"; reason: ClosedReason }
  /** A guest going asked for more places than are left: nothing changed; `party` is theirs as it stands. */
  | { verdict: "not-enough-places"; placesLeft: number; party: number }
  /** The change does not fit the kit's questions or the party: nothing changed. */
  | { verdict: "invalid"; problem: AnswerProblem };

/** People and answers of a kit by status, and the full names of those going when the owner shows names. */
export type GuestTally = {
  settings: RsvpSettingsRecord;
  people: Record<GuestStatus, number>;
  responses: Record<GuestStatus, number>;
  /** Only when `settings.showNames`; in the order they answered. */
  goingNames?: string[];
};

/** The guest half of the kit store. A kit that is gone or has expired has no guests: "not-found" or null. */
export interface GuestStore {
  /**
   * Adds an answer to live kit `kitId` in one transaction: an answer kept under the same `answerKey` in the last
   * ANSWER_REPLAY_MS is "replayed" (its token hash replaced by the new one, nothing added); else refused when the
   * settings close RSVP ("closed"), when its replies do not fit the kit's questions ("invalid") or the kit has
   * `maxGuests` answers ("guest-limit"); else kept with its status (decideAnswer).
   */
  addGuest(kitId: string, guest: NewGuest, maxGuests: number, nowMs: number): Promise<AddGuestVerdict>;
  /** The answer, when `tokenHash` is its guest's. */
  guest(kitId: string, guestId: string, tokenHash: string, nowMs: number): Promise<GuestVerdict>;
  /**
   * Changes an answer, when `tokenHash` is its guest's, RSVP is open and the change fits the kit's questions and
   * the party (decideChange); places freed move the waitlist up (promotions), in the same transaction.
   */
  changeGuest(
    kitId: string,
    guestId: string,
    tokenHash: string,
    change: GuestChange,
    nowMs: number,
  ): Promise<GuestVerdict>;
  /**
   * Removes an answer, when `tokenHash` is its guest's or the kit owner's, even while RSVP is closed; the places
   * freed move the waitlist up.
   */
  removeGuest(
    kitId: string,
    guestId: string,
    tokenHash: string,
    nowMs: number,
  ): Promise<"done" | "not-found" | "forbidden">;
  /** Every answer of the kit, in the order first given, with its settings; null for no live kit. */
  guestList(
    kitId: string,
    nowMs: number,
  ): Promise<{ settings: RsvpSettingsRecord; guests: GuestRecord[] } | null>;
  /** The kit's counts (cheaper than the list: what the event page shows); null for no live kit. */
  guestTally(kitId: string, nowMs: number): Promise<GuestTally | null>;
  /**
   * Changes the kit's settings (the owner was checked by the caller; new questions come with their ids); a
   * capacity raised or cleared moves the waitlist up. Returns the settings now, or null for no live kit.
   */
  setRsvpSettings(
    kitId: string,
    change: Partial<RsvpSettingsRecord>,
    nowMs: number,
  ): Promise<RsvpSettingsRecord | null>;
}
