/**
 * The bytes the designer needs: the guide's fonts from the @fontsource packages (plus Rubik for the Hebrew,
 * Arabic and Cyrillic letters the guide's fonts lack) and the WebP decoder. The core never reads files: the
 * edges call `loadRenderAssets(readFile)` once and pass the result in.
 */

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

/** The satori name of a file: the family for the Latin subset, "family subset" for the others. */
export function fontName(family: string, subset: string): string {
  return subset === "latin" ? family : `${family} ${subset}`;
}

/** Reads a file by URL (the edges pass `Deno.readFile`). */
export type ReadFile = (url: URL) => Promise<Uint8Array>;
/** Resolves a package specifier to a URL, like `import.meta.resolve`. */
export type ResolveSpecifier = (specifier: string) => string;

/**
 * Where a package file is: through the import map (`import.meta.resolve`), or, where that is not available (as in
 * vitest's module runner), in the project's node_modules folder ("nodeModulesDir": "auto" in deno.json).
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
  return { fonts, webpDecoderWasm };
}
