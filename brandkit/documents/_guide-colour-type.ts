/**
 * The guide's second page: the palette as swatches (hex, RGB, contrast on white and on black under each, up to
 * five to a row), then every tint the graphics draw of it and the neutrals, smaller and each named after its
 * parent colour (guideSwatches), and the three fonts, each with the event's name and an alphabet set in it.
 */
import { contrastLevel, contrastRatio, formatRatio } from "../palettes/contrast.ts";
import { guideSwatches } from "../guide/guide.ts";
import type { Swatch } from "../palettes/swatches.ts";
import { contrastLevelIn, guideWordsFor, swatchNameIn } from "../guide/guide-words.ts";
import type { WrittenLanguage } from "../languages/language.ts";
import type { BrandKit } from "../schemas.ts";
import { fitPage, type Flow, type GuideMark, sectionLabel, setText, skip } from "./_guide-flow.ts";
import { A4_PT, CONTENT_WIDTH_PT, INK, MARGIN_PT, MUTED, RULE } from "./_guide-page.ts";
import type { GuideFace, Typesetter } from "./_guide-type.ts";

/** Height of a palette colour's swatch, and of a tint's. */
const SWATCH_HEIGHT_PT = 96;
const TINT_HEIGHT_PT = 40;
/** Most swatches in a row: palette colours, tints. */
const SWATCHES_PER_ROW = 5;
const TINTS_PER_ROW = 6;
const SWATCH_GAP_PT = 10;
/** The page the swatches lie on. */
const PAGE_COLOR = "#FFFFFF";
/**
 * A swatch this close to the page (contrast ratio) would vanish into it (white on white): it is outlined in
 * MUTED, SWATCH_OUTLINE_PT wide; others keep a hairline.
 */
export const SWATCH_OUTLINE_CONTRAST = 1.5;
const SWATCH_OUTLINE_PT = 1;
/** Heading of the tints and neutrals (in English; guideWordsFor gives it in the kit's language). */
export const TINTS_LABEL = "Tints and neutrals the graphics use";
/** What each font's specimen shows after the event's name. */
export const SPECIMEN_ALPHABET = "Aa Bb Cc Dd Ee Ff Gg Hh Ii Jj Kk 0123456789 & ! ?";
/** The role each guide font plays, in the guide's order (in English; see fontRolesIn). */
export const FONT_ROLES: ReadonlyArray<{ face: GuideFace; role: string }> = [
  { face: "display", role: "Display: names and headlines" },
  { face: "accent", role: "Accent: headlines and short lines" },
  { face: "detail", role: "Details: dates, places, small print" },
];

/** The role each guide font plays, in `language`. */
export function fontRolesIn(language: WrittenLanguage): ReadonlyArray<{ face: GuideFace; role: string }> {
  const roles = guideWordsFor(language).fontRoles;
  return FONT_ROLES.map(({ face }) => ({ face, role: roles[face as keyof typeof roles] }));
}

/** "RGB 255 107 107" of a hex colour. */
function rgbText(hex: string): string {
  const value = parseInt(hex.replace("#", ""), 16);
  return `RGB ${(value >> 16) & 255} ${(value >> 8) & 255} ${value & 255}`;
}

/** The swatch's block: outlined where it would vanish into the page. */
export function swatchBlock(
  color: string,
  box: { x: number; y: number; width: number; height: number },
): GuideMark {
  const vanishes = contrastRatio(color, PAGE_COLOR) < SWATCH_OUTLINE_CONTRAST;
  return vanishes
    ? { kind: "rect", ...box, color, border: MUTED, borderWidth: SWATCH_OUTLINE_PT }
    : { kind: "rect", ...box, color, border: RULE };
}

/** One swatch with its labels under it, from the flow's top; returns where its labels end. */
function swatch(flow: Flow, item: Swatch, x: number, width: number, language: WrittenLanguage): number {
  const words = guideWordsFor(language);
  const { color } = item;
  const small = item.kind !== "palette";
  const height = (small ? TINT_HEIGHT_PT : SWATCH_HEIGHT_PT) * flow.scale;
  flow.marks.push(swatchBlock(color, { x, y: flow.y - height, width, height }));
  const onWhite = contrastRatio(color, "#FFFFFF");
  const onBlack = contrastRatio(color, "#000000");
  const inside: Flow = { ...flow, y: flow.y - (small ? 6 : 10) * flow.scale };
  setText(inside, "Aa", {
    face: "display",
    size: small ? 12 : 18,
    x: x + (small ? 6 : 8) * flow.scale,
    width: width - (small ? 12 : 16) * flow.scale,
    color: onWhite >= onBlack ? "#FFFFFF" : "#000000",
  });
  const labels: Flow = { ...flow, y: flow.y - height - 6 * flow.scale };
  const lines: Array<[string, GuideFace, number, string]> = [
    [color.toUpperCase(), "detailBold", small ? 8.5 : 10, INK],
    ...(small
      ? [[swatchNameIn(item, language), "detail", 7, INK] as [string, GuideFace, number, string]]
      : []),
    [rgbText(color), "detail", small ? 6.5 : 7.5, MUTED],
    [
      `${words.onWhite} ${formatRatio(onWhite)} ${contrastLevelIn(contrastLevel(onWhite), language)}`,
      "detail",
      small ? 6.5 : 7.5,
      INK,
    ],
    [
      `${words.onBlack} ${formatRatio(onBlack)} ${contrastLevelIn(contrastLevel(onBlack), language)}`,
      "detail",
      small ? 6.5 : 7.5,
      INK,
    ],
  ];
  for (const [text, face, size, color] of lines) {
    setText(labels, text, { face, size, minSize: 5, x, width, color, leading: 1.5 });
  }
  return labels.y;
}

/** Swatches in rows of at most `most`, the rows as even as can be. */
function swatchRows(flow: Flow, items: readonly Swatch[], most: number, language: WrittenLanguage): void {
  const rows = Math.ceil(items.length / most);
  const perRow = Math.ceil(items.length / rows);
  const gap = SWATCH_GAP_PT * flow.scale;
  const width = (CONTENT_WIDTH_PT - gap * (perRow - 1)) / perRow;
  for (let row = 0; row < rows; row++) {
    const inRow = items.slice(row * perRow, (row + 1) * perRow);
    const ends = inRow.map((item, index) =>
      swatch(flow, item, MARGIN_PT + index * (width + gap), width, language)
    );
    flow.y = Math.min(...ends) - 12 * flow.scale;
  }
}

/** The palette's colours large, then the tints and neutrals the graphics draw, smaller and named. */
function palette(flow: Flow, kit: BrandKit, language: WrittenLanguage): void {
  const swatches = guideSwatches(kit.brandGuide);
  swatchRows(flow, swatches.filter((item) => item.kind === "palette"), SWATCHES_PER_ROW, language);
  const others = swatches.filter((item) => item.kind !== "palette");
  if (others.length === 0) return;
  sectionLabel(flow, guideWordsFor(language).tintsLabel);
  skip(flow, 4);
  swatchRows(flow, others, TINTS_PER_ROW, language);
}

/** Every line the colour page may set about its swatches, so their characters' fonts are embedded. */
export function colourTexts(kit: BrandKit, language: WrittenLanguage = "en"): string[] {
  const words = guideWordsFor(language);
  return [
    words.tintsLabel.toUpperCase(),
    ...guideSwatches(kit.brandGuide).map((item) => swatchNameIn(item, language)),
    `${words.onWhite} ${words.onBlack} ${words.fail}`,
    ...fontRolesIn(language).map((font) => font.role),
  ];
}

/** The second page's marks, at the largest scale that fits above the footer; its labels in `language`. */
export function colourAndTypeMarks(
  type: Typesetter,
  kit: BrandKit,
  language: WrittenLanguage = "en",
): GuideMark[] {
  const words = guideWordsFor(language);
  return fitPage((scale) => {
    const flow: Flow = { type, scale, y: A4_PT.height - MARGIN_PT + 10, marks: [] };
    setText(flow, words.colour, { face: "display", size: 22 });
    skip(flow, 12);
    palette(flow, kit, language);
    skip(flow, 16);
    setText(flow, words.type, { face: "display", size: 22 });
    fontRolesIn(language).forEach(({ face, role }, index) => {
      skip(flow, 4);
      sectionLabel(flow, `${kit.brandGuide.fonts[index] ?? ""} · ${role}`);
      setText(flow, kit.selectedName, { face, size: 26, minSize: 14, maxLines: 2, leading: 1.2 });
      setText(flow, SPECIMEN_ALPHABET, { face, size: 12, color: MUTED, leading: 1.6 });
    });
    return { marks: flow.marks, bottom: flow.y };
  });
}
