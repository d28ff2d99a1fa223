/**
 * `brandkit batch` as a user runs it: a real process with the offline provider, bad rows, and a run killed
 * half way then resumed.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isStagingName } from "../../cli/atomic.ts";
import { listDir } from "../support/test-cli.ts";
import { cliCommand, runCli } from "../support/cli-process.ts";

let cwd: string;
beforeAll(async () => {
  cwd = await Deno.makeTempDir({ prefix: "brandkit-batch-process-" });
});
afterAll(() => Deno.remove(cwd, { recursive: true }));

/** A CSV of `count` events named "Event 1", "Event 2", ...; `bad` replaces rows by their number. */
function eventsCsv(count: number, bad: Record<number, string> = {}): string {
  const rows = Array.from(
    { length: count },
    (_, index) => bad[index + 1] ?? `Event ${index + 1},neon;retro,`,
  );
  return ["customEventName,vibes,colors", ...rows].join("\n") + "\n";
}

const rowFolders = (names: string[]) => names.filter((name) => /^\d{3}-/.test(name));

/** Resolves once `dir` has `count` kit folders (polling: a running batch gives no other sign from outside). */
async function waitForRowFolders(dir: string, count: number): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    const names = await listDir(dir).catch(() => []);
    if (rowFolders(names).length >= count) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`${dir} never had ${count} kit folders`);
}

describe("brandkit batch (subprocess)", () => {
  it("makes 18 kits from 20 rows, reports the 2 bad rows by line, and exits 2", async () => {
    await Deno.writeTextFile(
      `${cwd}/twenty.csv`,
      eventsCsv(20, { 4: "Event 4,neon,#12345", 17: `Event 17,"neon;retro",#E6067A,extra` }),
    );
    const result = await runCli(["batch", "twenty.csv", "--concurrency", "2"], { cwd });
    expect(result.stderr).toBe(
      "twenty.csv:5: colors[0]: '#12345' is not a hex colour like #E6067A\n" +
        "twenty.csv:18: has 4 cells but the header has 3 columns\n" +
        "error: 2 of 20 rows failed; see twenty/summary.json\n",
    );
    expect(result.code).toBe(2);
    expect(result.stdout).toBe(
      "20 rows: 18 done, 0 skipped, 2 failed (lines 5, 18). Kits in twenty, summary in twenty/summary.json\n",
    );
    const folders = rowFolders(await listDir(`${cwd}/twenty`));
    expect(folders).toHaveLength(18);
    expect(folders).not.toContain("004-event-4");
    expect(folders).toContain("020-event-20");
    const summary = JSON.parse(await Deno.readTextFile(`${cwd}/twenty/summary.json`));
    expect(summary).toMatchObject({
      total: 20,
      done: 18,
      skipped: 0,
      failed: 2,
      concurrency: 2,
      provider: "offline",
    });
    expect(
      summary.rows.filter((row: { status: string }) => row.status === "failed").map((row: { line: number }) =>
        row.line
      ),
    )
      .toEqual([5, 18]);
  });

  it("reads JSONL and reports a line that is not JSON by its number", async () => {
    await Deno.writeTextFile(
      `${cwd}/events.jsonl`,
      `{"customEventName":"Jazz","vibes":["smooth"],"palette":"Ocean Depths"}\n{"customEventName":\n`,
    );
    const result = await runCli([
      "batch",
      "events.jsonl",
      "--out",
      "jsonl-kits",
      "--concurrency",
      "1",
      "--provider",
      "offline",
    ], {
      cwd,
    });
    expect(result.code).toBe(2);
    expect(result.stderr).toBe(
      "events.jsonl:2: is not valid JSON\nerror: 1 of 2 rows failed; see jsonl-kits/summary.json\n",
    );
    expect(await listDir(`${cwd}/jsonl-kits`)).toEqual(["001-jazz", "summary.json"]);
  });

  it("stops at Ctrl-C with exit code 130, leaving only whole kit folders", async () => {
    await Deno.writeTextFile(`${cwd}/interrupt.csv`, eventsCsv(12));
    const child = cliCommand(["batch", "interrupt.csv", "--concurrency", "1"], { cwd }).spawn();
    await waitForRowFolders(`${cwd}/interrupt`, 1);
    child.kill("SIGINT");
    const output = await child.output();
    expect(output.code).toBe(130);
    expect(new TextDecoder().decode(output.stderr)).toBe("error: The batch was cancelled.\n");
    const names = await listDir(`${cwd}/interrupt`);
    expect(names.filter(isStagingName)).toEqual([]);
    expect(rowFolders(names).length).toBeLessThan(12);
    for (const name of rowFolders(names)) {
      expect(await listDir(`${cwd}/interrupt/${name}`)).toEqual([
        "banner.png",
        "brand-guide.md",
        "copy.txt",
        "kit.json",
        "poster.png",
        "square.png",
      ]);
    }
  });

  it("finishes a batch killed half way when run again: no row lost, none made twice", async () => {
    const total = 12;
    await Deno.writeTextFile(`${cwd}/resume.csv`, eventsCsv(total));
    const child = cliCommand(["batch", "resume.csv", "--concurrency", "1"], { cwd }).spawn();
    await waitForRowFolders(`${cwd}/resume`, 3);
    child.kill("SIGKILL");
    const killed = await child.output();
    expect(killed.success).toBe(false);

    const before = rowFolders(await listDir(`${cwd}/resume`));
    expect(before.length).toBeGreaterThanOrEqual(3);
    expect(before.length).toBeLessThan(total);
    const kitsBefore = await Promise.all(
      before.map((name) => Deno.readTextFile(`${cwd}/resume/${name}/kit.json`)),
    );

    const result = await runCli(["batch", "resume.csv", "--concurrency", "2"], { cwd });
    expect(result.code).toBe(0);
    expect(result.stdout).toContain(
      `${total} rows: ${total - before.length} done, ${before.length} skipped, 0 failed.`,
    );
    const after = await listDir(`${cwd}/resume`);
    expect(after.filter(isStagingName)).toEqual([]);
    expect(rowFolders(after)).toEqual(
      Array.from({ length: total }, (_, index) => `${String(index + 1).padStart(3, "0")}-event-${index + 1}`),
    );
    // The kits of the first run are untouched: not made a second time.
    const kitsAfter = await Promise.all(
      before.map((name) => Deno.readTextFile(`${cwd}/resume/${name}/kit.json`)),
    );
    expect(kitsAfter).toEqual(kitsBefore);
    const summary = JSON.parse(await Deno.readTextFile(`${cwd}/resume/summary.json`));
    const skipped = summary.rows.filter((row: { status: string }) => row.status === "skipped");
    expect(skipped.map((row: { folder: string }) => row.folder)).toEqual(before);
  });
});
