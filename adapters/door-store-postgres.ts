/**
 * The door half of the Postgres kit store (issue 39): check-ins on `guests`, co-hosts in `kit_cohosts`, beside
 * their kit (deleted with it: ON DELETE CASCADE). A check-in is one conditional UPDATE (only an answer going and
 * not yet checked in): a second scan of the same code, on any instance, waits for the first one's row lock, finds
 * the answer checked in and changes nothing, so two scans at once give exactly one check-in. Adding a co-host
 * locks its kit's row to count, so the limit holds across instances.
 */
import type postgres from "postgres";
import type { DoorStore } from "../brandkit/mod.ts";
import { anyHashIs, cohostOf, type CohostRow } from "./door-rows.ts";
import { guestOf, type GuestRow } from "./guest-rows.ts";

export type PostgresDoorStoreDeps = {
  sql: postgres.Sql;
  /** Runs `work` once the schema is ready; any failure becomes a BrandKitError (STORE_UNAVAILABLE when down). */
  guarded: <T>(work: () => Promise<T>) => Promise<T>;
};

/** The door store over the kit store's pool (openPostgresKitStore composes it). */
export function createPostgresDoorStore(deps: PostgresDoorStoreDeps): DoorStore {
  const { sql, guarded } = deps;
  const live = async (kitId: string, nowMs: number) =>
    (await sql`SELECT 1 FROM kits WHERE id = ${kitId} AND expires_at > ${nowMs}`).length > 0;

  return {
    checkIn(kitId, code, atMs, nowMs) {
      return guarded(async () => {
        const [checkedIn] = await sql<GuestRow[]>`UPDATE guests SET checked_in_at = ${atMs}
          WHERE kit_id = ${kitId} AND check_in_code = ${code} AND status = 'going' AND checked_in_at IS NULL
            AND EXISTS (SELECT 1 FROM kits WHERE id = ${kitId} AND expires_at > ${nowMs})
          RETURNING *`;
        if (checkedIn) return { verdict: "checked-in" as const, guest: guestOf(checkedIn) };
        const [row] = await sql<GuestRow[]>`SELECT g.* FROM guests g JOIN kits k ON k.id = g.kit_id
          WHERE g.kit_id = ${kitId} AND g.check_in_code = ${code} AND k.expires_at > ${nowMs}`;
        if (!row || row.status !== "going" || row.checked_in_at === null) {
          return { verdict: "not-found" as const };
        }
        return { verdict: "already" as const, guest: guestOf(row) };
      });
    },

    undoCheckIn(kitId, guestId, nowMs) {
      return guarded(async () => {
        const undone = await sql`UPDATE guests SET checked_in_at = NULL
          WHERE kit_id = ${kitId} AND guest_id = ${guestId}
            AND EXISTS (SELECT 1 FROM kits WHERE id = ${kitId} AND expires_at > ${nowMs})
          RETURNING guest_id`;
        return undone.length > 0;
      });
    },

    addCohost(kitId, cohost, max, nowMs) {
      return guarded(() =>
        sql.begin(async (tx) => {
          const [kit] = await tx`SELECT 1 FROM kits WHERE id = ${kitId} AND expires_at > ${nowMs} FOR UPDATE`;
          if (!kit) return "not-found" as const;
          const [{ count }] = await tx<{ count: number }[]>`SELECT COUNT(*)::int AS count FROM kit_cohosts
            WHERE kit_id = ${kitId}`;
          if (count >= max) return "limit" as const;
          await tx`INSERT INTO kit_cohosts (kit_id, cohost_id, label, token_hash, created_at)
            VALUES (${kitId}, ${cohost.cohostId}, ${cohost.label}, ${cohost.tokenHash}, ${cohost.createdAtMs})`;
          return "added" as const;
        })
      );
    },

    cohosts(kitId, nowMs) {
      return guarded(async () => {
        if (!await live(kitId, nowMs)) return null;
        const rows = await sql<CohostRow[]>`SELECT cohost_id, label, created_at FROM kit_cohosts
          WHERE kit_id = ${kitId} ORDER BY created_at, cohost_id`;
        return rows.map(cohostOf);
      });
    },

    removeCohost(kitId, cohostId, nowMs) {
      return guarded(async () => {
        const removed = await sql`DELETE FROM kit_cohosts
          WHERE kit_id = ${kitId} AND cohost_id = ${cohostId}
            AND EXISTS (SELECT 1 FROM kits WHERE id = ${kitId} AND expires_at > ${nowMs})
          RETURNING cohost_id`;
        return removed.length > 0;
      });
    },

    isCohost(kitId, tokenHash, nowMs) {
      return guarded(async () => {
        const rows = await sql<{ token_hash: string }[]>`SELECT c.token_hash FROM kit_cohosts c
          JOIN kits k ON k.id = c.kit_id WHERE c.kit_id = ${kitId} AND k.expires_at > ${nowMs}`;
        return anyHashIs(rows.map((row) => row.token_hash), tokenHash);
      });
    },
  };
}
