import { describe, expect, it } from "vitest";
import { BrandKitError, ErrorCode, KitFileSchema } from "../../brandkit/web.ts";
import { createFakeProvider, fittingCopyFor, ONE_PIXEL_PNG } from "../support/fake-provider.ts";
import type { ObjectRequest } from "../../brandkit/generation/provider.ts";
import { createTestCli, listDir } from "../support/test-cli.ts";

/**
 * Copy whose first name is the row's custom name, so folders are easy to tell apart, and in which the copy lint
 * finds no fault, so each row asks for its copy once.
 */
function copyFor(request: ObjectRequest) {
  return fittingCopyFor(request.request.customEventName);
}

function csvOf(names: string[], bad: Record<number, string> = {}): string {
  const lines = names.map((name, index) => bad[index + 1] ?? `${name},neon;retro,#E6067A;#F472B6,2026-12-31`);
  return ["customEventName,vibes,colors,eventDate", ...lines].join("\n") + "\n";
}

const TWENTY = Array.from({ length: 20 }, (_, index) => `Event ${index + 1}`);

async function summaryOf(path: string) {
  return JSON.parse(await Deno.readTextFile(path));
}

describe("brandkit batch", () => {
  it("makes one folder per row and reports the two bad rows by line without stopping the others", async () => {
    const cli = await createTestCli({ provider: createFakeProvider({ object: copyFor }) });
    await Deno.writeTextFile(
      cli.path("events.csv"),
      csvOf(TWENTY, { 5: "Event 5,neon,#12345,", 12: "Event 12,neon,,2026-02-30" }),
    );
    await expect(cli.run("batch", "events.csv")).rejects.toMatchObject({
      code: ErrorCode.VALIDATION_ERROR,
      message: "2 of 20 rows failed; see events/summary.json",
    });
    const folders = await listDir(cli.path("events"));
    expect(folders).toHaveLength(19);
    expect(folders).toContain("001-event-1");
    expect(folders).toContain("020-event-20");
    expect(folders).not.toContain("005-event-5");
    expect(folders).toContain("summary.json");
    expect(cli.stderr.text()).toBe(
      "events.csv:6: colors[0]: '#12345' is not a hex colour like #E6067A\n" +
        "events.csv:13: eventDate '2026-02-30' is not a date in YYYY-MM-DD form, e.g. 2026-12-31\n",
    );
    expect(cli.stdout.text()).toBe(
      "20 rows: 18 done, 0 skipped, 2 failed (lines 6, 13). Kits in events, summary in events/summary.json\n",
    );
    const summary = await summaryOf(cli.path("events", "summary.json"));
    expect(summary).toMatchObject({ file: "events.csv", total: 20, done: 18, skipped: 0, failed: 2 });
    expect(summary.rows[4]).toEqual({
      row: 5,
      line: 6,
      status: "failed",
      error: { code: "VALIDATION_ERROR", message: "colors[0]: '#12345' is not a hex colour like #E6067A" },
    });
    expect(summary.rows[0]).toEqual({ row: 1, line: 2, status: "done", folder: "001-event-1" });
    const kit = KitFileSchema.parse(
      JSON.parse(await Deno.readTextFile(cli.path("events", "020-event-20", "kit.json"))),
    );
    expect(kit.request).toMatchObject({ customEventName: "Event 20", vibes: ["neon", "retro"] });
  });

  it("skips the rows whose folder is complete and finishes the rest, so no row is made twice", async () => {
    const cli = await createTestCli({ provider: createFakeProvider({ object: copyFor }) });
    await Deno.writeTextFile(cli.path("events.csv"), csvOf(TWENTY.slice(0, 5)));
    await cli.run("batch", "events.csv", "--out", "out");
    // As a killed run leaves them: row 2 and 4 gone, row 3 unfinished, a staging folder left behind.
    await Deno.remove(cli.path("out", "002-event-2"), { recursive: true });
    await Deno.remove(cli.path("out", "004-event-4"), { recursive: true });
    await Deno.remove(cli.path("out", "003-event-3", "kit.json"));
    await Deno.mkdir(cli.path("out", ".005-event-5.tmp-abc123"));
    cli.provider.calls.length = 0;
    cli.stdout.clear();

    await cli.run("batch", "events.csv", "--out", "out");
    const made = cli.provider.calls.flatMap((call) =>
      call.method === "object" ? [call.request.request.customEventName] : []
    );
    expect(made.sort()).toEqual(["Event 2", "Event 3", "Event 4"]);
    expect(await listDir(cli.path("out"))).toEqual([
      "001-event-1",
      "002-event-2",
      "003-event-3",
      "004-event-4",
      "005-event-5",
      "summary.json",
    ]);
    expect(cli.stdout.text()).toContain("5 rows: 3 done, 2 skipped, 0 failed.");
  });

  it("waits out a rate limit for the whole batch, then finishes every row", async () => {
    const provider = createFakeProvider({ object: copyFor }).queueImage(
      new BrandKitError(ErrorCode.RATE_LIMIT_EXCEEDED, "Rate limit exceeded", { retryAfter: 7 }),
    );
    const cli = await createTestCli({ provider });
    await Deno.writeTextFile(cli.path("events.csv"), csvOf(TWENTY.slice(0, 3)));
    await cli.run("batch", "events.csv", "--concurrency", "1");
    expect(cli.clock.sleeps).toEqual([7_000]);
    expect(cli.stderr.text()).toBe("Rate limited: the whole batch waits 7s before going on\n");
    expect(cli.stdout.text()).toContain("3 rows: 3 done, 0 skipped, 0 failed.");
  });

  it("fails a row with the rate limit when the service keeps limiting, and ends rate limited", async () => {
    const limited = () => Promise.reject(new Error("Rate limit exceeded"));
    const cli = await createTestCli({ provider: createFakeProvider({ object: limited }) });
    await Deno.writeTextFile(cli.path("events.csv"), csvOf(["Only"]));
    await expect(cli.run("batch", "events.csv")).rejects.toMatchObject({
      code: ErrorCode.RATE_LIMIT_EXCEEDED,
    });
    expect(cli.clock.sleeps).toEqual([10_000, 10_000, 10_000, 10_000, 10_000]);
    const summary = await summaryOf(cli.path("events", "summary.json"));
    expect(summary.rows[0].error).toEqual({
      code: "RATE_LIMIT_EXCEEDED",
      message: "Rate limit exceeded. Please wait 10s before trying again.",
    });
  });

  it("ends with a generation failure when a row's generation fails, after finishing the others", async () => {
    const provider = createFakeProvider({ object: copyFor }).queueObject(new Error("model overloaded"));
    const cli = await createTestCli({ provider });
    await Deno.writeTextFile(cli.path("events.csv"), csvOf(["A", "B"]));
    await expect(cli.run("batch", "events.csv", "--concurrency", "1")).rejects.toMatchObject({
      code: ErrorCode.AI_ERROR,
      message: "1 of 2 rows failed; see events/summary.json",
    });
    expect(cli.stderr.text()).toBe(
      "events.csv:2: The AI service failed to make the copy: model overloaded\n",
    );
    expect(await listDir(cli.path("events"))).toEqual(["002-b", "summary.json"]);
  });

  it("makes at most --concurrency kits at once", async () => {
    let inFlight = 0;
    let most = 0;
    const slowCopy = async (request: ObjectRequest) => {
      most = Math.max(most, ++inFlight);
      await new Promise((resolve) => setTimeout(resolve, 5));
      inFlight--;
      return copyFor(request);
    };
    for (const [concurrency, expected] of [["1", 1], ["3", 3]] as const) {
      most = 0;
      const cli = await createTestCli({ provider: createFakeProvider({ object: slowCopy }) });
      await Deno.writeTextFile(cli.path("events.csv"), csvOf(TWENTY.slice(0, 6)));
      await cli.run("batch", "events.csv", "--concurrency", concurrency);
      expect(most).toBe(expected);
    }
  });

  it("reads JSONL, reporting a line that is not JSON and a field it does not know", async () => {
    const cli = await createTestCli({ provider: createFakeProvider({ object: copyFor }) });
    await Deno.mkdir(cli.path("in"));
    // A relative inspiration image is read from the batch file's folder.
    await Deno.writeFile(cli.path("in", "mood.png"), ONE_PIXEL_PNG);
    await Deno.writeTextFile(
      cli.path("in", "events.jsonl"),
      [
        JSON.stringify({ customEventName: "Jazz", vibes: ["smooth"], palette: "Ocean Depths", seed: 3 }),
        "",
        "{ not json",
        JSON.stringify({ customEventName: "Mood", inspirationImage: "mood.png" }),
        JSON.stringify({ name: "Typo" }),
      ].join("\n"),
    );
    await expect(cli.run("batch", "in/events.jsonl", "--out", "kits")).rejects.toMatchObject({
      code: ErrorCode.VALIDATION_ERROR,
    });
    expect(cli.stderr.text()).toBe(
      'in/events.jsonl:3: is not valid JSON\nin/events.jsonl:5: Unrecognized key: "name"\n',
    );
    expect(await listDir(cli.path("kits"))).toEqual(["001-jazz", "003-mood", "summary.json"]);
    const mood = KitFileSchema.parse(
      JSON.parse(await Deno.readTextFile(cli.path("kits", "003-mood", "kit.json"))),
    );
    expect(mood.request.inspirationImage).toMatch(/^data:image\/png;base64,/);
  });

  it("draws a progress bar on stderr when it is a terminal", async () => {
    const cli = await createTestCli({
      provider: createFakeProvider({ object: copyFor }),
      stderrIsTerminal: true,
    });
    await Deno.writeTextFile(cli.path("events.csv"), csvOf(["A", "B"]));
    await cli.run("batch", "events.csv");
    expect(cli.stderr.text()).toContain("[------------------------] 0/2 rows  done 0  skipped 0  failed 0");
    expect(cli.stderr.text()).toContain("[########################] 2/2 rows  done 2  skipped 0  failed 0");
  });

  it.each([
    [["missing.csv"], null, ErrorCode.NOT_FOUND, "Cannot read batch file 'missing.csv': no such file"],
    [
      ["events.txt"],
      "a",
      ErrorCode.VALIDATION_ERROR,
      "'events.txt' is not a batch file: use a .csv or .jsonl file",
    ],
    [
      ["events.csv"],
      "customEventName,mood\nA,#fff\n",
      ErrorCode.VALIDATION_ERROR,
      "events.csv:1: unknown column 'mood'; the columns are customEventName, vibes, colors, palette, eventDate, eventLocation, link, lang, inspirationImage, seed, eventTime, eventEndTime, timeZone, layout, variation, topLine, details (or name, date, location, time, link, language ...)",
    ],
    [
      ["events.csv"],
      'customEventName\nA\n"B\nC\n',
      ErrorCode.VALIDATION_ERROR,
      `events.csv:3: a quoted field is never closed (a '"' is missing)`,
    ],
    [["events.csv"], "customEventName\n", ErrorCode.VALIDATION_ERROR, "'events.csv' has no rows"],
    [
      ["events.csv", "--concurrency", "0"],
      "customEventName\nA\n",
      ErrorCode.VALIDATION_ERROR,
      "Invalid --concurrency: '0' is not a whole number from 1 to 16",
    ],
  ])("rejects %j (%j) as a whole with %s: %s", async (args, text, code, message) => {
    const cli = await createTestCli();
    if (text !== null) await Deno.writeTextFile(cli.path(args[0]), text);
    await expect(cli.run("batch", ...args)).rejects.toMatchObject({ code, message });
    expect(cli.provider.calls).toEqual([]);
  });
});
