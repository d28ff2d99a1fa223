/**
 * The updates half of the Postgres kit store (issue 38): the owner's updates in `kit_updates`, beside their kit
 * (deleted with it: ON DELETE CASCADE). Adding one first locks its kit's row (SELECT ... FOR UPDATE), then counts
 * the kit's updates of the window and inserts, in one transaction: instances posting to one kit at once take
 * turns, and never both pass the daily limit.
 */
import type postgres from "postgres";
import { updateFreeAt, type UpdateStore } from "../brandkit/mod.ts";
import { updateOf, type UpdateRow } from "./update-rows.ts";

type Sql = postgres.Sql;

export type PostgresUpdateStoreDeps = {
  sql: Sql;
  /** Runs `work` once the schema is ready; any failure becomes a BrandKitError (STORE_UNAVAILABLE when down). */
  guarded: <T>(work: () => Promise<T>) => Promise<T>;
};

/** The update store over the kit store's pool (openPostgresKitStore composes it). */
export function createPostgresUpdateStore(deps: PostgresUpdateStoreDeps): UpdateStore {
  const { sql, guarded } = deps;

  return {
    addUpdate(kitId, update, limit, nowMs) {
      return guarded(() =>
        sql.begin(async (tx) => {
          const [kit] = await tx`SELECT 1 FROM kits WHERE id = ${kitId} AND expires_at > ${nowMs} FOR UPDATE`;
          if (!kit) return { verdict: "not-found" as const };
          const rows = await tx<{ created_at: string }[]>`SELECT created_at FROM kit_updates
            WHERE kit_id = ${kitId} AND created_at > ${nowMs - limit.windowMs}`;
          const freeAtMs = updateFreeAt(
            rows.map((row) => Number(row.created_at)),
            limit.max,
            limit.windowMs,
            nowMs,
          );
          if (freeAtMs !== null) return { verdict: "limit" as const, freeAtMs };
          await tx`INSERT INTO kit_updates (kit_id, update_id, text, created_at)
            VALUES (${kitId}, ${update.updateId}, ${update.text}, ${update.createdAtMs})`;
          return { verdict: "added" as const };
        })
      );
    },

    removeUpdate(kitId, updateId, nowMs) {
      return guarded(async () => {
        // The row stays, its text cleared: a removed update still counts against the day's limit.
        const removed = await sql`UPDATE kit_updates SET removed_at = ${nowMs}, text = ''
          WHERE kit_id = ${kitId} AND update_id = ${updateId} AND removed_at IS NULL
            AND EXISTS (SELECT 1 FROM kits WHERE id = ${kitId} AND expires_at > ${nowMs})
          RETURNING update_id`;
        return removed.length > 0;
      });
    },

    updates(kitId, nowMs) {
      return guarded(async () => {
        const [kit] = await sql`SELECT 1 FROM kits WHERE id = ${kitId} AND expires_at > ${nowMs}`;
        if (!kit) return null;
        const rows = await sql<UpdateRow[]>`SELECT update_id, text, created_at FROM kit_updates
          WHERE kit_id = ${kitId} AND removed_at IS NULL ORDER BY created_at DESC, update_id COLLATE "C" DESC`;
        return rows.map(updateOf);
      });
    },
  };
}
