/**
 * The mail half of the kit store (issue 38): the durable outbox (`mail_outbox`, schema version 8) and the guests'
 * mail flags, in the same database as the kits (adapters/mail-store-*.ts implement it over the kit store's
 * connection), so a mail is deleted with its kit and survives a restart. Every call takes the time.
 */

/** A file sent with a mail: text (a calendar file), named and typed. */
export type MailAttachment = { filename: string; contentType: string; content: string };

/** One mail as the core composes it: the sender is the server's (BRANDKIT_MAIL_FROM), added when it is sent. */
export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra headers ("List-Unsubscribe" of a later mail); none for the confirmation. */
  headers?: Record<string, string>;
  attachments?: MailAttachment[];
};

/** A mail to queue: `dedupeKey` is unique, so the same mail is never queued twice. */
export type QueuedMail = {
  mailId: string;
  kitId: string;
  guestId: string | null;
  /** What the mail is ("confirmation"). */
  kind: string;
  dedupeKey: string;
  message: MailMessage;
};

/** A mail claimed for sending: its tries so far. */
export type ClaimedMail = QueuedMail & { attempts: number };

/** A guest's mail state: the hash of their token (for the unsubscribe token) and whether they stopped mail. */
export type GuestMailState = { tokenHash: string; unsubscribed: boolean; email: string | null };

/** A guest who gets an event's later mails: an address, not unsubscribed, on a live kit. */
export type MailRecipient = {
  guestId: string;
  name: string;
  email: string;
  /** The guest's answer: "going", "maybe", "no" or "waitlist". */
  status: string;
  /** The SHA-256 of the guest's token: the key of their unsubscribe token. */
  tokenHash: string;
  /** The guest's ticket (issue 39), while they are going. */
  checkInCode?: string;
};

/**
 * A guest moved up from the waitlist and not yet told (`promoted_at`): `recipient` when they can be mailed (still
 * going, an address, not unsubscribed), else null.
 */
export type PromotedGuest = {
  kitId: string;
  guestId: string;
  promotedAtMs: number;
  recipient: MailRecipient | null;
};

export interface MailStore {
  /** Queues a mail, due now; "duplicate" (nothing queued) when a mail with its dedupe key was queued before. */
  enqueue(mail: QueuedMail, nowMs: number): Promise<"queued" | "duplicate">;
  /**
   * Claims up to `limit` due mails (not sent, `next_attempt_at` passed, unclaimed or their claim lapsed) until
   * `nowMs + claimMs`, each by exactly one caller however many instances claim at once.
   */
  claimDue(nowMs: number, claimMs: number, limit: number): Promise<ClaimedMail[]>;
  /** Marks a claimed mail sent; its message (the address, the private link) is cleared. */
  markSent(mailId: string, nowMs: number): Promise<void>;
  /**
   * Records a failed try: attempts + 1, `lastError` (already redacted), the claim released; tried again at
   * `nextAttemptAtMs`, or never (null: the server refused the address for good).
   */
  markFailed(mailId: string, lastError: string, nextAttemptAtMs: number | null, nowMs: number): Promise<void>;
  /** The guest's mail state on live kit `kitId`, or null for no such guest (or kit). */
  guestMailState(kitId: string, guestId: string, nowMs: number): Promise<GuestMailState | null>;
  /**
   * The guests of live kit `kitId` whose answer is one of `statuses`, with an address and not unsubscribed, in
   * the order they answered; none for no such kit.
   */
  mailRecipients(kitId: string, statuses: readonly string[], nowMs: number): Promise<MailRecipient[]>;
  /**
   * The live kits whose event date ("YYYY-MM-DD", as the kit holds it) is from `fromDate` to `toDate` and that
   * have a going guest with an address who did not unsubscribe: the kits a reminder may be due for (bounded by
   * the dates, and read through an index of them, so the look stays small however many kits are kept).
   */
  reminderKitIds(fromDate: string, toDate: string, nowMs: number): Promise<string[]>;
  /** The guests of live kits moved up from the waitlist and not yet told, oldest first, at most `limit`. */
  promotedGuests(nowMs: number, limit: number): Promise<PromotedGuest[]>;
  /** Marks a guest's promotion told: clears it, unless they were moved up again since `promotedAtMs`. */
  clearPromoted(kitId: string, guestId: string, promotedAtMs: number): Promise<void>;
  /** Sets the guest's `unsubscribed` flag; false when there is no such guest on a live kit. */
  unsubscribe(kitId: string, guestId: string, nowMs: number): Promise<boolean>;
}
