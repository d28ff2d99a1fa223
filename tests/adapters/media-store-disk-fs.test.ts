import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createDiskMediaStore } from "../../adapters/media-store-disk.ts";
import { denoFileSystem } from "../../adapters/deno-fs.ts";
import { mediaFileSystemOf } from "../../adapters/media-store-disk-fs.ts";
import { mediaIdOf } from "../../brandkit/kept/media.ts";

const denoMediaFileSystem = mediaFileSystemOf(denoFileSystem);

let dir: string;
beforeEach(async () => {
  dir = await Deno.makeTempDir({ prefix: "brandkit-media-" });
});
afterEach(async () => {
  await Deno.remove(dir, { recursive: true });
});

const bytes = (size: number, fill: number) => new Uint8Array(size).fill(fill);

describe("the media store on the local disk (server.ts)", () => {
  it("creates its folder, writes a graphic under its hash and reads it back", async () => {
    const store = createDiskMediaStore({
      fs: denoMediaFileSystem,
      dir: `${dir}/data/media`,
      maxBytes: 1_000,
    });
    const id = await store.put(bytes(10, 7));
    expect(await Deno.readFile(`${dir}/data/media/${id}`)).toEqual(bytes(10, 7));
    expect(await store.get(id)).toEqual(bytes(10, 7));
    expect(await store.get(`${"0".repeat(64)}.png`)).toBeNull();
    expect([...Deno.readDirSync(`${dir}/data/media`)].map((entry) => entry.name)).toEqual([id]);
  });

  it("after a restart, clears interrupted writes and evicts the oldest files first", async () => {
    const first = createDiskMediaStore({ fs: denoMediaFileSystem, dir, maxBytes: 250 });
    const old = await first.put(bytes(100, 1));
    await Deno.utime(`${dir}/${old}`, 1_000, 1_000);
    const newer = await first.put(bytes(100, 2));
    await Deno.writeFile(`${dir}/.tmp-crashed`, bytes(5, 0));
    const restarted = createDiskMediaStore({ fs: denoMediaFileSystem, dir, maxBytes: 250 });
    await restarted.put(bytes(100, 3));
    const names = [...Deno.readDirSync(dir)].map((entry) => entry.name);
    expect(names).not.toContain(".tmp-crashed");
    expect(names).not.toContain(old);
    expect(names).toContain(newer);
  });

  it("keeps each type under its own id, learns them all after a restart, and removes them from the disk", async () => {
    const store = createDiskMediaStore({ fs: denoMediaFileSystem, dir, maxBytes: 1_000 });
    const ids = await Promise.all(
      (["png", "svg", "pdf", "ics"] as const).map((extension, fill) => store.put(bytes(10, fill), extension)),
    );
    const restarted = createDiskMediaStore({ fs: denoMediaFileSystem, dir, maxBytes: 1_000 });
    for (const [fill, id] of ids.entries()) expect(await restarted.get(id)).toEqual(bytes(10, fill));
    await restarted.remove([...ids, await mediaIdOf(bytes(10, 9), "pdf")]);
    expect([...Deno.readDirSync(dir)]).toEqual([]);
  });
});
