import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { DatabaseSync } from "node:sqlite";
import { fileURLToPath } from "node:url";
import {
  hashOwnerToken,
  KIT_ID_PATTERN,
  type KitStore,
  newKitId,
  newOwnerToken,
  sameHash,
} from "../../brandkit/kept-kits.ts";
import { migrate, openSqliteKitStore, SQLITE_MIGRATIONS } from "../../adapters/kit-store-sqlite.ts";

const DAY_MS = 86_400_000;
const NOW = Date.UTC(2026, 10, 24);
const MIGRATOR = fileURLToPath(new URL("./support/migrate-sqlite.ts", import.meta.url));

let dir: string;
let store: KitStore;

beforeEach(async () => {
  dir = await Deno.makeTempDir({ prefix: "brandkit-kits-" });
  store = openSqliteKitStore(`${dir}/kits.sqlite`);
});
afterEach(async () => {
  await store.close();
  await Deno.remove(dir, { recursive: true });
});

/** Keeps a kit showing `mediaIds` for `ttlDays`; returns its id and owner token. */
async function keep(mediaIds: string[], ttlDays = 30, kit: unknown = { selectedName: "Glow Fest" }) {
  const id = newKitId();
  const token = newOwnerToken();
  await store.insert(
    { id, kit, mediaIds, createdAtMs: NOW, expiresAtMs: NOW + ttlDays * DAY_MS },
    await hashOwnerToken(token),
  );
  return { id, token };
}

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

describe("the SQLite kit store", () => {
  it("keeps a kit and reads it back with its graphics, and knows no other id", async () => {
    const { id } = await keep(["b.png", "a.png"]);
    expect(await store.get(id, NOW)).toEqual({
      id,
      kit: { selectedName: "Glow Fest" },
      mediaIds: ["a.png", "b.png"],
      createdAtMs: NOW,
      expiresAtMs: NOW + 30 * DAY_MS,
    });
    expect(await store.get(newKitId(), NOW)).toBeNull();
  });

  it("lets only the owner's token change the kit", async () => {
    const { id, token } = await keep(["a.png"]);
    const change = { kit: { selectedName: "Glow Fest Live" }, mediaIds: ["c.png"] };
    expect(await store.update(id, change, newOwnerToken(), NOW)).toBe("forbidden");
    expect((await store.get(id, NOW))?.kit).toEqual({ selectedName: "Glow Fest" });
    expect(await store.update(id, change, token, NOW)).toBe("done");
    expect(await store.get(id, NOW)).toMatchObject({ kit: change.kit, mediaIds: ["c.png"] });
    expect(await store.update(newKitId(), change, token, NOW)).toBe("not-found");
  });

  it("deletes a kit only with the owner's token, and unkeeps the graphics no other kit shows", async () => {
    const mine = await keep(["shared.png", "mine.png"]);
    await keep(["shared.png"]);
    expect(await store.delete(mine.id, newOwnerToken(), NOW)).toEqual({
      verdict: "forbidden",
      unkeptMedia: [],
    });
    expect(await store.get(mine.id, NOW)).not.toBeNull();
    expect(await store.delete(mine.id, mine.token, NOW)).toEqual({
      verdict: "done",
      unkeptMedia: ["mine.png"],
    });
    expect(await store.get(mine.id, NOW)).toBeNull();
    expect(await store.delete(mine.id, mine.token, NOW)).toEqual({ verdict: "not-found", unkeptMedia: [] });
  });

  it("forgets kits past their lifetime and purges them once, with their graphics", async () => {
    const short = await keep(["short.png", "both.png"], 1);
    const long = await keep(["long.png", "both.png"], 30);
    const later = NOW + 2 * DAY_MS;
    expect(await store.get(short.id, later)).toBeNull();
    expect(await store.keptMedia(["short.png", "both.png", "long.png", "other.png"], later)).toEqual(
      new Set(["both.png", "long.png"]),
    );
    expect(await store.purgeExpired(later, 100)).toEqual(["short.png"]);
    expect(await store.purgeExpired(later, 100)).toEqual([]);
    expect(await store.get(long.id, later)).not.toBeNull();
  });

  it("purges at most the number asked for at a time", async () => {
    for (let index = 0; index < 5; index++) await keep([`${index}.png`], 1);
    const later = NOW + 2 * DAY_MS;
    expect(await store.purgeExpired(later, 2)).toHaveLength(2);
    expect(await store.purgeExpired(later, 10)).toHaveLength(3);
  });

  it("keeps its kits across a reopen, and migrating again applies nothing", async () => {
    const { id } = await keep(["a.png"]);
    await store.close();
    store = openSqliteKitStore(`${dir}/kits.sqlite`);
    expect((await store.get(id, NOW))?.id).toBe(id);
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
