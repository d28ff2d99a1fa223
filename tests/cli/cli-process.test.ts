/**
 * The CLI as a user runs it: a real process, real files, the offline provider, exit codes and stderr lines.
 * Each run costs a Deno start, so each one checks as much as it can.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { unzipSync } from "fflate";
import { KitFileSchema, PALETTES, pngSize } from "../../brandkit/web.ts";
import { ONE_PIXEL_PNG } from "../support/fake-provider.ts";
import { listDir } from "../support/test-cli.ts";
import { runCli } from "../support/cli-process.ts";

const KIT_FILES = ["banner.png", "brand-guide.md", "copy.txt", "kit.json", "poster.png", "square.png"];
const SIZES = { "poster.png": [1080, 1350], "square.png": [1080, 1080], "banner.png": [1200, 675] };

let cwd: string;
beforeAll(async () => {
  cwd = await Deno.makeTempDir({ prefix: "brandkit-cli-process-" });
  await Deno.writeFile(`${cwd}/mood.png`, ONE_PIXEL_PNG);
  await Deno.writeTextFile(`${cwd}/notes.txt`, "not an image");
});
afterAll(() => Deno.remove(cwd, { recursive: true }));

async function readKit(dir: string) {
  return KitFileSchema.parse(JSON.parse(await Deno.readTextFile(`${dir}/kit.json`)));
}

describe("brandkit generate and regenerate (subprocess)", () => {
  it("takes every flag, prints only the kit's JSON, writes the five files at their sizes and a zip", async () => {
    const result = await runCli([
      ...["generate", "--name", "Rooftop Jazz", "--vibe", "smooth", "--vibe", "late night"],
      ...["--palette", "Ocean Depths", "--color", "#E6067A", "--date", "2026-12-31", "--location", "Lisbon"],
      ...[
        "--inspiration",
        "mood.png",
        "--seed",
        "42",
        "--provider",
        "offline",
        "--out",
        "jazz",
        "--json",
        "--zip",
      ],
    ], { cwd });
    expect(result.stderr).toBe("");
    expect(result.code).toBe(0);
    const printed = JSON.parse(result.stdout);
    expect(printed).toMatchObject({
      selectedName: "Rooftop Jazz",
      provider: "offline",
      dir: "jazz",
      zip: "jazz.zip",
      images: { poster: "jazz/poster.png", square: "jazz/square.png", banner: "jazz/banner.png" },
    });
    expect(await listDir(`${cwd}/jazz`)).toEqual(KIT_FILES);
    for (const [file, [width, height]] of Object.entries(SIZES)) {
      expect(pngSize(await Deno.readFile(`${cwd}/jazz/${file}`))).toEqual({ width, height });
    }
    const kit = await readKit(`${cwd}/jazz`);
    expect(kit.request).toMatchObject({
      customEventName: "Rooftop Jazz",
      vibes: ["smooth", "late night"],
      colors: [...PALETTES.find((palette) => palette.name === "Ocean Depths")!.colors, "#E6067A"],
      eventDate: "2026-12-31",
      eventLocation: "Lisbon",
      seed: 42,
    });
    expect(kit.request.inspirationImage).toMatch(/^data:image\/png;base64,/);
    const { selectedName: _, dir: __, zip: ___, images: ____, ...rest } = printed;
    expect(kit).toMatchObject(rest);
    const zipped = unzipSync(await Deno.readFile(`${cwd}/jazz.zip`));
    expect(Object.keys(zipped).filter((name) => !name.endsWith("/")).sort()).toEqual(
      KIT_FILES.map((name) => `jazz/${name}`),
    );

    const again = await runCli(["regenerate", "jazz", "--name", kit.eventNames[1]], { cwd });
    expect(again).toEqual({
      code: 0,
      // The folder's ZIP is refreshed with it.
      stdout: `Brand assets regenerated for "${kit.eventNames[1]}" in jazz\nWrote jazz.zip\n`,
      stderr: "",
    });
    const regenerated = await readKit(`${cwd}/jazz`);
    expect(regenerated).toEqual({
      ...kit,
      selectedName: kit.eventNames[1],
      createdAt: regenerated.createdAt,
      imageAlt: {
        poster: `Poster for ${kit.eventNames[1]}: December 31, 2026, Lisbon`,
        square: `Square Tile for ${kit.eventNames[1]}: December 31, 2026, Lisbon`,
        banner: `Banner for ${kit.eventNames[1]}: December 31, 2026, Lisbon`,
      },
    });
    expect(await Deno.readFile(`${cwd}/jazz/poster.png`)).not.toEqual(zipped["jazz/poster.png"]);

    // Back to the first name: the offline provider is deterministic, so the first poster comes back exactly.
    const back = await runCli([
      "regenerate",
      "jazz",
      "--name",
      "rooftop jazz",
      "--provider",
      "offline",
      "--json",
    ], {
      cwd,
    });
    expect(back.code).toBe(0);
    expect(JSON.parse(back.stdout)).toMatchObject({
      selectedName: "Rooftop Jazz",
      dir: "jazz",
      provider: "offline",
    });
    expect(await Deno.readFile(`${cwd}/jazz/poster.png`)).toEqual(zipped["jazz/poster.png"]);
  });

  it("names the folder after the event by default and says what it wrote", async () => {
    const result = await runCli(["generate", "--name", "Neon Nights", "--vibe", "neon", "--seed", "3"], {
      cwd,
    });
    expect(result.code).toBe(0);
    expect(result.stderr).toBe(
      "Note: No colours were given, so the kit uses the palette 'Vaporwave' (#FF71CE #01CDFE #05FFA1 #B967FF #FFFB96), the best fit for its vibes.\n",
    );
    expect(result.stdout).toContain(
      "Wrote neon-nights (poster.png, square.png, banner.png, brand-guide.md, copy.txt, kit.json)",
    );
    expect(await listDir(`${cwd}/neon-nights`)).toEqual(KIT_FILES);
  });
});

describe.concurrent("bad input ends with exit code 2 and one line on stderr (subprocess)", () => {
  it.each<[string, string[], Record<string, string>, string]>([
    [
      "a bad hex colour",
      ["generate", "--color", "#12345"],
      {},
      "error: Invalid --color: '#12345' is not a hex colour like #E6067A",
    ],
    [
      "an unknown palette",
      ["generate", "--palette", "Nope"],
      {},
      "error: Unknown palette 'Nope'. Try one of 'Sunset Glow', 'Coral Dream', 'Candy Pop', or list them all with 'brandkit palettes'.",
    ],
    [
      "a missing file",
      ["generate", "--inspiration", "gone.png"],
      {},
      "error: Cannot read inspiration image 'gone.png': no such file",
    ],
    [
      "a file that is not an image",
      ["generate", "--inspiration", "notes.txt"],
      {},
      "error: Inspiration image 'notes.txt' is not an image; use a PNG, JPEG, WebP or GIF file",
    ],
    [
      "a missing batch file",
      ["batch", "gone.csv"],
      {},
      "error: Cannot read batch file 'gone.csv': no such file",
    ],
    [
      "a folder that is not a kit",
      ["regenerate", ".", "--name", "X"],
      {},
      "error: '.' is not a kit folder: it has no kit.json (make one with 'brandkit generate')",
    ],
    [
      "an unknown option",
      ["generate", "--colour", "red"],
      {},
      "error: unknown option '--colour' (Did you mean --color?)",
    ],
    [
      "a missing required option",
      ["regenerate", "jazz"],
      {},
      "error: required option '--name <name>' not specified",
    ],
    ["an unknown command", ["make"], {}, "error: unknown command 'make'"],
    [
      "bad configuration",
      ["generate"],
      { BRANDKIT_PROVIDER: "gpt" },
      `error: Bad configuration: BRANDKIT_PROVIDER Invalid option: expected one of "offline"|"openai"|"platform"`,
    ],
  ])("%s", async (_, args, env, line) => {
    const result = await runCli(args, { cwd, env });
    expect(result).toEqual({ code: 2, stdout: "", stderr: `${line}\n` });
  });
});

describe("brandkit palettes and --help (subprocess)", () => {
  it("lists the palettes, as text and as JSON", async () => {
    const [text, json] = await Promise.all([
      runCli(["palettes"], { cwd }),
      runCli(["palettes", "--json"], { cwd }),
    ]);
    expect(text.code).toBe(0);
    expect(text.stdout.split("\n")[0]).toMatch(/^Sunset Glow /);
    expect(text.stdout.trimEnd().split("\n")).toHaveLength(PALETTES.length);
    expect(json.code).toBe(0);
    expect(JSON.parse(json.stdout)).toEqual(PALETTES);
  });

  it("shows help with examples and exits 0", async () => {
    const result = await runCli(["batch", "--help"], { cwd });
    expect(result.code).toBe(0);
    expect(result.stdout).toContain("Usage: brandkit batch [options] <file>");
    expect(result.stdout).toContain("$ brandkit batch events.csv");
  });
});
