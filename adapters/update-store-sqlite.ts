/**
 * The updates half of the SQLite kit store (issue 38): the owner's updates in `kit_updates`, beside their kit
 * (deleted with it: ON DELETE CASCADE). Adding one counts the kit's updates of the window and inserts in one write
 * transaction (BEGIN IMMEDIATE), so two processes posting at once never both pass the daily limit.
 */
import type { StatementSync } from "node:sqlite";
import { updateFreeAt, type UpdateStore } from "../brandkit/mod.ts";
import { updateOf, type UpdateRow } from "./update-rows.ts";

/** What the update store needs of the kit store's connection. */
export type SqliteUpdateStoreDeps = {
  /** A prepared statement, prepared once. */
  statement: (text: string) => StatementSync;
  /** Runs `work` in one write transaction, rolled back if it throws. */
  write: <T>(work: () => T) => T;
  /** Runs a call; a file that cannot be used for now becomes STORE_UNAVAILABLE. */
  guarded: <T>(work: () => T | Promise<T>) => Promise<T>;
};

/** The update store over the kit store's connection (openSqliteKitStore composes it). */
export function createSqliteUpdateStore(deps: SqliteUpdateStoreDeps): UpdateStore {
  const { statement, write, guarded } = deps;
  const live = (kitId: string, nowMs: number) =>
    statement("SELECT 1 FROM kits WHERE id = ? AND expires_at > ?").get(kitId, nowMs) !== undefined;

  return {
    addUpdate(kitId, update, limit, nowMs) {
      return guarded(() =>
        write(() => {
          if (!live(kitId, nowMs)) return { verdict: "not-found" as const };
          const times = (statement(
            "SELECT created_at FROM kit_updates WHERE kit_id = ? AND created_at > ?",
          ).all(kitId, nowMs - limit.windowMs) as Array<{ created_at: number }>).map((row) =>
            Number(row.created_at)
          );
          const freeAtMs = updateFreeAt(times, limit.max, limit.windowMs, nowMs);
          if (freeAtMs !== null) return { verdict: "limit" as const, freeAtMs };
          statement("INSERT INTO kit_updates (kit_id, update_id, text, created_at) VALUES (?, ?, ?, ?)")
            .run(kitId, update.updateId, update.text, update.createdAtMs);
          return { verdict: "added" as const };
        })
      );
    },

    removeUpdate(kitId, updateId, nowMs) {
      return guarded(() =>
        write(() => {
          if (!live(kitId, nowMs)) return false;
          // The row stays, its text cleared: a removed update still counts against the day's limit.
          const result = statement(
            `UPDATE kit_updates SET removed_at = ?, text = ''
             WHERE kit_id = ? AND update_id = ? AND removed_at IS NULL`,
          ).run(nowMs, kitId, updateId);
          return Number(result.changes) > 0;
        })
      );
    },

    updates(kitId, nowMs) {
      return guarded(() => {
        if (!live(kitId, nowMs)) return null;
        return (statement(
          `SELECT update_id, text, created_at FROM kit_updates WHERE kit_id = ? AND removed_at IS NULL
           ORDER BY created_at DESC, update_id DESC`,
        ).all(kitId) as UpdateRow[]).map(updateOf);
      });
    },
  };
}
