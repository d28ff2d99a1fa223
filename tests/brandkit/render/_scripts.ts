/**
 * The per-script corpus: fast-check briefs whose name and place are made of one script's words
 * (tests/support/script-words.ts) at every length up to the request limits, dated in the kit's language, each
 * drawn on the five canvases in five layout families (in about a sixth of the cases one canvas as an overlay on
 * artwork); and what must be true of the text drawn: which faces may draw a script's letters, every cluster
 * present, no line opening on closing punctuation.
 */
import fc from "fast-check";
import { weightedLength } from "../../../brandkit/languages/text-width.ts";
import { type TypeRole, upperCase } from "../../../brandkit/render/_measure.ts";
import { REQUEST_LIMITS } from "../../../brandkit/constants.ts";
import { CANVAS_KINDS, type CanvasKind } from "../../../brandkit/formats/formats.ts";
import { formatEventDate } from "../../../brandkit/dates/mod.ts";
import { PALETTES } from "../../../brandkit/palettes/palettes.ts";
import { ART_FAMILY, type DesignFamily, LAYOUT_FAMILIES } from "../../../brandkit/web.ts";
import { SCRIPT_WORDS, type ScriptName } from "../../support/script-words.ts";
import type { BriefFacts } from "./_brief.ts";

const graphemeSegmenter = new Intl.Segmenter(undefined, { granularity: "grapheme" });

/** Grapheme clusters, by Intl.Segmenter (not the type engine's own splitter: that is what is under test). */
export function clustersOf(text: string): string[] {
  return [...graphemeSegmenter.segment(text)].map(({ segment }) => segment);
}

/** Cuts `text` to at most `max` UTF-16 units (what the request schema counts), at a cluster's end, trimmed. */
/** `text` cut to the request's limit: `max` UTF-16 units and `max` by weightedLength (full width counts two). */
function cap(text: string, max: number): string {
  let kept = "";
  for (const cluster of clustersOf(text)) {
    const next = kept + cluster;
    if (next.length > max || weightedLength(next) > max) break;
    kept = next;
  }
  return kept.trim();
}

type Piece = { word: string; space: boolean };

/** Words of a script joined its way: short (1-3 words), middling (4-10), or long enough to reach `max`. */
function wordsArbitrary(words: readonly string[], joiner: " " | "" | "either", max: number) {
  const piece = fc.record({ word: fc.constantFrom(...words), space: fc.boolean() });
  const join = (pieces: Piece[]) =>
    pieces.map(({ word, space }, index) => {
      const gap = joiner === "either" ? (space ? " " : "") : joiner;
      return (index > 0 ? gap : "") + word;
    }).join("");
  return fc.oneof(
    fc.array(piece, { minLength: 1, maxLength: 3 }),
    fc.array(piece, { minLength: 4, maxLength: 10, size: "max" }),
    fc.array(piece, { minLength: 40, maxLength: 60, size: "max" }),
  ).map((pieces) => cap(join(pieces), max)).filter((text) => text.length > 0);
}

const VIBES = [
  "neon",
  "retro",
  "elegant",
  "wedding",
  "kids",
  "techno",
  "rustic",
  "minimal",
  "spooky",
  "festive",
];
const LINKS = ["https://tix.example.com/e/1", "https://rsvp.example.org/festival?lang=xx&utm_source=poster"];

/** One brief (its facts: the design is decided per canvas), and the family each of the five canvases is drawn in. */
export type ScriptCase = {
  brief: BriefFacts & { language: string };
  designs: Array<{ kind: CanvasKind; family: DesignFamily }>;
};

/** Briefs in `script`: name and place from its words, the date in its language, sometimes a link. */
export function scriptCaseArbitrary(script: ScriptName): fc.Arbitrary<ScriptCase> {
  const words = SCRIPT_WORDS[script];
  return fc.record({
    language: fc.constantFrom(...words.languages),
    name: wordsArbitrary(words.name, words.joiner, REQUEST_LIMITS.maxNameLength),
    place: fc.option(wordsArbitrary(words.place, words.joiner, REQUEST_LIMITS.maxLocationLength), {
      nil: undefined,
    }),
    date: fc.option(
      fc.date({ min: new Date("2025-01-01"), max: new Date("2031-12-31"), noInvalidDate: true }),
      {
        nil: undefined,
      },
    ),
    link: fc.option(fc.constantFrom(...LINKS), { nil: undefined }),
    vibes: fc.subarray(VIBES, { maxLength: 3 }),
    palette: fc.integer({ min: 0, max: PALETTES.length - 1 }),
    seed: fc.nat({ max: 1_000_000 }),
    firstFamily: fc.nat({ max: LAYOUT_FAMILIES.length - 1 }),
    // An overlay costs a raster of the art as big as the canvas: one canvas in about a sixth of the cases.
    overArt: fc.oneof(
      { weight: 5, arbitrary: fc.constant(undefined) },
      { weight: 1, arbitrary: fc.constantFrom(...CANVAS_KINDS) },
    ),
  }).map(({ language, name, place, date, link, vibes, palette, seed, firstFamily, overArt }) => {
    const brief: ScriptCase["brief"] = {
      eventName: name,
      vibes,
      colors: PALETTES[palette].colors,
      seed,
      language,
    };
    if (date) {
      const iso = date.toISOString().slice(0, 10);
      Object.assign(brief, { eventDate: iso, displayDate: formatEventDate(iso, language) });
    }
    if (place) brief.location = place;
    if (link) brief.eventLink = link;
    // Each canvas in another family, so a few cases cover every family on every canvas between them.
    const designs = CANVAS_KINDS.map((kind, index): ScriptCase["designs"][number] => ({
      kind,
      family: kind === overArt ? ART_FAMILY : LAYOUT_FAMILIES[(firstFamily + index) % LAYOUT_FAMILIES.length],
    }));
    return { brief, designs };
  });
}

/** The Han face a kit's language asks for: Japanese forms for ja, Korean for ko, Traditional for TW/HK/MO/Hant. */
function hanFace(language: string): string {
  const primary = language.split("-")[0];
  if (primary === "ja") return "Noto Sans JP";
  if (primary === "ko") return "Noto Sans KR";
  return /Hant|TW|HK|MO/.test(language) ? "Noto Sans TC" : "Noto Sans SC";
}

/**
 * Faces that may draw a Latin, Cyrillic or Greek letter in each role: the role's own face, or where it lacks the
 * letter a face of the same kind (the sans roles never borrow the serif's letters, and the serif ones only Noto
 * Sans, the catalog's face for Latin with Vietnamese, Greek and Cyrillic).
 */
const CASED_FACES: Readonly<Record<TypeRole, readonly string[]>> = {
  display: ["Poppins", "Rubik", "Noto Sans"],
  detail: ["Space Mono", "Poppins", "Rubik", "Noto Sans"],
  detailBold: ["Space Mono", "Poppins", "Rubik", "Noto Sans"],
  serif: ["Playfair Display", "Noto Sans"],
  accent: ["Playfair Display", "Noto Sans"],
};

/** Which faces may draw a cluster of a script, first matching row wins; other clusters (digits, spaces) any. */
const FACE_RULES: ReadonlyArray<{
  script: string;
  letters: RegExp;
  faces: (role: TypeRole, language: string) => readonly string[];
}> = [
  { script: "emoji", letters: /^\p{RGI_Emoji}$/v, faces: () => ["Twemoji"] },
  { script: "Latin", letters: /\p{Script=Latin}/u, faces: (role) => CASED_FACES[role] },
  { script: "Cyrillic", letters: /\p{Script=Cyrillic}/u, faces: (role) => CASED_FACES[role] },
  { script: "Greek", letters: /\p{Script=Greek}/u, faces: () => ["Noto Sans"] },
  { script: "Arabic", letters: /\p{Script=Arabic}/u, faces: () => ["Rubik", "Noto Sans Arabic"] },
  { script: "Hebrew", letters: /\p{Script=Hebrew}/u, faces: () => ["Rubik", "Noto Sans Hebrew"] },
  {
    script: "Devanagari",
    letters: /\p{Script=Devanagari}/u,
    faces: () => ["Poppins", "Noto Sans", "Noto Sans Devanagari"],
  },
  { script: "Thai", letters: /\p{Script=Thai}/u, faces: () => ["Noto Sans Thai"] },
  { script: "Hangul", letters: /\p{Script=Hangul}/u, faces: () => ["Noto Sans KR"] },
  {
    script: "Han",
    // Han, kana, the CJK stops and brackets, the long-vowel mark and the full-width forms.
    letters: /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\u3000-\u303F\u30FC\uFF01-\uFF60]/u,
    faces: (_role, language) => [hanFace(language)],
  },
];

/** The faces allowed to draw `cluster` in `role` for a kit in `language`, or null when any face may. */
export function allowedFaces(cluster: string, role: TypeRole, language: string): readonly string[] | null {
  const rule = FACE_RULES.find(({ letters }) => letters.test(cluster));
  return rule ? rule.faces(role, language) : null;
}

/** Closing punctuation that must never start a line (the kinsoku rule), and opening that must not end one. */
export const CLOSING_PUNCTUATION = /^[。、」』）！？，．》〕】〉]/u;
export const OPENING_PUNCTUATION = /[「『（《〔【〈]$/u;

/** A line of drawn text as the renderer reports it. */
export type DrawnLine = { block: string; line: string; clusters: Array<{ text: string; drawnBy: string }> };

/**
 * The clusters of `text` (case aside, spaces aside) that the drawn lines of block `id` do not show in order; the
 * lines may add a hyphen where a word was broken.
 */
export function missingClusters(drawn: readonly DrawnLine[], id: string, text: string): string[] {
  const visible = (cluster: string) => !/^\s+$/u.test(cluster);
  const shown = drawn.filter((line) => line.block === id)
    // Each line upper-cased as a whole, as the layout does (Greek keeps the accent of a lone ή, not of one in a word).
    .flatMap((line) => clustersOf(upperCase(line.clusters.map((cluster) => cluster.text).join(""))))
    .filter(visible);
  const wanted = clustersOf(upperCase(text)).filter(visible);
  let at = 0;
  for (const [index, cluster] of wanted.entries()) {
    while (at < shown.length && shown[at] !== cluster && shown[at] === "-") at++;
    if (shown[at] !== cluster) return wanted.slice(index);
    at++;
  }
  return [];
}
