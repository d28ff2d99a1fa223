/**
 * The mail half of the SQLite kit store (issue 38): the outbox (`mail_outbox`) and the guests' mail flags, over
 * the kit store's connection (openSqliteKitStore composes it). A claim runs in one write transaction (BEGIN
 * IMMEDIATE): another process claiming at once waits, then finds the mails claimed, so each is sent once. A
 * mail's message (its address and the private link) is cleared once it is sent.
 */
import type { StatementSync } from "node:sqlite";
import type { ClaimedMail, MailStore } from "../brandkit/mod.ts";
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
import { SQLITE } from "./kit-store-schema.ts";

/**
 * The kits a reminder may be due for (MailStore.reminderKitIds), found through the event-date index (schema
 * version 12): its expression is written as the index's. Parameters: now (ms), the first and the last date.
 */
export const REMINDER_KITS_SQL = `SELECT id FROM kits
  WHERE expires_at > ? AND ${SQLITE.eventDate} BETWEEN ? AND ?
    AND EXISTS (SELECT 1 FROM guests g WHERE g.kit_id = kits.id AND g.status = 'going'
      AND g.email IS NOT NULL AND g.unsubscribed = 0)
  ORDER BY id`;

export type SqliteMailStoreDeps = {
  statement: (text: string) => StatementSync;
  write: <T>(work: () => T) => T;
  guarded: <T>(work: () => T | Promise<T>) => Promise<T>;
};

export function createSqliteMailStore(deps: SqliteMailStoreDeps): MailStore {
  const { statement, write, guarded } = deps;
  return {
    enqueue(mail, nowMs) {
      return guarded(() => {
        const result = statement(
          `INSERT INTO mail_outbox (mail_id, kit_id, guest_id, kind, dedupe_key, payload, next_attempt_at,
             created_at)
           SELECT ?, ?, ?, ?, ?, ?, ?, ? WHERE EXISTS (SELECT 1 FROM kits WHERE id = ?)
           ON CONFLICT (dedupe_key) DO NOTHING`,
        ).run(
          mail.mailId,
          mail.kitId,
          mail.guestId,
          mail.kind,
          mail.dedupeKey,
          payloadOf(mail.message),
          nowMs,
          nowMs,
          mail.kitId,
        );
        return Number(result.changes) === 1 ? "queued" as const : "duplicate" as const;
      });
    },
    claimDue(nowMs, claimMs, limit) {
      return guarded(() =>
        write(() => {
          const rows = statement(
            `SELECT * FROM mail_outbox
             WHERE sent_at IS NULL AND next_attempt_at <= ? AND (claimed_until IS NULL OR claimed_until < ?)
             ORDER BY next_attempt_at LIMIT ?`,
          ).all(nowMs, nowMs, limit) as OutboxRow[];
          const claim = statement("UPDATE mail_outbox SET claimed_until = ? WHERE mail_id = ?");
          for (const row of rows) claim.run(nowMs + claimMs, row.mail_id);
          return rows.map(mailOf) as ClaimedMail[];
        })
      );
    },
    markSent(mailId, nowMs) {
      return guarded(() => {
        statement(
          "UPDATE mail_outbox SET sent_at = ?, claimed_until = NULL, payload = ?, last_error = NULL WHERE mail_id = ?",
        ).run(nowMs, SENT_PAYLOAD, mailId);
      });
    },
    markFailed(mailId, lastError, nextAttemptAtMs, _nowMs) {
      return guarded(() => {
        // Refused for good (null): never due again, its message cleared.
        statement(
          `UPDATE mail_outbox SET attempts = attempts + 1, last_error = ?, claimed_until = NULL,
             next_attempt_at = ?, payload = CASE WHEN ? THEN ? ELSE payload END
           WHERE mail_id = ?`,
        ).run(
          lastError,
          nextAttemptAtMs ?? Number.MAX_SAFE_INTEGER,
          nextAttemptAtMs === null ? 1 : 0,
          SENT_PAYLOAD,
          mailId,
        );
      });
    },
    guestMailState(kitId, guestId, nowMs) {
      return guarded(() => {
        const row = statement(
          `SELECT g.token_hash, g.unsubscribed, g.email FROM guests g JOIN kits k ON k.id = g.kit_id
           WHERE g.kit_id = ? AND g.guest_id = ? AND k.expires_at > ?`,
        ).get(kitId, guestId, nowMs) as
          | { token_hash: string; unsubscribed: number; email: string | null }
          | undefined;
        return row
          ? { tokenHash: row.token_hash, unsubscribed: Boolean(row.unsubscribed), email: row.email }
          : null;
      });
    },
    mailRecipients(kitId, statuses, nowMs) {
      return guarded(() => {
        if (statuses.length === 0) return [];
        const rows = statement(
          `SELECT g.guest_id, g.name, g.email, g.status, g.token_hash, g.check_in_code FROM guests g JOIN kits k ON k.id = g.kit_id
           WHERE g.kit_id = ? AND k.expires_at > ? AND g.email IS NOT NULL AND g.unsubscribed = 0
             AND g.status IN (SELECT value FROM json_each(?))
           ORDER BY g.seq`,
        ).all(kitId, nowMs, JSON.stringify(statuses)) as RecipientRow[];
        return rows.map(recipientOf);
      });
    },
    reminderKitIds(fromDate, toDate, nowMs) {
      return guarded(() => {
        const rows = statement(REMINDER_KITS_SQL).all(nowMs, fromDate, toDate) as Array<{ id: string }>;
        return rows.map((row) => row.id);
      });
    },
    promotedGuests(nowMs, limit) {
      return guarded(() => {
        const rows = statement(
          `SELECT g.kit_id, g.guest_id, g.name, g.email, g.status, g.token_hash, g.check_in_code, g.unsubscribed, g.promoted_at
           FROM guests g JOIN kits k ON k.id = g.kit_id
           WHERE g.promoted_at IS NOT NULL AND k.expires_at > ?
           ORDER BY g.promoted_at, g.kit_id, g.guest_id LIMIT ?`,
        ).all(nowMs, limit) as PromotedRow[];
        return rows.map(promotedOf);
      });
    },
    clearPromoted(kitId, guestId, promotedAtMs) {
      return guarded(() => {
        statement(
          "UPDATE guests SET promoted_at = NULL WHERE kit_id = ? AND guest_id = ? AND promoted_at = ?",
        )
          .run(kitId, guestId, promotedAtMs);
      });
    },
    unsubscribe(kitId, guestId, nowMs) {
      return guarded(() =>
        write(() => {
          const result = statement(
            `UPDATE guests SET unsubscribed = 1 WHERE kit_id = ? AND guest_id = ?
               AND EXISTS (SELECT 1 FROM kits WHERE id = ? AND expires_at > ?)`,
          ).run(kitId, guestId, kitId, nowMs);
          if (Number(result.changes) !== 1) return false;
          // No further mail: what is queued for this guest and not yet sent goes too (the confirmation aside).
          statement(
            `DELETE FROM mail_outbox WHERE kit_id = ? AND guest_id = ? AND sent_at IS NULL
               AND kind <> 'confirmation'`,
          ).run(kitId, guestId);
          return true;
        })
      );
    },
  };
}
