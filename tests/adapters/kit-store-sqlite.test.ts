import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { DatabaseSync } from "node:sqlite";
import { fileURLToPath } from "node:url";
import { hashOwnerToken, newKitId, newOwnerToken, sameHash } from "../../brandkit/kept/kept-kits.ts";
import { migrate, openSqliteKitStore, SQLITE_MIGRATIONS } from "../../adapters/kit-store-sqlite.ts";
import { BrandKitError } from "../../brandkit/errors.ts";
import { KIT_ID_PATTERN } from "../../brandkit/schemas.ts";
import { DAY_MS, describeKitStore, keep, NOW } from "./_kit-store-cases.ts";
import { answer, describeGuestStore } from "./_guest-store-cases.ts";
import { DEFAULT_RSVP_SETTINGS } from "../../brandkit/rsvp/mod.ts";
import { REMINDER_KITS_SQL } from "../../adapters/mail-store-sqlite.ts";

const MIGRATOR = fileURLToPath(new URL("./support/migrate-sqlite.ts", import.meta.url));

let dir: string;

/** Runs the migrator in `count` processes at once on `file`; returns the versions each applied. */
async function migrateFromProcesses(file: string, count: number): Promise<number[][]> {
  const runs = await Promise.all(
    Array.from(
      { length: count },
      () =>
        new Deno.Command(Deno.execPath(), {
          args: ["run", "-A", MIGRATOR, file],
          stdout: "piped",
          stderr: "piped",
        })
          .output(),
    ),
  );
  return runs.map((run) => {
    expect(new TextDecoder().decode(run.stderr)).toBe("");
    return JSON.parse(new TextDecoder().decode(run.stdout)) as number[];
  });
}

/** A file at schema version 1 holding one kit (as version 1 kept it) that shows `a.png`; returns the kit's id. */
function fileAtVersionOne(file: string): string {
  const db = new DatabaseSync(file);
  expect(migrate(db, SQLITE_MIGRATIONS.slice(0, 1))).toEqual([1]);
  const id = newKitId();
  db.prepare("INSERT INTO kits (id, kit_json, owner_hash, created_at, expires_at) VALUES (?, ?, ?, ?, ?)")
    .run(id, JSON.stringify({ selectedName: "Glow Fest" }), "hash", NOW, NOW + DAY_MS);
  db.prepare("INSERT INTO kit_media (kit_id, media_id) VALUES (?, ?)").run(id, "a.png");
  db.close();
  return id;
}

beforeEach(async () => {
  dir = await Deno.makeTempDir({ prefix: "brandkit-kits-" });
});
afterEach(async () => {
  await Deno.remove(dir, { recursive: true });
});

describe("kit ids and owner tokens", () => {
  it("are URL-safe, carry at least 128 random bits, and never repeat", () => {
    const ids = new Set(Array.from({ length: 1_000 }, newKitId));
    expect(ids.size).toBe(1_000);
    for (const id of ids) expect(id).toMatch(KIT_ID_PATTERN);
    expect(newOwnerToken()).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it("keep only the token's hash, compared whole", async () => {
    const hash = await hashOwnerToken("secret");
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(sameHash(hash, await hashOwnerToken("secret"))).toBe(true);
    expect(sameHash(hash, await hashOwnerToken("secreT"))).toBe(false);
    expect(sameHash(hash, hash.slice(1))).toBe(false);
  });
});

describeKitStore("the SQLite kit store", () => Promise.resolve(openSqliteKitStore(`${dir}/kits.sqlite`)));

describeGuestStore("the SQLite kit store's guests", () => {
  const file = `${dir}/kits.sqlite`;
  const guestRows = () => {
    const db = new DatabaseSync(file);
    try {
      return Promise.resolve(
        (db.prepare("SELECT COUNT(*) AS count FROM guests").get() as { count: number }).count,
      );
    } finally {
      db.close();
    }
  };
  return Promise.resolve({ store: openSqliteKitStore(file), guestRows });
});

describe("the SQLite kit store's file", () => {
  it("keeps its kits across a reopen, and migrating again applies nothing", async () => {
    let store = openSqliteKitStore(`${dir}/kits.sqlite`);
    const { id } = await keep(store, ["a.png"]);
    await store.close();
    store = openSqliteKitStore(`${dir}/kits.sqlite`);
    expect((await store.get(id, NOW))?.id).toBe(id);
    await store.close();
    const db = new DatabaseSync(`${dir}/kits.sqlite`);
    expect(migrate(db)).toEqual([]);
    db.close();
  });

  it("applies each migration exactly once when several processes open a new file at once", async () => {
    const file = `${dir}/fresh.sqlite`;
    const applied = await migrateFromProcesses(file, 4);
    expect(applied.flat().sort((a, b) => a - b)).toEqual(SQLITE_MIGRATIONS.map((_, index) => index + 1));
    const db = new DatabaseSync(file);
    expect(db.prepare("SELECT COUNT(*) AS count FROM schema_migrations").get()).toEqual({
      count: SQLITE_MIGRATIONS.length,
    });
    db.close();
  });

  it("migrates a file at version 1 to the latest, keeping its kit, once however many processes migrate at once", async () => {
    const file = `${dir}/version-1.sqlite`;
    const id = fileAtVersionOne(file);
    expect((await migrateFromProcesses(file, 2)).flat()).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    const store = openSqliteKitStore(file);
    expect(await store.get(id, NOW)).toMatchObject({ mediaIds: ["a.png"], revision: 0, files: {} });
    expect(await store.addFiles(id, 0, { "story.png": "story.png" }, NOW)).toBe(true);
    expect(await store.keptMedia(["a.png", "story.png"], NOW)).toEqual(new Set(["a.png", "story.png"]));
    // Version 3: a kit kept before RSVP takes answers, with the default settings.
    expect((await answer(store, id, "Amara")).verdict).toEqual({ verdict: "added", status: "going" });
    expect((await store.guestList(id, NOW))?.settings).toEqual(DEFAULT_RSVP_SETTINGS);
    await store.close();
  });

  it("gives answers kept before tickets (version 9) a code of their token hash's first 12 hex digits", async () => {
    const file = `${dir}/version-9.sqlite`;
    const id = fileAtVersionOne(file);
    const db = new DatabaseSync(file);
    expect(migrate(db, SQLITE_MIGRATIONS.slice(0, 9))).toEqual([2, 3, 4, 5, 6, 7, 8, 9]);
    const tokenHash = "ab12cd34ef56" + "0".repeat(52);
    db.prepare(
      `INSERT INTO guests (kit_id, guest_id, seq, token_hash, name, answer, status, party, note, created_at, updated_at)
       VALUES (?, 'g1', 1, ?, 'Amara', 'going', 'going', 1, '', ?, ?)`,
    ).run(id, tokenHash, NOW, NOW);
    expect(migrate(db)).toEqual([10, 11, 12]);
    db.close();

    const store = openSqliteKitStore(file);
    const checkedIn = await store.checkIn(id, "AB12CD34EF56", NOW, NOW);
    expect(checkedIn).toMatchObject({
      verdict: "checked-in",
      guest: { name: "Amara", checkInCode: "AB12CD34EF56" },
    });
    await store.close();
  });

  it("finds the kits a reminder may be due for through the event-date index, without reading every kit", async () => {
    const file = `${dir}/kits.sqlite`;
    await openSqliteKitStore(file).close();
    const db = new DatabaseSync(file);
    try {
      const plan = db.prepare(`EXPLAIN QUERY PLAN ${REMINDER_KITS_SQL}`).all(NOW, "2027-05-01", "2027-05-03")
        .map((step) => (step as { detail: string }).detail);
      expect(plan).toContainEqual(expect.stringMatching(/^SEARCH kits USING INDEX kits_by_event_date/));
      expect(plan).not.toContainEqual(expect.stringMatching(/^SCAN kits/));
    } finally {
      db.close();
    }
  });

  it("says STORE_UNAVAILABLE, naming the file, while another process holds its write lock", async () => {
    const file = `${dir}/kits.sqlite`;
    const store = openSqliteKitStore(file, { busyTimeoutMs: 20 });
    const other = new DatabaseSync(file);
    other.exec("BEGIN IMMEDIATE");
    try {
      const failure = await keep(store, ["a.png"]).catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(BrandKitError);
      expect(failure).toMatchObject({
        code: "STORE_UNAVAILABLE",
        message: `The kit database at ${file} cannot be reached.`,
        retryAfter: 5,
      });
      await expect(store.ping()).resolves.toBeUndefined();
    } finally {
      other.exec("ROLLBACK");
      other.close();
    }
    const { id } = await keep(store, ["a.png"]);
    expect((await store.get(id, NOW))?.mediaIds).toEqual(["a.png"]);
    await store.close();
  });

  it("lets a failure that is a bug through as it is", async () => {
    const store = openSqliteKitStore(`${dir}/kits.sqlite`);
    const kit = { id: newKitId(), kit: {}, mediaIds: [], createdAtMs: NOW, expiresAtMs: NOW + DAY_MS };
    await store.insert(kit, "hash");
    const failure = await store.insert(kit, "hash").catch((error: unknown) => error);
    expect(failure).not.toBeInstanceOf(BrandKitError);
    expect(String(failure)).toMatch(/UNIQUE constraint failed/);
    await store.close();
  });
});
