import { describe, expect, it } from "vitest";
import { createHash } from "node:crypto";
import {
  guestOf,
  type GuestRow,
  type KitRsvpRow,
  kitStoreMigrations,
  POSTGRES,
  settingsOf,
  SQLITE,
} from "../../adapters/kit-store-schema.ts";

const fingerprint = (text: string) => createHash("sha256").update(text).digest("hex").slice(0, 16);

describe("the kit store's migrations", () => {
  it("are the released texts, for each database: a released version never changes", () => {
    expect(kitStoreMigrations(SQLITE).map(fingerprint)).toEqual([
      "291206c81e489c39",
      "bcd6531488dac7bd",
      "93b9fbfa136a9f7e",
    ]);
    expect(kitStoreMigrations(POSTGRES).map(fingerprint)).toEqual([
      "4b2775d982448feb",
      "bcd6531488dac7bd",
      "12a9c61740fcb0fa",
    ]);
  });

  it("differ between the databases only in the types of times and flags", () => {
    const sqlite = kitStoreMigrations(SQLITE).join("\n");
    const postgres = kitStoreMigrations(POSTGRES).join("\n");
    expect(sqlite).not.toMatch(/BIGINT|BOOLEAN|TRUE|FALSE/);
    expect(postgres.replace(/BIGINT|BOOLEAN/g, "INTEGER").replace(/TRUE/, "1").replace(/FALSE/, "0"))
      .toBe(sqlite);
  });
});

describe("a row read back", () => {
  const guest = {
    guest_id: "g1",
    token_hash: "hash",
    name: "Ana",
    answer: "yes",
    status: "going",
    party: 2,
    note: "",
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
