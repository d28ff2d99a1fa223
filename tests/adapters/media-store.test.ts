import { describe, expect, it } from "vitest";
import { MEDIA_ID_PATTERN } from "../../brandkit/media.ts";
import { createMediaStore } from "../../adapters/media-store.ts";
import { createMemoryFs } from "./_memory-fs.ts";

const DIR = "data/media";

function bytes(size: number, fill: number): Uint8Array {
  return new Uint8Array(size).fill(fill);
}

function setup(maxBytes = 1_000, keptMedia?: (ids: readonly string[]) => Promise<Set<string>>) {
  const clock = { now: 1_000 };
  const fs = createMemoryFs(() => clock.now);
  let counter = 0;
  const store = createMediaStore({
    fs,
    dir: DIR,
    maxBytes,
    now: () => clock.now,
    randomId: () => `t${counter++}`,
    keptMedia,
  });
  return { fs, clock, store };
}

describe("createMediaStore()", () => {
  it("names a graphic by the SHA-256 of its bytes and gives the same bytes back", async () => {
    const { store } = setup();
    const id = await store.put(new TextEncoder().encode("abc"));
    expect(id).toBe("ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad.png");
    expect(id).toMatch(MEDIA_ID_PATTERN);
    expect(await store.get(id)).toEqual(new TextEncoder().encode("abc"));
  });

  it("stores the same bytes once", async () => {
    const { store, fs } = setup();
    const first = await store.put(bytes(10, 1));
    const second = await store.put(bytes(10, 1));
    expect(second).toBe(first);
    expect([...fs.files.keys()]).toEqual([`${DIR}/${first}`]);
  });

  it("evicts the oldest graphics first once the store is past its bound", async () => {
    const { store, clock } = setup(250);
    const ids: string[] = [];
    for (const fill of [1, 2, 3]) {
      clock.now += 1_000;
      ids.push(await store.put(bytes(100, fill)));
    }
    expect(await store.get(ids[0])).toBeNull();
    expect(await store.get(ids[1])).not.toBeNull();
    expect(await store.get(ids[2])).not.toBeNull();
  });

  it("never evicts a graphic a live kit shows, only the oldest unkept ones", async () => {
    const kept = new Set<string>();
    const { store, clock } = setup(250, (ids) => Promise.resolve(new Set(ids.filter((id) => kept.has(id)))));
    const first = await store.put(bytes(100, 1));
    kept.add(first);
    clock.now += 1_000;
    const preview = await store.put(bytes(100, 2));
    clock.now += 1_000;
    const latest = await store.put(bytes(100, 3));
    expect(await store.get(first)).not.toBeNull();
    expect(await store.get(preview)).toBeNull();
    expect(await store.get(latest)).not.toBeNull();
  });

  it("evicts nothing while it cannot learn which graphics are kept, and catches up once it can", async () => {
    let down = true;
    const { store, clock } = setup(
      250,
      () => down ? Promise.reject(new Error("database down")) : Promise.resolve(new Set<string>()),
    );
    const ids: string[] = [];
    for (const fill of [1, 2, 3]) {
      clock.now += 1_000;
      ids.push(await store.put(bytes(100, fill)));
    }
    for (const id of ids) expect(await store.get(id)).not.toBeNull();
    down = false;
    clock.now += 1_000;
    const next = await store.put(bytes(100, 4));
    expect(await store.get(ids[0])).toBeNull();
    expect(await store.get(ids[1])).toBeNull();
    expect(await store.get(next)).not.toBeNull();
  });

  it("counts storing the same bytes again as new, so a graphic just made is not the next to go", async () => {
    const { store, clock } = setup(250);
    const a = await store.put(bytes(100, 1));
    clock.now += 1_000;
    const b = await store.put(bytes(100, 2));
    clock.now += 1_000;
    await store.put(bytes(100, 1));
    clock.now += 1_000;
    await store.put(bytes(100, 3));
    expect(await store.get(b)).toBeNull();
    expect(await store.get(a)).not.toBeNull();
  });

  it("keeps a single graphic larger than the bound rather than lose what was just made", async () => {
    const { store } = setup(10);
    const id = await store.put(bytes(100, 1));
    expect(await store.get(id)).not.toBeNull();
  });

  it("writes through a temporary file, and leaves nothing behind when the write fails", async () => {
    const { store, fs } = setup();
    fs.failWrites = new Error("disk full");
    await expect(store.put(bytes(10, 1))).rejects.toThrow("disk full");
    expect(fs.files.size).toBe(0);
  });

  it("learns what a previous run stored, oldest first, and clears its interrupted writes", async () => {
    const { store, fs, clock } = setup(250);
    const old = await store.put(bytes(100, 1));
    clock.now += 1_000;
    const newer = await store.put(bytes(100, 2));
    fs.files.set(`${DIR}/.tmp-crashed`, { bytes: bytes(5, 0), mtimeMs: 0 });
    const restarted = createMediaStore({ fs, dir: DIR, maxBytes: 250, now: () => clock.now });
    clock.now += 1_000;
    await restarted.put(bytes(100, 3));
    expect(fs.files.has(`${DIR}/.tmp-crashed`)).toBe(false);
    expect(await restarted.get(old)).toBeNull();
    expect(await restarted.get(newer)).not.toBeNull();
  });

  it.each(["../secret.png", "abc.png", `${"A".repeat(64)}.png`, `${"0".repeat(64)}.jpg`])(
    "answers null for the malformed id %j without touching the disk",
    async (id) => {
      const { store, fs } = setup();
      fs.files.set(`${DIR}/${id}`, { bytes: bytes(1, 1), mtimeMs: 0 });
      expect(await store.get(id)).toBeNull();
    },
  );
});
