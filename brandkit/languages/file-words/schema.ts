/**
 * The one shape of every language's file words (file-words/<lang>.json): the headings and labels of a kit's own
 * files (brand-guide.pdf and brand-guide.md), its fixed dos and don'ts, the headings of copy.txt and the print
 * poster's subject line. A pattern names what it is filled with in braces ("{name}"), and must keep every one.
 */
import { z } from "zod";
import { GUIDE_DONTS, GUIDE_DOS } from "./guide-lines.ts";
import { COPY_LANGUAGES } from "../registry.ts";
import { Text, withSlots } from "../phrases/_blocks.ts";

/** The files of a kit the Markdown guide says a word about beyond the graphics and their SVGs. */
export const DESCRIBED_FILES = [
  "poster-print.pdf",
  "brand-guide.pdf",
  "event.ics",
  "brand-guide.md",
  "copy.txt",
  "kit.json",
] as const;

/** Lines in the order of `english`, as many as it has. */
const Translated = (english: readonly string[]) =>
  z.array(Text).length(english.length, { error: `needs ${english.length} lines, in English's order` })
    .readonly();

export const FileWordsSchema = z.strictObject({
  language: z.enum(COPY_LANGUAGES),
  /** For translators: what to keep in mind. */
  notes: z.string().optional(),
  /** The guide's title, with {name}: "Neon Nights: brand guide". */
  guideTitle: withSlots("name"),
  /** "Brand guide": the cover's kicker (in capitals), the footers, the Markdown's fifth section. */
  brandGuide: Text,
  /** What marks the selected name option: "(selected)" in copy.txt and the Markdown, in capitals in the PDF. */
  selected: Text,
  /** copy.txt's heading (in capitals) and the Markdown's first section. */
  eventNameOptions: Text,
  /** The PDF's label of the name options. */
  nameOptions: Text,
  headline: Text,
  tagline: Text,
  description: Text,
  /** copy.txt's heading (in capitals) and the Markdown's third section. */
  socialMediaCaptions: Text,
  /** The PDF's label of the captions. */
  socialCaptions: Text,
  /** The Markdown's second and fourth sections. */
  brandCopy: Text,
  eventGraphics: Text,
  /** Where no graphic was made yet. */
  notGenerated: Text,
  /** The PDF's second page: "Colour" and "Type", its swatches' labels and the fonts' roles. */
  colour: Text,
  type: Text,
  tintsLabel: Text,
  onWhite: Text,
  onBlack: Text,
  /** A contrast below AA (AA and AAA are WCAG's names, the same in every language). */
  fail: Text,
  fontRoles: z.strictObject({ display: Text, accent: Text, detail: Text }),
  /** What each swatch is: with {parent} (a hex colour) and {tone}. */
  swatches: z.strictObject({
    brand: Text,
    tint: withSlots("parent", "tone"),
    grey: withSlots("parent"),
    dark: Text,
    light: Text,
    white: Text,
    black: Text,
  }),
  /** The PDF's third page: "Usage", "Graphics", the columns "Do" and "Don't". */
  usage: Text,
  graphics: Text,
  do: Text,
  dont: Text,
  /** The Markdown's headings and table heads. */
  colors: Text,
  colorsIntro: Text,
  hex: Text,
  whatItIs: Text,
  fonts: Text,
  dosHeading: Text,
  dontsHeading: Text,
  filesInKit: Text,
  file: Text,
  /** An SVG's entry in the Markdown's list of files, with {what} ("Poster 1080 x 1350"). */
  svgFile: withSlots("what"),
  /** The other files' entries, by file name. */
  files: z.strictObject(
    Object.fromEntries(DESCRIBED_FILES.map((name) => [name, Text])) as Record<
      typeof DESCRIBED_FILES[number],
      typeof Text
    >,
  ),
  /** The print poster's subject line, with {bleed} (millimetres). */
  printSubject: withSlots("bleed"),
  /** An AI kit's guide: the art's resolution in print, with {width}, {height} and {ppi}. */
  printArtNote: withSlots("width", "height", "ppi"),
  /**
   * The fixed dos and don'ts (GUIDE_DOS, GUIDE_DONTS) in this language, in their order; English has none here,
   * as its are the guide's own.
   */
  dos: Translated(GUIDE_DOS).optional(),
  donts: Translated(GUIDE_DONTS).optional(),
}).refine((file) => (file.language === "en") === (file.dos === undefined), {
  error: "holds the guide's dos in every language but English, whose are GUIDE_DOS",
  path: ["dos"],
}).refine((file) => (file.language === "en") === (file.donts === undefined), {
  error: "holds the guide's don'ts in every language but English, whose are GUIDE_DONTS",
  path: ["donts"],
});
export type FileWords = z.output<typeof FileWordsSchema>;
