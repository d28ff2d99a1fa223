/**
 * The Postgres kit store on a real Postgres (tests/support/postgres-server.ts): the cases every store passes,
 * then what only a shared database shows: instances migrating at once, purgers running at once, and the
 * database going away and coming back under an open store.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import {
  connectPostgres,
  migrate,
  openPostgresKitStore,
  POSTGRES_MIGRATIONS,
  redactPostgresUrl,
} from "../../adapters/kit-store-postgres.ts";
import { BrandKitError } from "../../brandkit/errors.ts";
import type { KitStore } from "../../brandkit/kept-kits.ts";
import { startPostgres, type TestPostgres } from "../support/postgres-server.ts";
import { freePort } from "../support/redis-server.ts";
import { DAY_MS, describeKitStore, keep, NOW } from "./_kit-store-cases.ts";

let server: TestPostgres;
const opened: KitStore[] = [];

beforeAll(async () => {
  server = await startPostgres();
});
afterAll(async () => {
  await server?.stop({ removeData: true });
});
afterEach(async () => {
  await Promise.all(opened.splice(0).map((store) => store.close()));
});

/** A store on its own new database, closed after the test. */
async function open(url?: string): Promise<KitStore> {
  const store = await openPostgresKitStore(url ?? await server.createDatabase());
  opened.push(store);
  return store;
}

/** How many schema versions `url`'s database has recorded. */
async function recordedVersions(url: string): Promise<number> {
  const sql = connectPostgres(url);
  try {
    const [row] = await sql<{ count: string }[]>`SELECT COUNT(*) AS count FROM schema_migrations`;
    return Number(row.count);
  } finally {
    await sql.end();
  }
}

describeKitStore("the Postgres kit store", async () => openPostgresKitStore(await server.createDatabase()));

describe("the Postgres kit store, shared by several instances", () => {
  it("applies each migration exactly once when several instances migrate a new database at once", async () => {
    const url = await server.createDatabase();
    const pools = Array.from({ length: 4 }, () => connectPostgres(url));
    try {
      const applied = await Promise.all(pools.map((sql) => migrate(sql)));
      expect(applied.flat().sort()).toEqual(POSTGRES_MIGRATIONS.map((_, index) => index + 1));
      expect(await migrate(pools[0])).toEqual([]);
    } finally {
      await Promise.all(pools.map((sql) => sql.end()));
    }
    expect(await recordedVersions(url)).toBe(POSTGRES_MIGRATIONS.length);
  });

  it("opens on a new database from several instances at once, and they share its kits", async () => {
    const url = await server.createDatabase();
    const [first, second, third] = await Promise.all([open(url), open(url), open(url)]);
    const { id } = await keep(first, ["a.png"]);
    expect((await second.get(id, NOW))?.mediaIds).toEqual(["a.png"]);
    expect(await third.keptMedia(["a.png"], NOW)).toEqual(new Set(["a.png"]));
    expect(await recordedVersions(url)).toBe(POSTGRES_MIGRATIONS.length);
  });

  it("never gives two purgers running at once the same kit or the same graphic", async () => {
    const url = await server.createDatabase();
    const purgers = await Promise.all([open(url), open(url), open(url)]);
    const media = new Set<string>();
    for (let index = 0; index < 40; index++) {
      // Neighbours share a graphic, so the one purge that drops the second of them must be the one to say so.
      const shown = [`own-${index}.png`, `pair-${Math.floor(index / 2)}.png`];
      shown.forEach((mediaId) => media.add(mediaId));
      await keep(purgers[index % 3], shown, 1);
    }
    const live = await keep(purgers[0], ["live.png", "pair-0.png"]);
    const later = NOW + 2 * DAY_MS;
    const unkept: string[] = [];
    for (;;) {
      const rounds = await Promise.all(purgers.map((store) => store.purgeExpired(later, 3)));
      if (rounds.every((round) => round.length === 0)) break;
      unkept.push(...rounds.flat());
    }
    media.delete("pair-0.png");
    expect(unkept.sort()).toEqual([...media].sort());
    expect((await purgers[1].get(live.id, later))?.mediaIds).toEqual(["live.png", "pair-0.png"]);
  });

  it("fails with a clear error while the database is down, and works again once it is back", async () => {
    const url = await server.createDatabase();
    const early = await open(url);
    const { id } = await keep(early, ["a.png"]);
    const laterUrl = await server.createDatabase();
    await server.stop();
    try {
      const late = await open(laterUrl);
      const down = `The kit database at ${url} cannot be reached.`;
      await expect(early.get(id, NOW)).rejects.toThrow(new BrandKitError("INTERNAL", down));
      await expect(early.get(id, NOW)).rejects.toBeInstanceOf(BrandKitError);
      await expect(early.purgeExpired(NOW, 10)).rejects.toThrow(down);
      await expect(late.keptMedia(["a.png"], NOW)).rejects.toThrow(
        `The kit database at ${laterUrl} cannot be reached.`,
      );
      await server.restart();
      expect((await early.get(id, NOW))?.mediaIds).toEqual(["a.png"]);
      const kept = await keep(late, ["b.png"]);
      expect((await late.get(kept.id, NOW))?.mediaIds).toEqual(["b.png"]);
    } finally {
      await server.restart().catch(() => {});
    }
  });

  it("names the database's host in its errors but never its password", async () => {
    const url = `postgres://kits:s3cret@127.0.0.1:${freePort()}/kits`;
    expect(redactPostgresUrl(url)).toBe(url.replace("s3cret", "***"));
    const store = await open(url);
    const failure = await store.get("x", NOW).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(BrandKitError);
    expect((failure as BrandKitError).code).toBe("INTERNAL");
    expect((failure as BrandKitError).message).toBe(
      `The kit database at ${url.replace("s3cret", "***")} cannot be reached.`,
    );
  });
});
