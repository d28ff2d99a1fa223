/**
 * The mail half of the Postgres kit store (issue 38): the outbox (`mail_outbox`) and the guests' mail flags,
 * over the kit store's pool (openPostgresKitStore composes it). A claim is one statement, `UPDATE ... WHERE
 * mail_id IN (SELECT ... FOR UPDATE SKIP LOCKED) RETURNING *`: instances claiming at once skip each other's rows,
 * and a row claimed (claimed_until in the future) is not due, so each mail is sent once. A mail's message (its
 * address and the private link) is cleared once it is sent.
 */
import type postgres from "postgres";
import type { MailStore } from "../brandkit/mod.ts";
import {
  mailOf,
  type OutboxRow,
  payloadOf,
  promotedOf,
  type PromotedRow,
  recipientOf,
  type RecipientRow,
  SENT_PAYLOAD,
} from "./mail-rows.ts";
import { POSTGRES } from "./kit-store-schema.ts";

/**
 * The kits a reminder may be due for (MailStore.reminderKitIds), found through the event-date index (schema
 * version 12): its expression is written as the index's. Parameters: now (ms), the first and the last date.
 */
export const REMINDER_KITS_SQL = `SELECT id FROM kits
  WHERE expires_at > $1 AND ${POSTGRES.eventDate} BETWEEN $2 AND $3
    AND EXISTS (SELECT 1 FROM guests g WHERE g.kit_id = kits.id AND g.status = 'going'
      AND g.email IS NOT NULL AND NOT g.unsubscribed)
  ORDER BY id`;

export type PostgresMailStoreDeps = {
  sql: postgres.Sql;
  guarded: <T>(work: () => Promise<T>) => Promise<T>;
};

export function createPostgresMailStore(deps: PostgresMailStoreDeps): MailStore {
  const { sql, guarded } = deps;
  return {
    enqueue(mail, nowMs) {
      return guarded(async () => {
        const rows = await sql`INSERT INTO mail_outbox (mail_id, kit_id, guest_id, kind, dedupe_key, payload,
            next_attempt_at, created_at)
          SELECT ${mail.mailId}, ${mail.kitId}, ${mail.guestId}, ${mail.kind}, ${mail.dedupeKey},
            ${payloadOf(mail.message)}, ${nowMs}, ${nowMs}
          WHERE EXISTS (SELECT 1 FROM kits WHERE id = ${mail.kitId})
          ON CONFLICT (dedupe_key) DO NOTHING
          RETURNING mail_id`;
        return rows.length === 1 ? "queued" as const : "duplicate" as const;
      });
    },
    claimDue(nowMs, claimMs, limit) {
      return guarded(async () => {
        const rows = await sql<OutboxRow[]>`UPDATE mail_outbox SET claimed_until = ${nowMs + claimMs}
          WHERE mail_id IN (
            SELECT mail_id FROM mail_outbox
            WHERE sent_at IS NULL AND next_attempt_at <= ${nowMs}
              AND (claimed_until IS NULL OR claimed_until < ${nowMs})
            ORDER BY next_attempt_at LIMIT ${limit}
            FOR UPDATE SKIP LOCKED
          )
          RETURNING *`;
        return rows.map(mailOf);
      });
    },
    markSent(mailId, nowMs) {
      return guarded(async () => {
        await sql`UPDATE mail_outbox SET sent_at = ${nowMs}, claimed_until = NULL, payload = ${SENT_PAYLOAD},
            last_error = NULL
          WHERE mail_id = ${mailId}`;
      });
    },
    markFailed(mailId, lastError, nextAttemptAtMs, _nowMs) {
      return guarded(async () => {
        // Refused for good (null): never due again, its message cleared.
        const refused = nextAttemptAtMs === null;
        await sql`UPDATE mail_outbox SET attempts = attempts + 1, last_error = ${lastError},
            claimed_until = NULL, next_attempt_at = ${nextAttemptAtMs ?? Number.MAX_SAFE_INTEGER},
            payload = CASE WHEN ${refused} THEN ${SENT_PAYLOAD} ELSE payload END
          WHERE mail_id = ${mailId}`;
      });
    },
    guestMailState(kitId, guestId, nowMs) {
      return guarded(async () => {
        const [row] = await sql<{ token_hash: string; unsubscribed: boolean; email: string | null }[]>`
          SELECT g.token_hash, g.unsubscribed, g.email FROM guests g JOIN kits k ON k.id = g.kit_id
          WHERE g.kit_id = ${kitId} AND g.guest_id = ${guestId} AND k.expires_at > ${nowMs}`;
        return row
          ? { tokenHash: row.token_hash, unsubscribed: Boolean(row.unsubscribed), email: row.email }
          : null;
      });
    },
    mailRecipients(kitId, statuses, nowMs) {
      return guarded(async () => {
        if (statuses.length === 0) return [];
        const rows = await sql<RecipientRow[]>`
          SELECT g.guest_id, g.name, g.email, g.status, g.token_hash, g.check_in_code FROM guests g JOIN kits k ON k.id = g.kit_id
          WHERE g.kit_id = ${kitId} AND k.expires_at > ${nowMs} AND g.email IS NOT NULL AND NOT g.unsubscribed
            AND g.status = ANY(${sql.array([...statuses])}::text[])
          ORDER BY g.seq`;
        return rows.map(recipientOf);
      });
    },
    reminderKitIds(fromDate, toDate, nowMs) {
      return guarded(async () => {
        const rows = await sql.unsafe<{ id: string }[]>(REMINDER_KITS_SQL, [nowMs, fromDate, toDate]);
        return rows.map((row) => row.id);
      });
    },
    promotedGuests(nowMs, limit) {
      return guarded(async () => {
        const rows = await sql<PromotedRow[]>`
          SELECT g.kit_id, g.guest_id, g.name, g.email, g.status, g.token_hash, g.check_in_code, g.unsubscribed, g.promoted_at
          FROM guests g JOIN kits k ON k.id = g.kit_id
          WHERE g.promoted_at IS NOT NULL AND k.expires_at > ${nowMs}
          ORDER BY g.promoted_at, g.kit_id, g.guest_id LIMIT ${limit}`;
        return rows.map(promotedOf);
      });
    },
    clearPromoted(kitId, guestId, promotedAtMs) {
      return guarded(async () => {
        await sql`UPDATE guests SET promoted_at = NULL
          WHERE kit_id = ${kitId} AND guest_id = ${guestId} AND promoted_at = ${promotedAtMs}`;
      });
    },
    unsubscribe(kitId, guestId, nowMs) {
      return guarded(async () => {
        // One statement: the flag, and what is queued for this guest and not yet sent goes too (the
        // confirmation aside), so no further mail leaves after the POST.
        const rows = await sql`WITH flagged AS (
            UPDATE guests SET unsubscribed = TRUE
            WHERE kit_id = ${kitId} AND guest_id = ${guestId}
              AND EXISTS (SELECT 1 FROM kits WHERE id = ${kitId} AND expires_at > ${nowMs})
            RETURNING guest_id
          ), dropped AS (
            DELETE FROM mail_outbox WHERE kit_id = ${kitId} AND guest_id IN (SELECT guest_id FROM flagged)
              AND sent_at IS NULL AND kind <> 'confirmation'
          )
          SELECT guest_id FROM flagged`;
        return rows.length === 1;
      });
    },
  };
}
