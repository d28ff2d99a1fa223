/**
 * One line of text, shaped: split into grapheme clusters, each given to the face that draws it (font-library);
 * runs of one face and one direction, put in visual order by the bidi algorithm and shaped by HarfBuzz (Arabic
 * joined, Devanagari and Thai clusters composed, marks placed, kerning), emoji as Twemoji pictures. Positions are
 * in em from the line's start on the baseline, y up. A cluster nothing can draw, or a glyph that comes out as
 * .notdef, is an UNSUPPORTED_CHARACTER error: never a hole in a graphic.
 */
import { harfbuzz } from "./_harfbuzz.ts";
import { describeCharacter } from "./drawable.ts";
import { BrandKitError, ErrorCode } from "../errors.ts";
import { embeddingLevels, visualOrder } from "./_bidi.ts";
import type { FaceStyle, LoadedFace } from "./_face.ts";
import type { Drawer, FontLibrary } from "./font-library.ts";
import { graphemes } from "./segments.ts";

/** An emoji's advance, em: its picture is 1 em square, with a little air on either side. */
export const EMOJI_ADVANCE_EM = 1.12;
/** How far below the baseline an emoji's picture reaches, em. */
export const EMOJI_DESCENT_EM = 0.12;

/**
 * A glyph at (x, y) em. `text` is what it stands for when the text is read back (a PDF's ToUnicode): its
 * cluster's characters on the cluster's first glyph, "" on the others (a Devanagari vowel sign, an Arabic mark).
 */
export type ShapedGlyph = {
  kind: "glyph";
  face: LoadedFace;
  glyph: number;
  x: number;
  y: number;
  /** Advance, em. */
  advance: number;
  text: string;
  /** Which run of the line, in reading order, the glyph belongs to (runs are one face and one direction). */
  run: number;
  /** Its cluster within the run (glyphs of one cluster share it). */
  cluster: number;
};
/** An emoji picture whose left edge is at x em; `text` is the emoji itself. */
export type ShapedEmoji = { kind: "emoji"; body: string; name: string; x: number; text: string; run: number };
export type ShapedItem = ShapedGlyph | ShapedEmoji;

export type ShapedLine = {
  /** Advance of the whole line, em (tracking included). */
  width: number;
  /** Glyphs and emoji, left to right. */
  items: ShapedItem[];
  /** Each cluster in reading order, and the face family (or "Twemoji") that drew it. */
  clusters: Array<{ text: string; drawnBy: string }>;
};

export type ShapeOptions = {
  /** BCP 47: picks Han forms and language-specific shaping. */
  language?: string;
  /** Letter spacing after each cluster, em (not inside joined scripts). @default 0 */
  tracking?: number;
};

/** Scripts whose letters join: letter spacing would tear them apart. */
const JOINED_SCRIPT =
  /[\p{Script=Arabic}\p{Script=Syriac}\p{Script=Nko}\p{Script=Mongolian}\p{Script=Devanagari}]/u;

/** Characters of no script of their own: digits, punctuation, symbols. */
const NEUTRAL = /^[\p{Script=Common}\p{Script=Inherited}]+$/u;

type Cluster = { text: string; start: number; level: number; drawer: Drawer };
type Run = { level: number; drawer: Drawer; clusters: Cluster[]; index: number };

/** The error for a character no face can draw, naming it and its code points. */
export function undrawableError(cluster: string): BrandKitError {
  return new BrandKitError(
    ErrorCode.UNSUPPORTED_CHARACTER,
    `The character ${describeCharacter(cluster)} cannot be drawn by any of BrandKit's fonts.`,
  );
}

const sameDrawer = (a: Drawer, b: Drawer) =>
  a.kind === "face" && b.kind === "face" ? a.face === b.face : a.kind === "emoji" && b.kind === "emoji";

function clustersOf(library: FontLibrary, text: string, style: FaceStyle, language?: string): Cluster[] {
  const levels = embeddingLevels(text);
  const clusters: Cluster[] = [];
  let start = 0;
  for (const piece of graphemes(text)) {
    const blank = /^\s+$/u.test(piece);
    const previous = clusters.at(-1)?.drawer;
    // Spaces, digits and punctuation take the face of the text before them where it has them, as a browser
    // does: "مهرجان 2027" is one face, and its numbers match its letters.
    const inherits = previous?.kind === "face" &&
      (blank || (NEUTRAL.test(piece) && [...piece].every((char) => previous.face.has(char.codePointAt(0)!))));
    const drawer = inherits ? previous : library.drawerOf(piece, style, language) ??
      (blank ? { kind: "face" as const, face: library.primaryFace(style) } : null);
    if (!drawer) throw undrawableError(piece);
    clusters.push({ text: piece, start, level: levels[start] ?? 0, drawer });
    start += piece.length;
  }
  return clusters;
}

function runsOf(clusters: readonly Cluster[]): Run[] {
  const runs: Run[] = [];
  for (const cluster of clusters) {
    const last = runs.at(-1);
    if (
      last && last.level === cluster.level && sameDrawer(last.drawer, cluster.drawer) &&
      cluster.drawer.kind === "face"
    ) {
      last.clusters.push(cluster);
    } else {
      runs.push({ level: cluster.level, drawer: cluster.drawer, clusters: [cluster], index: runs.length });
    }
  }
  return runs;
}

function shapeFaceRun(
  run: Run,
  face: LoadedFace,
  options: ShapeOptions,
  pen: number,
  items: ShapedItem[],
): number {
  const text = run.clusters.map((cluster) => cluster.text).join("");
  const hb = harfbuzz();
  const buffer = new hb.Buffer();
  buffer.addText(text);
  buffer.setDirection(run.level % 2 === 1 ? hb.Direction.RTL : hb.Direction.LTR);
  if (options.language) buffer.setLanguage(options.language);
  buffer.guessSegmentProperties();
  hb.shape(face.font, buffer);
  const glyphs = buffer.getGlyphInfos();
  const positions = buffer.getGlyphPositions();
  const scale = 1 / face.unitsPerEm;
  const tracking = JOINED_SCRIPT.test(text) ? 0 : options.tracking ?? 0;
  const starts = [...new Set(glyphs.map((info) => info.cluster))].sort((a, b) => a - b);
  const clusterText = (start: number) => text.slice(start, starts[starts.indexOf(start) + 1] ?? text.length);
  const firstItem = items.length;
  let lastCluster = -1;
  glyphs.forEach((info, index) => {
    if (info.codepoint === 0) {
      const at = run.clusters.find((cluster, i) =>
        info.cluster >= cluster.start - run.clusters[0].start &&
        (i === run.clusters.length - 1 || info.cluster < run.clusters[i + 1].start - run.clusters[0].start)
      );
      throw undrawableError(at?.text ?? text);
    }
    if (tracking && index > 0 && info.cluster !== lastCluster) pen += tracking;
    lastCluster = info.cluster;
    const position = positions[index];
    items.push({
      kind: "glyph",
      face,
      glyph: info.codepoint,
      x: pen + position.xOffset * scale,
      y: position.yOffset * scale,
      advance: position.xAdvance * scale,
      text: "",
      run: run.index,
      cluster: info.cluster,
    });
    pen += position.xAdvance * scale;
  });
  labelClusters(items.slice(firstItem) as ShapedGlyph[], face, clusterText);
  return pen + tracking;
}

/** Non-spacing marks (Mn): readers treat a glyph whose text has one as a zero-width accent. */
const NON_SPACING_MARK = /\p{Mn}/u;

/**
 * Where a cluster's text has non-spacing marks and the cluster drew them as mark glyphs of their own (Thai vowels
 * above and below, Arabic harakat), each mark glyph carries its mark and the first glyph the rest, so a reader
 * sees a letter and its accents rather than a zero-width letter. Spacing vowel signs that are drawn before their
 * consonant (Devanagari ि) stay with the first glyph, which keeps the reading order.
 */
/**
 * Gives each cluster's text to one glyph of it, its first glyph that is not a mark (so a reader meets the letter,
 * not a zero-width accent), then its non-spacing marks to its mark glyphs.
 */
function labelClusters(
  glyphs: ShapedGlyph[],
  face: LoadedFace,
  clusterText: (cluster: number) => string,
): void {
  const seen = new Set<number>();
  for (const glyph of glyphs) {
    if (seen.has(glyph.cluster)) continue;
    seen.add(glyph.cluster);
    const members = glyphs.filter((other) => other.cluster === glyph.cluster);
    const base = members.find((member) => !face.isMark(member.glyph)) ?? members[0];
    base.text = clusterText(glyph.cluster);
  }
  giveMarksTheirText(glyphs, face);
}

function giveMarksTheirText(glyphs: ShapedGlyph[], face: LoadedFace): void {
  for (const first of glyphs) {
    if (!NON_SPACING_MARK.test(first.text)) continue;
    const marks = glyphs.filter((glyph) =>
      glyph !== first && glyph.cluster === first.cluster && !glyph.text && face.isMark(glyph.glyph)
    );
    if (marks.length === 0) continue;
    const characters = [...first.text];
    const markCharacters = characters.filter((char) => NON_SPACING_MARK.test(char));
    first.text = characters.filter((char) => !NON_SPACING_MARK.test(char)).join("");
    marks.forEach((mark, at) => {
      mark.text = at === marks.length - 1 ? markCharacters.slice(at).join("") : markCharacters[at] ?? "";
    });
  }
}

/** Shapes one line of text (no line breaks) in `style`. */
export function shapeLine(
  library: FontLibrary,
  text: string,
  style: FaceStyle,
  options: ShapeOptions = {},
): ShapedLine {
  const clusters = clustersOf(library, text, style, options.language);
  const items: ShapedItem[] = [];
  let pen = 0;
  for (const run of visualOrder(runsOf(clusters))) {
    if (run.drawer.kind === "emoji") {
      for (const cluster of run.clusters) {
        items.push({
          kind: "emoji",
          body: run.drawer.body,
          name: run.drawer.name,
          x: pen,
          text: cluster.text,
          run: run.index,
        });
        pen += EMOJI_ADVANCE_EM + (options.tracking ?? 0);
      }
    } else {
      pen = shapeFaceRun(run, run.drawer.face, options, pen, items);
    }
  }
  const width = Math.max(0, pen - (items.length ? options.tracking ?? 0 : 0));
  return {
    width,
    items,
    clusters: clusters.map((cluster) => ({
      text: cluster.text,
      drawnBy: cluster.drawer.kind === "emoji" ? "Twemoji" : cluster.drawer.face.family,
    })),
  };
}
