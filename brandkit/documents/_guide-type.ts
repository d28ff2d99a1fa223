/**
 * Type for the brand-guide PDF in the guide's own fonts, embedded (subset) from the renderer's WOFF files —
 * fontkit reads WOFF, and pdf-lib writes the subset as TrueType. Each face comes in Unicode subsets (latin,
 * latin-ext, ...), so text is split into runs by the first file that has each character, falling back to the
 * other faces (Rubik covers Cyrillic, Hebrew and Arabic) before a missing glyph is drawn as a blank.
 */
import fontkit from "@pdf-lib/fontkit";
import { type PDFDocument, type PDFFont, type PDFPage, rgb } from "pdf-lib";
import type { FontAsset } from "../render/mod.ts";

/** The guide's type roles and the face each is set in. */
export const GUIDE_FACES = {
  display: { family: "Poppins", weight: 700, style: "normal" },
  accent: { family: "Playfair Display", weight: 700, style: "normal" },
  accentItalic: { family: "Playfair Display", weight: 400, style: "italic" },
  detail: { family: "Space Mono", weight: 400, style: "normal" },
  detailBold: { family: "Space Mono", weight: 700, style: "normal" },
} as const;
export type GuideFace = keyof typeof GUIDE_FACES;

type Run = { font: PDFFont; text: string };

export type Typesetter = {
  /** Width of `text` at `size` points. */
  width(text: string, face: GuideFace, size: number): number;
  /** Draws one line with its baseline at `y`. */
  draw(
    page: PDFPage,
    text: string,
    at: { x: number; y: number; size: number; face: GuideFace; color?: string },
  ): void;
  /** Breaks `text` into lines no wider than `maxWidth` (a word longer than that gets a line of its own). */
  wrap(text: string, face: GuideFace, size: number, maxWidth: number): string[];
};

/** "#RRGGBB" as pdf-lib's colour. */
export function pdfColor(hex: string) {
  const value = parseInt(hex.replace("#", ""), 16);
  return rgb(((value >> 16) & 255) / 255, ((value >> 8) & 255) / 255, (value & 255) / 255);
}

/**
 * A typesetter over `fonts` (RenderAssets.fonts) in `document`, for `texts` (everything it will be asked to set):
 * the font files those characters need are embedded up front, as pdf-lib embeds asynchronously.
 */
export async function createTypesetter(
  document: PDFDocument,
  fonts: readonly FontAsset[],
  texts: readonly string[],
): Promise<Typesetter> {
  document.registerFontkit(fontkit);
  const files = fonts.map((asset) => ({
    asset,
    font: fontkit.create(asset.data),
    embedded: null as PDFFont | null,
  }));
  const ordered = (face: GuideFace) => {
    const { family, weight, style } = GUIDE_FACES[face];
    const own = files.filter((file) =>
      file.asset.family === family && file.asset.weight === weight && file.asset.style === style
    );
    return [...own, ...files.filter((file) => !own.includes(file))];
  };

  const pick = (face: GuideFace, code: number) => {
    const candidates = ordered(face);
    return candidates.find((candidate) => candidate.font.hasGlyphForCodePoint(code)) ?? candidates[0];
  };
  const needed = new Set<(typeof files)[number]>();
  const characters = new Set([..."0123456789 :.,-#()", ...texts.join("")]);
  for (const face of Object.keys(GUIDE_FACES) as GuideFace[]) {
    needed.add(ordered(face)[0]);
    for (const char of characters) if (!/\s/.test(char)) needed.add(pick(face, char.codePointAt(0)!));
  }
  for (const file of needed) file.embedded = await document.embedFont(file.asset.data, { subset: true });

  function runs(text: string, face: GuideFace): Run[] {
    const out: Run[] = [];
    for (const char of text) {
      const code = char.codePointAt(0)!;
      const file = /\s/.test(char) && out.length
        ? files.find((candidate) => candidate.embedded === out[out.length - 1].font)!
        : pick(face, code);
      // A character outside `texts` may need a file not embedded: the face's own first file draws it blank.
      const font = file.embedded ?? ordered(face)[0].embedded!;
      if (out.length && out[out.length - 1].font === font) out[out.length - 1].text += char;
      else out.push({ font, text: char });
    }
    return out;
  }

  const width = (text: string, face: GuideFace, size: number) =>
    runs(text, face).reduce((sum, run) => sum + run.font.widthOfTextAtSize(run.text, size), 0);

  return {
    width,
    draw(page, text, { x, y, size, face, color = "#111111" }) {
      let cursor = x;
      for (const run of runs(text, face)) {
        page.drawText(run.text, { x: cursor, y, size, font: run.font, color: pdfColor(color) });
        cursor += run.font.widthOfTextAtSize(run.text, size);
      }
    },
    wrap(text, face, size, maxWidth) {
      const lines: string[] = [];
      for (const paragraph of text.split(/\n/)) {
        let line = "";
        for (const word of paragraph.split(/\s+/).filter(Boolean)) {
          const candidate = line ? `${line} ${word}` : word;
          if (line && width(candidate, face, size) > maxWidth) {
            lines.push(line);
            line = word;
          } else line = candidate;
        }
        lines.push(line);
      }
      return lines;
    },
  };
}
