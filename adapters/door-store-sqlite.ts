/**
 * The door half of the SQLite kit store (issue 39): check-ins on `guests`, co-hosts in `kit_cohosts`, beside their
 * kit (deleted with it: ON DELETE CASCADE). A check-in is one conditional UPDATE (only an answer going and not yet
 * checked in), run in a write transaction with the read that tells "already" from "not found", so two processes
 * scanning one code at once give one check-in. Adding a co-host counts and inserts in one write transaction.
 */
import type { StatementSync } from "node:sqlite";
import type { DoorStore } from "../brandkit/mod.ts";
import { anyHashIs, cohostOf, type CohostRow } from "./door-rows.ts";
import { guestOf, type GuestRow } from "./guest-rows.ts";

/** What the door store needs of the kit store's connection. */
export type SqliteDoorStoreDeps = {
  /** A prepared statement, prepared once. */
  statement: (text: string) => StatementSync;
  /** Runs `work` in one write transaction, rolled back if it throws. */
  write: <T>(work: () => T) => T;
  /** Runs a call; a file that cannot be used for now becomes STORE_UNAVAILABLE. */
  guarded: <T>(work: () => T | Promise<T>) => Promise<T>;
};

/** The door store over the kit store's connection (openSqliteKitStore composes it). */
export function createSqliteDoorStore(deps: SqliteDoorStoreDeps): DoorStore {
  const { statement, write, guarded } = deps;
  const live = (kitId: string, nowMs: number) =>
    statement("SELECT 1 FROM kits WHERE id = ? AND expires_at > ?").get(kitId, nowMs) !== undefined;

  return {
    checkIn(kitId, code, atMs, nowMs) {
      return guarded(() =>
        write(() => {
          if (!live(kitId, nowMs)) return { verdict: "not-found" as const };
          const changed = statement(
            `UPDATE guests SET checked_in_at = ?
             WHERE kit_id = ? AND check_in_code = ? AND status = 'going' AND checked_in_at IS NULL`,
          ).run(atMs, kitId, code);
          const row = statement("SELECT * FROM guests WHERE kit_id = ? AND check_in_code = ?").get(
            kitId,
            code,
          ) as
            | GuestRow
            | undefined;
          if (!row || row.status !== "going" || row.checked_in_at === null) {
            return { verdict: "not-found" as const };
          }
          const guest = guestOf(row);
          return Number(changed.changes) > 0
            ? { verdict: "checked-in" as const, guest }
            : { verdict: "already" as const, guest };
        })
      );
    },

    undoCheckIn(kitId, guestId, nowMs) {
      return guarded(() =>
        write(() => {
          if (!live(kitId, nowMs)) return false;
          const changed = statement(
            "UPDATE guests SET checked_in_at = NULL WHERE kit_id = ? AND guest_id = ?",
          )
            .run(kitId, guestId);
          return Number(changed.changes) > 0;
        })
      );
    },

    addCohost(kitId, cohost, max, nowMs) {
      return guarded(() =>
        write(() => {
          if (!live(kitId, nowMs)) return "not-found" as const;
          const { count } = statement("SELECT COUNT(*) AS count FROM kit_cohosts WHERE kit_id = ?").get(
            kitId,
          ) as {
            count: number;
          };
          if (count >= max) return "limit" as const;
          statement(
            `INSERT INTO kit_cohosts (kit_id, cohost_id, label, token_hash, created_at) VALUES (?, ?, ?, ?, ?)`,
          ).run(kitId, cohost.cohostId, cohost.label, cohost.tokenHash, cohost.createdAtMs);
          return "added" as const;
        })
      );
    },

    cohosts(kitId, nowMs) {
      return guarded(() => {
        if (!live(kitId, nowMs)) return null;
        return (statement(
          `SELECT cohost_id, label, created_at FROM kit_cohosts WHERE kit_id = ?
           ORDER BY created_at, cohost_id`,
        ).all(kitId) as CohostRow[]).map(cohostOf);
      });
    },

    removeCohost(kitId, cohostId, nowMs) {
      return guarded(() =>
        write(() => {
          if (!live(kitId, nowMs)) return false;
          const removed = statement("DELETE FROM kit_cohosts WHERE kit_id = ? AND cohost_id = ?").run(
            kitId,
            cohostId,
          );
          return Number(removed.changes) > 0;
        })
      );
    },

    isCohost(kitId, tokenHash, nowMs) {
      return guarded(() => {
        const rows = statement(
          `SELECT c.token_hash FROM kit_cohosts c JOIN kits k ON k.id = c.kit_id
           WHERE c.kit_id = ? AND k.expires_at > ?`,
        ).all(kitId, nowMs) as Array<{ token_hash: string }>;
        return anyHashIs(rows.map((row) => row.token_hash), tokenHash);
      });
    },
  };
}
