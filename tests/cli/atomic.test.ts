import { describe, expect, it } from "vitest";
import { writeFileAtomically, writeFolderAtomically } from "../../cli/atomic.ts";
import type { FileSystem } from "../../brandkit/file-system.ts";
import { createTestCli, listDir } from "../support/test-cli.ts";

const FILES = [
  { name: "poster.png", data: new Uint8Array([1, 2, 3]) },
  { name: "brand-guide.md", data: "# Guide\n" },
  { name: "kit.json", data: "{}\n" },
];

/** `fs` whose writeFile fails on its `failOn`th call, as a full disk would. */
function failingOnWrite(fs: FileSystem, failOn: number): FileSystem {
  let writes = 0;
  return {
    ...fs,
    writeFile: (
      path,
      data,
    ) => (++writes === failOn ? Promise.reject(new Error("disk full")) : fs.writeFile(path, data)),
  };
}

describe("writeFolderAtomically()", () => {
  it("makes a new folder with every file", async () => {
    const { deps, path } = await createTestCli();
    await writeFolderAtomically(deps.fs, "out/kit", FILES);
    expect(await listDir(path("out"))).toEqual(["kit"]);
    expect(await listDir(path("out", "kit"))).toEqual(["brand-guide.md", "kit.json", "poster.png"]);
    expect(await Deno.readTextFile(path("out", "kit", "brand-guide.md"))).toBe("# Guide\n");
  });

  it("leaves nothing behind when a write fails half way", async () => {
    const { deps, path } = await createTestCli();
    await expect(writeFolderAtomically(failingOnWrite(deps.fs, 2), "out/kit", FILES)).rejects.toThrow(
      "disk full",
    );
    expect(await listDir(path("out"))).toEqual([]);
  });

  it("replaces the files of an existing folder whole, kit.json last, and keeps the others", async () => {
    const { deps, path } = await createTestCli();
    await Deno.mkdir(path("kit"));
    await Deno.writeTextFile(path("kit", "kit.json"), "old");
    await Deno.writeTextFile(path("kit", "notes.txt"), "mine");
    const renamed: string[] = [];
    const fs: FileSystem = { ...deps.fs, rename: (from, to) => (renamed.push(to), deps.fs.rename(from, to)) };
    await writeFolderAtomically(fs, "kit", FILES);
    expect(renamed).toEqual(["kit/poster.png", "kit/brand-guide.md", "kit/kit.json"]);
    expect(await Deno.readTextFile(path("kit", "kit.json"))).toBe("{}\n");
    expect(await listDir(path("kit"))).toEqual(["brand-guide.md", "kit.json", "notes.txt", "poster.png"]);
  });

  it("keeps the old files when a write into an existing folder fails", async () => {
    const { deps, path } = await createTestCli();
    await Deno.mkdir(path("kit"));
    await Deno.writeTextFile(path("kit", "kit.json"), "old");
    await expect(writeFolderAtomically(failingOnWrite(deps.fs, 3), "kit", FILES)).rejects.toThrow(
      "disk full",
    );
    expect(await listDir(path())).toEqual(["kit"]);
    expect(await listDir(path("kit"))).toEqual(["kit.json"]);
    expect(await Deno.readTextFile(path("kit", "kit.json"))).toBe("old");
  });

  it("refuses a target that is a file", async () => {
    const { deps, path } = await createTestCli();
    await Deno.writeTextFile(path("kit"), "a file");
    await expect(writeFolderAtomically(deps.fs, "kit", FILES)).rejects.toThrow(
      "'kit' is a file, not a folder",
    );
    expect(await listDir(path())).toEqual(["kit"]);
  });
});

describe("writeFileAtomically()", () => {
  it("replaces a file whole and leaves no staging folder", async () => {
    const { deps, path } = await createTestCli();
    await Deno.writeTextFile(path("summary.json"), "old");
    await writeFileAtomically(deps.fs, "summary.json", "new");
    expect(await Deno.readTextFile(path("summary.json"))).toBe("new");
    expect(await listDir(path())).toEqual(["summary.json"]);
  });

  it("keeps the old file when the write fails", async () => {
    const { deps, path } = await createTestCli();
    await Deno.writeTextFile(path("summary.json"), "old");
    await expect(writeFileAtomically(failingOnWrite(deps.fs, 1), "summary.json", "new")).rejects.toThrow();
    expect(await Deno.readTextFile(path("summary.json"))).toBe("old");
    expect(await listDir(path())).toEqual(["summary.json"]);
  });
});
