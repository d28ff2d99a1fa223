/**
 * The CJK faces come from their variable packages (@fontsource-variable: one WOFF2 per subset with every
 * weight), so the install carries them once instead of in nine weights and two formats. A file is decoded, drawn
 * at the weight the text is set in, named as the static font was, and embedded in documents pinned at that
 * weight, a static font; a file that cannot be decoded must stop the work with its name, not leave the text
 * undrawable.
 */
import { beforeAll, describe, expect, it } from "vitest";
import {
  createFontInstancer,
  createFontLibrary,
  type FontInstancer,
  loadUnicodeTables,
} from "../../../brandkit/type/mod.ts";
import { decodeWoff2 } from "../../../brandkit/type/_woff2.ts";
import { fontLibraryOf, type RenderAssets, resolvePackageFile } from "../../../brandkit/render/assets.ts";
import { renderAssets } from "../../support/render-assets.ts";

const NOTO_SANS_JP_5 = "@fontsource-variable/noto-sans-jp/files/noto-sans-jp-5-wght-normal.woff2";
const readPackageFile = (specifier: string) => Deno.readFile(new URL(resolvePackageFile(specifier)));

/** The tags of an SFNT's tables, in its directory's order. */
function tablesOf(sfnt: Uint8Array): string[] {
  const view = new DataView(sfnt.buffer, sfnt.byteOffset, sfnt.byteLength);
  return Array.from(
    { length: view.getUint16(4) },
    (_, index) => String.fromCharCode(...sfnt.subarray(12 + index * 16, 16 + index * 16)),
  );
}

/** OS/2's usWeightClass: the weight a font says it is. */
function weightClassOf(sfnt: Uint8Array): number {
  const view = new DataView(sfnt.buffer, sfnt.byteOffset, sfnt.byteLength);
  const index = tablesOf(sfnt).indexOf("OS/2");
  return view.getUint16(view.getUint32(12 + index * 16 + 8) + 4);
}

let assets: RenderAssets;
let instance: FontInstancer;
let variable: Uint8Array;
beforeAll(async () => {
  assets = await renderAssets();
  instance = createFontInstancer(assets.fontSubsetterWasm);
  variable = await decodeWoff2(await readPackageFile(NOTO_SANS_JP_5));
});

describe("decodeWoff2()", () => {
  it("turns a subset file of Noto Sans JP into a TrueType font with a weight axis", () => {
    expect(tablesOf(variable)).toEqual(expect.arrayContaining(["glyf", "fvar", "gvar"]));
  });

  it("refuses bytes that are no WOFF2 file, and a cut-off one", async () => {
    await expect(decodeWoff2(new Uint8Array([0, 1, 0, 0, 0]))).rejects.toThrow(
      "the file is not a WOFF2 font",
    );
    const file = await readPackageFile(NOTO_SANS_JP_5);
    await expect(decodeWoff2(file.subarray(0, 2_000))).rejects.toThrow("Failed to decompress the font data.");
  });
});

describe("createFontInstancer()", () => {
  it("pins the weight at 400 and 700: static fonts that say so, without the variation tables", () => {
    for (const weight of [400, 700]) {
      const pinned = instance(variable, { wght: weight });
      expect(tablesOf(pinned).filter((tag) => ["fvar", "gvar", "HVAR", "avar"].includes(tag))).toEqual([]);
      expect(weightClassOf(pinned)).toBe(weight);
    }
  });

  it("gives the same bytes for the same font and weight", () => {
    expect(instance(variable, { wght: 700 })).toEqual(instance(variable, { wght: 700 }));
  });

  it("names an axis the font does not have", () => {
    expect(() => instance(variable, { wdth: 100 })).toThrow('the font has no "wdth" axis to pin at 100');
  });
});

describe("the font library over the variable CJK faces", () => {
  it("draws a Japanese name at 400 and 700, named as the static fonts were, and embeds them static", async () => {
    const library = fontLibraryOf(assets, (url) => Deno.readFile(url));
    await library.prepare(["東京"], "ja");
    const regular = library.drawerOf("東", { family: "Poppins", weight: 400, style: "normal" }, "ja");
    const bold = library.drawerOf("東", { family: "Poppins", weight: 700, style: "normal" }, "ja");
    if (regular?.kind !== "face" || bold?.kind !== "face") throw new Error("東 has no face");
    expect([regular.face.postscriptName, bold.face.postscriptName]).toEqual([
      "NotoSansJP-Regular",
      "NotoSansJP-Bold",
    ]);
    const glyph = regular.face.font.nominalGlyph("東".codePointAt(0)!)!;
    expect(bold.face.outline(glyph)).not.toEqual(regular.face.outline(glyph));
    const embedded = await bold.face.sfnt();
    expect(tablesOf(embedded)).not.toContain("fvar");
    expect(weightClassOf(embedded)).toBe(700);
  });

  it("stops prepare() with the file's name when a variable file does not decode", async () => {
    const library = createFontLibrary({
      brandFonts: assets.fonts,
      unicodeTables: await loadUnicodeTables((url) => Deno.readFile(url), resolvePackageFile),
      readFile: (url) =>
        url.pathname.endsWith(".woff2") ? Promise.resolve(new Uint8Array(64)) : Deno.readFile(url),
      resolve: resolvePackageFile,
      instance,
    });
    await expect(library.prepare(["東京"], "ja")).rejects.toThrow(
      /^The variable font noto-sans-jp-\d+-wght-normal\.woff2 could not be decoded: the file is not a WOFF2 font$/,
    );
  });
});
