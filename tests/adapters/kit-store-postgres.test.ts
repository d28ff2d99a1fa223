/**
 * The Postgres kit store on a real Postgres (tests/support/postgres-server.ts): the cases every store passes,
 * then what only a shared database shows: instances migrating at once (a new database, or one at version 1 with
 * kits in it), purgers running at once, and the database going away and coming back under an open store.
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
import { type KitStore, newKitId } from "../../brandkit/kept/kept-kits.ts";
import { startPostgres, type TestPostgres } from "../support/postgres-server.ts";
import { freePort } from "../support/redis-server.ts";
import { DAY_MS, describeKitStore, keep, keepWithFiles, NOW } from "./_kit-store-cases.ts";
import { answer, describeGuestStore } from "./_guest-store-cases.ts";
import { DEFAULT_RSVP_SETTINGS } from "../../brandkit/rsvp/mod.ts";
import { REMINDER_KITS_SQL } from "../../adapters/mail-store-postgres.ts";

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

/** A new database at schema version 1 holding one kit (as version 1 kept it) that shows `a.png`. */
async function databaseAtVersionOne(): Promise<{ url: string; id: string }> {
  const url = await server.createDatabase();
  const sql = connectPostgres(url);
  const id = newKitId();
  try {
    expect(await migrate(sql, POSTGRES_MIGRATIONS.slice(0, 1))).toEqual([1]);
    await sql`INSERT INTO kits (id, kit_json, owner_hash, created_at, expires_at)
      VALUES (${id}, ${JSON.stringify({ selectedName: "Glow Fest" })}, 'hash', ${NOW}, ${NOW + DAY_MS})`;
    await sql`INSERT INTO kit_media (kit_id, media_id) VALUES (${id}, 'a.png')`;
  } finally {
    await sql.end();
  }
  return { url, id };
}

/** The STORE_UNAVAILABLE error the store gives for `url` while its database cannot be reached. */
function unreachable(url: string) {
  return {
    name: "BrandKitError",
    code: "STORE_UNAVAILABLE",
    message: `The kit database at ${redactPostgresUrl(url)} cannot be reached.`,
    retryAfter: 5,
  };
}

describeKitStore("the Postgres kit store", async () => openPostgresKitStore(await server.createDatabase()));

describeGuestStore("the Postgres kit store's guests", async () => {
  const url = await server.createDatabase();
  const guestRows = async () => {
    const sql = connectPostgres(url);
    try {
      const [row] = await sql<{ count: number }[]>`SELECT COUNT(*)::int AS count FROM guests`;
      return row.count;
    } finally {
      await sql.end();
    }
  };
  return { store: await openPostgresKitStore(url), guestRows };
});

describe("the Postgres kit store, shared by several instances", () => {
  it("applies each migration exactly once when several instances migrate a new database at once", async () => {
    const url = await server.createDatabase();
    const pools = Array.from({ length: 4 }, () => connectPostgres(url));
    try {
      const applied = await Promise.all(pools.map((sql) => migrate(sql)));
      expect(applied.flat().sort((a, b) => a - b)).toEqual(POSTGRES_MIGRATIONS.map((_, index) => index + 1));
      expect(await migrate(pools[0])).toEqual([]);
    } finally {
      await Promise.all(pools.map((sql) => sql.end()));
    }
    expect(await recordedVersions(url)).toBe(POSTGRES_MIGRATIONS.length);
  });

  it("migrates a database at version 1 to the latest once when two instances open it at once, keeping its kit", async () => {
    const { url, id } = await databaseAtVersionOne();
    const pools = [connectPostgres(url), connectPostgres(url)];
    try {
      expect((await Promise.all(pools.map((sql) => migrate(sql)))).flat()).toEqual(
        POSTGRES_MIGRATIONS.map((_, index) => index + 1).slice(1),
      );
    } finally {
      await Promise.all(pools.map((sql) => sql.end()));
    }
    const store = await open(url);
    expect(await store.get(id, NOW)).toMatchObject({ mediaIds: ["a.png"], revision: 0, files: {} });
    expect(await store.addFiles(id, 0, { "story.png": "story.png" }, NOW)).toBe(true);
    expect(await store.keptMedia(["a.png", "story.png"], NOW)).toEqual(new Set(["a.png", "story.png"]));
    // Version 3: a kit kept before RSVP takes answers, with the default settings.
    expect((await answer(store, id, "Amara")).verdict).toEqual({ verdict: "added", status: "going" });
    expect((await store.guestList(id, NOW))?.settings).toEqual(DEFAULT_RSVP_SETTINGS);
    expect(await recordedVersions(url)).toBe(POSTGRES_MIGRATIONS.length);
  });

  it("never fills more places than the capacity when guests answer one kit through several instances at once", async () => {
    const url = await server.createDatabase();
    const instances = await Promise.all([open(url), open(url), open(url)]);
    const { id } = await keep(instances[0], []);
    await instances[1].setRsvpSettings(id, { capacity: 7 }, NOW);
    const verdicts = await Promise.all(
      Array.from(
        { length: 30 },
        (_, index) =>
          answer(instances[index % 3], id, `Guest ${index}`, { party: 1 + (index % 2), maxGuests: 25 }),
      ),
    );
    expect(verdicts.filter(({ verdict }) => verdict.verdict === "guest-limit")).toHaveLength(5);
    const list = (await instances[2].guestList(id, NOW))!;
    const going = list.guests.filter((guest) => guest.status === "going");
    expect(going.reduce((people, guest) => people + guest.party, 0)).toBeLessThanOrEqual(7);
    // Each answer was decided on every earlier one: a waitlisted party did not fit when it came.
    let people = 0;
    for (const guest of list.guests) {
      if (guest.status === "going") people += guest.party;
      else expect(people + guest.party).toBeGreaterThan(7);
    }
    expect(list.guests).toHaveLength(25);
  });

  it("opens on a new database from several instances at once, and they share its kits", async () => {
    const url = await server.createDatabase();
    const [first, second, third] = await Promise.all([open(url), open(url), open(url)]);
    const { id } = await keep(first, ["a.png"]);
    expect((await second.get(id, NOW))?.mediaIds).toEqual(["a.png"]);
    expect(await third.keptMedia(["a.png"], NOW)).toEqual(new Set(["a.png"]));
    expect(await recordedVersions(url)).toBe(POSTGRES_MIGRATIONS.length);
  });

  it("never gives two purgers running at once the same kit, the same graphic or the same file", async () => {
    const url = await server.createDatabase();
    const purgers = await Promise.all([open(url), open(url), open(url)]);
    const media = new Set<string>();
    for (let index = 0; index < 40; index++) {
      // Neighbours share a graphic and a file, so the one purge that drops the second of them must say so.
      const pair = Math.floor(index / 2);
      const shown = [`own-${index}.png`, `pair-${pair}.png`];
      const files = { "story.png": `story-${index}.png`, "flyer.pdf": `flyer-${pair}.pdf` };
      [...shown, ...Object.values(files)].forEach((mediaId) => media.add(mediaId));
      await keepWithFiles(purgers[index % 3], shown, files, 1);
    }
    const live = await keepWithFiles(purgers[0], ["live.png", "pair-0.png"], { "flyer.pdf": "flyer-0.pdf" });
    const later = NOW + 2 * DAY_MS;
    const unkept: string[] = [];
    for (;;) {
      const rounds = await Promise.all(purgers.map((store) => store.purgeExpired(later, 3)));
      if (rounds.every((round) => round.length === 0)) break;
      unkept.push(...rounds.flat());
    }
    media.delete("pair-0.png");
    media.delete("flyer-0.pdf");
    expect(unkept.sort()).toEqual([...media].sort());
    expect((await purgers[1].get(live.id, later))?.mediaIds).toEqual(["live.png", "pair-0.png"]);
  });

  it("keeps a file racing the owner's change only if the change then reports it unkept", async () => {
    const url = await server.createDatabase();
    const [owner, maker] = await Promise.all([open(url), open(url)]);
    for (let round = 0; round < 10; round++) {
      const { id, token } = await keep(owner, [`graphic-${round}.png`]);
      const file = `story-${round}.png`;
      const [change, added] = await Promise.all([
        owner.update(id, { kit: {}, mediaIds: [`graphic-${round}.png`] }, token, NOW),
        maker.addFiles(id, 0, { "story.png": file }, NOW),
      ]);
      expect(change.unkeptMedia).toEqual(added ? [file] : []);
      expect(await owner.get(id, NOW)).toMatchObject({ revision: 1, files: {} });
      expect(await owner.keptMedia([file], NOW)).toEqual(new Set());
    }
  });

  it("fails with a clear error while the database is down, and works again once it is back", async () => {
    const url = await server.createDatabase();
    const early = await open(url);
    const { id } = await keep(early, ["a.png"]);
    const laterUrl = await server.createDatabase();
    await server.stop();
    try {
      const late = await open(laterUrl);
      await expect(early.get(id, NOW)).rejects.toBeInstanceOf(BrandKitError);
      await expect(early.get(id, NOW)).rejects.toMatchObject(unreachable(url));
      await expect(early.purgeExpired(NOW, 10)).rejects.toMatchObject(unreachable(url));
      await expect(early.addFiles(id, 0, { "story.png": "story.png" }, NOW)).rejects.toMatchObject(
        unreachable(url),
      );
      await expect(late.keptMedia(["a.png"], NOW)).rejects.toMatchObject(unreachable(laterUrl));
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
    expect(failure).toMatchObject(unreachable(url));
    expect((failure as BrandKitError).message).toBe(
      `The kit database at ${url.replace("s3cret", "***")} cannot be reached.`,
    );
  });

  it("answers a ping while the database is up, rejects it while the server is stopped, and answers after restart", async () => {
    const url = await server.createDatabase();
    const store = await open(url);
    await expect(store.ping()).resolves.toBeUndefined();
    await server.stop();
    try {
      await expect(store.ping()).rejects.toMatchObject(unreachable(url));
    } finally {
      await server.restart();
    }
    await expect(store.ping()).resolves.toBeUndefined();
  });
});

describe("the Postgres kit store's reminders look", () => {
  it("finds the kits a reminder may be due for through the event-date index, without reading every kit", async () => {
    const url = await server.createDatabase();
    await open(url);
    const sql = connectPostgres(url);
    try {
      const plan = await sql.begin(async (tx) => {
        // A few rows make a sequential scan cheapest: forbid it, so the plan shows whether the index can serve.
        await tx`SET LOCAL enable_seqscan = off`;
        return await tx.unsafe<{ "QUERY PLAN": string }[]>(`EXPLAIN ${REMINDER_KITS_SQL}`, [
          NOW,
          "2027-05-01",
          "2027-05-03",
        ]);
      });
      const text = plan.map((row) => row["QUERY PLAN"]).join("\n");
      expect(text).toMatch(
        /Index (Only )?Scan using kits_by_event_date|Bitmap Index Scan on kits_by_event_date/,
      );
      expect(text).not.toMatch(/Seq Scan on kits/);
    } finally {
      await sql.end();
    }
  });
});
