/**
 * What every kit store does (adapters/kit-store-*.ts), run against each store by its own test file: keeping and
 * reading kits, owner-only changes, expiry by the time passed in, and purging.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { hashOwnerToken, type KitStore, newKitId, newOwnerToken } from "../../brandkit/kept-kits.ts";

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
      });
      expect(await store.get(newKitId(), NOW)).toBeNull();
    });

    it("lets only the owner's token change the kit", async () => {
      const { id, token } = await keep(store, ["a.png"]);
      const change = { kit: { selectedName: "Glow Fest Live" }, mediaIds: ["c.png"] };
      expect(await store.update(id, change, newOwnerToken(), NOW)).toBe("forbidden");
      expect((await store.get(id, NOW))?.kit).toEqual({ selectedName: "Glow Fest" });
      expect(await store.update(id, change, token, NOW)).toBe("done");
      expect(await store.get(id, NOW)).toMatchObject({ kit: change.kit, mediaIds: ["c.png"] });
      expect(await store.update(newKitId(), change, token, NOW)).toBe("not-found");
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
      expect(await store.update(short.id, { kit: {}, mediaIds: [] }, short.token, later)).toBe("not-found");
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

    it("keeps a kit's content exactly as given, Unicode included", async () => {
      const kit = { selectedName: "Café 東京 🎉", b: 1, a: [null, true] };
      const { id } = await keep(store, [], 30, kit);
      expect(JSON.stringify((await store.get(id, NOW))?.kit)).toBe(JSON.stringify(kit));
    });
  });
}
