import { describe, expect, it } from "vitest";
import { unzipSync } from "fflate";
import { ErrorCode, KitFileSchema } from "../../brandkit/web.ts";
import { exitCodeFor } from "../../cli/exit-codes.ts";
import { artDrawingProvider } from "../support/ai-art.ts";
import { createTestCli, listDir, offlineProvider, type TestCli } from "../support/test-cli.ts";

const RUN = ["--name", "Sunrise 5K", "--date", "2026-06-14", "--location", "Golden Gate Park", "--seed", "5"];
const STUDIO = [
  ...["--time", "08:00", "--end", "10:30", "--tz", "America/Los_Angeles"],
  ...["--top-line", "Run with us", "--details", "Free · Pancakes after", "--layout", "editorial"],
];
const LAYOUTS = "bold, gradient, glow, geometric, editorial, retro, confetti";

type Edit = (kit: Record<string, any>) => void;

async function readKit(path: string) {
  return KitFileSchema.parse(JSON.parse(await Deno.readTextFile(path)));
}

/** Changes the folder's kit.json as a person would, in a text editor. */
async function editKitJson(cli: TestCli, dir: string, edit: Edit): Promise<void> {
  const path = cli.path(dir, "kit.json");
  const kit = JSON.parse(await Deno.readTextFile(path));
  edit(kit);
  await Deno.writeTextFile(path, `${JSON.stringify(kit, null, 2)}\n`);
}

/** Every file under the test's folder with its bytes and modification time. */
async function snapshot(cli: TestCli): Promise<Record<string, { bytes: Uint8Array; mtime?: number }>> {
  const files: Record<string, { bytes: Uint8Array; mtime?: number }> = {};
  const walk = async (dir: string, prefix: string) => {
    for await (const entry of Deno.readDir(dir)) {
      const path = `${dir}/${entry.name}`;
      if (entry.isDirectory) await walk(path, `${prefix}${entry.name}/`);
      else {files[`${prefix}${entry.name}`] = {
          bytes: await Deno.readFile(path),
          mtime: (await Deno.stat(path)).mtime?.getTime(),
        };}
    }
  };
  await walk(cli.root, "");
  return files;
}

/** An offline kit of the run in "run", with its ZIP and a story and calendar. */
async function offlineKit(): Promise<TestCli> {
  const cli = await createTestCli({ aiProvider: offlineProvider() });
  await cli.run("generate", ...RUN, ...STUDIO, "--formats", "story,ics", "--zip", "--out", "run");
  cli.stdout.clear();
  return cli;
}

describe("brandkit render", () => {
  it("makes every file again from a hand-edited kit.json, and refreshes the folder's ZIP", async () => {
    const cli = await offlineKit();
    const poster = await Deno.readFile(cli.path("run", "poster.png"));
    const story = await Deno.readFile(cli.path("run", "story.png"));
    await editKitJson(cli, "run", (kit) => {
      kit.design.topLine = "Pancakes at nine";
      kit.design.family = "bold";
      kit.headline = "Run Before the City Wakes";
      kit.request.eventTime = "09:00";
    });
    await cli.run("render", "run");

    expect(await Deno.readFile(cli.path("run", "poster.png"))).not.toEqual(poster);
    expect(await Deno.readFile(cli.path("run", "story.png"))).not.toEqual(story);
    expect(await Deno.readTextFile(cli.path("run", "copy.txt"))).toContain("Run Before the City Wakes");
    expect(await Deno.readTextFile(cli.path("run", "event.ics"))).toContain(
      "DTSTART;TZID=America/Los_Angeles:20260614T090000",
    );
    const kit = await readKit(cli.path("run", "kit.json"));
    expect(kit.headline).toBe("Run Before the City Wakes");
    expect(kit.design).toMatchObject({
      family: "bold",
      topLine: "Pancakes at nine",
      details: "Free · Pancakes after",
    });
    expect(kit.request).toMatchObject({
      eventTime: "09:00",
      eventEndTime: "10:30",
      timeZone: "America/Los_Angeles",
    });

    const zip = unzipSync(await Deno.readFile(cli.path("run.zip")));
    expect(new TextDecoder().decode(zip["run/copy.txt"])).toContain("Run Before the City Wakes");
    expect(zip["run/poster.png"]).toEqual(await Deno.readFile(cli.path("run", "poster.png")));
    expect(Object.keys(zip).sort()).toEqual([
      "run/",
      ...[
        "banner.png",
        "brand-guide.md",
        "copy.txt",
        "event.ics",
        "kit.json",
        "poster.png",
        "square.png",
        "story.png",
      ]
        .map((name) => `run/${name}`),
    ]);
    expect(cli.stdout.text()).toBe(
      `Rendered "Sunrise 5K" again in run (poster.png, square.png, banner.png, story.png, event.ics, ` +
        "brand-guide.md, copy.txt, kit.json)\nWrote run.zip\n",
    );
    expect(await listDir(cli.root)).toEqual(["run", "run.zip"]);
  });

  it("draws the same graphics again from a kit.json written before designs, and writes the design it had", async () => {
    const cli = await createTestCli({ aiProvider: offlineProvider() });
    await cli.run("generate", ...RUN, "--vibe", "elegant", "--out", "run");
    const poster = await Deno.readFile(cli.path("run", "poster.png"));
    const { design } = await readKit(cli.path("run", "kit.json"));
    await editKitJson(cli, "run", (kit) => delete kit.design);
    await cli.run("render", "run");
    expect(await Deno.readFile(cli.path("run", "poster.png"))).toEqual(poster);
    expect((await readKit(cli.path("run", "kit.json"))).design).toEqual(design);
    expect(await listDir(cli.root)).toEqual(["run"]);
  });

  it.each<[string, Edit | string, string]>([
    [
      "an unknown layout",
      (kit) => kit.design.family = "fancy",
      `'run/kit.json' is not a kit: design.family: 'fancy' is not a layout; use one of ${LAYOUTS}, art`,
    ],
    [
      "a top line of 200 characters",
      (kit) => kit.design.topLine = "x".repeat(200),
      "'run/kit.json' is not a kit: design.topLine: topLine must be at most 60 characters " +
      "(Chinese, Japanese and Korean characters and emoji count as two)",
    ],
    [
      "an event time that is not a time",
      (kit) => kit.request.eventTime = "8am",
      "'run/kit.json' is not a kit: request.eventTime: eventTime '8am' is not a time in HH:MM form (24 hours), " +
      "e.g. 08:00 or 19:30",
    ],
    ["text that is not JSON", `{ "headline": "Run`, "'run/kit.json' is not valid JSON"],
  ])(
    "refuses a kit.json with %s with exit 2, naming the field, and changes nothing",
    async (_, edit, message) => {
      const cli = await offlineKit();
      if (typeof edit === "string") await Deno.writeTextFile(cli.path("run", "kit.json"), edit);
      else await editKitJson(cli, "run", edit);
      const before = await snapshot(cli);
      const error = await cli.run("render", "run").catch((caught) => caught);
      expect(error).toMatchObject({ code: ErrorCode.VALIDATION_ERROR, message });
      expect(exitCodeFor(error)).toBe(2);
      expect(await snapshot(cli)).toEqual(before);
      expect(cli.stdout.text()).toBe("");
    },
  );

  it("refuses an AI kit, whose art the folder does not keep, with exit 2 and what to do instead", async () => {
    const cli = await createTestCli({ aiProvider: await artDrawingProvider("overlay") });
    await cli.run("generate", ...RUN, "--out", "run");
    expect((await readKit(cli.path("run", "kit.json"))).design?.family).toBe("art");
    const before = await snapshot(cli);
    const error = await cli.run("render", "run").catch((caught) => caught);
    expect(error).toMatchObject({
      code: ErrorCode.VALIDATION_ERROR,
      message:
        "'run/kit.json' is an AI kit (design.family 'art'): its graphics are the AI's art, which the " +
        `folder does not keep. Set design.family to one of ${LAYOUTS} to render it offline, or draw new art ` +
        "with 'brandkit regenerate run --name 'Sunrise 5K''",
    });
    expect(exitCodeFor(error)).toBe(2);
    expect(await snapshot(cli)).toEqual(before);
  });

  it("refuses a folder without kit.json", async () => {
    const cli = await createTestCli();
    await expect(cli.run("render", "nowhere")).rejects.toMatchObject({
      code: ErrorCode.NOT_FOUND,
      message: "'nowhere' is not a kit folder: it has no kit.json (make one with 'brandkit generate')",
    });
  });
});

describe("brandkit regenerate and the kit's design", () => {
  it("draws an AI kit offline in the layout its request calls for, and kit.json says which", async () => {
    const cli = await createTestCli({ aiProvider: offlineProvider() });
    await cli.run("generate", ...RUN, "--vibe", "elegant", "--out", "run");
    const { design } = await readKit(cli.path("run", "kit.json"));
    await editKitJson(cli, "run", (kit) => kit.design.family = "art");
    await cli.run("regenerate", "run", "--name", "Sunrise 5K");
    expect((await readKit(cli.path("run", "kit.json"))).design).toEqual(design);
  });

  it("keeps a hand-edited design and refreshes the folder's ZIP", async () => {
    const cli = await createTestCli();
    await cli.run(
      "generate",
      "--vibe",
      "neon",
      "--seed",
      "7",
      "--top-line",
      "Run with us",
      "--zip",
      "--out",
      "neon",
    );
    await editKitJson(cli, "neon", (kit) => {
      kit.design.topLine = "Pancakes at nine";
      kit.design.details = "Doors 7 PM";
    });
    cli.provider.calls.length = 0;
    cli.stdout.clear();
    await cli.run("regenerate", "neon", "--name", "Glow Fest");
    const briefs = cli.provider.calls.map((call) => call.method === "image" ? call.request.brief : undefined);
    expect(briefs.map((brief) => brief?.design)).toEqual(
      Array(3).fill(expect.objectContaining({ topLine: "Pancakes at nine", details: "Doors 7 PM" })),
    );
    const kit = await readKit(cli.path("neon", "kit.json"));
    expect(kit.design).toMatchObject({ topLine: "Pancakes at nine", details: "Doors 7 PM" });
    expect(kit.selectedName).toBe("Glow Fest");
    const zip = unzipSync(await Deno.readFile(cli.path("neon.zip")));
    expect(JSON.parse(new TextDecoder().decode(zip["neon/kit.json"])).selectedName).toBe("Glow Fest");
    expect(cli.stdout.text()).toBe(`Brand assets regenerated for "Glow Fest" in neon\nWrote neon.zip\n`);
  });
});
