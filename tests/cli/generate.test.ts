import { describe, expect, it } from "vitest";
import { unzipSync } from "fflate";
import { BrandKitError, ErrorCode, KitFileSchema } from "../../brandkit/web.ts";
import { createFakeProvider, ONE_PIXEL_PNG, SAMPLE_COPY } from "../support/fake-provider.ts";
import { createTestCli, listDir } from "../support/test-cli.ts";

const KIT_FILES = ["banner.png", "brand-guide.md", "copy.txt", "kit.json", "poster.png", "square.png"];

async function readKit(path: string) {
  return KitFileSchema.parse(JSON.parse(await Deno.readTextFile(path)));
}

describe("brandkit generate", () => {
  it("writes kit.json, the three graphics and brand-guide.md into a folder named after the event", async () => {
    const cli = await createTestCli();
    await cli.run("generate", "--vibe", "neon");
    expect(await listDir(cli.root)).toEqual(["neon-nights"]);
    expect(await listDir(cli.path("neon-nights"))).toEqual(KIT_FILES);
    const kit = await readKit(cli.path("neon-nights", "kit.json"));
    expect(kit.selectedName).toBe("Neon Nights");
    expect(kit.images).toEqual({ poster: "poster.png", square: "square.png", banner: "banner.png" });
    expect(kit.provider).toBe("fake");
    expect(kit.createdAt).toBe("2026-01-01T00:00:00.000Z");
    const raw = JSON.parse(await Deno.readTextFile(cli.path("neon-nights", "kit.json")));
    expect(raw.imageAlt).toEqual({
      poster: "Poster for Neon Nights",
      square: "Square Tile for Neon Nights",
      banner: "Banner for Neon Nights",
    });
    expect(await Deno.readFile(cli.path("neon-nights", "poster.png"))).toEqual(ONE_PIXEL_PNG);
    expect(cli.stdout.text()).toContain("Wrote neon-nights (poster.png, square.png, banner.png");
    expect(cli.stdout.text()).toContain(`brandkit regenerate neon-nights --name 'Glow Fest'`);
  });

  it("turns every flag into the request and keeps it, seed included, in kit.json", async () => {
    const cli = await createTestCli();
    await cli.run(
      ...["generate", "--name", "Rooftop Jazz", "--vibe", "smooth", "--vibe", " late ", "--vibe", "smooth"],
      ...["--palette", "ocean depths", "--color", "e07", "--date", "2026-12-31", "--location", "Lisbon"],
      ...["--seed", "42", "--out", "jazz"],
    );
    const kit = await readKit(cli.path("jazz", "kit.json"));
    expect(kit.request).toEqual({
      vibes: ["smooth", "late"],
      colors: ["#03045E", "#0077B6", "#00B4D8", "#90E0EF", "#CAF0F8", "#EE0077"],
      inspirationImage: "",
      eventDate: "2026-12-31",
      eventLocation: "Lisbon",
      customEventName: "Rooftop Jazz",
      language: "en",
      seed: 42,
    });
    expect(kit.selectedName).toBe("Rooftop Jazz");
    const imageCall = cli.provider.calls.find((call) => call.method === "image");
    expect(imageCall?.request.brief).toMatchObject({
      displayDate: "December 31, 2026",
      location: "Lisbon",
      seed: 42,
    });
  });

  it("takes --link as the event's link, keeps it in kit.json and gives it to the designer", async () => {
    const cli = await createTestCli();
    await cli.run("generate", "--link", "https://tickets.example.com/jazz", "--out", "jazz");
    const kit = await readKit(cli.path("jazz", "kit.json"));
    expect(kit.request.eventLink).toBe("https://tickets.example.com/jazz");
    const imageCall = cli.provider.calls.find((call) => call.method === "image");
    expect(imageCall?.request.brief.eventLink).toBe("https://tickets.example.com/jazz");
  });

  it("refuses a --link that is not an https URL, naming the flag", async () => {
    const cli = await createTestCli();
    await expect(cli.run("generate", "--link", "http://tickets.example.com/jazz")).rejects.toMatchObject({
      code: ErrorCode.VALIDATION_ERROR,
      message: "Invalid --link: eventLink 'http://tickets.example.com/jazz' is not an https:// URL, " +
        "e.g. https://tickets.example.com/night",
    });
  });

  it("asks for the provider named by --provider, and the configured one without it", async () => {
    const cli = await createTestCli();
    await cli.run("generate", "--provider", "offline", "--out", "a");
    await cli.run("generate", "--out", "b");
    expect(cli.providerNames).toEqual(["offline", undefined]);
  });

  it("fits each graphic to its exact size", async () => {
    const cli = await createTestCli();
    await cli.run("generate", "--out", "kit");
    expect(cli.fit.calls).toEqual([
      { kind: "poster", width: 1080, height: 1350 },
      { kind: "square", width: 1080, height: 1080 },
      { kind: "banner", width: 1200, height: 675 },
    ]);
  });

  it("reads --inspiration as an image and sends it to the provider as a data URL", async () => {
    const cli = await createTestCli();
    await Deno.writeFile(cli.path("mood.png"), ONE_PIXEL_PNG);
    await cli.run("generate", "--inspiration", "mood.png", "--out", "kit");
    const kit = await readKit(cli.path("kit", "kit.json"));
    expect(kit.request.inspirationImage).toMatch(/^data:image\/png;base64,iVBOR/);
  });

  it("prints only the kit as JSON with --json, with the graphics' paths", async () => {
    const cli = await createTestCli();
    await cli.run("generate", "--json", "--out", "kits/neon");
    const printed = JSON.parse(cli.stdout.text());
    expect(printed).toMatchObject({
      selectedName: "Neon Nights",
      headline: SAMPLE_COPY.headline,
      dir: "kits/neon",
      images: {
        poster: "kits/neon/poster.png",
        square: "kits/neon/square.png",
        banner: "kits/neon/banner.png",
      },
    });
  });

  it("also writes <out>.zip with every file in a folder with --zip", async () => {
    const cli = await createTestCli();
    await cli.run("generate", "--zip", "--out", "neon");
    const entries = unzipSync(await Deno.readFile(cli.path("neon.zip")));
    expect(Object.keys(entries).sort()).toEqual(["neon/", ...KIT_FILES.map((name) => `neon/${name}`)]);
    expect(entries["neon/poster.png"]).toEqual(ONE_PIXEL_PNG);
  });

  it("picks a new folder rather than overwrite the kit of an earlier run", async () => {
    const cli = await createTestCli();
    await cli.run("generate");
    await cli.run("generate");
    expect(await listDir(cli.root)).toEqual(["neon-nights", "neon-nights-2"]);
  });

  it("shows its steps on stderr when it is a terminal", async () => {
    const cli = await createTestCli({ stderrIsTerminal: true });
    await cli.run("generate", "--out", "kit");
    expect(cli.stderr.text()).toContain("[1/4] Writing the copy...");
    expect(cli.stderr.text()).toContain("[4/4] Designing the banner (1200 x 675)...");
  });

  it("is quiet on stderr when it is not a terminal", async () => {
    const cli = await createTestCli();
    await cli.run("generate", "--palette", "Sunset Glow", "--out", "kit");
    expect(cli.stderr.text()).toBe("");
  });

  it("without colours, says on stderr which palette fits the vibes and keeps it in kit.json", async () => {
    const cli = await createTestCli();
    await cli.run("generate", "--vibe", "jazz", "--out", "kit");
    const jazzClub = ["#1B1B2F", "#162447", "#E43F5A", "#F2A365", "#EDE6DB"];
    expect(cli.stderr.text()).toBe(
      `Note: No colours were given, so the kit uses the palette 'Jazz Club' (${
        jazzClub.join(" ")
      }), the best fit for its vibes.\n`,
    );
    const kit = await readKit(cli.path("kit", "kit.json"));
    expect(kit.request).toMatchObject({ palette: "Jazz Club", colors: jazzClub });
    expect(kit.brandGuide.colors).toEqual(jazzClub);
    expect(kit.notices).toBeUndefined();
  });

  it("regenerates a kit whose palette was chosen with the same palette", async () => {
    const cli = await createTestCli();
    await cli.run("generate", "--vibe", "minimal", "--out", "kit");
    const before = await readKit(cli.path("kit", "kit.json"));
    cli.provider.calls.length = 0;
    await cli.run("regenerate", "kit", "--name", before.eventNames[1]);
    const after = await readKit(cli.path("kit", "kit.json"));
    expect(after.request).toEqual(before.request);
    const briefs = cli.provider.calls.flatMap((call) => call.method === "image" ? [call.request.brief] : []);
    expect(briefs.map((brief) => brief.colors)).toEqual([0, 1, 2].map(() => before.request.colors));
  });

  it("chooses the same palette for the same request and --seed, and among equal fits by the seed", async () => {
    const cli = await createTestCli();
    const paletteOf = async (seed: string, out: string) => {
      await cli.run("generate", "--vibe", "elegant", "--seed", seed, "--out", out);
      return (await readKit(cli.path(out, "kit.json"))).request.palette;
    };
    expect(await paletteOf("1", "a")).toBe(await paletteOf("1", "b"));
    const chosen = new Set<string | undefined>();
    for (const seed of ["2", "3", "4", "5", "6", "7", "8", "9"]) {
      chosen.add(await paletteOf(seed, `s${seed}`));
    }
    expect(chosen.size).toBeGreaterThan(1);
    for (const name of chosen) {
      expect(["Champagne Gala", "Noir Gold", "Black Tie", "Royal Velvet", "Emerald Luxe", "Sapphire Ball"])
        .toContain(name);
    }
  });

  it("gives --palette's colours, with no note, and keeps kit.json as it was (no palette field)", async () => {
    const cli = await createTestCli();
    await cli.run("generate", "--palette", "sunset glow", "--color", "#123456", "--out", "kit");
    expect(cli.stderr.text()).toBe("");
    const kit = await readKit(cli.path("kit", "kit.json"));
    // The default palette leads with the default colours the page's form starts with.
    expect(kit.request.colors).toEqual(["#E6067A", "#F472B6", "#FF8E53", "#FFC15E", "#6A2C70", "#123456"]);
    expect(kit.request.palette).toBeUndefined();
  });

  it("refuses an unknown --palette with close names, as bad input", async () => {
    const cli = await createTestCli();
    await expect(cli.run("generate", "--palette", "Sunset Glo")).rejects.toMatchObject({
      code: ErrorCode.VALIDATION_ERROR,
      message:
        "Unknown palette 'Sunset Glo'. Did you mean 'Sunset Glow'? List them all with 'brandkit palettes'.",
    });
  });

  it.each([
    [
      ["--color", "#12345"],
      ErrorCode.VALIDATION_ERROR,
      "Invalid --color: '#12345' is not a hex colour like #E6067A",
    ],
    [
      ["--date", "2026-02-30"],
      ErrorCode.VALIDATION_ERROR,
      "Invalid --date: '2026-02-30' is not a date in YYYY-MM-DD form, e.g. 2026-12-31",
    ],
    [
      ["--seed", "-1"],
      ErrorCode.VALIDATION_ERROR,
      "Invalid --seed: '-1' is not a whole number from 0 to 2147483647",
    ],
    [
      ["--provider", "gpt"],
      ErrorCode.VALIDATION_ERROR,
      "Invalid --provider: 'gpt' is not a provider; use one of offline, openai, platform",
    ],
    [
      ["--palette", "Nope"],
      ErrorCode.VALIDATION_ERROR,
      "Unknown palette 'Nope'. Try one of 'Sunset Glow', 'Coral Dream', 'Candy Pop', or list them all with 'brandkit palettes'.",
    ],
    [
      ["--inspiration", "missing.png"],
      ErrorCode.NOT_FOUND,
      "Cannot read inspiration image 'missing.png': no such file",
    ],
    [
      ["--inspiration", "notes.txt"],
      ErrorCode.VALIDATION_ERROR,
      "Inspiration image 'notes.txt' is not an image; use a PNG, JPEG, WebP or GIF file",
    ],
  ])("rejects %j with %s: %s, before any generation", async (flags, code, message) => {
    const cli = await createTestCli();
    await Deno.writeTextFile(cli.path("notes.txt"), "not an image");
    await expect(cli.run("generate", ...flags)).rejects.toMatchObject({ code, message });
    expect(cli.provider.calls).toEqual([]);
  });

  it("writes nothing and reports the rate limit when the graphics are rate limited", async () => {
    const provider = createFakeProvider().queueImage(
      new BrandKitError(ErrorCode.RATE_LIMIT_EXCEEDED, "Rate limit exceeded", { retryAfter: 12 }),
    );
    const cli = await createTestCli({ provider });
    await expect(cli.run("generate", "--out", "kit")).rejects.toMatchObject({
      code: ErrorCode.RATE_LIMIT_EXCEEDED,
      retryAfter: 12,
      message:
        "The graphics failed, so nothing was written: Rate limit exceeded. Please wait 12s before trying again.",
    });
    expect(await listDir(cli.root)).toEqual([]);
  });

  it("writes nothing when the copy fails", async () => {
    const provider = createFakeProvider().queueObject(new Error("model overloaded"));
    const cli = await createTestCli({ provider });
    await expect(cli.run("generate", "--out", "kit")).rejects.toMatchObject({
      code: ErrorCode.AI_ERROR,
      message: "The AI service failed to make the copy: model overloaded",
    });
    expect(await listDir(cli.root)).toEqual([]);
  });
});
