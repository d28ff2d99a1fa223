import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { DatabaseSync } from "node:sqlite";
import { fileURLToPath } from "node:url";
import {
  hashOwnerToken,
  KIT_ID_PATTERN,
  newKitId,
  newOwnerToken,
  sameHash,
} from "../../brandkit/kept-kits.ts";
import { migrate, openSqliteKitStore, SQLITE_MIGRATIONS } from "../../adapters/kit-store-sqlite.ts";
import { describeKitStore, keep, NOW } from "./_kit-store-cases.ts";

const MIGRATOR = fileURLToPath(new URL("./support/migrate-sqlite.ts", import.meta.url));

let dir: string;

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
    const runs = await Promise.all(
      Array.from(
        { length: 4 },
        () =>
          new Deno.Command(Deno.execPath(), {
            args: ["run", "-A", MIGRATOR, file],
            stdout: "piped",
            stderr: "piped",
          })
            .output(),
      ),
    );
    const applied = runs.map((run) => {
      expect(new TextDecoder().decode(run.stderr)).toBe("");
      return JSON.parse(new TextDecoder().decode(run.stdout)) as number[];
    });
    expect(applied.flat().sort()).toEqual(SQLITE_MIGRATIONS.map((_, index) => index + 1));
    const db = new DatabaseSync(file);
    expect(db.prepare("SELECT COUNT(*) AS count FROM schema_migrations").get()).toEqual({
      count: SQLITE_MIGRATIONS.length,
    });
    db.close();
  });
});
