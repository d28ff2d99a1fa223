/**
 * The guide's second page: the palette as swatches (hex, RGB, contrast on white and on black under each, up to
 * five to a row) and the three fonts, each with the event's name and an alphabet set in it.
 */
import { contrastLevel, contrastRatio, formatRatio } from "../contrast.ts";
import type { BrandKit } from "../schemas.ts";
import type { Flow, GuideMark } from "./_guide-flow.ts";
import { fitPage, sectionLabel, setText, skip } from "./_guide-flow.ts";
import { A4_PT, CONTENT_WIDTH_PT, INK, MARGIN_PT, MUTED, RULE } from "./_guide-page.ts";
import type { GuideFace, Typesetter } from "./_guide-type.ts";

/** Height of a colour swatch. */
const SWATCH_HEIGHT_PT = 96;
/** Most swatches in a row. */
const SWATCHES_PER_ROW = 5;
const SWATCH_GAP_PT = 10;
/** What each font's specimen shows after the event's name. */
export const SPECIMEN_ALPHABET = "Aa Bb Cc Dd Ee Ff Gg Hh Ii Jj Kk 0123456789 & ! ?";
/** The role each guide font plays, in the guide's order. */
export const FONT_ROLES: ReadonlyArray<{ face: GuideFace; role: string }> = [
  { face: "display", role: "Display: names and headlines" },
  { face: "accent", role: "Accent: headlines and short lines" },
  { face: "detail", role: "Details: dates, places, small print" },
];

/** "RGB 255 107 107" of a hex colour. */
function rgbText(hex: string): string {
  const value = parseInt(hex.replace("#", ""), 16);
  return `RGB ${(value >> 16) & 255} ${(value >> 8) & 255} ${value & 255}`;
}

/** One swatch with its labels under it, from the flow's top; returns where its labels end. */
function swatch(flow: Flow, color: string, x: number, width: number): number {
  const height = SWATCH_HEIGHT_PT * flow.scale;
  flow.marks.push({ kind: "rect", x, y: flow.y - height, width, height, color, border: RULE });
  const onWhite = contrastRatio(color, "#FFFFFF");
  const onBlack = contrastRatio(color, "#000000");
  const inside: Flow = { ...flow, y: flow.y - 10 * flow.scale };
  setText(inside, "Aa", {
    face: "display",
    size: 18,
    x: x + 8 * flow.scale,
    width: width - 16 * flow.scale,
    color: onWhite >= onBlack ? "#FFFFFF" : "#000000",
  });
  const labels: Flow = { ...flow, y: flow.y - height - 6 * flow.scale };
  const lines: Array<[string, GuideFace, number, string]> = [
    [color.toUpperCase(), "detailBold", 10, INK],
    [rgbText(color), "detail", 7.5, MUTED],
    [`On white ${formatRatio(onWhite)} ${contrastLevel(onWhite)}`, "detail", 7.5, INK],
    [`On black ${formatRatio(onBlack)} ${contrastLevel(onBlack)}`, "detail", 7.5, INK],
  ];
  for (const [text, face, size, color] of lines) {
    setText(labels, text, { face, size, minSize: 5.5, x, width, color, leading: 1.55 });
  }
  return labels.y;
}

/** The palette in rows of at most SWATCHES_PER_ROW, the rows as even as can be. */
function palette(flow: Flow, colors: readonly string[]): void {
  const rows = Math.ceil(colors.length / SWATCHES_PER_ROW);
  const perRow = Math.ceil(colors.length / rows);
  const gap = SWATCH_GAP_PT * flow.scale;
  const width = (CONTENT_WIDTH_PT - gap * (perRow - 1)) / perRow;
  for (let row = 0; row < rows; row++) {
    const inRow = colors.slice(row * perRow, (row + 1) * perRow);
    const ends = inRow.map((color, index) => swatch(flow, color, MARGIN_PT + index * (width + gap), width));
    flow.y = Math.min(...ends) - 12 * flow.scale;
  }
}

/** The second page's marks, at the largest scale that fits above the footer. */
export function colourAndTypeMarks(type: Typesetter, kit: BrandKit): GuideMark[] {
  return fitPage((scale) => {
    const flow: Flow = { type, scale, y: A4_PT.height - MARGIN_PT + 10, marks: [] };
    setText(flow, "Colour", { face: "display", size: 22 });
    skip(flow, 12);
    palette(flow, kit.brandGuide.colors);
    skip(flow, 16);
    setText(flow, "Type", { face: "display", size: 22 });
    FONT_ROLES.forEach(({ face, role }, index) => {
      skip(flow, 4);
      sectionLabel(flow, `${kit.brandGuide.fonts[index] ?? ""} · ${role}`);
      setText(flow, kit.selectedName, { face, size: 26, minSize: 14, maxLines: 2, leading: 1.2 });
      setText(flow, SPECIMEN_ALPHABET, { face, size: 12, color: MUTED, leading: 1.6 });
    });
    return { marks: flow.marks, bottom: flow.y };
  });
}
