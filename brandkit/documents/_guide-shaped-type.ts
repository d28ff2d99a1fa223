/**
 * The guide's typesetter over the type engine: every line shaped by HarfBuzz in the face each cluster needs
 * (the guide's fonts first, Noto by script, Twemoji), right-to-left text set right to left, and written as real
 * text with subset fonts (_pdf-text.ts). Lines break by _line-break.ts (spaces, CJK and Thai words, and between
 * graphemes inside a word too long for the line), measured by the same shaping, so no line is wider than asked.
 */
import type { PDFDocument } from "pdf-lib";
import type { DocumentTypesetting } from "../type/mod.ts";
import { breakLines } from "./_line-break.ts";
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
  await shaper.library.prepare([...texts, ...texts.map((text) => text.toUpperCase())], language);
  const writer = createPdfTextWriter(document, { subset: options.subset, emojiRaster: options.emojiRaster });
  const shape = (text: string, face: GuideFace) => shaper.shape(text, GUIDE_FACES[face], { language });
  const width = (text: string, face: GuideFace, size: number) => shape(text, face).width * size;

  return {
    width,
    draw(page, text, { x, y, size, face, color = "#111111" }) {
      if (!text.trim()) return;
      writer.drawLine(page, shape(text, face), { x, y, size, color });
    },
    wrap: (text, face, size, maxWidth) => breakLines(text, (line) => width(line, face, size), maxWidth),
    finish: () => writer.finish(),
  };
}
