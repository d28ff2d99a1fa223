/**
 * What every kit store does (adapters/kit-store-*.ts), run against each store by its own test file: keeping and
 * reading kits, owner-only changes, expiry by the time passed in, purging, and the files made for a kit's
 * revision, whose media count as the kit's as much as its graphics.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { hashOwnerToken, type KitStore, newKitId, newOwnerToken } from "../../brandkit/kept/kept-kits.ts";

export const DAY_MS = 86_400_000;
export const NOW = Date.UTC(2026, 10, 24);

/** Keeps a kit showing `mediaIds` in `store` for `ttlDays`; returns its id and owner token. */
export async function keep(
  store: KitStore,
  mediaIds: string[],
  ttlDays = 30,
  kit: unknown = { selectedName: "Glow Fest" },
) {
  const id = newKitId();
  const token = newOwnerToken();
  await store.insert(
    { id, kit, mediaIds, createdAtMs: NOW, expiresAtMs: NOW + ttlDays * DAY_MS },
    await hashOwnerToken(token),
  );
  return { id, token };
}

/** Keeps a kit showing `mediaIds` with `files` made for its first revision; returns its id and owner token. */
export async function keepWithFiles(
  store: KitStore,
  mediaIds: string[],
  files: Record<string, string>,
  ttlDays = 30,
) {
  const kept = await keep(store, mediaIds, ttlDays);
  if (!await store.addFiles(kept.id, 0, files, NOW)) throw new Error(`kit ${kept.id} took no files`);
  return kept;
}

/** The store-agnostic cases, each on a new empty store from `openStore`. */
export function describeKitStore(name: string, openStore: () => Promise<KitStore>): void {
  describe(name, () => {
    let store: KitStore;
    beforeEach(async () => {
      store = await openStore();
    });
    afterEach(async () => {
      await store.close();
    });

    it("keeps a kit and reads it back with its graphics, and knows no other id", async () => {
      const { id } = await keep(store, ["b.png", "a.png"]);
      expect(await store.get(id, NOW)).toEqual({
        id,
        kit: { selectedName: "Glow Fest" },
        mediaIds: ["a.png", "b.png"],
        createdAtMs: NOW,
        expiresAtMs: NOW + 30 * DAY_MS,
        revision: 0,
        files: {},
        calendarSequence: 0,
      });
      expect(await store.get(newKitId(), NOW)).toBeNull();
    });

    it("tells whether a token is the owner's without changing the kit", async () => {
      const { id, token } = await keep(store, ["a.png"]);
      expect(await store.ownerVerdict(id, token, NOW)).toBe("done");
      expect(await store.ownerVerdict(id, newOwnerToken(), NOW)).toBe("forbidden");
      expect(await store.ownerVerdict(newKitId(), token, NOW)).toBe("not-found");
      expect(await store.ownerVerdict(id, token, NOW + 31 * DAY_MS)).toBe("not-found");
      expect(await store.get(id, NOW)).toMatchObject({ revision: 0, mediaIds: ["a.png"] });
    });

    it("reads a kit for its owner in one look-up, and says why not for another token, id or an expired kit", async () => {
      const { id, token } = await keep(store, ["a.png"]);
      const owned = await store.ownedKit(id, token, NOW);
      expect(owned).toEqual({ verdict: "done", kit: await store.get(id, NOW) });
      expect(await store.ownedKit(id, newOwnerToken(), NOW)).toEqual({ verdict: "forbidden" });
      expect(await store.ownedKit(newKitId(), token, NOW)).toEqual({ verdict: "not-found" });
      expect(await store.ownedKit(id, token, NOW + 31 * DAY_MS)).toEqual({ verdict: "not-found" });
    });

    it("changes nothing for an expired kit, whatever the token", async () => {
      const { id, token } = await keep(store, ["a.png"]);
      const change = { kit: { selectedName: "Late" }, mediaIds: ["c.png"], expectedRevision: 0 };
      expect(await store.update(id, change, token, NOW + 31 * DAY_MS)).toEqual({
        verdict: "not-found",
        unkeptMedia: [],
      });
    });

    it("lets only the owner's token change the kit", async () => {
      const { id, token } = await keep(store, ["a.png"]);
      const change = { kit: { selectedName: "Glow Fest Live" }, mediaIds: ["c.png"] };
      expect(await store.update(id, change, newOwnerToken(), NOW)).toEqual({
        verdict: "forbidden",
        unkeptMedia: [],
      });
      expect(await store.get(id, NOW)).toMatchObject({ kit: { selectedName: "Glow Fest" }, revision: 0 });
      expect(await store.update(id, change, token, NOW)).toEqual({
        verdict: "done",
        unkeptMedia: ["a.png"],
        revision: 1,
        calendarSequence: 0,
      });
      expect(await store.get(id, NOW)).toMatchObject({ kit: change.kit, mediaIds: ["c.png"], revision: 1 });
      expect(await store.update(newKitId(), change, token, NOW)).toEqual({
        verdict: "not-found",
        unkeptMedia: [],
      });
    });

    it("keeps files made for the kit's current revision and returns them apart from its graphics", async () => {
      const { id } = await keep(store, ["a.png"]);
      expect(await store.addFiles(id, 0, { "story.png": "story-1.png" }, NOW)).toBe(true);
      expect(await store.addFiles(id, 0, { "poster-print.pdf": "poster-1.pdf" }, NOW)).toBe(true);
      expect(await store.get(id, NOW)).toMatchObject({
        mediaIds: ["a.png"],
        revision: 0,
        files: { "story.png": "story-1.png", "poster-print.pdf": "poster-1.pdf" },
      });
    });

    it("keeps no files, and says so, for a revision the kit has moved on from", async () => {
      const { id, token } = await keep(store, ["a.png"]);
      await store.update(id, { kit: {}, mediaIds: ["a.png"] }, token, NOW);
      expect(await store.addFiles(id, 0, { "story.png": "stale.png" }, NOW)).toBe(false);
      expect((await store.get(id, NOW))?.files).toEqual({});
      expect(await store.keptMedia(["stale.png"], NOW)).toEqual(new Set());
      expect(await store.addFiles(id, 1, { "story.png": "fresh.png" }, NOW)).toBe(true);
      expect((await store.get(id, NOW))?.files).toEqual({ "story.png": "fresh.png" });
    });

    it("keeps no files, and says so, for a kit that was deleted, has expired or never was", async () => {
      const deleted = await keep(store, ["a.png"]);
      await store.delete(deleted.id, deleted.token, NOW);
      const expired = await keep(store, ["b.png"], 1);
      const later = NOW + 2 * DAY_MS;
      expect(await store.addFiles(deleted.id, 0, { "story.png": "deleted.png" }, NOW)).toBe(false);
      expect(await store.addFiles(expired.id, 0, { "story.png": "expired.png" }, later)).toBe(false);
      expect(await store.addFiles(newKitId(), 0, { "story.png": "nobody.png" }, NOW)).toBe(false);
      expect(await store.purgeExpired(later, 10)).toEqual(["b.png"]);
    });

    it("bumps the revision on the owner's change, drops the files, and unkeeps old media no live kit shows", async () => {
      const mine = await keepWithFiles(store, ["old.png", "stays.png", "shared.png"], {
        "story.png": "old-story.png",
        "poster-print.pdf": "shown-elsewhere.pdf",
      });
      await keep(store, ["shared.png", "shown-elsewhere.pdf"]);
      const change = { kit: { selectedName: "Glow Fest Live" }, mediaIds: ["stays.png", "new.png"] };
      expect(await store.update(mine.id, change, mine.token, NOW)).toEqual({
        verdict: "done",
        unkeptMedia: ["old-story.png", "old.png"],
        revision: 1,
        calendarSequence: 0,
      });
      expect(await store.get(mine.id, NOW)).toMatchObject({
        mediaIds: ["new.png", "stays.png"],
        revision: 1,
        files: {},
      });
      expect((await store.update(mine.id, change, mine.token, NOW)).unkeptMedia).toEqual([]);
      expect((await store.get(mine.id, NOW))?.revision).toBe(2);
    });

    it("raises the calendar's sequence in the owner's change that moves the event, and only then", async () => {
      const { id, token } = await keep(store, ["a.png"]);
      const change = (calendarChanged?: boolean) => ({
        kit: { selectedName: "Glow Fest" },
        mediaIds: ["a.png"],
        ...calendarChanged === undefined ? {} : { calendarChanged },
      });
      expect(await store.update(id, change(true), token, NOW)).toMatchObject({
        revision: 1,
        calendarSequence: 1,
      });
      expect(await store.update(id, change(false), token, NOW)).toMatchObject({
        revision: 2,
        calendarSequence: 1,
      });
      expect(await store.update(id, change(), token, NOW)).toMatchObject({
        revision: 3,
        calendarSequence: 1,
      });
      expect(await store.update(id, { ...change(true), expectedRevision: 3 }, token, NOW)).toMatchObject({
        revision: 4,
        calendarSequence: 2,
      });
      expect(await store.get(id, NOW)).toMatchObject({ revision: 4, calendarSequence: 2 });
      // Refused, it raises nothing.
      expect(await store.update(id, { ...change(true), expectedRevision: 3 }, token, NOW)).toEqual({
        verdict: "stale",
        unkeptMedia: [],
        revision: 4,
      });
      expect(await store.update(id, change(true), newOwnerToken(), NOW)).toMatchObject({
        verdict: "forbidden",
      });
      expect(await store.get(id, NOW)).toMatchObject({ revision: 4, calendarSequence: 2 });
      expect(
        (await store.ownedKit(id, token, NOW) as { kit: { calendarSequence: number } }).kit.calendarSequence,
      )
        .toBe(2);
    });

    it("changes a kit only at the revision an edit names, and says which revision it is at", async () => {
      const { id, token } = await keep(store, ["a.png"]);
      const first = { kit: { selectedName: "First" }, mediaIds: ["b.png"], expectedRevision: 0 };
      expect(await store.update(id, first, token, NOW)).toMatchObject({ verdict: "done", revision: 1 });
      const stale = { kit: { selectedName: "Stale" }, mediaIds: ["c.png"], expectedRevision: 0 };
      expect(await store.update(id, stale, token, NOW)).toEqual({
        verdict: "stale",
        unkeptMedia: [],
        revision: 1,
      });
      expect(await store.get(id, NOW)).toMatchObject({ kit: { selectedName: "First" }, mediaIds: ["b.png"] });
      expect(await store.keptMedia(["b.png", "c.png"], NOW)).toEqual(new Set(["b.png"]));
    });

    it("moves a kit's end with an edit that says so, and keeps it otherwise", async () => {
      const { id, token } = await keep(store, ["a.png"], 30);
      const later = NOW + 200 * DAY_MS;
      await store.update(id, { kit: {}, mediaIds: ["a.png"], expiresAtMs: later }, token, NOW);
      expect((await store.get(id, NOW))?.expiresAtMs).toBe(later);
      await store.update(id, { kit: {}, mediaIds: ["a.png"] }, token, NOW);
      expect((await store.get(id, NOW))?.expiresAtMs).toBe(later);
    });

    it("keeps a kit longer only for its owner's token", async () => {
      const { id, token } = await keep(store, ["a.png"], 30);
      const later = NOW + 90 * DAY_MS;
      expect(await store.setExpiry(id, newOwnerToken(), later, NOW)).toBe("forbidden");
      expect((await store.get(id, NOW))?.expiresAtMs).toBe(NOW + 30 * DAY_MS);
      expect(await store.setExpiry(id, token, later, NOW)).toBe("done");
      expect((await store.get(id, NOW + 60 * DAY_MS))?.expiresAtMs).toBe(later);
      expect(await store.setExpiry(newKitId(), token, later, NOW)).toBe("not-found");
    });

    it("counts the files' media as kept while their kit lives", async () => {
      await keepWithFiles(store, ["a.png"], { "story.png": "story.png" }, 1);
      expect(await store.keptMedia(["a.png", "story.png", "other.png"], NOW)).toEqual(
        new Set(["a.png", "story.png"]),
      );
      expect(await store.keptMedia(["a.png", "story.png"], NOW + 2 * DAY_MS)).toEqual(new Set());
    });

    it("unkeeps a deleted kit's files' media with its graphics", async () => {
      const mine = await keepWithFiles(store, ["mine.png"], {
        "story.png": "story.png",
        "flyer.pdf": "shared.pdf",
      });
      await keepWithFiles(store, [], { "flyer.pdf": "shared.pdf" });
      expect(await store.delete(mine.id, mine.token, NOW)).toEqual({
        verdict: "done",
        unkeptMedia: ["mine.png", "story.png"],
      });
    });

    it("purges an expired kit's files' media with its graphics, but not media a live kit still refers to", async () => {
      await keepWithFiles(store, ["short.png", "graphic-of-both.png"], {
        "story.png": "short-story.png",
        "flyer.pdf": "file-of-both.pdf",
      }, 1);
      await keepWithFiles(store, ["graphic-of-both.png"], { "flyer.pdf": "file-of-both.pdf" }, 30);
      expect(await store.purgeExpired(NOW + 2 * DAY_MS, 100)).toEqual(["short-story.png", "short.png"]);
    });

    it("tells a live kit's revision in one look-up, and null for a gone or expired one", async () => {
      const { id, token } = await keep(store, ["a.png"], 1);
      expect(await store.liveRevision(id, NOW)).toBe(0);
      await store.update(id, { kit: { selectedName: "Neon Nights" }, mediaIds: ["b.png"] }, token, NOW);
      expect(await store.liveRevision(id, NOW)).toBe(1);
      expect(await store.liveRevision(id, NOW + DAY_MS)).toBeNull();
      expect(await store.liveRevision(newKitId(), NOW)).toBeNull();
    });

    it("answers a ping", async () => {
      await expect(store.ping()).resolves.toBeUndefined();
    });

    it("deletes a kit only with the owner's token, and unkeeps the graphics no other kit shows", async () => {
      const mine = await keep(store, ["shared.png", "mine.png"]);
      await keep(store, ["shared.png"]);
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
      const short = await keep(store, ["short.png", "both.png"], 1);
      const long = await keep(store, ["long.png", "both.png"], 30);
      const later = NOW + 2 * DAY_MS;
      expect(await store.get(short.id, later)).toBeNull();
      expect((await store.update(short.id, { kit: {}, mediaIds: [] }, short.token, later)).verdict).toBe(
        "not-found",
      );
      expect(await store.keptMedia(["short.png", "both.png", "long.png", "other.png"], later)).toEqual(
        new Set(["both.png", "long.png"]),
      );
      expect(await store.purgeExpired(later, 100)).toEqual(["short.png"]);
      expect(await store.purgeExpired(later, 100)).toEqual([]);
      expect(await store.get(long.id, later)).not.toBeNull();
    });

    it("purges at most the number asked for at a time", async () => {
      for (let index = 0; index < 5; index++) await keep(store, [`${index}.png`], 1);
      const later = NOW + 2 * DAY_MS;
      expect(await store.purgeExpired(later, 2)).toHaveLength(2);
      expect(await store.purgeExpired(later, 10)).toHaveLength(3);
    });

    describe("the owner's updates (issue 38)", () => {
      const limit = { max: 3, windowMs: DAY_MS };
      const update = (text: string, createdAtMs: number) => ({ updateId: newKitId(), text, createdAtMs });

      it("keeps updates and lists them newest first, exactly as written; no live kit has none", async () => {
        const { id } = await keep(store, []);
        const first = update("Doors open at 7.\nBring a coat: 東京 🎉", NOW);
        const second = update("Parking is <free> & close", NOW + 1_000);
        expect(await store.addUpdate(id, first, limit, NOW)).toEqual({ verdict: "added" });
        expect(await store.addUpdate(id, second, limit, NOW + 1_000)).toEqual({ verdict: "added" });
        expect(await store.updates(id, NOW + 2_000)).toEqual([second, first]);
        const other = await keep(store, []);
        expect(await store.updates(other.id, NOW)).toEqual([]);
        expect(await store.updates(newKitId(), NOW)).toBeNull();
        expect(await store.addUpdate(newKitId(), update("x", NOW), limit, NOW)).toEqual({
          verdict: "not-found",
        });
        expect(await store.updates(id, NOW + 31 * DAY_MS)).toBeNull();
        expect(await store.addUpdate(id, update("late", NOW + 31 * DAY_MS), limit, NOW + 31 * DAY_MS))
          .toEqual({ verdict: "not-found" });
      });

      it("refuses one more than the window allows, until the oldest of them leaves it", async () => {
        const { id } = await keep(store, []);
        for (const at of [NOW, NOW + 1_000, NOW + 2_000]) {
          expect(await store.addUpdate(id, update(`at ${at}`, at), limit, at)).toEqual({ verdict: "added" });
        }
        const later = NOW + 60_000;
        expect(await store.addUpdate(id, update("one more", later), limit, later)).toEqual({
          verdict: "limit",
          freeAtMs: NOW + DAY_MS,
        });
        expect(await store.updates(id, later)).toHaveLength(3);
        const nextDay = NOW + DAY_MS + 1;
        expect(await store.addUpdate(id, update("next day", nextDay), limit, nextDay)).toEqual({
          verdict: "added",
        });
        expect(await store.addUpdate(id, update("again", nextDay), limit, nextDay)).toEqual({
          verdict: "limit",
          freeAtMs: NOW + 1_000 + DAY_MS,
        });
      });

      it("lets exactly the limit through when many are posted at once", async () => {
        const { id } = await keep(store, []);
        const verdicts = await Promise.all(
          Array.from({ length: 8 }, (_, index) => store.addUpdate(id, update(`${index}`, NOW), limit, NOW)),
        );
        expect(verdicts.filter((verdict) => verdict.verdict === "added")).toHaveLength(3);
        expect(await store.updates(id, NOW)).toHaveLength(3);
      });

      it("removes one update, and all of them with their kit", async () => {
        const { id, token } = await keep(store, []);
        const kept = update("to remove", NOW);
        const staying = update("to stay", NOW);
        await store.addUpdate(id, kept, limit, NOW);
        await store.addUpdate(id, staying, limit, NOW);
        expect(await store.removeUpdate(id, kept.updateId, NOW)).toBe(true);
        expect(await store.removeUpdate(id, kept.updateId, NOW)).toBe(false);
        expect(await store.removeUpdate(newKitId(), staying.updateId, NOW)).toBe(false);
        expect(await store.updates(id, NOW)).toEqual([staying]);
        expect((await store.delete(id, token, NOW)).verdict).toBe("done");
        expect(await store.updates(id, NOW)).toBeNull();
      });

      it("counts a removed update against the day's limit: removing frees no place", async () => {
        const { id } = await keep(store, []);
        const posted = [update("a", NOW), update("b", NOW), update("c", NOW)];
        for (const each of posted) await store.addUpdate(id, each, limit, NOW);
        expect(await store.removeUpdate(id, posted[0].updateId, NOW)).toBe(true);
        expect(await store.addUpdate(id, update("d", NOW + 1), limit, NOW + 1)).toEqual({
          verdict: "limit",
          freeAtMs: NOW + DAY_MS,
        });
        // Newest first; at the same time, by id, greatest first (as the stores order them, byte by byte).
        const staying = [posted[1], posted[2]].sort((x, y) => (x.updateId < y.updateId ? 1 : -1));
        expect(await store.updates(id, NOW + 1)).toEqual(staying);
      });
    });

    it("keeps a kit's content exactly as given, Unicode included", async () => {
      const kit = { selectedName: "Café 東京 🎉", b: 1, a: [null, true] };
      const { id } = await keep(store, [], 30, kit);
      expect(JSON.stringify((await store.get(id, NOW))?.kit)).toBe(JSON.stringify(kit));
    });
  });
}
