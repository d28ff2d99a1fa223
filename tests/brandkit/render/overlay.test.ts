import { beforeAll, describe, expect, it } from "vitest";
import { IMAGE_KINDS, IMAGE_SIZES, type ImageKind } from "../../../brandkit/constants.ts";
import { ErrorCode } from "../../../brandkit/errors.ts";
import { PALETTES } from "../../../brandkit/palettes/palettes.ts";
import type { ImageBrief } from "../../../brandkit/generation/provider.ts";
import { createRenderer, type Design, type Renderer } from "../../../brandkit/render/mod.ts";
import { contrastRatio } from "../../../brandkit/palettes/contrast.ts";
import { MIN_TEXT_CONTRAST, minContrast } from "../../../brandkit/palettes/color.ts";
import { rasterize } from "../../../brandkit/render/_raster.ts";
import { failureOf } from "../_fixtures.ts";
import { busyArt, darkArt, lightArt, photoArt, solidArt, transparentArt } from "./_art.ts";
import { pathPoints, pixelAt, pngPixels, pngSize, renderAssets } from "../../support/render-assets.ts";
import { type BriefFacts, designedBrief } from "./_brief.ts";

let renderer: Renderer;
beforeAll(async () => {
  renderer = createRenderer(await renderAssets());
});

const brief = (overrides: Partial<BriefFacts> = {}): ImageBrief =>
  designedBrief({
    eventName: "Midsummer Night Market",
    vibes: ["summer", "festive"],
    colors: PALETTES[0].colors,
    displayDate: "June 21, 2026",
    location: "Pier 57, New York",
    seed: 42,
    ...overrides,
  });

const png = (bytes: Uint8Array) => ({ bytes, mimeType: "image/png" });

function request(kind: ImageKind, art: Uint8Array, overrides: Partial<BriefFacts> = {}) {
  return { kind, size: IMAGE_SIZES[kind], brief: brief(overrides), art: png(art) };
}

/** Fully opaque text pixels whose contrast with the background pixel under them is short of 4.5:1. */
async function pixelContrastFailures(design: Design, label: string): Promise<string[]> {
  let checked = 0;
  const back = rasterize(await renderer.toSvg(design, { text: false })).pixels();
  const text = rasterize(await renderer.toSvg(design, { background: false })).pixels();
  const failures: string[] = [];
  const rgb = (pixels: Uint8Array, at: number) => ({ r: pixels[at], g: pixels[at + 1], b: pixels[at + 2] });
  for (let at = 0; at < text.length; at += 4) {
    if (text[at + 3] !== 255) continue;
    checked++;
    const ratio = contrastRatio(rgb(text, at), rgb(back, at));
    if (ratio < MIN_TEXT_CONTRAST) {
      const pixel = at / 4;
      failures.push(
        `${label} at (${pixel % design.width}, ${Math.floor(pixel / design.width)}): ${ratio.toFixed(2)}:1`,
      );
      if (failures.length > 5) break;
    }
  }
  // Thousands of pixels of type, or the check proved nothing.
  return checked > 10_000 ? failures : [...failures, `${label}: only ${checked} text pixels`];
}

describe("renderer.overlay()", () => {
  it("draws the art full-bleed and the type on it at exactly each graphic's size, opaque everywhere", async () => {
    for (const kind of IMAGE_KINDS) {
      const { width, height } = IMAGE_SIZES[kind];
      const out = await renderer.overlay(request(kind, solidArt("#2A9D8F")));
      expect(pngSize(out)).toEqual({ width, height });
      const pixels = pngPixels(out);
      // The art shows as it is where there is no type: the top right corner.
      expect(pixelAt(pixels, width, width - 4, 4)).toEqual({ hex: "#2A9D8F", alpha: 255 });
      for (const [x, y] of [[0, 0], [width - 1, height - 1], [0, height - 1], [width >> 1, height >> 1]]) {
        expect(pixelAt(pixels, width, x, y).alpha).toBe(255);
      }
    }
  });

  it("gives byte-identical PNGs for the same art and brief, even from a fresh renderer", async () => {
    const first = await renderer.overlay(request("poster", photoArt()));
    const again = await createRenderer(await renderAssets()).overlay(request("poster", photoArt()));
    expect(again).toEqual(first);
  });

  it("designs an art-family graphic whose blocks say the name, the top line, the date and the place, and no vibe list", async () => {
    const design = await renderer.designOverlay(request("square", darkArt()));
    expect(design.family).toBe("art");
    const text = (id: string) => design.blocks.find((block) => block.id === id)?.text.lines.join(" ");
    expect(text("name")?.toLowerCase()).toBe("midsummer night market");
    expect(text("date")).toBe("JUNE 21, 2026");
    expect(text("location")).toBe("PIER 57, NEW YORK");
    expect(text("topLine")).toBeTruthy();
    expect(text("tags")).toBeUndefined();
  });

  it.each([
    ["a very light", lightArt],
    ["a very dark", darkArt],
    ["a busy black-and-white", busyArt],
    ["a grainy photographic", photoArt],
    ["a half-transparent", transparentArt],
  ])(
    "keeps every text pixel at 4.5:1 or better against %s image, in all three formats",
    async (_, makeArt) => {
      const art = makeArt();
      const failures: string[] = [];
      for (const [index, kind] of IMAGE_KINDS.entries()) {
        const design = await renderer.designOverlay(
          request(kind, art, { colors: PALETTES[index * 7].colors, seed: index }),
        );
        for (const block of design.blocks) {
          const ratio = minContrast(block.color, block.backdrop);
          if (ratio < MIN_TEXT_CONTRAST) {
            failures.push(`${kind} ${block.id}: ${ratio.toFixed(2)}:1 by design`);
          }
        }
        failures.push(...await pixelContrastFailures(design, kind));
      }
      expect(failures).toEqual([]);
    },
  );

  it("veils busy art more than calm art of the same brightness", async () => {
    const veilOf = async (art: Uint8Array) => {
      const design = await renderer.designOverlay(request("poster", art));
      return Number(/fill-opacity="([\d.]+)"/.exec(design.background)![1]);
    };
    expect(await veilOf(busyArt())).toBeGreaterThan((await veilOf(solidArt("#808080"))) + 0.2);
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
  ])(
    "keeps %s inside the canvas and the blocks clear of each other in every format",
    async (_, eventName) => {
      for (const kind of IMAGE_KINDS) {
        const { width, height } = IMAGE_SIZES[kind];
        const design = await renderer.designOverlay(
          request(kind, solidArt("#3D348B"), { eventName, location: eventName, vibes: [eventName] }),
        );
        const points = pathPoints(await renderer.toSvg(design, { background: false }));
        expect(points.length, kind).toBeGreaterThan(0);
        expect(points.filter(([x, y]) => x < 0 || y < 0 || x > width || y > height), kind).toEqual([]);
        design.blocks.forEach((block, index) => {
          expect(block.x + block.text.width, `${kind} ${block.id}`).toBeLessThanOrEqual(width);
          for (const other of design.blocks.slice(index + 1)) {
            const apart = block.y + block.text.height <= other.y || other.y + other.text.height <= block.y ||
              block.x + block.text.width <= other.x || other.x + other.text.width <= block.x;
            expect(apart, `${kind} ${block.id} and ${other.id}`).toBe(true);
          }
        });
      }
    },
  );

  it.each([
    ["bytes that are no image", new TextEncoder().encode("<html>nope</html>"), "its 17 bytes are not a PNG"],
    ["a PNG with a damaged body", damagedPng(), "could not be decoded"],
  ])("refuses %s with an AI_ERROR", async (_, bytes, message) => {
    const failure = await failureOf(renderer.overlay(request("square", bytes)));
    expect(failure.code).toBe(ErrorCode.AI_ERROR);
    expect(failure.message).toContain(message);
  });
});

/** A real PNG header (with a size) and a body of noise. */
function damagedPng(): Uint8Array {
  const bytes = solidArt("#FF0000").slice(0, 41);
  bytes.fill(7, 33);
  return bytes;
}
