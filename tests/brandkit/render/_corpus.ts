/**
 * The corpus of hard briefs the typesetter is tested on: fast-check arbitraries for event names (1-80
 * characters: long compound words, accents, ampersands, numbers, CJK, right-to-left scripts, emoji), places up
 * to 120 characters, dates, event links (short, and 200+ characters with query parameters), vibes, palettes,
 * every canvas and layout family; and the checks a design must pass.
 */
import fc from "fast-check";
import { upperCase } from "../../../brandkit/render/_measure.ts";
import { CANVAS_KINDS, CANVAS_SIZES, type CanvasKind } from "../../../brandkit/formats/formats.ts";
import { formatLongUsDate } from "../../../brandkit/dates/calendar-dates.ts";
import { PALETTES } from "../../../brandkit/palettes/palettes.ts";
import type { ImageBrief } from "../../../brandkit/generation/provider.ts";
import { type BriefFacts, designedBrief } from "./_brief.ts";
import { type Design, QR_CANVASES, QR_MIN_CONTRAST, type TextBlock } from "../../../brandkit/render/mod.ts";
import { LAYOUT_FAMILIES, type LayoutFamily } from "../../../brandkit/web.ts";
import { encodeQr, QR_QUIET_ZONE_MODULES } from "../../../brandkit/qr-code.ts";
import { contrastRatio } from "../../../brandkit/palettes/contrast.ts";
import { MIN_TEXT_CONTRAST, minContrast } from "../../../brandkit/palettes/color.ts";
import { sizeFloor } from "../../../brandkit/render/_type-floor.ts";

/** Nothing is set closer to the canvas edge than this share of its short side. */
export const SAFE_MARGIN_SHARE = 0.03;
export const MAX_NAME_CHARS = 80;
export const MAX_PLACE_CHARS = 120;

const ROOTS = [
  "Donau",
  "dampf",
  "schiff",
  "fahrts",
  "gesellschafts",
  "kapitäns",
  "ball",
  "Musik",
  "nacht",
  "Kraft",
  "werk",
  "Sommer",
  "fest",
  "spiele",
  "Weihnachts",
  "markt",
  "Elektronische",
  "Internationale",
];
const WORDS = [
  "Neon",
  "Nights",
  "Gala",
  "Café",
  "Müller",
  "Señorita",
  "Noël",
  "Zoë's",
  "Wedding",
  "Summer",
  "Jazz",
  "Festival",
  "of",
  "the",
  "im",
  "Mitte",
  "Wien",
  "Rock-Festival",
  "Extravaganza",
  "Supercalifragilistic",
  "Ångström",
  "Straße",
  "Łódź",
  "Kraków",
];
const OTHERS = [
  "&",
  "+",
  "2026",
  "No. 7",
  "#1",
  "50th",
  "東京",
  "夜祭り",
  "ליל",
  "הניאון",
  "مهرجان",
  "الليل",
  "🎉",
  "🪩✨",
];

const word = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...WORDS) },
  {
    weight: 2,
    arbitrary: fc.array(fc.constantFrom(...ROOTS), { minLength: 2, maxLength: 6 }).map((parts) =>
      parts.join("")
    ),
  },
  { weight: 2, arbitrary: fc.constantFrom(...OTHERS) },
);

/** Trims to `max` characters (code points), never leaving a dangling half of a pair. */
function cap(text: string, max: number): string {
  return [...text].slice(0, max).join("").trim() || "X";
}

/** Event names of 1 to 80 characters. */
export const nameArbitrary = fc.array(word, { minLength: 1, maxLength: 8 }).map((words) =>
  cap(words.join(" "), MAX_NAME_CHARS)
);

/** Places up to 120 characters. */
export const placeArbitrary = fc.array(
  fc.oneof(
    fc.constantFrom(...WORDS, "Hall", "Pier 57,", "Hudson River Park,", "New York", "Berlin-Kreuzberg"),
    fc.constantFrom(...ROOTS),
  ),
  { minLength: 1, maxLength: 18 },
).map((words) => cap(words.join(" "), MAX_PLACE_CHARS));

const VIBES = [
  "neon",
  "retro",
  "elegant",
  "wedding",
  "kids",
  "birthday",
  "playful",
  "techno",
  "rustic",
  "minimal",
  "spooky",
];

/** Event links: a short one, and long ones (200+ characters) of query parameters. */
export const linkArbitrary = fc.oneof(
  fc.constantFrom("https://tix.example.com/e/1", "https://rsvp.example.org/maya"),
  fc.array(fc.stringMatching(/^[a-z0-9_-]{4,24}$/), { minLength: 9, maxLength: 14 }).map((parts) =>
    `https://tickets.example.com/events/${parts[0]}?` +
    parts.slice(1).map((part, index) => `p${index}=${part}`).join("&")
  ),
);

/** One design to check: the brief (its design in the family), the format and the family. */
export type CorpusCase = { brief: ImageBrief; kind: CanvasKind; family: LayoutFamily };

export const caseArbitrary: fc.Arbitrary<CorpusCase> = fc.record({
  name: nameArbitrary,
  place: fc.option(placeArbitrary, { nil: undefined }),
  date: fc.option(
    fc.record({
      year: fc.integer({ min: 2025, max: 2030 }),
      month: fc.integer({ min: 1, max: 12 }),
      day: fc.integer({ min: 1, max: 28 }),
    }),
    { nil: undefined },
  ),
  link: fc.option(linkArbitrary, { nil: undefined }),
  vibes: fc.subarray(VIBES, { maxLength: 3 }),
  palette: fc.integer({ min: 0, max: PALETTES.length - 1 }),
  seed: fc.nat({ max: 1_000_000 }),
  kind: fc.constantFrom(...CANVAS_KINDS),
  family: fc.constantFrom(...LAYOUT_FAMILIES),
}).map(({ name, place, date, link, vibes, palette, seed, kind, family }) => {
  const iso = date
    ? `${date.year}-${String(date.month).padStart(2, "0")}-${String(date.day).padStart(2, "0")}`
    : undefined;
  const facts: BriefFacts = { eventName: name, vibes, colors: PALETTES[palette].colors, seed };
  if (iso) Object.assign(facts, { displayDate: formatLongUsDate(iso), eventDate: iso });
  if (place) facts.location = place;
  if (link) facts.eventLink = link;
  return { brief: designedBrief(facts, family), kind, family };
});

/** Letters of scripts whose words take a hyphen when broken: two of them never meet at a bare break. */
const HYPHENATING = /[\p{Script=Latin}\p{Script=Cyrillic}\p{Script=Greek}]/u;

/**
 * True when `lines` read `text` (case aside): each line boundary is a space, or a break inside a word, where the
 * line ends with a hyphen that is either printed only there or the word's own, or a bare break where the script
 * has no spaces to break at (Chinese, Japanese, Thai: never between two letters of a hyphenating script).
 */
export function readsWhole(lines: readonly string[], text: string): boolean {
  const target = upperCase(text);
  const joins = (at: number, sofar: string): boolean => {
    if (!target.startsWith(sofar.replace(/-$/, ""))) return false;
    if (at === lines.length) return sofar === target;
    const line = upperCase(lines[at]);
    if (at === 0) return joins(1, line);
    if (joins(at + 1, `${sofar} ${line}`)) return true;
    if (sofar.endsWith("-") && joins(at + 1, sofar.slice(0, -1) + line)) return true;
    if (sofar.endsWith("-") && joins(at + 1, sofar + line)) return true;
    const bare = !(HYPHENATING.test(sofar.at(-1) ?? "") && HYPHENATING.test(line[0] ?? ""));
    return bare && joins(at + 1, sofar + line);
  };
  return lines.length === 0 ? target === "" : joins(0, "");
}

function overlaps(a: TextBlock, b: TextBlock): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.text.height && b.y < a.y + a.text.height;
}

/** The id of the QR code's caption, which sits inside the QR tile. */
const QR_CAPTION_ID = "qr-caption";

function boxesOverlap(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

type Box = { x: number; y: number; width: number; height: number };

/**
 * Everything wrong with the QR code of `design` for the link `link`: there when it should be (poster and story
 * with a link) and not otherwise, the exact link, inside the safe area, clear of every text block but its own
 * caption, a quiet zone of 4 modules, whole-pixel modules of 3 px or more, and 7:1 between its two colours.
 */
export function qrProblems(design: Design, link: string | undefined, margin: number): string[] {
  const wanted = link !== undefined && QR_CANVASES.includes(design.kind);
  const { qr } = design;
  if (!qr) return wanted ? ["the QR code is missing"] : [];
  if (!wanted) return [`a QR code on the ${design.kind}${link ? "" : " without a link"}`];
  const problems: string[] = [];
  if (qr.link !== link) problems.push(`the QR code says ${qr.link}`);
  const sideModules = encodeQr(link).modules + QR_QUIET_ZONE_MODULES * 2;
  if (qr.side !== qr.modulePx * sideModules) {
    problems.push(`QR side ${qr.side} is not ${sideModules} modules`);
  }
  if (!Number.isInteger(qr.modulePx) || qr.modulePx < 3) problems.push(`QR module of ${qr.modulePx} px`);
  const ratio = contrastRatio(qr.colors.dark, qr.colors.light);
  if (ratio < QR_MIN_CONTRAST) problems.push(`QR contrast ${ratio.toFixed(2)}:1`);
  const inside = qr.x >= margin && qr.y >= margin && qr.x + qr.width <= design.width - margin &&
    qr.y + qr.height <= design.height - margin;
  if (!inside) problems.push(`QR outside the safe area: x ${qr.x} y ${qr.y} w ${qr.width} h ${qr.height}`);
  for (const block of design.blocks) {
    const box = { x: block.x, y: block.y, width: block.width, height: block.text.height };
    if (block.id === QR_CAPTION_ID) {
      const within = box.x >= qr.x && box.y >= qr.y + qr.side && box.x + box.width <= qr.x + qr.width &&
        box.y + box.height <= qr.y + qr.height + 0.5;
      if (!within) problems.push("the QR caption is not under the code on its tile");
    } else if (boxesOverlap(box, qr)) problems.push(`${block.id} overlaps the QR code`);
  }
  return problems;
}

/** Everything wrong with `design` for the copy `expected` (cleaned name, date and place) and the link `link`. */
export function designProblems(
  design: Design,
  expected: Record<string, string | undefined>,
  link?: string,
): string[] {
  const problems: string[] = [];
  const { width, height } = CANVAS_SIZES[design.kind];
  const unit = Math.min(width, height);
  const margin = unit * SAFE_MARGIN_SHARE;
  for (const [id, text] of Object.entries(expected)) {
    const block = design.blocks.find((candidate) => candidate.id === id);
    if (!text) continue;
    if (!block) problems.push(`${id} is missing`);
    else if (!readsWhole(block.text.lines, text)) {
      problems.push(`${id} reads ${JSON.stringify(block.text.lines)}`);
    }
  }
  for (const block of design.blocks) {
    const { text } = block;
    if (text.lines.some((line) => line.includes("\u2026"))) problems.push(`${block.id} has an ellipsis`);
    if (text.size < sizeFloor(block.id, unit) - 1e-9) {
      problems.push(`${block.id} is set at ${text.size.toFixed(1)} px`);
    }
    const ratio = minContrast(block.color, block.backdrop);
    if (ratio < MIN_TEXT_CONTRAST) problems.push(`${block.id} contrast ${ratio.toFixed(2)}:1`);
    const inside = block.x >= margin && block.y >= margin && block.x + block.width <= width - margin &&
      block.y + text.height <= height - margin && text.width <= block.width + 0.5;
    if (!inside) {
      problems.push(
        `${block.id} outside the safe area: x ${block.x.toFixed(0)} y ${block.y.toFixed(0)} w ${
          block.width.toFixed(0)
        } h ${text.height.toFixed(0)}`,
      );
    }
  }
  design.blocks.forEach((block, at) => {
    for (const other of design.blocks.slice(at + 1)) {
      if (overlaps(block, other)) problems.push(`${block.id} overlaps ${other.id}`);
    }
  });
  return [...problems, ...qrProblems(design, link, margin)];
}
