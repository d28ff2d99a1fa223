import { describe, expect, it } from "vitest";
import { KitFileSchema } from "../../brandkit/web.ts";
import { OWN_TYPE_REASON } from "../../brandkit/mod.ts";
import { ART_SIZE, artDrawingProvider, artShare, pdfImageSizes } from "../support/ai-art.ts";
import { createTestCli, listDir } from "../support/test-cli.ts";

const EVENT = ["--name", "Neon Nights", "--date", "2026-12-31", "--location", "Austin, TX"];

describe("brandkit generate --formats with an AI provider in BRANDKIT_TYPOGRAPHY=overlay (issue 20)", () => {
  it("makes every format of the folder from the model's art, which the folder does not keep", async () => {
    const cli = await createTestCli({ aiProvider: await artDrawingProvider("overlay") });
    await cli.run("generate", ...EVENT, "--formats", "story,link-preview,svg,pdf", "--out", "neon");
    const read = (name: string) => Deno.readFile(cli.path("neon", name));
    expect(artShare(await read("story.png"), [0.02, 0.12], [0, 0.6])).toBeGreaterThan(0.95);
    expect(artShare(await read("link-preview.png"), [0, 1], [0.9, 1])).toBeGreaterThan(0.95);
    expect(await Deno.readTextFile(cli.path("neon", "story.svg"))).toMatch(
      /<image\b[^>]*href="data:image\/png/,
    );
    expect(await pdfImageSizes(await read("poster-print.pdf"))).toContain(
      `${ART_SIZE.width}x${ART_SIZE.height}`,
    );
    // kit.json names no art: the folder holds the kit's files, and regenerating draws new art.
    const kit = KitFileSchema.parse(JSON.parse(await Deno.readTextFile(cli.path("neon", "kit.json"))));
    expect(Object.keys(kit)).not.toContain("art");
    expect((await listDir(cli.path("neon"))).filter((name) => name.includes("art"))).toEqual([]);
  });

  it("makes the regenerated folder's formats from the new graphics' art", async () => {
    const cli = await createTestCli({ aiProvider: await artDrawingProvider("overlay") });
    await cli.run("generate", ...EVENT, "--formats", "story", "--out", "neon");
    await cli.run("regenerate", cli.path("neon"), "--name", "Neon Nights Live");
    const story = await Deno.readFile(cli.path("neon", "story.png"));
    expect(artShare(story, [0.02, 0.12], [0, 0.6])).toBeGreaterThan(0.95);
  });
});

describe("brandkit generate --formats all when the AI draws its own text (BRANDKIT_TYPOGRAPHY=model)", () => {
  it("asks the model for the story and link preview, and says why there are no SVGs or print PDF", async () => {
    const cli = await createTestCli({ aiProvider: await artDrawingProvider("model") });
    await cli.run("generate", ...EVENT, "--formats", "all", "--out", "neon");
    const files = await listDir(cli.path("neon"));
    expect(files).toContain("story.png");
    expect(files).toContain("link-preview.png");
    expect(files).toContain("brand-guide.pdf");
    expect(files.filter((name) => name.endsWith(".svg") || name === "poster-print.pdf")).toEqual([]);
    expect(cli.fit.calls.map((call) => call.kind)).toEqual(
      expect.arrayContaining(["story", "link-preview"]),
    );
    expect(cli.stderr.text()).toContain(OWN_TYPE_REASON);
    const kit = KitFileSchema.parse(JSON.parse(await Deno.readTextFile(cli.path("neon", "kit.json"))));
    expect(kit.formats).toEqual(["story", "link-preview", "guide-pdf", "ics"]);
  });
});
