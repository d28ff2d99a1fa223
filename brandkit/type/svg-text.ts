/**
 * A shaped line as SVG: every glyph's outline as one path in absolute coordinates (so the file needs no fonts,
 * and the print PDF converts it as it converts any shape), every emoji as its Twemoji drawing in a nested <svg>
 * of class "emoji" that places and scales it (its viewBox is Twemoji's 36 x 36).
 */
import { EMOJI_VIEWBOX } from "./_emoji.ts";
import { EMOJI_ADVANCE_EM, EMOJI_DESCENT_EM, type ShapedLine } from "./shaper.ts";

const number = (value: number) => String(Math.round(value * 100) / 100);

export type LinePlacement = {
  /** Left end of the line, px. */
  x: number;
  /** The baseline, px. */
  baseline: number;
  /** Font size, px. */
  size: number;
  color: string;
};

/**
 * Twemoji's few ids (clip paths) made unique per copy, from where the copy stands, so two copies in one document
 * do not clash and the same design gives the same markup.
 */
function uniqueIds(body: string, left: number, top: number): string {
  if (!body.includes("id=")) return body;
  const prefix = `e${Math.round(left * 10)}-${Math.round(top * 10)}-`;
  return body.replace(/\bid="([^"]+)"/g, `id="${prefix}$1"`).replace(/url\(#([^)]+)\)/g, `url(#${prefix}$1)`);
}

/** The SVG markup of one shaped line. */
export function lineSvg(line: ShapedLine, at: LinePlacement): string {
  let d = "";
  let pictures = "";
  for (const item of line.items) {
    if (item.kind === "emoji") {
      const left = at.x + (item.x + (EMOJI_ADVANCE_EM - 1) / 2) * at.size;
      const top = at.baseline - (1 - EMOJI_DESCENT_EM) * at.size;
      const side = number(at.size);
      pictures +=
        `<svg class="emoji" x="${number(left)}" y="${number(top)}" width="${side}" height="${side}" ` +
        `viewBox="0 0 ${EMOJI_VIEWBOX} ${EMOJI_VIEWBOX}">${uniqueIds(item.body, left, top)}</svg>`;
      continue;
    }
    const scale = at.size / item.face.unitsPerEm;
    const originX = at.x + item.x * at.size;
    const originY = at.baseline - item.y * at.size;
    for (const command of item.face.outline(item.glyph)) {
      d += command.type;
      const values = command.values;
      for (let index = 0; index < values.length; index += 2) {
        if (index > 0) d += " ";
        d += `${number(originX + values[index] * scale)} ${number(originY - values[index + 1] * scale)}`;
      }
    }
  }
  return (d ? `<path d="${d}" fill="${at.color}"/>` : "") + pictures;
}
