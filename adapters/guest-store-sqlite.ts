/**
 * The guest half of the SQLite kit store (issue 28): answers in `guests`, beside their kit (deleted with it: ON
 * DELETE CASCADE), and each kit's RSVP settings as columns of `kits`. Every write that counts answers runs in one
 * write transaction (BEGIN IMMEDIATE), so a second process answering at once waits and then counts the first
 * one's answer: the capacity and the guest limit hold across processes. Tokens arrive hashed and are compared
 * in constant time; node:sqlite is synchronous, so nothing else runs inside a transaction. The owner's questions,
 * a guest's replies and companions (issue 38) are JSON columns, null for none (guest-rows.ts reads them back).
 */
import type { StatementSync } from "node:sqlite";
import { type GuestStore, promotions, withChange } from "../brandkit/mod.ts";
import * as guestRows from "./guest-rows.ts";

/** What the guest store needs of the kit store's connection. */
export type SqliteGuestStoreDeps = {
  /** A prepared statement, prepared once. */
  statement: (text: string) => StatementSync;
  /** Runs `work` in one write transaction, rolled back if it throws. */
  write: <T>(work: () => T) => T;
  /** Runs a call; a file that cannot be used for now becomes STORE_UNAVAILABLE. */
  guarded: <T>(work: () => T | Promise<T>) => Promise<T>;
};

/** The guest store over the kit store's connection (openSqliteKitStore composes it). */
export function createSqliteGuestStore(deps: SqliteGuestStoreDeps): GuestStore {
  const { statement, write, guarded } = deps;
  const kitRow = (kitId: string, nowMs: number) =>
    statement(`SELECT ${guestRows.KIT_RSVP_COLUMNS} FROM kits WHERE id = ? AND expires_at > ?`)
      .get(kitId, nowMs) as guestRows.KitRsvpRow | undefined;
  const guestRow = (kitId: string, guestId: string) =>
    statement("SELECT * FROM guests WHERE kit_id = ? AND guest_id = ?").get(kitId, guestId) as
      | guestRows.GuestRow
      | undefined;
  /** People going, but for one answer. */
  const goingPeople = (kitId: string, exceptGuestId = "") =>
    (statement(
      `SELECT COALESCE(SUM(party), 0) AS people FROM guests
       WHERE kit_id = ? AND status = 'going' AND guest_id <> ?`,
    ).get(kitId, exceptGuestId) as { people: number }).people;
  /**
   * Moves the waitlist up into the places free under `capacity`, marking when (`promoted_at`: the mail step tells
   * each guest with an address, then clears it).
   */
  const promote = (kitId: string, capacity: number | null, nowMs: number) => {
    const waitlisted = statement(
      "SELECT guest_id, party FROM guests WHERE kit_id = ? AND status = 'waitlist' ORDER BY seq",
    ).all(kitId) as Array<{ guest_id: string; party: number }>;
    if (waitlisted.length === 0) return;
    const moved = promotions(
      waitlisted.map((row) => ({ guestId: row.guest_id, party: row.party })),
      goingPeople(kitId),
      capacity,
    );
    const setGoing = statement(
      "UPDATE guests SET status = 'going', promoted_at = ? WHERE kit_id = ? AND guest_id = ?",
    );
    for (const guestId of moved) setGoing.run(nowMs, kitId, guestId);
  };

  return {
    addGuest(kitId, guest, maxGuests, nowMs) {
      return guarded(() =>
        write(() => {
          const kit = kitRow(kitId, nowMs);
          if (!kit) return { verdict: "not-found" as const };
          if (guest.answerKey !== undefined) {
            const earlier = statement("SELECT * FROM guests WHERE kit_id = ? AND answer_key = ?").get(
              kitId,
              guest.answerKey,
            ) as guestRows.GuestRow | undefined;
            if (earlier && Number(earlier.created_at) > guestRows.replaySince(nowMs)) {
              statement("UPDATE guests SET token_hash = ? WHERE kit_id = ? AND guest_id = ?")
                .run(guest.tokenHash, kitId, earlier.guest_id);
              return { verdict: "replayed" as const, guest: guestRows.guestOf(earlier) };
            }
            // A key older than the replay window is free again.
            if (earlier) {
              statement("UPDATE guests SET answer_key = NULL WHERE kit_id = ? AND guest_id = ?")
                .run(kitId, earlier.guest_id);
            }
          }
          const count = statement(
            `SELECT COUNT(*) AS answers, COALESCE(MAX(seq), 0) AS last,
               COALESCE(SUM(CASE WHEN status = 'going' THEN party ELSE 0 END), 0) AS going
             FROM guests WHERE kit_id = ?`,
          ).get(kitId) as { answers: number; last: number; going: number };
          const decision = guestRows.admitGuest({ kit, count, guest, maxGuests, nowMs });
          if ("verdict" in decision) return decision;
          statement(
            `INSERT INTO guests (kit_id, guest_id, seq, token_hash, name, answer, status, party, note,
               answers, companions, answer_key, email, check_in_code, created_at, updated_at)
             VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
          ).run(
            kitId,
            guest.guestId,
            count.last + 1,
            guest.tokenHash,
            guest.name,
            guest.answer,
            decision.status,
            guest.party,
            guest.note,
            guestRows.jsonColumnOf(guest.answers),
            guestRows.jsonColumnOf(guest.companions),
            guest.answerKey ?? null,
            guest.email ?? null,
            guest.checkInCode,
            nowMs,
            nowMs,
          );
          return { verdict: "added" as const, status: decision.status };
        })
      );
    },

    guest(kitId, guestId, tokenHash, nowMs) {
      return guarded(() => {
        const kit = kitRow(kitId, nowMs);
        const row = kit ? guestRow(kitId, guestId) : undefined;
        return guestRows.tokenRefusal(row, tokenHash) ?? {
          verdict: "done" as const,
          guest: guestRows.guestOf(row!),
          questions: guestRows.settingsOf(kit!).questions,
        };
      });
    },

    changeGuest(kitId, guestId, tokenHash, change, nowMs) {
      return guarded(() =>
        write(() => {
          const kit = kitRow(kitId, nowMs);
          const row = kit ? guestRow(kitId, guestId) : undefined;
          if (!kit || !row) return { verdict: "not-found" as const };
          // The token first: nothing else is read for a change that is not the guest's.
          const refusal = guestRows.tokenRefusal(row, tokenHash);
          if (refusal) return refusal;
          const othersGoingPeople = goingPeople(kitId, guestId);
          const revised = guestRows.reviseGuest({ kit, row, change, othersGoingPeople, nowMs });
          if ("verdict" in revised) return revised;
          const { next, status, settings } = revised;
          statement(
            `UPDATE guests SET name = ?, answer = ?, status = ?, party = ?, note = ?, answers = ?,
               companions = ?, email = ?, updated_at = ?
             WHERE kit_id = ? AND guest_id = ?`,
          ).run(
            next.name,
            next.answer,
            status,
            next.party,
            next.note,
            guestRows.jsonColumnOf(next.answers),
            guestRows.jsonColumnOf(next.companions),
            guestRows.emailAfter(row, change),
            nowMs,
            kitId,
            guestId,
          );
          promote(kitId, settings.capacity, nowMs);
          return {
            verdict: "done" as const,
            guest: guestRows.guestOf(guestRow(kitId, guestId)!),
            questions: settings.questions,
          };
        })
      );
    },

    removeGuest(kitId, guestId, tokenHash, nowMs) {
      return guarded(() =>
        write(() => {
          const kit = kitRow(kitId, nowMs);
          const row = kit ? guestRow(kitId, guestId) : undefined;
          if (!kit || !row) return "not-found" as const;
          if (!guestRows.mayRemove(kit, row, tokenHash)) return "forbidden" as const;
          statement("DELETE FROM guests WHERE kit_id = ? AND guest_id = ?").run(kitId, guestId);
          promote(kitId, kit.rsvp_capacity, nowMs);
          return "done" as const;
        })
      );
    },

    guestList(kitId, nowMs) {
      return guarded(() => {
        const kit = kitRow(kitId, nowMs);
        if (!kit) return null;
        const rows = statement("SELECT * FROM guests WHERE kit_id = ? ORDER BY seq").all(
          kitId,
        ) as guestRows.GuestRow[];
        return { settings: guestRows.settingsOf(kit), guests: rows.map(guestRows.guestOf) };
      });
    },

    guestTally(kitId, nowMs) {
      return guarded(() => {
        const kit = kitRow(kitId, nowMs);
        if (!kit) return null;
        const rows = statement(
          "SELECT status, COUNT(*) AS answers, SUM(party) AS people FROM guests WHERE kit_id = ? GROUP BY status",
        ).all(kitId) as guestRows.StatusRow[];
        const tally = guestRows.tallyOf(kit, rows);
        if (!tally.settings.showNames) return tally;
        const names = statement("SELECT name FROM guests WHERE kit_id = ? AND status = 'going' ORDER BY seq")
          .all(kitId) as Array<{ name: string }>;
        return { ...tally, goingNames: names.map((row) => row.name) };
      });
    },

    setRsvpSettings(kitId, change, nowMs) {
      return guarded(() =>
        write(() => {
          const kit = kitRow(kitId, nowMs);
          if (!kit) return null;
          const settings = withChange(guestRows.settingsOf(kit), change);
          statement(
            `UPDATE kits SET rsvp_open = ?, rsvp_closes_at = ?, rsvp_capacity = ?, rsvp_show_names = ?,
               rsvp_questions = ?, listed = ?
             WHERE id = ?`,
          ).run(
            settings.open ? 1 : 0,
            settings.closesAtMs,
            settings.capacity,
            settings.showNames ? 1 : 0,
            guestRows.jsonColumnOf(settings.questions),
            settings.listed ? 1 : 0,
            kitId,
          );
          promote(kitId, settings.capacity, nowMs);
          return settings;
        })
      );
    },
  };
}
