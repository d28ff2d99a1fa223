/**
 * The bytes the designer needs: the guide's fonts from the @fontsource packages (plus Rubik for the Hebrew,
 * Arabic and Cyrillic letters the guide's fonts lack), the Unicode ranges of the Noto script faces that fill in
 * for every other script (their fonts, and Twemoji's emoji, load when a text needs them), the WebP decoder and
 * HarfBuzz's subsetter.
 * The edges call `loadRenderAssets(readFile)` once and pass the result in; it is plain data, so the render pool
 * sends it to its workers as it is.
 */
import {
  createFontInstancer,
  createFontLibrary,
  type FontLibrary,
  loadUnicodeTables,
  type UnicodeTables,
} from "../type/mod.ts";

/** The three faces of the brand guide, plus the fallback for scripts they do not cover. */
export const FONT_FAMILY = {
  display: "Poppins",
  accent: "Playfair Display",
  detail: "Space Mono",
  fallback: "Rubik",
} as const;

export type FontStyle = "normal" | "italic";
export type FontWeight = 400 | 700;

/** One font file. `name` is unique per Unicode subset ("Poppins latin-ext"); `family` is the face it belongs to. */
export type FontAsset = {
  name: string;
  family: string;
  weight: FontWeight;
  style: FontStyle;
  /** The WOFF (or TTF/OTF) bytes. */
  data: Uint8Array;
};

export type RenderAssets = {
  /** In fallback order: a character missing from the asked-for face is looked up in the others in this order. */
  fonts: readonly FontAsset[];
  /** @jsquash/webp's decoder (webp_dec.wasm): resvg reads PNG, JPEG and GIF but not WebP. */
  webpDecoderWasm: Uint8Array;
  /** Which subset file of each Noto script face has which characters (their unicode.json). */
  unicodeTables: UnicodeTables;
  /**
   * HarfBuzz's subsetter (harfbuzzjs's harfbuzz-subset.wasm): PDFs embed only the glyphs they use, and the
   * variable CJK faces are pinned at the weights the designer sets.
   */
  fontSubsetterWasm: Uint8Array;
};

type FontFile = { family: string; subset: string; weight: FontWeight; style: FontStyle; pkg: string };

function face(
  family: string,
  pkg: string,
  weight: FontWeight,
  style: FontStyle,
  subsets: readonly string[],
): FontFile[] {
  return subsets.map((subset) => ({ family, subset, weight, style, pkg }));
}

/**
 * The files, in fallback order: the display face first, then Rubik (so a Poppins line with Cyrillic falls back to
 * a sans), then the details and accent faces. WOFF rather than WOFF2, so the text fitter can read their metrics.
 */
export const FONT_FILES: readonly FontFile[] = [
  ...face(FONT_FAMILY.display, "poppins", 700, "normal", ["latin", "latin-ext", "devanagari"]),
  ...face(FONT_FAMILY.fallback, "rubik", 700, "normal", ["cyrillic", "cyrillic-ext", "hebrew", "arabic"]),
  ...face(FONT_FAMILY.detail, "space-mono", 400, "normal", ["latin", "latin-ext"]),
  ...face(FONT_FAMILY.detail, "space-mono", 700, "normal", ["latin", "latin-ext"]),
  ...face(FONT_FAMILY.accent, "playfair-display", 400, "italic", ["latin", "latin-ext", "cyrillic"]),
  ...face(FONT_FAMILY.accent, "playfair-display", 700, "normal", [
    "latin",
    "latin-ext",
    "cyrillic",
    "vietnamese",
  ]),
];

/** The name of a file: the family for the Latin subset, "family subset" for the others. */
export function fontName(family: string, subset: string): string {
  return subset === "latin" ? family : `${family} ${subset}`;
}

import type { ReadFile, ResolveSpecifier } from "../type/mod.ts";

/**
 * Reads a local file through `fetch` (file: URLs): how a render worker, which has no edge of its own to be
 * handed a reader, loads a script face or an emoji the first time a text needs it.
 */
export const fetchFile: ReadFile = async (url) => {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`cannot read ${url.pathname}`);
  return new Uint8Array(await response.arrayBuffer());
};

/**
 * Where a package file is: through the import map (`import.meta.resolve`), or, where that is not available (as in
 * vitest's module runner), in the project's node_modules folder (deno.json: the start task installs it).
 */
export function resolvePackageFile(specifier: string): string {
  try {
    return import.meta.resolve(specifier);
  } catch {
    return new URL(`../../node_modules/${specifier}`, import.meta.url).href;
  }
}

/**
 * Loads every font file and the WebP decoder. Call once per process and keep the result.
 * @param resolve @default resolvePackageFile
 */
export async function loadRenderAssets(
  readFile: ReadFile,
  resolve: ResolveSpecifier = resolvePackageFile,
): Promise<RenderAssets> {
  const fonts = await Promise.all(FONT_FILES.map(async (file): Promise<FontAsset> => {
    const specifier =
      `@fontsource/${file.pkg}/files/${file.pkg}-${file.subset}-${file.weight}-${file.style}.woff`;
    return {
      name: fontName(file.family, file.subset),
      family: file.family,
      weight: file.weight,
      style: file.style,
      data: await readFile(new URL(resolve(specifier))),
    };
  }));
  const webpDecoderWasm = await readFile(new URL(resolve("@jsquash/webp/codec/dec/webp_dec.wasm")));
  const unicodeTables = await loadUnicodeTables(readFile, resolve);
  const fontSubsetterWasm = await readFile(new URL(resolve("harfbuzzjs/dist/harfbuzz-subset.wasm")));
  return { fonts, webpDecoderWasm, unicodeTables, fontSubsetterWasm };
}

/**
 * The type engine's faces over these assets: the brand faces parsed now, the script faces and emoji read with
 * `readFile` when a text first needs them (the edges pass Deno.readFile; a render worker, fetchFile).
 */
export function fontLibraryOf(assets: RenderAssets, readFile: ReadFile = fetchFile): FontLibrary {
  return createFontLibrary({
    brandFonts: assets.fonts,
    unicodeTables: assets.unicodeTables,
    readFile,
    resolve: resolvePackageFile,
    instance: createFontInstancer(assets.fontSubsetterWasm),
    fallbackFamily: FONT_FAMILY.fallback,
  });
}
