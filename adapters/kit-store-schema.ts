/**
 * The kit store's schema, one text for SQLite and Postgres: its versioned migrations and how a row of guests
 * and a kit's RSVP columns read back. The two databases differ only in a few column types (a millisecond time is
 * BIGINT in Postgres and INTEGER in SQLite; a flag is BOOLEAN in one and 0/1 in the other) and in how those
 * values arrive (postgres.js hands a BIGINT over as a string), so both are written once here with the dialect as
 * a parameter. A version once released never changes: its text for each database stays what it was.
 */
import type { GuestRecord, GuestStatus, RsvpSettingsRecord } from "../brandkit/rsvp/mod.ts";

/** What one database calls the types that differ. */
export type SqlDialect = {
  /** A time in milliseconds since the epoch. */
  milliseconds: "BIGINT" | "INTEGER";
  /** A flag, and its two values as defaults. */
  flag: "BOOLEAN" | "INTEGER";
  yes: "TRUE" | "1";
  no: "FALSE" | "0";
};

export const SQLITE: SqlDialect = { milliseconds: "INTEGER", flag: "INTEGER", yes: "1", no: "0" };
export const POSTGRES: SqlDialect = { milliseconds: "BIGINT", flag: "BOOLEAN", yes: "TRUE", no: "FALSE" };

/**
 * The schema's versions, in order.
 * 1. Kits, and the graphics each shows (kit_media).
 * 2. A kit's revision and the files made for it (kit_files); the view kit_references lists both kinds of
 *    reference, so that "does any kit still refer to this medium" has one answer.
 * 3. RSVP: each kit's settings as columns of `kits`, and its guests' answers in `guests`, deleted with it. `seq`
 *    numbers a kit's answers in the order given (the waitlist's order); a promotion from the waitlist leaves it,
 *    and `updated_at`, as they were.
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
  ];
}

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
