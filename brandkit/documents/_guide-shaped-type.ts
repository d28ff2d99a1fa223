/**
 * The guide's typesetter over the type engine: every line shaped by HarfBuzz in the face each cluster needs
 * (the guide's fonts first, Noto by script, Twemoji), right-to-left text set right to left, and written as real
 * text with subset fonts (_pdf-text.ts). Lines break where line-units says (spaces, CJK and Thai words, never
 * inside a grapheme) and a unit wider than the line is broken between graphemes, so no line is ever wider than
 * asked.
 */
import type { PDFDocument } from "pdf-lib";
import { breakUnits, type DocumentTypesetting, graphemes } from "../type/mod.ts";
import { createPdfTextWriter } from "./_pdf-text.ts";
import { GUIDE_FACES, type GuideFace, type Typesetter } from "./_guide-type.ts";

export type ShapedTypesetterOptions = DocumentTypesetting & {
  /** The kit's language (BCP 47): Han forms and shaping follow it. */
  language?: string;
};

/** The typesetter, and `finish()`, which embeds the fonts once everything is drawn. */
export type ShapedTypesetter = Typesetter & { finish(): Promise<void> };

/**
 * A typesetter for `document`; `texts` (everything it will set) have their faces loaded first, so measuring
 * and drawing are synchronous.
 */
export async function createShapedTypesetter(
  document: PDFDocument,
  texts: readonly string[],
  options: ShapedTypesetterOptions,
): Promise<ShapedTypesetter> {
  const { shaper, language } = options;
  await shaper.library.prepare([...texts, ...texts.map((text) => text.toUpperCase())]);
  const writer = createPdfTextWriter(document, { subset: options.subset, emojiRaster: options.emojiRaster });
  const shape = (text: string, face: GuideFace) => shaper.shape(text, GUIDE_FACES[face], { language });
  const width = (text: string, face: GuideFace, size: number) => shape(text, face).width * size;

  /** A unit wider than the line, in pieces that fit, cut between graphemes. */
  function splitUnit(text: string, face: GuideFace, size: number, maxWidth: number): string[] {
    const pieces: string[] = [];
    let piece = "";
    for (const grapheme of graphemes(text)) {
      if (piece && width(piece + grapheme, face, size) > maxWidth) {
        pieces.push(piece);
        piece = grapheme;
      } else piece += grapheme;
    }
    return piece ? [...pieces, piece] : pieces;
  }

  return {
    width,
    draw(page, text, { x, y, size, face, color = "#111111" }) {
      if (!text.trim()) return;
      writer.drawLine(page, shape(text, face), { x, y, size, color });
    },
    wrap(text, face, size, maxWidth) {
      const lines: string[] = [];
      for (const paragraph of text.split(/\n/)) {
        let line = "";
        for (const unit of breakUnits(paragraph.replace(/\s+/g, " ").trim())) {
          const candidate = line ? `${line}${unit.glued ? "" : " "}${unit.text}` : unit.text;
          if (width(candidate, face, size) <= maxWidth) {
            line = candidate;
            continue;
          }
          if (line) lines.push(line);
          const pieces = width(unit.text, face, size) <= maxWidth
            ? [unit.text]
            : splitUnit(unit.text, face, size, maxWidth);
          lines.push(...pieces.slice(0, -1));
          line = pieces.at(-1) ?? "";
        }
        lines.push(line);
      }
      return lines;
    },
    finish: () => writer.finish(),
  };
}
