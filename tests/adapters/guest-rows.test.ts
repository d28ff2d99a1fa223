import { describe, expect, it } from "vitest";
import {
  admitGuest,
  type AnswerCount,
  guestOf,
  type GuestRow,
  type KitRsvpRow,
  mayRemove,
  reviseGuest,
  settingsOf,
  tallyOf,
  tokenRefusal,
} from "../../adapters/guest-rows.ts";
import type { NewGuest } from "../../brandkit/rsvp/mod.ts";

describe("a row read back", () => {
  const guest = {
    guest_id: "g1",
    token_hash: "hash",
    name: "Ana",
    answer: "going",
    status: "going",
    party: 2,
    note: "",
    answer_key: null,
  } as const satisfies Partial<GuestRow>;

  it("gives the same guest whether its times came as SQLite numbers or Postgres BIGINT strings", () => {
    const fromSqlite = guestOf({ ...guest, created_at: 1_700_000_000_000, updated_at: 1_700_000_000_500 });
    const fromPostgres = guestOf({ ...guest, created_at: "1700000000000", updated_at: "1700000000500" });
    expect(fromPostgres).toEqual(fromSqlite);
    expect(fromSqlite).toMatchObject({
      guestId: "g1",
      createdAtMs: 1_700_000_000_000,
      updatedAtMs: 1_700_000_000_500,
    });
  });

  it("gives the same RSVP settings whether its flags came as 0/1 or as booleans", () => {
    const sqlite: KitRsvpRow = {
      owner_hash: "h",
      rsvp_open: 1,
      rsvp_closes_at: 1_800_000_000_000,
      rsvp_capacity: 40,
      rsvp_show_names: 0,
    };
    const postgres: KitRsvpRow = {
      ...sqlite,
      rsvp_open: true,
      rsvp_closes_at: "1800000000000",
      rsvp_show_names: false,
    };
    expect(settingsOf(postgres)).toEqual(settingsOf(sqlite));
    expect(settingsOf(sqlite)).toEqual({
      open: true,
      closesAtMs: 1_800_000_000_000,
      capacity: 40,
      showNames: false,
    });
  });

  it("keeps a kit without a closing time open-ended", () => {
    const row: KitRsvpRow = {
      owner_hash: "h",
      rsvp_open: false,
      rsvp_closes_at: null,
      rsvp_capacity: null,
      rsvp_show_names: true,
    };
    expect(settingsOf(row)).toEqual({ open: false, closesAtMs: null, capacity: null, showNames: true });
  });
});

describe("a new answer", () => {
  const NOW = 1_800_000_000_000;
  const openKit: KitRsvpRow = {
    owner_hash: "h",
    rsvp_open: 1,
    rsvp_closes_at: null,
    rsvp_capacity: 10,
    rsvp_show_names: 0,
  };
  const none: AnswerCount = { answers: 0, last: 0, going: 0 };
  const going: NewGuest = { guestId: "g1", tokenHash: "t", name: "Ana", answer: "going", party: 2, note: "" };

  it("is going while there is room", () => {
    expect(admitGuest({ kit: openKit, count: none, guest: going, maxGuests: 500, nowMs: NOW })).toEqual({
      status: "going",
    });
  });

  it("waits on the list once the places are taken", () => {
    const full: AnswerCount = { answers: 5, last: 5, going: 10 };
    expect(admitGuest({ kit: openKit, count: full, guest: going, maxGuests: 500, nowMs: NOW })).toEqual({
      status: "waitlist",
    });
  });

  it("is refused as closed when the owner closed answers, with the reason", () => {
    const closed = { ...openKit, rsvp_open: 0 };
    expect(admitGuest({ kit: closed, count: none, guest: going, maxGuests: 500, nowMs: NOW })).toEqual({
      verdict: "closed",
      reason: "closed-by-owner",
    });
  });

  it("is refused at the guest limit", () => {
    const many: AnswerCount = { answers: 500, last: 500, going: 3 };
    expect(
      admitGuest({
        kit: { ...openKit, rsvp_capacity: null },
        count: many,
        guest: going,
        maxGuests: 500,
        nowMs: NOW,
      }),
    )
      .toEqual({ verdict: "guest-limit" });
  });
});

describe("a guest's token", () => {
  const row = { token_hash: "a".repeat(64) };

  it("opens its own answer", () => {
    expect(tokenRefusal(row, "a".repeat(64))).toBeUndefined();
  });

  it("is forbidden another's answer", () => {
    expect(tokenRefusal(row, "b".repeat(64))).toEqual({ verdict: "forbidden" });
  });

  it("finds nothing where there is no answer", () => {
    expect(tokenRefusal(undefined, "a".repeat(64))).toEqual({ verdict: "not-found" });
  });
});

describe("a changed answer", () => {
  const NOW = 1_800_000_000_000;
  const TOKEN = "t".repeat(64);
  const kit: KitRsvpRow = {
    owner_hash: "o",
    rsvp_open: 1,
    rsvp_closes_at: null,
    rsvp_capacity: 4,
    rsvp_show_names: 0,
  };
  const row: GuestRow = {
    guest_id: "g1",
    token_hash: TOKEN,
    name: "Ana",
    answer: "maybe",
    status: "maybe",
    party: 1,
    note: "",
    answer_key: null,
    created_at: NOW - 1_000,
    updated_at: NOW - 1_000,
  };

  it("is written with the fields changed and the rest kept, and its status by the rules", () => {
    const revised = reviseGuest({
      kit,
      row,
      change: { answer: "going", party: 2 },
      othersGoingPeople: 1,
      nowMs: NOW,
    });
    expect(revised).toMatchObject({ status: "going", next: { name: "Ana", answer: "going", party: 2 } });
  });

  it("waits on the list when the others going leave no room for its party", () => {
    const revised = reviseGuest({
      kit,
      row,
      change: { answer: "going", party: 2 },
      othersGoingPeople: 3,
      nowMs: NOW,
    });
    expect(revised).toMatchObject({ status: "waitlist" });
  });

  it("is refused while answers are closed", () => {
    const closed = { ...kit, rsvp_closes_at: NOW - 1 };
    expect(
      reviseGuest({
        kit: closed,
        row,
        change: { note: "late" },
        othersGoingPeople: 0,
        nowMs: NOW,
      }),
    )
      .toEqual({ verdict: "closed", reason: "deadline-passed" });
  });
});

describe("removing an answer", () => {
  const kit = { owner_hash: "o".repeat(64) };
  const row = { token_hash: "g".repeat(64) };

  it("is allowed to the guest and to the owner, and to no one else", () => {
    expect(mayRemove(kit, row, "g".repeat(64))).toBe(true);
    expect(mayRemove(kit, row, "o".repeat(64))).toBe(true);
    expect(mayRemove(kit, row, "x".repeat(64))).toBe(false);
  });
});

describe("a kit's tally", () => {
  const kit: KitRsvpRow = {
    owner_hash: "o",
    rsvp_open: 1,
    rsvp_closes_at: null,
    rsvp_capacity: null,
    rsvp_show_names: 1,
  };

  it("counts people and answers by status, and every status it has no answers for as none", () => {
    const tally = tallyOf(kit, [
      { status: "going", answers: 2, people: 5 },
      { status: "waitlist", answers: 1, people: 2 },
    ]);
    expect(tally).toEqual({
      settings: { open: true, closesAtMs: null, capacity: null, showNames: true },
      people: { going: 5, maybe: 0, no: 0, waitlist: 2 },
      responses: { going: 2, maybe: 0, no: 0, waitlist: 1 },
    });
  });
});
