import { describe, expect, it } from "vitest";
import { ErrorCode, KitFileSchema } from "../../brandkit/web.ts";
import { createTestCli, listDir } from "../support/test-cli.ts";

async function readKit(path: string) {
  return KitFileSchema.parse(JSON.parse(await Deno.readTextFile(path)));
}

async function cliWithKit() {
  const cli = await createTestCli();
  await cli.run("generate", "--vibe", "neon", "--seed", "7", "--out", "neon");
  cli.provider.calls.length = 0;
  return cli;
}

describe("brandkit regenerate", () => {
  it("makes new graphics for another of the kit's names and changes nothing else", async () => {
    const cli = await cliWithKit();
    const before = await readKit(cli.path("neon", "kit.json"));
    await cli.run("regenerate", "neon", "--name", "glow fest");
    const after = await readKit(cli.path("neon", "kit.json"));
    expect(after).toEqual({
      ...before,
      selectedName: "Glow Fest",
      imageAlt: {
        poster: "Poster for Glow Fest",
        square: "Square Tile for Glow Fest",
        banner: "Banner for Glow Fest",
      },
    });
    expect(cli.provider.calls.map((call) => call.method)).toEqual(["image", "image", "image"]);
    const briefs = cli.provider.calls.map((call) => call.method === "image" && call.request.brief);
    expect(briefs.every((brief) => brief && brief.eventName === "Glow Fest" && brief.seed === 7)).toBe(true);
    expect(await Deno.readTextFile(cli.path("neon", "brand-guide.md"))).toContain(
      "- **Glow Fest** (selected)",
    );
    expect(await listDir(cli.path("neon"))).toEqual([
      "banner.png",
      "brand-guide.md",
      "copy.txt",
      "kit.json",
      "poster.png",
      "square.png",
    ]);
    expect(cli.stdout.text()).toContain(`Brand assets regenerated for "Glow Fest" in neon`);
  });

  it("prints the updated kit as JSON with --json", async () => {
    const cli = await cliWithKit();
    cli.stdout.clear();
    await cli.run("regenerate", "neon", "--name", "Midnight Pulse", "--json");
    expect(JSON.parse(cli.stdout.text())).toMatchObject({
      selectedName: "Midnight Pulse",
      dir: "neon",
      images: { poster: "neon/poster.png", square: "neon/square.png", banner: "neon/banner.png" },
    });
  });

  it.each([
    [
      ["neon", "--name", "Other Party"],
      ErrorCode.VALIDATION_ERROR,
      `"Other Party" is not one of this kit's names; use one of "Neon Nights", "Glow Fest", "Midnight Pulse"`,
    ],
    [
      ["nowhere", "--name", "Glow Fest"],
      ErrorCode.NOT_FOUND,
      "'nowhere' is not a kit folder: it has no kit.json (make one with 'brandkit generate')",
    ],
    [
      ["neon", "--name", "Glow Fest", "--provider", "x"],
      ErrorCode.VALIDATION_ERROR,
      "Invalid --provider: 'x' is not a provider; use one of offline, openai, platform",
    ],
  ])("rejects %j with %s: %s", async (args, code, message) => {
    const cli = await cliWithKit();
    await expect(cli.run("regenerate", ...args)).rejects.toMatchObject({ code, message });
    expect(cli.provider.calls).toEqual([]);
  });

  it("rejects a kit.json that is not a kit, naming the field", async () => {
    const cli = await cliWithKit();
    const kit = JSON.parse(await Deno.readTextFile(cli.path("neon", "kit.json")));
    await Deno.writeTextFile(cli.path("neon", "kit.json"), JSON.stringify({ ...kit, eventNames: ["One"] }));
    await expect(cli.run("regenerate", "neon", "--name", "One")).rejects.toMatchObject({
      code: ErrorCode.VALIDATION_ERROR,
      message: "'neon/kit.json' is not a kit: eventNames: Too small: expected array to have exactly 3 items",
    });
  });

  it("rejects a kit.json that is not JSON", async () => {
    const cli = await cliWithKit();
    await Deno.writeTextFile(cli.path("neon", "kit.json"), "{ nope");
    await expect(cli.run("regenerate", "neon", "--name", "Glow Fest")).rejects.toMatchObject({
      code: ErrorCode.VALIDATION_ERROR,
      message: "'neon/kit.json' is not valid JSON",
    });
  });

  it("leaves every file as it was when the graphics fail", async () => {
    const cli = await cliWithKit();
    const before = await Deno.readTextFile(cli.path("neon", "kit.json"));
    cli.provider.queueImage({ bytes: new Uint8Array([1]), mimeType: "image/png" }, new Error("boom"));
    await expect(cli.run("regenerate", "neon", "--name", "Glow Fest")).rejects.toMatchObject({
      code: ErrorCode.AI_ERROR,
    });
    expect(await Deno.readTextFile(cli.path("neon", "kit.json"))).toBe(before);
    expect(await listDir(cli.path("neon"))).toHaveLength(6);
    expect(await listDir(cli.root)).toEqual(["neon"]);
  });
});
