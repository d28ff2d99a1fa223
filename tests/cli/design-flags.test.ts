import { describe, expect, it } from "vitest";
import { ErrorCode, KitFileSchema } from "../../brandkit/web.ts";
import { parseBatchRows } from "../../cli/batch-rows.ts";
import { exitCodeFor } from "../../cli/exit-codes.ts";
import { createTestCli, listDir, offlineProvider, TEST_TIME_ZONE } from "../support/test-cli.ts";

async function readKit(path: string) {
  return KitFileSchema.parse(JSON.parse(await Deno.readTextFile(path)));
}

const RUN = ["--name", "Sunrise 5K", "--date", "2026-06-14", "--location", "Golden Gate Park"];
const STUDIO = [
  ...["--time", "08:00", "--end", "10:30", "--tz", "America/Los_Angeles"],
  ...["--top-line", "Run with us", "--details", "Free · Pancakes after", "--layout", "editorial"],
];

describe("brandkit generate with the event's time and the design's flags (issue 26)", () => {
  it("keeps the time, zone and design in kit.json, and the calendar is a timed event in that zone", async () => {
    const cli = await createTestCli({ aiProvider: offlineProvider() });
    await cli.run("generate", ...RUN, ...STUDIO, "--formats", "ics", "--out", "run");
    const kit = await readKit(cli.path("run", "kit.json"));
    expect(kit.request).toMatchObject({
      eventTime: "08:00",
      eventEndTime: "10:30",
      timeZone: "America/Los_Angeles",
      design: { family: "editorial", topLine: "Run with us", details: "Free · Pancakes after" },
    });
    expect(kit.design).toMatchObject({
      family: "editorial",
      variation: 0,
      topLine: "Run with us",
      details: "Free · Pancakes after",
      showQr: true,
    });
    const ics = await Deno.readTextFile(cli.path("run", "event.ics"));
    expect(ics).toContain("DTSTART;TZID=America/Los_Angeles:20260614T080000");
    expect(ics).toContain("DTEND;TZID=America/Los_Angeles:20260614T103000");
  });

  it("takes --variation into the request and the design", async () => {
    const cli = await createTestCli({ aiProvider: offlineProvider() });
    await cli.run(
      "generate",
      ...RUN,
      "--layout",
      "glow",
      "--variation",
      "3",
      "--top-line",
      "",
      "--out",
      "run",
    );
    const kit = await readKit(cli.path("run", "kit.json"));
    expect(kit.request.design).toEqual({ family: "glow", variation: 3, topLine: "" });
    expect(kit.design).toMatchObject({ family: "glow", variation: 3, topLine: "" });
  });

  it("puts a --time given without --tz in this machine's time zone, and names no zone without a time", async () => {
    const cli = await createTestCli();
    await cli.run("generate", ...RUN, "--time", "19:30", "--out", "timed");
    await cli.run("generate", ...RUN, "--out", "all-day");
    expect((await readKit(cli.path("timed", "kit.json"))).request).toMatchObject({
      eventTime: "19:30",
      timeZone: TEST_TIME_ZONE,
    });
    const allDay = (await readKit(cli.path("all-day", "kit.json"))).request;
    expect(allDay.timeZone).toBeUndefined();
    expect(allDay.design).toBeUndefined();
  });

  it.each([
    [
      ["--layout", "fancy"],
      "Invalid --layout: 'fancy' is not a layout; use one of " +
      "bold, gradient, glow, geometric, editorial, retro, confetti",
    ],
    [
      ["--layout", "art"],
      "Invalid --layout: 'art' is not a layout; use one of " +
      "bold, gradient, glow, geometric, editorial, retro, confetti",
    ],
    [["--variation", "two"], "Invalid --variation: 'two' is not a whole number from 0 to 9999"],
    [["--variation", "10000"], "Invalid --variation: '10000' is not a whole number from 0 to 9999"],
    [
      ["--top-line", "x".repeat(200)],
      "Invalid --top-line: topLine must be at most 60 characters " +
      "(Chinese, Japanese and Korean characters and emoji count as two)",
    ],
    [
      ["--details", "y".repeat(61)],
      "Invalid --details: details must be at most 60 characters " +
      "(Chinese, Japanese and Korean characters and emoji count as two)",
    ],
    [
      ["--time", "8am"],
      "Invalid --time: eventTime '8am' is not a time in HH:MM form (24 hours), e.g. 08:00 or 19:30",
    ],
    [
      ["--time", "08:00", "--end", "25:00"],
      "Invalid --end: eventEndTime '25:00' is not a time in HH:MM form " +
      "(24 hours), e.g. 08:00 or 19:30",
    ],
    [["--end", "10:30"], "Invalid --end: eventEndTime needs eventTime: give the start time too"],
    [
      ["--time", "08:00", "--tz", "Mars/Olympus"],
      "Invalid --tz: timeZone 'Mars/Olympus' is not a time zone, " +
      "e.g. America/Los_Angeles or Europe/Lisbon",
    ],
  ])("refuses %j with exit 2 and one line naming the flag", async (args, message) => {
    const cli = await createTestCli();
    const error = await cli.run("generate", ...RUN, ...args).catch((caught) => caught);
    expect(error).toMatchObject({ code: ErrorCode.VALIDATION_ERROR, message });
    expect(exitCodeFor(error)).toBe(2);
    expect(cli.provider.calls).toEqual([]);
    expect(await listDir(cli.root)).toEqual([]);
  });

  it("shows the new flags and examples in its help", async () => {
    const cli = await createTestCli();
    await cli.run("generate", "--help").catch(() => {});
    const help = cli.stdout.text();
    for (
      const flag of ["--time <HH:MM>", "--end <HH:MM>", "--tz <zone>", "--layout <family>", "--variation <n>"]
    ) {
      expect(help).toContain(flag);
    }
    expect(help).toContain("--top-line <text>");
    expect(help).toContain("--details <text>");
    expect(help).toContain("--time 08:00 --end 10:30 --tz America/Los_Angeles");
    expect(help).toContain(`--layout editorial --top-line "Run with us"`);
  });
});

describe("batch rows with the event's time and the design (issue 26)", () => {
  it("reads time, zone and design columns from CSV", () => {
    const csv = "customEventName,eventTime,eventEndTime,timeZone,layout,variation,topLine,details\n" +
      "Sunrise 5K,08:00,10:30,America/Los_Angeles,editorial,2,Run with us,Free · Pancakes after\n";
    expect(parseBatchRows(csv, "csv", "runs.csv")).toEqual([{
      row: 1,
      line: 2,
      fields: {
        customEventName: "Sunrise 5K",
        eventTime: "08:00",
        eventEndTime: "10:30",
        timeZone: "America/Los_Angeles",
        design: {
          family: "editorial",
          variation: 2,
          topLine: "Run with us",
          details: "Free · Pancakes after",
        },
      },
    }]);
  });

  it("reads the same keys from JSONL, and leaves the design out when a row chooses none", () => {
    const jsonl = `{"eventTime":"19:30","topLine":"a night of"}\n{"eventTime":"19:30"}\n`;
    expect(parseBatchRows(jsonl, "jsonl", "runs.jsonl").map((row) => row.fields)).toEqual([
      { eventTime: "19:30", design: { topLine: "a night of" } },
      { eventTime: "19:30" },
    ]);
  });

  it("makes each row's kit with its time in this machine's zone and its design", async () => {
    const cli = await createTestCli();
    await Deno.writeTextFile(
      cli.path("runs.jsonl"),
      `{"customEventName":"Sunrise 5K","eventDate":"2026-06-14","eventTime":"08:00","layout":"bold",` +
        `"details":"Free"}\n{"customEventName":"Bad","layout":"fancy"}\n`,
    );
    await expect(cli.run("batch", cli.path("runs.jsonl"), "--out", cli.path("kits"), "--concurrency", "1"))
      .rejects.toMatchObject({ message: expect.stringContaining("1 of 2 rows failed") });
    expect(await listDir(cli.path("kits"))).toEqual(["001-sunrise-5k", "summary.json"]);
    const kit = await readKit(cli.path("kits", "001-sunrise-5k", "kit.json"));
    expect(kit.request).toMatchObject({
      eventTime: "08:00",
      timeZone: TEST_TIME_ZONE,
      design: { family: "bold", details: "Free" },
    });
    expect(kit.design).toMatchObject({ family: "bold", details: "Free" });
    expect(cli.stderr.text()).toContain("'fancy' is not a layout");
  });
});
