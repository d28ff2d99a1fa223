/**
 * The guest half of the Postgres kit store (issue 28): answers in `guests`, beside their kit (deleted with it: ON
 * DELETE CASCADE), and each kit's RSVP settings as columns of `kits`. Every write that counts answers first locks
 * its kit's row (SELECT ... FOR UPDATE), so instances answering one kit at once take turns: the capacity, the
 * guest limit and the waitlist's order hold however many instances share the database. Tokens arrive hashed and
 * are compared in constant time. The owner's questions, a guest's replies and companions (issue 38) are JSON
 * columns (TEXT), null for none (guest-rows.ts reads them back).
 */
import type postgres from "postgres";
import { type GuestStore, promotions, withChange } from "../brandkit/mod.ts";
import * as guestRows from "./guest-rows.ts";

type Sql = postgres.Sql;
type Tx = postgres.TransactionSql;
/** A transaction or the pool: reads run on either. */
type Query = Sql | Tx;

export type PostgresGuestStoreDeps = {
  sql: Sql;
  /** Runs `work` once the schema is ready; any failure becomes a BrandKitError (STORE_UNAVAILABLE when down). */
  guarded: <T>(work: () => Promise<T>) => Promise<T>;
};

/** The guest store over the kit store's pool (openPostgresKitStore composes it). */
export function createPostgresGuestStore(deps: PostgresGuestStoreDeps): GuestStore {
  const { sql, guarded } = deps;
  /** The live kit's RSVP columns; locked for the transaction when `lock`. */
  const kitRow = async (query: Query, kitId: string, nowMs: number, lock: boolean) => {
    // The columns of guestRows.KIT_RSVP_COLUMNS.
    const [row] = lock
      ? await query<guestRows.KitRsvpRow[]>`SELECT owner_hash, rsvp_open, rsvp_closes_at, rsvp_capacity,
            rsvp_show_names, rsvp_questions, listed
          FROM kits WHERE id = ${kitId} AND expires_at > ${nowMs} FOR UPDATE`
      : await query<guestRows.KitRsvpRow[]>`SELECT owner_hash, rsvp_open, rsvp_closes_at, rsvp_capacity,
            rsvp_show_names, rsvp_questions, listed
          FROM kits WHERE id = ${kitId} AND expires_at > ${nowMs}`;
    return row;
  };
  const guestRow = async (query: Query, kitId: string, guestId: string) => {
    const [row] = await query<guestRows.GuestRow[]>`SELECT * FROM guests
      WHERE kit_id = ${kitId} AND guest_id = ${guestId}`;
    return row;
  };
  /** People going, but for one answer. */
  const goingPeople = async (tx: Tx, kitId: string, exceptGuestId = "") => {
    const [row] = await tx<{ people: number }[]>`SELECT COALESCE(SUM(party), 0)::int AS people FROM guests
      WHERE kit_id = ${kitId} AND status = 'going' AND guest_id <> ${exceptGuestId}`;
    return row.people;
  };
  /**
   * Moves the waitlist up into the places free under `capacity` (the kit's row is locked), marking when
   * (`promoted_at`: the mail step tells each guest with an address, then clears it).
   */
  const promote = async (tx: Tx, kitId: string, capacity: number | null, nowMs: number) => {
    const waitlisted = await tx<{ guest_id: string; party: number }[]>`SELECT guest_id, party FROM guests
      WHERE kit_id = ${kitId} AND status = 'waitlist' ORDER BY seq`;
    if (waitlisted.length === 0) return;
    const moved = promotions(
      waitlisted.map((row) => ({ guestId: row.guest_id, party: row.party })),
      await goingPeople(tx, kitId),
      capacity,
    );
    if (moved.length === 0) return;
    await tx`UPDATE guests SET status = 'going', promoted_at = ${nowMs}
      WHERE kit_id = ${kitId} AND guest_id = ANY(${tx.array(moved)}::text[])`;
  };

  return {
    addGuest(kitId, guest, maxGuests, nowMs) {
      return guarded(() =>
        sql.begin(async (tx) => {
          const kit = await kitRow(tx, kitId, nowMs, true);
          if (!kit) return { verdict: "not-found" as const };
          if (guest.answerKey !== undefined) {
            const [earlier] = await tx<guestRows.GuestRow[]>`SELECT * FROM guests
              WHERE kit_id = ${kitId} AND answer_key = ${guest.answerKey}`;
            if (earlier && Number(earlier.created_at) > guestRows.replaySince(nowMs)) {
              await tx`UPDATE guests SET token_hash = ${guest.tokenHash}
                WHERE kit_id = ${kitId} AND guest_id = ${earlier.guest_id}`;
              return { verdict: "replayed" as const, guest: guestRows.guestOf(earlier) };
            }
            // A key older than the replay window is free again.
            if (earlier) {
              await tx`UPDATE guests SET answer_key = NULL
                WHERE kit_id = ${kitId} AND guest_id = ${earlier.guest_id}`;
            }
          }
          const [count] = await tx<{ answers: number; last: number; going: number }[]>`SELECT
              COUNT(*)::int AS answers, COALESCE(MAX(seq), 0)::int AS last,
              COALESCE(SUM(party) FILTER (WHERE status = 'going'), 0)::int AS going
            FROM guests WHERE kit_id = ${kitId}`;
          const decision = guestRows.admitGuest({ kit, count, guest, maxGuests, nowMs });
          if ("verdict" in decision) return decision;
          await tx`INSERT INTO guests (kit_id, guest_id, seq, token_hash, name, answer, status, party, note,
              answers, companions, answer_key, email, check_in_code, created_at, updated_at)
            VALUES (${kitId}, ${guest.guestId}, ${count.last + 1}, ${guest.tokenHash}, ${guest.name},
              ${guest.answer}, ${decision.status}, ${guest.party}, ${guest.note},
              ${guestRows.jsonColumnOf(guest.answers)}, ${guestRows.jsonColumnOf(guest.companions)},
              ${guest.answerKey ?? null}, ${guest.email ?? null}, ${guest.checkInCode}, ${nowMs}, ${nowMs})`;
          return { verdict: "added" as const, status: decision.status };
        })
      );
    },

    guest(kitId, guestId, tokenHash, nowMs) {
      return guarded(async () => {
        const kit = await kitRow(sql, kitId, nowMs, false);
        const row = kit ? await guestRow(sql, kitId, guestId) : undefined;
        return guestRows.tokenRefusal(row, tokenHash) ?? {
          verdict: "done" as const,
          guest: guestRows.guestOf(row!),
          questions: guestRows.settingsOf(kit!).questions,
        };
      });
    },

    changeGuest(kitId, guestId, tokenHash, change, nowMs) {
      return guarded(() =>
        sql.begin(async (tx) => {
          const kit = await kitRow(tx, kitId, nowMs, true);
          const row = kit ? await guestRow(tx, kitId, guestId) : undefined;
          if (!kit || !row) return { verdict: "not-found" as const };
          // The token first: nothing else is read for a change that is not the guest's.
          const refusal = guestRows.tokenRefusal(row, tokenHash);
          if (refusal) return refusal;
          const othersGoingPeople = await goingPeople(tx, kitId, guestId);
          const revised = guestRows.reviseGuest({ kit, row, change, othersGoingPeople, nowMs });
          if ("verdict" in revised) return revised;
          const { next, status, settings } = revised;
          await tx`UPDATE guests SET name = ${next.name}, answer = ${next.answer}, status = ${status},
              party = ${next.party}, note = ${next.note}, answers = ${guestRows.jsonColumnOf(next.answers)},
              companions = ${guestRows.jsonColumnOf(next.companions)},
              email = ${guestRows.emailAfter(row, change)}, updated_at = ${nowMs}
            WHERE kit_id = ${kitId} AND guest_id = ${guestId}`;
          await promote(tx, kitId, settings.capacity, nowMs);
          return {
            verdict: "done" as const,
            guest: guestRows.guestOf((await guestRow(tx, kitId, guestId))!),
            questions: settings.questions,
          };
        })
      );
    },

    removeGuest(kitId, guestId, tokenHash, nowMs) {
      return guarded(() =>
        sql.begin(async (tx) => {
          const kit = await kitRow(tx, kitId, nowMs, true);
          const row = kit ? await guestRow(tx, kitId, guestId) : undefined;
          if (!kit || !row) return "not-found" as const;
          if (!guestRows.mayRemove(kit, row, tokenHash)) return "forbidden" as const;
          await tx`DELETE FROM guests WHERE kit_id = ${kitId} AND guest_id = ${guestId}`;
          await promote(tx, kitId, kit.rsvp_capacity, nowMs);
          return "done" as const;
        })
      );
    },

    guestList(kitId, nowMs) {
      return guarded(async () => {
        const kit = await kitRow(sql, kitId, nowMs, false);
        if (!kit) return null;
        const rows = await sql<
          guestRows.GuestRow[]
        >`SELECT * FROM guests WHERE kit_id = ${kitId} ORDER BY seq`;
        return { settings: guestRows.settingsOf(kit), guests: rows.map(guestRows.guestOf) };
      });
    },

    guestTally(kitId, nowMs) {
      return guarded(async () => {
        const kit = await kitRow(sql, kitId, nowMs, false);
        if (!kit) return null;
        const rows = await sql<guestRows.StatusRow[]>`SELECT status,
            COUNT(*)::int AS answers, SUM(party)::int AS people
          FROM guests WHERE kit_id = ${kitId} GROUP BY status`;
        const tally = guestRows.tallyOf(kit, rows);
        if (!tally.settings.showNames) return tally;
        const names = await sql<{ name: string }[]>`SELECT name FROM guests
          WHERE kit_id = ${kitId} AND status = 'going' ORDER BY seq`;
        return { ...tally, goingNames: names.map((row) => row.name) };
      });
    },

    setRsvpSettings(kitId, change, nowMs) {
      return guarded(() =>
        sql.begin(async (tx) => {
          const kit = await kitRow(tx, kitId, nowMs, true);
          if (!kit) return null;
          const settings = withChange(guestRows.settingsOf(kit), change);
          await tx`UPDATE kits SET rsvp_open = ${settings.open}, rsvp_closes_at = ${settings.closesAtMs},
              rsvp_capacity = ${settings.capacity}, rsvp_show_names = ${settings.showNames},
              rsvp_questions = ${guestRows.jsonColumnOf(settings.questions)}, listed = ${settings.listed}
            WHERE id = ${kitId}`;
          await promote(tx, kitId, settings.capacity, nowMs);
          return settings;
        })
      );
    },
  };
}
