/**
 * Design -> SVG. The text blocks are set by the type engine (brandkit/type) as outlines over the background
 * markup: each line shaped, aligned in its block and placed on the baseline a CSS line box would give it (half
 * the leading above, the role's first face's ascender). Either layer can be left out, which is how the tests
 * check contrast against the pixels behind the text.
 */
import { lineSvg } from "../type/mod.ts";
import { baselineInLineBox, type TextMeasurer } from "./_measure.ts";
import type { Design, TextBlock } from "./design.ts";

export type Layers = { background?: boolean; text?: boolean };

/** Which face drew each cluster of a design's text, block by block (tests check that none is missing). */
export type DrawnText = Array<
  { block: string; line: string; clusters: Array<{ text: string; drawnBy: string }> }
>;

/** Where each line of a block goes: its left end and baseline, px, and its shaped form. */
function placeLines(block: TextBlock, measurer: TextMeasurer) {
  const { text } = block;
  const box = text.size * text.lineHeight;
  const firstBaseline = baselineInLineBox(measurer.primaryFace(text.role), text.size, text.lineHeight);
  return text.lines.map((line, index) => {
    const shaped = measurer.shape(line, text.role, text.size ? text.tracking / text.size : 0);
    const width = shaped.width * text.size;
    const x = block.align === "left"
      ? block.x
      : block.align === "right"
      ? block.x + block.width - width
      : block.x + (block.width - width) / 2;
    const baseline = block.y + index * box + firstBaseline;
    return { line, shaped, x, baseline };
  });
}

/** Turns designs into SVG with the measurer's faces (the same that measured the layout). */
export function createComposer(measurerFor: (language?: string) => TextMeasurer) {
  function textMarkup(design: Design): string {
    let markup = "";
    for (const block of design.blocks) {
      const measurer = measurerFor(block.text.language);
      for (const { shaped, x, baseline } of placeLines(block, measurer)) {
        markup += lineSvg(shaped, { x, baseline, size: block.text.size, color: block.color });
      }
    }
    return markup;
  }

  /** The whole design (or only some layers) as a standalone SVG document. */
  function toSvg(design: Design, layers: Layers = {}): Promise<string> {
    const background = layers.background === false ? "" : design.background;
    const text = layers.text === false ? "" : textMarkup(design);
    const { width, height } = design;
    return Promise.resolve(
      `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" ` +
        `viewBox="0 0 ${width} ${height}">${background}${text}</svg>`,
    );
  }

  /** Which face drew each cluster of the design's text. */
  function drawnText(design: Design): DrawnText {
    return design.blocks.flatMap((block) =>
      placeLines(block, measurerFor(block.text.language)).map(({ line, shaped }) => ({
        block: block.id,
        line,
        clusters: shaped.clusters,
      }))
    );
  }

  return { toSvg, drawnText };
}
export type Composer = ReturnType<typeof createComposer>;
