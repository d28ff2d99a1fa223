import { describe, expect, it } from "vitest";
import { strFromU8, strToU8, unzipSync } from "fflate";
import { GenerationRequestSchema } from "../../brandkit/web.ts";
import { renderBrandGuide, seedOf } from "../../brandkit/mod.ts";
import { buildKitZip } from "../../client/archive/kit-zip.ts";
import { zipFileName } from "../../client/archive/zip-name.ts";
import { zipMethods } from "../support/zip-entries.ts";
import { solidPng } from "../support/solid-png.ts";
import { SAMPLE_KIT } from "../support/sample-kit.ts";

const request = GenerationRequestSchema.parse({
  vibes: ["neon"],
  eventDate: "2026-12-31",
  eventLocation: "Austin, TX",
});

describe("buildKitZip()", () => {
  it("packs kit.json, brand-guide.md, copy.txt and the three graphics", () => {
    const png = solidPng(4, 4, "#E6067A");
    const zip = buildKitZip({
      kit: SAMPLE_KIT,
      request,
      provider: "offline",
      images: { poster: png, square: png, banner: png },
      nowMs: Date.UTC(2026, 0, 2),
    });
    const files = unzipSync(zip);
    expect(Object.keys(files).sort()).toEqual(
      ["banner.png", "brand-guide.md", "copy.txt", "kit.json", "poster.png", "square.png"],
    );
    expect(files["poster.png"]).toEqual(png);
    const kitJson = JSON.parse(strFromU8(files["kit.json"]));
    expect(kitJson).toMatchObject({
      version: 1,
      selectedName: "Neon Nights",
      images: { poster: "poster.png", square: "square.png", banner: "banner.png" },
      provider: "offline",
      createdAt: "2026-01-02T00:00:00.000Z",
      request: { vibes: ["neon"], seed: seedOf(request) },
    });
    expect(kitJson.imageAlt).toEqual({
      poster: "Poster for Neon Nights: December 31, 2026, Austin, TX",
      square: "Square Tile for Neon Nights: December 31, 2026, Austin, TX",
      banner: "Banner for Neon Nights: December 31, 2026, Austin, TX",
    });
    expect(strFromU8(files["copy.txt"])).toContain(`HEADLINE\n${SAMPLE_KIT.headline}`);
  });

  it("adds the files of the extra formats it is given, stored or deflated", () => {
    const png = solidPng(4, 4, "#E6067A");
    const zip = buildKitZip({
      kit: SAMPLE_KIT,
      request,
      provider: "offline",
      images: { poster: png, square: png, banner: png },
      formats: ["story", "ics"],
      formatFiles: { "story.png": png, "event.ics": strToU8("BEGIN:VCALENDAR\r\n") },
      nowMs: Date.UTC(2026, 0, 2),
    });
    const files = unzipSync(zip);
    expect(Object.keys(files).sort()).toEqual([
      "banner.png",
      "brand-guide.md",
      "copy.txt",
      "event.ics",
      "kit.json",
      "poster.png",
      "square.png",
      "story.png",
    ]);
    expect(files["story.png"]).toEqual(png);
    expect(JSON.parse(strFromU8(files["kit.json"])).formats).toEqual(["story", "ics"]);
    expect(zipMethods(zip)).toMatchObject({
      "story.png": "stored",
      "event.ics": "deflated",
      "kit.json": "deflated",
    });
  });

  it("leaves out graphics the kit does not have, and their alt texts", () => {
    const zip = buildKitZip({ kit: SAMPLE_KIT, request, provider: "offline", images: {}, nowMs: 0 });
    const files = unzipSync(zip);
    expect(Object.keys(files).sort()).toEqual(["brand-guide.md", "copy.txt", "kit.json"]);
    const kitJson = JSON.parse(strFromU8(files["kit.json"]));
    expect(kitJson.images).toEqual({ poster: "", square: "", banner: "" });
    expect(kitJson.imageAlt).toEqual({ poster: "", square: "", banner: "" });
  });
});

describe("renderBrandGuide()", () => {
  it("lists each colour with its contrast against white and black", () => {
    const guide = renderBrandGuide(SAMPLE_KIT);
    expect(guide).toContain("| `#E6067A` | Brand colour | 230 6 122 | 4.4:1 (Fail) | 4.6:1 (AA) |");
    // The default palette's dark field, a tint the graphics draw, is listed too, named after its parent.
    expect(guide).toContain("| `#570633` | Tint of #E6067A (dark) | 87 6 51 |");
    expect(guide).toContain("- **Neon Nights** (selected)");
    expect(guide).toContain("### Don'ts");
  });

  it("escapes Markdown in text from the model", () => {
    const guide = renderBrandGuide({ ...SAMPLE_KIT, headline: "*Bold* [link](x) <b>" });
    expect(guide).toContain("**Headline:** \\*Bold\\* \\[link\\](x) \\<b\\>");
  });
});

describe("zipFileName()", () => {
  it.each([
    ["Neon Nights", "neon-nights-brand-kit.zip"],
    ["Café Olé!", "cafe-ole-brand-kit.zip"],
    ["  --  ", "event-brand-kit.zip"],
    ["日本の夜", "日本の夜-brand-kit.zip"],
    ["東京ジャズナイト", "東京ジャズナイト-brand-kit.zip"],
  ])("names the kit of %j %s", (name, fileName) => {
    expect(zipFileName(name)).toBe(fileName);
  });
});
