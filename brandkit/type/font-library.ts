/**
 * Every face the text may need, and which one draws each grapheme cluster: the brand faces first (the role's
 * own family, then the other brand families), then the Noto script faces of catalog.ts, loaded on demand by
 * Unicode range, then Twemoji for emoji. `prepare()` loads what some texts need; after it, `drawerOf()` answers
 * synchronously, which is what layout and shaping need. Nothing here guesses: a cluster no face has is reported
 * by `undrawable()`, so validation can refuse it before any work is done.
 */
import { type CodeRanges, inRanges, parseUnicodeRange } from "./_ranges.ts";
import { emojiBody, emojiFileNames, isEmojiCluster, isTextPictograph } from "./_emoji.ts";
import { type FaceStyle, type FontStyle, type FontWeight, type LoadedFace, loadFace } from "./_face.ts";
import { loadHarfBuzz } from "./_harfbuzz.ts";
import { EMOJI_PACKAGE, packageOf, SCRIPT_FACES, type ScriptFace, scriptFaceFile } from "./catalog.ts";
import type { FontInstancer } from "./instance.ts";
import { createScriptFiles, type ReadFile } from "./_script-file.ts";
import { graphemes } from "./segments.ts";

/** A font file of the brand faces, already read. */
export type BrandFontFile = {
  name: string;
  family: string;
  weight: FontWeight;
  style: FontStyle;
  data: Uint8Array;
};

export type { ReadFile } from "./_script-file.ts";
/** Resolves a package specifier to a URL, like `import.meta.resolve`. */
export type ResolveSpecifier = (specifier: string) => string;

/** Who draws a cluster: a face, or a Twemoji picture (its drawing, in a 36 x 36 box). */
export type Drawer = { kind: "face"; face: LoadedFace } | { kind: "emoji"; body: string; name: string };

export type FontLibrary = {
  /**
   * Loads the faces and emoji that `texts` need, in `weights` (default: every weight the roles use); where
   * script faces overlap (Han), the one `language` prefers.
   */
  prepare(texts: Iterable<string>, language?: string, weights?: readonly FontWeight[]): Promise<void>;
  /** Who draws `cluster` in `style` (after prepare); null when nothing can. Han follows `language`. */
  drawerOf(cluster: string, style: FaceStyle, language?: string): Drawer | null;
  /** The clusters of `texts` that nothing can draw, each once, in order (loads what it needs to know). */
  undrawable(texts: Iterable<string>): Promise<string[]>;
  /** The brand face a style asks for (its first file): its vertical metrics set the line box. */
  primaryFace(style: FaceStyle): LoadedFace;
};

const WEIGHTS: readonly FontWeight[] = [400, 700];
/** A weight's style name, in the PostScript name of a variable face's instance ("NotoSansJP-Bold"). */
const WEIGHT_NAMES: Readonly<Record<FontWeight, string>> = { 400: "Regular", 700: "Bold" };
/** Characters that join or select variants: they ride along with their cluster and need no glyph of their own. */
const JOINERS = /[\u200C\u200D\uFE00-\uFE0F\u{E0100}-\u{E01EF}]/u;

type ScriptSubset = { key: string; ranges: CodeRanges };
type ScriptFamily = ScriptFace & { subsets: ScriptSubset[] };

const weightOf = (style: FaceStyle): FontWeight => (style.weight >= 600 ? 700 : 400);

/** The significant code points of a cluster: what some face must have for it. */
function codesOf(cluster: string): number[] {
  return [...cluster].filter((char) => !JOINERS.test(char)).map((char) => char.codePointAt(0)!);
}

/** Satori's old choice among the variants of one family: the asked-for style first, then the closest weight. */
function closest(variants: readonly LoadedFace[], style: FaceStyle): LoadedFace[] {
  return [...variants].sort((a, b) =>
    Number(b.style === style.style) - Number(a.style === style.style) ||
    Math.abs(a.weight - style.weight) - Math.abs(b.weight - style.weight)
  );
}

/** The script families with Han in the order `language` prefers: its own face first. */
function familiesFor(families: readonly ScriptFamily[], language: string | undefined): ScriptFamily[] {
  if (!language) return [...families];
  const primary = language.split("-")[0];
  const rank = (family: ScriptFamily) => {
    const preferred = family.preferredBy ?? [];
    if (preferred.includes(language)) return 0;
    if (preferred.includes(primary) && !(primary === "zh" && /Hant|TW|HK|MO/.test(language))) return 1;
    return 2;
  };
  return [...families].sort((a, b) => rank(a) - rank(b));
}

/** Each script face's unicode.json: subset key ("[5]", "arabic") -> CSS unicode-range list. Plain data. */
export type UnicodeTables = Readonly<Record<string, Readonly<Record<string, string>>>>;

export type FontLibraryOptions = {
  brandFonts: readonly BrandFontFile[];
  /** From loadUnicodeTables: which subset file of which script face has which characters. */
  unicodeTables: UnicodeTables;
  /** Reads a script face's font file or a Twemoji SVG when a text first needs it. */
  readFile: ReadFile;
  resolve: ResolveSpecifier;
  /** Pins a variable script face at a weight for the documents that embed it (createFontInstancer). */
  instance: FontInstancer;
  /** @default SCRIPT_FACES */
  scriptFaces?: readonly ScriptFace[];
  /** The brand family that fills in for the others before the script faces do (Rubik). */
  fallbackFamily?: string;
};

/** Reads the Unicode ranges of the script faces' subsets (not their fonts: those load on demand). */
export async function loadUnicodeTables(
  readFile: ReadFile,
  resolve: ResolveSpecifier,
  scriptFaces: readonly ScriptFace[] = SCRIPT_FACES,
): Promise<UnicodeTables> {
  const decoder = new TextDecoder();
  const entries = await Promise.all(scriptFaces.map(async (face) => {
    const url = new URL(resolve(`${packageOf(face)}/unicode.json`));
    return [face.pkg, JSON.parse(decoder.decode(await readFile(url))) as Record<string, string>] as const;
  }));
  return Object.fromEntries(entries);
}

/**
 * A library over the brand faces and the script faces. Nothing is parsed until the first `prepare()` (which
 * loads HarfBuzz and the brand faces, then the script faces a text needs); the synchronous methods answer after
 * it.
 */
export function createFontLibrary(options: FontLibraryOptions): FontLibrary {
  const { readFile, resolve } = options;
  const scriptFiles = createScriptFiles(readFile, options.instance);
  const decoder = new TextDecoder();
  let brand: LoadedFace[] = [];
  let brandReady: Promise<void> | undefined;
  const loadBrand = () =>
    brandReady ??= loadHarfBuzz().then(() => {
      brand = options.brandFonts.map((file) =>
        loadFace(
          file.data,
          `${file.name} ${file.weight} ${file.style}`,
          file,
          () => Promise.resolve(file.data),
        )
      );
    });
  const brandFamilies = [...new Set(options.brandFonts.map((file) => file.family))];
  const families: ScriptFamily[] = (options.scriptFaces ?? SCRIPT_FACES).map((face) => ({
    ...face,
    subsets: Object.entries(options.unicodeTables[face.pkg] ?? {}).map(([key, list]) => ({
      key,
      ranges: parseUnicodeRange(list),
    })),
  }));

  const loaded = new Map<string, Promise<LoadedFace | null>>();
  const ready = new Map<string, LoadedFace>();
  const emoji = new Map<string, Promise<Drawer | null>>();
  const emojiReady = new Map<string, Drawer | null>();

  const fileKey = (family: ScriptFamily, subset: ScriptSubset, weight: FontWeight) =>
    `${family.pkg}|${subset.key}|${weight}`;

  function loadSubset(
    family: ScriptFamily,
    subset: ScriptSubset,
    weight: FontWeight,
  ): Promise<LoadedFace | null> {
    const key = fileKey(family, subset, weight);
    let face = loaded.get(key);
    if (!face) {
      const url = new URL(resolve(scriptFaceFile(family, subset.key.replace(/[[\]]/g, ""), weight)));
      const variable = family.variable ?? false;
      face = scriptFiles.read(url, variable).then((bytes) => {
        if (!bytes) return null;
        const style: FaceStyle = { family: family.family, weight, style: "normal" };
        const id = `${family.family} ${subset.key} ${weight} normal`;
        const instance = variable
          ? {
            variations: { wght: weight },
            postscriptName: `${family.family.replace(/[^A-Za-z0-9]/g, "")}-${WEIGHT_NAMES[weight]}`,
          }
          : undefined;
        const parsed = loadFace(
          bytes,
          id,
          style,
          () => scriptFiles.embeddable(url, variable, weight),
          instance,
        );
        ready.set(key, parsed);
        return parsed;
      });
      loaded.set(key, face);
    }
    return face;
  }

  function loadEmoji(cluster: string): Promise<Drawer | null> {
    let drawer = emoji.get(cluster);
    if (!drawer) {
      drawer = (async () => {
        for (const name of emojiFileNames(cluster)) {
          try {
            const svg = decoder.decode(await readFile(new URL(resolve(`${EMOJI_PACKAGE}/${name}.svg`))));
            return { kind: "emoji", body: emojiBody(svg), name } as const;
          } catch {
            // Not this spelling of the sequence: try the next.
          }
        }
        return null;
      })().then((found) => {
        emojiReady.set(cluster, found);
        return found;
      });
      emoji.set(cluster, drawer);
    }
    return drawer;
  }

  const hasAll = (family: string, codes: readonly number[]) =>
    brand.some((face) => face.family === family && codes.every((code) => face.has(code)));
  /**
   * True when, for every role's family, the family itself or the fallback family has the cluster: the brand
   * faces draw it wherever it is set, and no script face is needed.
   */
  const brandDrawsEverywhere = (codes: readonly number[]) =>
    brandFamilies.filter((family) => family !== options.fallbackFamily).every((family) =>
      hasAll(family, codes) || (options.fallbackFamily !== undefined && hasAll(options.fallbackFamily, codes))
    );

  /**
   * Loads the script face files a cluster needs, family by family in the order `language` prefers, and stops at
   * the first family that has it: a Japanese kit reads Noto Sans JP's Han, not also SC's, TC's and KR's.
   */
  async function prepareCluster(
    cluster: string,
    language: string | undefined,
    weights: readonly FontWeight[],
  ): Promise<void> {
    if (isEmojiCluster(cluster)) {
      await loadEmoji(cluster);
      return;
    }
    const codes = codesOf(cluster);
    if (codes.length === 0 || brandDrawsEverywhere(codes)) return;
    for (const family of familiesFor(families, language)) {
      const subsets = family.subsets.filter((subset) => codes.some((code) => inRanges(subset.ranges, code)));
      if (subsets.length === 0) continue;
      const faces = await Promise.all(
        subsets.flatMap((subset) => weights.map((weight) => loadSubset(family, subset, weight))),
      );
      if (faces.some((face) => face !== null && codes.every((code) => face.has(code)))) break;
    }
    if (isTextPictograph(cluster)) await loadEmoji(cluster);
  }

  /**
   * The brand faces for a style: its own family, then the sans fallback family (Rubik: Cyrillic, Hebrew,
   * Arabic), then, after the script faces (see drawerOf), the other brand families, so a Vietnamese letter of a
   * sans line is drawn by a sans (Noto Sans), not by the serif that happens to have it.
   */
  function brandChain(style: FaceStyle, part: "first" | "last"): LoadedFace[] {
    const first = [style.family, ...(options.fallbackFamily ? [options.fallbackFamily] : [])];
    const order = part === "first" ? first : brandFamilies.filter((family) => !first.includes(family));
    return order.flatMap((family) => {
      const variants = brand.filter((face) => face.family === family);
      const names = [...new Set(variants.map((face) => face.id.replace(/ \d+ (normal|italic)$/, "")))];
      return names.map((name) =>
        closest(variants.filter((face) => face.id.startsWith(`${name} `)), style)[0]
      );
    });
  }
  const chains = new Map<string, LoadedFace[]>();
  const chainOf = (style: FaceStyle, part: "first" | "last" = "first") => {
    const key = `${style.family}|${style.weight}|${style.style}|${part}`;
    let chain = chains.get(key);
    if (!chain) chains.set(key, chain = brandChain(style, part));
    return chain;
  };

  function drawerOf(cluster: string, style: FaceStyle, language?: string): Drawer | null {
    if (brand.length === 0) throw new Error("the font library is used before prepare() finished");
    if (isEmojiCluster(cluster)) return emojiReady.get(cluster) ?? null;
    const codes = codesOf(cluster);
    if (codes.length === 0) return { kind: "face", face: chainOf(style)[0] };
    const covers = (face: LoadedFace) => codes.every((code) => face.has(code));
    const fromBrand = chainOf(style).find(covers);
    if (fromBrand) return { kind: "face", face: fromBrand };
    const weight = weightOf(style);
    for (const family of familiesFor(families, language)) {
      for (const subset of family.subsets) {
        if (!inRanges(subset.ranges, codes[0])) continue;
        const face = ready.get(fileKey(family, subset, weight));
        if (face && covers(face)) return { kind: "face", face };
      }
    }
    const fromOtherBrand = chainOf(style, "last").find(covers);
    if (fromOtherBrand) return { kind: "face", face: fromOtherBrand };
    return emojiReady.get(cluster) ?? null;
  }

  async function prepare(
    texts: Iterable<string>,
    language?: string,
    weights: readonly FontWeight[] = WEIGHTS,
  ): Promise<void> {
    await loadBrand();
    const clusters = new Set<string>();
    for (const text of texts) for (const cluster of graphemes(text)) clusters.add(cluster);
    await Promise.all([...clusters].map((cluster) => prepareCluster(cluster, language, weights)));
  }

  return {
    prepare,
    drawerOf,
    async undrawable(texts) {
      const list = [...texts];
      await prepare(list);
      const missing = new Set<string>();
      const style: FaceStyle = { family: brand[0].family, weight: 700, style: "normal" };
      for (const text of list) {
        for (const cluster of graphemes(text)) {
          if (/^\s+$/u.test(cluster)) continue;
          if (!drawerOf(cluster, style) || !drawerOf(cluster, { ...style, weight: 400 })) {
            missing.add(cluster);
          }
        }
      }
      return [...missing];
    },
    primaryFace(style) {
      if (brand.length === 0) throw new Error("the font library is used before prepare() finished");
      return chainOf(style)[0];
    },
  };
}
