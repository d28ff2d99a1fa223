import { beforeAll, describe, expect, it } from "vitest";
import { IMAGE_KINDS, IMAGE_SIZES, type ImageKind } from "../../../brandkit/constants.ts";
import { CANVAS_SIZES } from "../../../brandkit/formats/formats.ts";
import { inkOfLines } from "../../../brandkit/render/_measure.ts";
import { toDataUrl } from "../../../brandkit/images/image-type.ts";
import { PALETTES } from "../../../brandkit/palettes/palettes.ts";
import type { ImageBrief } from "../../../brandkit/generation/provider.ts";
import { createRenderer, type Renderer } from "../../../brandkit/render/mod.ts";
import { LAYOUT_FAMILIES, type LayoutFamily } from "../../../brandkit/web.ts";
import { contrastRatio } from "../../../brandkit/palettes/contrast.ts";
import { MIN_TEXT_CONTRAST } from "../../../brandkit/palettes/color.ts";
import { rasterize } from "../../../brandkit/render/_raster.ts";
import { pathPoints, pngSize, renderAssets } from "../../support/render-assets.ts";
import { type BriefFacts, designedBrief } from "./_brief.ts";

/** The budget for one graphic. */
const MAX_PNG_BYTES = 600 * 1024;

let renderer: Renderer;
let busyPhoto: string;
let webpPhoto: string;
beforeAll(async () => {
  renderer = createRenderer(await renderAssets());
  busyPhoto = toDataUrl(await Deno.readFile(new URL("./fixtures/busy.jpg", import.meta.url)), "image/jpeg");
  webpPhoto = toDataUrl(await Deno.readFile(new URL("./fixtures/photo.webp", import.meta.url)), "image/webp");
});

const facts = (overrides: Partial<BriefFacts> = {}): BriefFacts => ({
  eventName: "Midsummer Night Market",
  vibes: ["summer"],
  colors: PALETTES[0].colors,
  displayDate: "June 21, 2026",
  location: "Pier 57, New York",
  seed: 42,
  ...overrides,
});

/** The brief of `facts` with its design decided, in `family` when one is given. */
const brief = (overrides: Partial<BriefFacts> = {}, family?: LayoutFamily): ImageBrief =>
  designedBrief(facts(overrides), family);

/** Text pixels (fully opaque in the text layer) whose contrast with the background layer under them is short. */
async function contrastFailures(family: LayoutFamily, kind: ImageKind, base: BriefFacts): Promise<string[]> {
  const design = await renderer.design({ kind, size: IMAGE_SIZES[kind], brief: designedBrief(base, family) });
  const back = rasterize(await renderer.toSvg(design, { text: false })).pixels();
  const text = rasterize(await renderer.toSvg(design, { background: false })).pixels();
  const seen = new Set<number>();
  const failures: string[] = [];
  const rgb = (pixels: Uint8Array, at: number) => ({ r: pixels[at], g: pixels[at + 1], b: pixels[at + 2] });
  for (let at = 0; at < text.length; at += 4) {
    if (text[at + 3] !== 255) continue;
    const pair = ((text[at] << 16) | (text[at + 1] << 8) | text[at + 2]) * 0x1000000 +
      ((back[at] << 16) | (back[at + 1] << 8) | back[at + 2]);
    if (seen.has(pair)) continue;
    seen.add(pair);
    const ratio = contrastRatio(rgb(text, at), rgb(back, at));
    if (ratio < MIN_TEXT_CONTRAST) {
      failures.push(`${family} ${kind} at (${(at / 4) % IMAGE_SIZES[kind].width}): ${ratio.toFixed(2)}:1`);
    }
  }
  return failures;
}

describe("renderer.render()", () => {
  it.each(LAYOUT_FAMILIES)(
    "draws the %s layout at exactly each graphic's size, within the size budget",
    async (family) => {
      for (const kind of IMAGE_KINDS) {
        const png = await renderer.render({
          kind,
          size: IMAGE_SIZES[kind],
          brief: brief({ inspirationImage: busyPhoto }, family),
        });
        expect(pngSize(png)).toEqual(IMAGE_SIZES[kind]);
        expect(png.length).toBeLessThanOrEqual(MAX_PNG_BYTES);
      }
    },
  );

  it("gives byte-identical PNGs for the same brief and seed, even from a fresh renderer", async () => {
    const request = {
      kind: "poster" as const,
      size: IMAGE_SIZES.poster,
      brief: brief({ vibes: ["festive"] }),
    };
    const first = await renderer.render(request);
    const again = await createRenderer(await renderAssets()).render(request);
    expect(again).toEqual(first);
  });

  it("gives different layouts for different vibes", async () => {
    const vibes = [["elegant"], ["neon"], ["retro"], ["corporate"], ["festive"], ["tropical"], ["bold"]];
    const designs = await Promise.all(
      vibes.map((list) =>
        renderer.design({ kind: "square", size: IMAGE_SIZES.square, brief: brief({ vibes: list }) })
      ),
    );
    expect(new Set(designs.map((design) => design.family)).size).toBe(vibes.length);
    const elegant = await renderer.render({
      kind: "square",
      size: IMAGE_SIZES.square,
      brief: brief({ vibes: ["elegant"] }),
    });
    const neon = await renderer.render({
      kind: "square",
      size: IMAGE_SIZES.square,
      brief: brief({ vibes: ["neon"] }),
    });
    expect(neon).not.toEqual(elegant);
  });

  it.each([
    [
      "a 60+ character name",
      "The Annual International Conference of Extraordinarily Long Event Names & Friends",
    ],
    ["a single 58-letter word", "Supercalifragilisticexpialidociousextravaganzafestival2026"],
    ["XML special characters", `<script>alert("x")</script> & 'Friends' ]]>`],
    ["emoji", "Party Time 🎉🥂👩‍👩‍👧‍👦 🇺🇸"],
    ["right-to-left text", "ליל הניאון مهرجان الليل"],
    ["letters no font has", "東京ナイト 서울"],
  ])("renders %s in every layout and format with all text inside the canvas", async (_, eventName) => {
    for (const family of LAYOUT_FAMILIES) {
      for (const kind of IMAGE_KINDS) {
        const { width, height } = IMAGE_SIZES[kind];
        const design = await renderer.design({
          kind,
          size: { width, height },
          brief: brief({ eventName, location: eventName }, family),
        });
        const points = pathPoints(await renderer.toSvg(design, { background: false }));
        const outside = points.filter(([x, y]) => x < 0 || y < 0 || x > width || y > height);
        expect(outside, `${family} ${kind}`).toEqual([]);
      }
    }
    const png = await renderer.render({
      kind: "banner",
      size: IMAGE_SIZES.banner,
      brief: brief({ eventName }),
    });
    expect(pngSize(png)).toEqual(IMAGE_SIZES.banner);
  });

  it.each<[string, Partial<BriefFacts>]>([
    // Found by the scripts corpus (seed 303): the bold link preview's tone mark 5 px over the top.
    ["a Thai name's stacked tone marks, a long place leaving it little room", {
      eventName: "น้ำวัด",
      language: "th",
      eventDate: "2025-01-01",
      displayDate: "1 มกราคม 2568",
      location: "สวนลุมพินี".repeat(12),
    }],
    // Found by the scripts corpus (seed 707): the gradient square's yeh dots 33 px under the bottom.
    ["the dots under a short Arabic name's yeh", { eventName: "دبي", language: "ar" }],
  ])("keeps %s on the canvas, in every family and canvas", async (_, facts) => {
    const brief: BriefFacts = {
      eventName: "",
      vibes: [],
      colors: ["#E6067A", "#F472B6", "#FF8E53", "#FFC15E", "#6A2C70"],
      seed: 0,
      ...facts,
    };
    for (const family of LAYOUT_FAMILIES) {
      for (const kind of Object.keys(CANVAS_SIZES) as Array<keyof typeof CANVAS_SIZES>) {
        const size = CANVAS_SIZES[kind];
        const design = await renderer.design({ kind, size, brief: designedBrief(brief, family) });
        const points = pathPoints(await renderer.toSvg(design, { background: false }));
        const outside = points.filter(([x, y]) => x < 0 || y < 0 || x > size.width || y > size.height);
        expect(outside, `${family} ${kind}`).toEqual([]);
      }
    }
  });

  it("keeps the dots under an Arabic name's yeh off the place line under it (the geometric poster)", async () => {
    // Found by the scripts corpus (seed 707): the dots were drawn over "DUBAI DUBAI DUBAI DUBAI".
    const facts: BriefFacts = {
      eventName: "دبي",
      vibes: [],
      colors: ["#E6067A", "#F472B6", "#FF8E53", "#FFC15E", "#6A2C70"],
      seed: 0,
      language: "ar",
      location: "Dubai Dubai Dubai Dubai",
    };
    const design = await renderer.design({
      kind: "poster",
      size: CANVAS_SIZES.poster,
      brief: designedBrief(facts, "geometric"),
    });
    const name = design.blocks.find((block) => block.id === "name")!;
    const place = design.blocks.find((block) => block.id === "location")!;
    const ink = inkOfLines(renderer.measurerFor(name.text.language), name.text, name.y);
    expect(ink.bottom).toBeLessThan(place.y);
  });

  it("uses the inspiration image, WebP included, and keeps it out from under the text", async () => {
    for (const family of LAYOUT_FAMILIES) {
      const design = await renderer.design({
        kind: "poster",
        size: IMAGE_SIZES.poster,
        brief: brief({ inspirationImage: webpPhoto }, family),
      });
      expect(design.background, family).toContain("<image");
      expect(await contrastFailures(family, "poster", facts({ inspirationImage: busyPhoto }))).toEqual([]);
    }
  });

  it("draws without the image when the inspiration image cannot be decoded", async () => {
    const broken = `data:image/png;base64,${btoa("\x89PNG\r\n\x1a\nbroken")}`;
    const design = await renderer.design({
      kind: "square",
      size: IMAGE_SIZES.square,
      brief: brief({ inspirationImage: broken }),
    });
    expect(design.background).not.toContain("<image");
  });
});

describe("the rendered text", () => {
  it.each(LAYOUT_FAMILIES)(
    "of the %s layout reads at 4.5:1 or better against the pixels behind it",
    async (family) => {
      const failures: string[] = [];
      for (
        const [index, colors] of [PALETTES[0].colors, PALETTES[3].colors, ["#E6067A", "#F472B6"], ["#777777"]]
          .entries()
      ) {
        for (const kind of IMAGE_KINDS) {
          failures.push(
            ...await contrastFailures(family, kind, facts({ colors, seed: index })),
          );
        }
      }
      expect(failures).toEqual([]);
    },
  );
});
