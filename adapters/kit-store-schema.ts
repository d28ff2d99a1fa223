/**
 * The kit store's schema, one text for SQLite and Postgres: its versioned migrations. The two databases differ
 * only in a few column types (a millisecond time is BIGINT in Postgres and INTEGER in SQLite; a flag is BOOLEAN
 * in one and 0/1 in the other), so the schema is written once with the dialect as a parameter (guest-rows.ts
 * reads the values back). A version once released never changes: its text for each database stays what it was.
 */
/** What one database calls the types that differ. */
export type SqlDialect = {
  /** A time in milliseconds since the epoch. */
  milliseconds: "BIGINT" | "INTEGER";
  /** A flag, and its two values as defaults. */
  flag: "BOOLEAN" | "INTEGER";
  yes: "TRUE" | "1";
  no: "FALSE" | "0";
  /**
   * A kit's event date ("YYYY-MM-DD", null without one) read from `kits.kit_json`: the expression the event-date
   * index is built on, and which a query must write exactly so to use it.
   */
  eventDate: string;
};

export const SQLITE: SqlDialect = {
  milliseconds: "INTEGER",
  flag: "INTEGER",
  yes: "1",
  no: "0",
  eventDate: "json_extract(kit_json, '$.request.eventDate')",
};
export const POSTGRES: SqlDialect = {
  milliseconds: "BIGINT",
  flag: "BOOLEAN",
  yes: "TRUE",
  no: "FALSE",
  eventDate: "((kit_json::jsonb) #>> '{request,eventDate}')",
};

/**
 * The schema's versions, in order.
 * 1. Kits, and the graphics each shows (kit_media).
 * 2. A kit's revision and the files made for it (kit_files); the view kit_references lists both kinds of
 *    reference, so that "does any kit still refer to this medium" has one answer.
 * 3. RSVP: each kit's settings as columns of `kits`, and its guests' answers in `guests`, deleted with it. `seq`
 *    numbers a kit's answers in the order given (the waitlist's order); a promotion from the waitlist leaves it,
 *    and `updated_at`, as they were.
 * 4. An answer's idempotency key (`answer_key`: the SHA-256 of an Idempotency-Key and the answer), unique per
 *    kit, so a retried answer finds the first one instead of adding another.
 * 5. The owner's questions (`rsvp_questions`: JSON, with their ids), and each answer's replies to them
 *    (`answers`: JSON by question id) and the others in its party (`companions`: JSON, names); null for none.
 * 6. Whether the owner lists the event for search engines (`listed`), and the calendar's `SEQUENCE`
 *    (`calendar_sequence`), raised with every change of the event's name, date, time or place.
 * 7. The owner's updates to the guests (`kit_updates`), newest first by `created_at`, deleted with their kit.
 * 8. Mail: a guest's address (`guests.email`, null for none) and whether they stopped the event's mail
 *    (`unsubscribed`); and the durable outbox (`mail_outbox`): each mail once (`dedupe_key`), claimed by one
 *    instance at a time (`claimed_until`), tried again with backoff (`attempts`, `next_attempt_at`) until sent.
 * 9. A removed update keeps its row (`kit_updates.removed_at`, its text cleared), so it still counts against the
 *    day's limit.
 * 10. The door (issue 39): each answer's ticket (`guests.check_in_code`, unique per kit) and when it was checked
 *    in (`checked_in_at`, null until then); and the co-hosts who help at the door (`kit_cohosts`, their tokens
 *    kept as SHA-256 hashes), deleted with their kit. Answers given before this version take as their code the
 *    first 12 hex digits of their token's hash (48 random bits; brandkit/rsvp/check-in-code.ts reads them).
 * 11. When a waitlisted answer was moved up (`guests.promoted_at`): the mail step tells each such guest with an
 *    address that a place is theirs, with their ticket, then clears it (null: nothing to tell).
 * 12. An index of the kits by their event date (`kits_by_event_date`, on the dialect's `eventDate` expression),
 *    so the reminders' look reads the few kits dated near now instead of parsing every kit's JSON.
 */
export function kitStoreMigrations(sql: SqlDialect): readonly string[] {
  return [
    `CREATE TABLE kits (
     id TEXT PRIMARY KEY,
     kit_json TEXT NOT NULL,
     owner_hash TEXT NOT NULL,
     created_at ${sql.milliseconds} NOT NULL,
     expires_at ${sql.milliseconds} NOT NULL
   );
   CREATE INDEX kits_by_expiry ON kits (expires_at);
   CREATE TABLE kit_media (
     kit_id TEXT NOT NULL REFERENCES kits (id) ON DELETE CASCADE,
     media_id TEXT NOT NULL,
     PRIMARY KEY (kit_id, media_id)
   );
   CREATE INDEX kit_media_by_media ON kit_media (media_id);`,
    `ALTER TABLE kits ADD COLUMN revision INTEGER NOT NULL DEFAULT 0;
   CREATE TABLE kit_files (
     kit_id TEXT NOT NULL REFERENCES kits (id) ON DELETE CASCADE,
     file_name TEXT NOT NULL,
     media_id TEXT NOT NULL,
     PRIMARY KEY (kit_id, file_name)
   );
   CREATE INDEX kit_files_by_media ON kit_files (media_id);
   CREATE VIEW kit_references (kit_id, media_id) AS
     SELECT kit_id, media_id FROM kit_media UNION ALL SELECT kit_id, media_id FROM kit_files;`,
    `ALTER TABLE kits ADD COLUMN rsvp_open ${sql.flag} NOT NULL DEFAULT ${sql.yes};
   ALTER TABLE kits ADD COLUMN rsvp_closes_at ${sql.milliseconds};
   ALTER TABLE kits ADD COLUMN rsvp_capacity INTEGER;
   ALTER TABLE kits ADD COLUMN rsvp_show_names ${sql.flag} NOT NULL DEFAULT ${sql.no};
   CREATE TABLE guests (
     kit_id TEXT NOT NULL REFERENCES kits (id) ON DELETE CASCADE,
     guest_id TEXT NOT NULL,
     seq INTEGER NOT NULL,
     token_hash TEXT NOT NULL,
     name TEXT NOT NULL,
     answer TEXT NOT NULL,
     status TEXT NOT NULL,
     party INTEGER NOT NULL,
     note TEXT NOT NULL,
     created_at ${sql.milliseconds} NOT NULL,
     updated_at ${sql.milliseconds} NOT NULL,
     PRIMARY KEY (kit_id, guest_id),
     UNIQUE (kit_id, seq)
   );`,
    `ALTER TABLE guests ADD COLUMN answer_key TEXT;
   CREATE UNIQUE INDEX guests_by_answer_key ON guests (kit_id, answer_key);`,
    `ALTER TABLE kits ADD COLUMN rsvp_questions TEXT;
   ALTER TABLE guests ADD COLUMN answers TEXT;
   ALTER TABLE guests ADD COLUMN companions TEXT;`,
    `ALTER TABLE kits ADD COLUMN listed ${sql.flag} NOT NULL DEFAULT ${sql.no};
   ALTER TABLE kits ADD COLUMN calendar_sequence INTEGER NOT NULL DEFAULT 0;`,
    `CREATE TABLE kit_updates (
     kit_id TEXT NOT NULL REFERENCES kits (id) ON DELETE CASCADE,
     update_id TEXT NOT NULL,
     text TEXT NOT NULL,
     created_at ${sql.milliseconds} NOT NULL,
     PRIMARY KEY (kit_id, update_id)
   );
   CREATE INDEX kit_updates_by_time ON kit_updates (kit_id, created_at);`,
    `ALTER TABLE guests ADD COLUMN email TEXT;
   ALTER TABLE guests ADD COLUMN unsubscribed ${sql.flag} NOT NULL DEFAULT ${sql.no};
   CREATE TABLE mail_outbox (
     mail_id TEXT PRIMARY KEY,
     kit_id TEXT NOT NULL REFERENCES kits (id) ON DELETE CASCADE,
     guest_id TEXT,
     kind TEXT NOT NULL,
     dedupe_key TEXT NOT NULL UNIQUE,
     payload TEXT NOT NULL,
     attempts INTEGER NOT NULL DEFAULT 0,
     next_attempt_at ${sql.milliseconds} NOT NULL,
     claimed_until ${sql.milliseconds},
     sent_at ${sql.milliseconds},
     last_error TEXT,
     created_at ${sql.milliseconds} NOT NULL
   );
   CREATE INDEX mail_outbox_due ON mail_outbox (sent_at, next_attempt_at);`,
    `ALTER TABLE kit_updates ADD COLUMN removed_at ${sql.milliseconds};`,
    `ALTER TABLE guests ADD COLUMN check_in_code TEXT;
   ALTER TABLE guests ADD COLUMN checked_in_at ${sql.milliseconds};
   UPDATE guests SET check_in_code = UPPER(SUBSTR(token_hash, 1, 12));
   CREATE UNIQUE INDEX guests_by_check_in_code ON guests (kit_id, check_in_code);
   CREATE TABLE kit_cohosts (
     kit_id TEXT NOT NULL REFERENCES kits (id) ON DELETE CASCADE,
     cohost_id TEXT NOT NULL,
     label TEXT NOT NULL,
     token_hash TEXT NOT NULL,
     created_at ${sql.milliseconds} NOT NULL,
     PRIMARY KEY (kit_id, cohost_id)
   );`,
    `ALTER TABLE guests ADD COLUMN promoted_at ${sql.milliseconds};
   CREATE INDEX guests_by_promotion ON guests (promoted_at) WHERE promoted_at IS NOT NULL;`,
    `CREATE INDEX kits_by_event_date ON kits (${sql.eventDate});`,
  ];
}
