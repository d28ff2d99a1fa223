import { describe, expect, it } from "vitest";
import { isBrandKitError } from "../../brandkit/errors.ts";
import { MEDIA_ID_PATTERN, type MediaExtension, mediaIdOf } from "../../brandkit/kept/media.ts";
import { createDiskMediaStore } from "../../adapters/media-store-disk.ts";
import { createMemoryFs } from "../support/memory-fs.ts";

const DIR = "data/media";

function bytes(size: number, fill: number): Uint8Array {
  return new Uint8Array(size).fill(fill);
}

function setup(maxBytes = 1_000, keptMedia?: (ids: readonly string[]) => Promise<Set<string>>) {
  const clock = { now: 1_000 };
  const fs = createMemoryFs(() => clock.now);
  let counter = 0;
  const store = createDiskMediaStore({
    fs,
    dir: DIR,
    maxBytes,
    now: () => clock.now,
    randomId: () => `t${counter++}`,
    keptMedia,
  });
  return { fs, clock, store };
}

describe("createDiskMediaStore()", () => {
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
    const restarted = createDiskMediaStore({ fs, dir: DIR, maxBytes: 250, now: () => clock.now });
    clock.now += 1_000;
    await restarted.put(bytes(100, 3));
    expect(fs.files.has(`${DIR}/.tmp-crashed`)).toBe(false);
    expect(await restarted.get(old)).toBeNull();
    expect(await restarted.get(newer)).not.toBeNull();
  });

  it.each([
    "../secret.png",
    "abc.png",
    `${"A".repeat(64)}.png`,
    `${"0".repeat(64)}.exe`,
    `${"0".repeat(64)}`,
  ])(
    "answers null for the malformed id %j without touching the disk",
    async (id) => {
      const { store, fs } = setup();
      fs.files.set(`${DIR}/${id}`, { bytes: bytes(1, 1), mtimeMs: 0 });
      expect(await store.get(id)).toBeNull();
    },
  );

  it.each(["png", "svg", "pdf", "ics", "jpg"] as const)(
    "keeps a .%s file under its own id, named by hash and extension, and serves it back",
    async (extension: MediaExtension) => {
      const { store, fs } = setup();
      const file = new TextEncoder().encode(`a ${extension} file`);
      const id = await store.put(file, extension);
      expect(id).toBe(await mediaIdOf(file, extension));
      expect(id.endsWith(`.${extension}`)).toBe(true);
      expect(fs.files.has(`${DIR}/${id}`)).toBe(true);
      expect(await store.get(id)).toEqual(file);
    },
  );

  it("keeps the same bytes under two extensions as two files", async () => {
    const { store } = setup();
    const svg = await store.put(bytes(10, 1), "svg");
    const pdf = await store.put(bytes(10, 1), "pdf");
    expect(svg.slice(0, 64)).toBe(pdf.slice(0, 64));
    expect(svg).not.toBe(pdf);
    expect(await store.get(svg)).not.toBeNull();
    expect(await store.get(pdf)).not.toBeNull();
  });

  it("refuses an extension it does not keep, writing nothing", async () => {
    const { store, fs } = setup();
    const error = await store.put(bytes(10, 1), "exe" as MediaExtension).catch((caught) => caught);
    expect(isBrandKitError(error, "INTERNAL")).toBe(true);
    expect(fs.files.size).toBe(0);
  });

  it("learns files of every extension a previous run stored, and bounds them all", async () => {
    const { store, fs, clock } = setup(250);
    const pdf = await store.put(bytes(100, 1), "pdf");
    clock.now += 1_000;
    const ics = await store.put(bytes(100, 2), "ics");
    const restarted = createDiskMediaStore({ fs, dir: DIR, maxBytes: 250, now: () => clock.now });
    clock.now += 1_000;
    const svg = await restarted.put(bytes(100, 3), "svg");
    expect(await restarted.get(pdf)).toBeNull();
    expect(await restarted.get(ics)).toEqual(bytes(100, 2));
    expect(await restarted.get(svg)).toEqual(bytes(100, 3));
  });

  it("removes files, and their room is free again under the bound", async () => {
    const { store, fs, clock } = setup(250);
    const gone = await store.put(bytes(100, 1), "svg");
    clock.now += 1_000;
    const kept = await store.put(bytes(100, 2));
    await store.remove([gone]);
    expect(fs.files.has(`${DIR}/${gone}`)).toBe(false);
    expect(await store.get(gone)).toBeNull();
    clock.now += 1_000;
    const next = await store.put(bytes(100, 3), "pdf");
    expect(await store.get(kept)).not.toBeNull();
    expect(await store.get(next)).not.toBeNull();
  });

  it("removes files a previous run stored, and is fine with ids already gone", async () => {
    const { store, fs, clock } = setup();
    const id = await store.put(bytes(10, 1), "ics");
    const restarted = createDiskMediaStore({ fs, dir: DIR, maxBytes: 1_000, now: () => clock.now });
    const missing = await mediaIdOf(bytes(10, 9), "pdf");
    await restarted.remove([id, missing, id]);
    expect(fs.files.size).toBe(0);
  });

  it("skips malformed ids in remove() without touching the disk", async () => {
    const { store, fs } = setup();
    const id = await store.put(bytes(10, 1));
    const outside = "data/secret.png";
    fs.files.set(outside, { bytes: bytes(1, 1), mtimeMs: 0 });
    const removed: string[] = [];
    const remove = fs.remove;
    fs.remove = (path) => {
      removed.push(path);
      return remove(path);
    };
    await store.remove(["../secret.png", `${id}/..`, `${"A".repeat(64)}.png`, ""]);
    expect(removed).toEqual([]);
    expect(fs.files.has(outside)).toBe(true);
    expect(await store.get(id)).not.toBeNull();
  });

  it("keep() is harmless on disk: the files stay as they are, and the bound still asks the kit store", async () => {
    const { store, fs, clock } = setup(250);
    const first = await store.put(bytes(100, 1));
    const before = new Map(fs.files);
    await store.keep([first, "../secret.png"]);
    expect(fs.files).toEqual(before);
    clock.now += 1_000;
    await store.put(bytes(100, 2));
    clock.now += 1_000;
    await store.put(bytes(100, 3));
    expect(await store.get(first)).toBeNull();
  });

  it("settled() waits for a removal in progress", async () => {
    const { store, fs } = setup();
    const id = await store.put(bytes(10, 1));
    let finish = () => {};
    const remove = fs.remove;
    fs.remove = (path) => new Promise((resolve) => finish = () => resolve(remove(path)));
    const removing = store.remove([id]);
    let settled = false;
    const settling = store.settled().then(() => settled = true);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(settled).toBe(false);
    finish();
    await Promise.all([removing, settling]);
    expect(fs.files.size).toBe(0);
  });
});
