/**
 * Shaped text (brandkit/type) as real PDF text: each face a Type 0 font (CIDFontType2, Identity-H) whose
 * embedded file is a subset of just the glyphs drawn, with a ToUnicode map so the text can be selected, searched
 * and read back exactly in every script. Character ids are given out per (glyph, text) pair, so a glyph that
 * stands for different text in different places (an Arabic form, a Devanagari vowel sign) still reads back
 * right; the PDF reader maps them to glyphs through CIDToGIDMap. Emoji are drawn as colour images with the emoji
 * as invisible text over them. Fonts are written by `finish()`, once every line is drawn.
 */
import {
  PDFArray,
  PDFDict,
  type PDFDocument,
  PDFHexString,
  PDFName,
  PDFNumber,
  PDFOperator,
  PDFOperatorNames as Ops,
  type PDFPage,
  type PDFRef,
  PDFString,
} from "pdf-lib";
import type {
  EmojiRaster,
  FontSubsetter,
  LoadedFace,
  ShapedEmoji,
  ShapedGlyph,
  ShapedLine,
} from "../type/mod.ts";
import { EMOJI_ADVANCE_EM, EMOJI_DESCENT_EM } from "../type/mod.ts";

export type TextPlacement = {
  /** Left end of the line, points. */
  x: number;
  /** Baseline, points from the bottom of the page. */
  y: number;
  /** Font size, points. */
  size: number;
  /** "#RRGGBB". */
  color: string;
};

export type PdfTextWriter = {
  drawLine(page: PDFPage, line: ShapedLine, at: TextPlacement): void;
  /** Embeds the fonts (subset) and the emoji images; call once, after the last line. */
  finish(): Promise<void>;
};

/** Emoji are rasterised this many pixels per point of font size (300 ppi at 12 pt is 50 px). */
const EMOJI_PX_PER_PT = 6;
/** Units of a PDF glyph space. */
const GLYPH_SPACE = 1000;

type Character = { cid: number; gid: number; text: string; width: number };
type EmbeddedFace = { face: LoadedFace; name: string; ref: PDFRef; characters: Map<string, Character> };

const round = (value: number) => String(Math.round(value * 100) / 100);

const number = (value: number) => PDFNumber.of(Math.round(value * 1000) / 1000);
const op = (name: Ops, ...args: Array<PDFNumber | PDFName | PDFHexString | PDFArray>) =>
  PDFOperator.of(name, args);

function hexColor(hex: string): [number, number, number] {
  const value = parseInt(hex.replace("#", ""), 16);
  return [((value >> 16) & 255) / 255, ((value >> 8) & 255) / 255, (value & 255) / 255];
}

/** UTF-16BE hex of a string, for the ToUnicode CMap. */
function utf16Hex(text: string): string {
  let hex = "";
  for (let index = 0; index < text.length; index++) {
    hex += text.charCodeAt(index).toString(16).padStart(4, "0").toUpperCase();
  }
  return hex;
}

/** The six capital letters that mark a subset font's name ("BKAAAB+NotoSansJP"), unique per font. */
function subsetTag(index: number): string {
  let tag = "";
  for (let rest = index, place = 0; place < 4; place++, rest = Math.floor(rest / 26)) {
    tag = String.fromCharCode(65 + (rest % 26)) + tag;
  }
  return `BK${tag}`;
}

const cidHex = (cid: number) => cid.toString(16).padStart(4, "0").toUpperCase();

function toUnicodeCMap(characters: readonly Character[]): string {
  // A glyph that is part of a cluster already read (a vowel sign, a mark) reads as nothing.
  const lines = characters.map((character) => `<${cidHex(character.cid)}> <${utf16Hex(character.text)}>`);
  const blocks: string[] = [];
  for (let at = 0; at < lines.length; at += 100) {
    const block = lines.slice(at, at + 100);
    blocks.push(`${block.length} beginbfchar\n${block.join("\n")}\nendbfchar`);
  }
  return [
    "/CIDInit /ProcSet findresource begin",
    "12 dict begin",
    "begincmap",
    "/CIDSystemInfo << /Registry (Adobe) /Ordering (UCS) /Supplement 0 >> def",
    "/CMapName /Adobe-Identity-UCS def",
    "/CMapType 2 def",
    "1 begincodespacerange\n<0000> <FFFF>\nendcodespacerange",
    ...blocks,
    "endcmap",
    "CMapName currentdict /CMap defineresource pop",
    "end",
    "end",
  ].join("\n");
}

/** A writer of shaped text into `document`. */
export function createPdfTextWriter(
  document: PDFDocument,
  options: { subset: FontSubsetter; emojiRaster?: EmojiRaster },
): PdfTextWriter {
  const { context } = document;
  const faces = new Map<LoadedFace, EmbeddedFace>();
  const emojiImages = new Map<string, { name: string; body: string; px: number; pages: Set<PDFPage> }>();
  let fontCount = 0;

  function embeddedFace(face: LoadedFace): EmbeddedFace {
    let embedded = faces.get(face);
    if (!embedded) {
      embedded = { face, name: `BK${++fontCount}`, ref: context.nextRef(), characters: new Map() };
      faces.set(face, embedded);
    }
    return embedded;
  }

  function characterOf(embedded: EmbeddedFace, gid: number, text: string, width?: number): Character {
    const key = `${gid}|${text}|${width ?? ""}`;
    let character = embedded.characters.get(key);
    if (!character) {
      const advance = width ?? embedded.face.font.glyphHAdvance(gid) / embedded.face.unitsPerEm * GLYPH_SPACE;
      character = { cid: embedded.characters.size + 1, gid, text, width: advance };
      embedded.characters.set(key, character);
    }
    return character;
  }

  /**
   * Shows one stretch of glyphs on one baseline offset, each at its shaped position. A glyph that carries its
   * cluster's text is real text; the others of the cluster (a vowel sign drawn before its consonant, a mark) are
   * drawn as outlines, so the text reads back exactly once, in reading order.
   */
  function showGlyphs(page: PDFPage, embedded: EmbeddedFace, glyphs: ShapedGlyph[], at: TextPlacement): void {
    const texts = glyphs.filter((glyph) => glyph.text);
    for (const glyph of glyphs) if (!glyph.text) drawOutline(page, embedded.face, glyph, at);
    if (texts.length === 0) return;
    const parts: Array<PDFHexString | PDFNumber> = [];
    let pen = texts[0].x;
    texts.forEach((glyph, index) => {
      // Each glyph advances exactly to the next one's origin, so no forward jump is left that a reader would
      // take for a space; only the last keeps its own advance.
      const next = texts[index + 1];
      const reach = next && next.x >= glyph.x ? next.x - glyph.x : glyph.advance;
      const character = characterOf(
        embedded,
        glyph.glyph,
        glyph.text,
        Math.round(reach * GLYPH_SPACE * 10) / 10,
      );
      const gap = (glyph.x - pen) * GLYPH_SPACE;
      if (Math.abs(gap) > 0.01) parts.push(number(-gap));
      parts.push(PDFHexString.of(cidHex(character.cid)));
      pen = glyph.x + character.width / GLYPH_SPACE;
    });
    showText(page, embedded, parts, {
      x: at.x + texts[0].x * at.size,
      y: at.y,
      size: at.size,
      rise: texts[0].y * at.size,
    });
  }

  /** One text object: `parts` (character ids and adjustments) from (x, y), raised by `rise`, visible or not. */
  function showText(
    page: PDFPage,
    embedded: EmbeddedFace,
    parts: Array<PDFHexString | PDFNumber>,
    at: { x: number; y: number; size: number; rise?: number; invisible?: boolean },
  ): void {
    page.node.setFontDictionary(PDFName.of(embedded.name), embedded.ref);
    page.pushOperators(
      op(Ops.BeginText),
      ...(at.invisible ? [op(Ops.SetTextRenderingMode, number(3))] : []),
      op(Ops.SetFontAndSize, PDFName.of(embedded.name), number(at.size)),
      op(Ops.SetTextRise, number(at.rise ?? 0)),
      op(Ops.SetTextMatrix, number(1), number(0), number(0), number(1), number(at.x), number(at.y)),
      op(Ops.ShowTextAdjusted, context.obj(parts) as PDFArray),
      op(Ops.EndText),
    );
  }

  /** A glyph as a filled path (in the colour already set), for glyphs that carry no text of their own. */
  function drawOutline(page: PDFPage, face: LoadedFace, glyph: ShapedGlyph, at: TextPlacement): void {
    const scale = at.size / face.unitsPerEm;
    const originX = at.x + glyph.x * at.size;
    const originY = at.y + glyph.y * at.size;
    let path = "";
    // The current point, in page points: a quadratic is raised to a cubic from it.
    let [lastX, lastY] = [originX, originY];
    const point = (x: number, y: number) => `${round(originX + x * scale)} ${round(originY + y * scale)}`;
    for (const { type, values } of face.outline(glyph.glyph)) {
      if (type === "Z") {
        path += "h\n";
        continue;
      }
      if (type === "M") path += `${point(values[0], values[1])} m\n`;
      else if (type === "L") path += `${point(values[0], values[1])} l\n`;
      else if (type === "C") {
        path += `${point(values[0], values[1])} ${point(values[2], values[3])} ${
          point(values[4], values[5])
        } c\n`;
      } else if (type === "Q") {
        const [cx, cy] = [originX + values[0] * scale, originY + values[1] * scale];
        const [x, y] = [originX + values[2] * scale, originY + values[3] * scale];
        path += `${round(lastX + (2 / 3) * (cx - lastX))} ${round(lastY + (2 / 3) * (cy - lastY))} ` +
          `${round(x + (2 / 3) * (cx - x))} ${round(y + (2 / 3) * (cy - y))} ${round(x)} ${round(y)} c\n`;
      }
      [lastX, lastY] = [originX + values.at(-2)! * scale, originY + values.at(-1)! * scale];
    }
    if (path) page.pushOperators(PDFOperator.of(`${path}f` as Ops));
  }

  function drawEmoji(
    page: PDFPage,
    item: ShapedEmoji,
    at: TextPlacement,
    carrier: LoadedFace | undefined,
  ): void {
    const px = Math.max(32, Math.ceil(at.size * EMOJI_PX_PER_PT));
    let image = emojiImages.get(`${item.name}@${px}`);
    if (!image && options.emojiRaster) {
      image = { name: `BKE${emojiImages.size + 1}`, body: item.body, px, pages: new Set() };
      emojiImages.set(`${item.name}@${px}`, image);
    }
    const left = at.x + (item.x + (EMOJI_ADVANCE_EM - 1) / 2) * at.size;
    const bottom = at.y - EMOJI_DESCENT_EM * at.size;
    if (image) {
      image.pages.add(page);
      page.pushOperators(
        op(Ops.PushGraphicsState),
        op(
          Ops.ConcatTransformationMatrix,
          number(at.size),
          number(0),
          number(0),
          number(at.size),
          number(left),
          number(bottom),
        ),
        op(Ops.DrawObject, PDFName.of(image.name)),
        op(Ops.PopGraphicsState),
      );
    }
    if (!carrier) return;
    // The emoji as invisible text (glyph 0 of a face already on the page), so it reads back with the rest.
    const embedded = embeddedFace(carrier);
    const character = characterOf(embedded, 0, item.text, EMOJI_ADVANCE_EM * GLYPH_SPACE);
    showText(page, embedded, [PDFHexString.of(cidHex(character.cid))], {
      x: at.x + item.x * at.size,
      y: at.y,
      size: at.size,
      invisible: true,
    });
  }

  return {
    drawLine(page, line, at) {
      const [red, green, blue] = hexColor(at.color);
      page.pushOperators(op(Ops.NonStrokingColorRgb, number(red), number(green), number(blue)));
      const carrier = line.items.find((item): item is ShapedGlyph => item.kind === "glyph")?.face;
      let stretch: ShapedGlyph[] = [];
      const flush = () => {
        if (stretch.length) showGlyphs(page, embeddedFace(stretch[0].face), stretch, at);
        stretch = [];
      };
      // Runs in reading order (each still drawn where it stands), so a reader meets "مهرجان 2027" as written.
      const reading = line.items;
      for (const item of reading) {
        if (item.kind === "emoji") {
          flush();
          drawEmoji(page, item, at, carrier ?? faces.keys().next().value);
          continue;
        }
        const last = stretch.at(-1);
        if (last && (last.face !== item.face || last.y !== item.y)) flush();
        stretch.push(item);
      }
      flush();
    },
    async finish() {
      for (const image of emojiImages.values()) {
        const png = await document.embedPng(options.emojiRaster!(image.body, image.px));
        for (const page of image.pages) page.node.setXObject(PDFName.of(image.name), png.ref);
      }
      for (const embedded of faces.values()) writeFont(embedded, await embedded.face.sfnt());
    },
  };

  function writeFont({ face, name, ref, characters }: EmbeddedFace, sfnt: Uint8Array): void {
    const list = [...characters.values()];
    const file = options.subset(sfnt, list.map((character) => character.gid));
    const baseName = `${subsetTag(Number(name.slice(2)))}+${face.postscriptName}`;
    const scale = GLYPH_SPACE / face.unitsPerEm;
    const fontFile = context.flateStream(file, { Length1: file.byteLength });
    const cidToGid = new Uint8Array((list.length + 1) * 2);
    for (const character of list) {
      cidToGid[character.cid * 2] = character.gid >> 8;
      cidToGid[character.cid * 2 + 1] = character.gid & 255;
    }
    const descriptor = context.obj({
      Type: "FontDescriptor",
      FontName: baseName,
      Flags: 4,
      FontBBox: [-1000, Math.round(-face.descender * scale), 2000, Math.round(face.ascender * scale)],
      ItalicAngle: face.style === "italic" ? -12 : 0,
      Ascent: Math.round(face.ascender * scale),
      Descent: Math.round(-face.descender * scale),
      CapHeight: Math.round(face.ascender * scale * 0.7),
      StemV: face.weight >= 700 ? 120 : 80,
      FontFile2: context.register(fontFile),
    });
    const widths = list.flatMap((character) => [character.cid, [Math.round(character.width)]]);
    const cidFont = context.obj({
      Type: "Font",
      Subtype: "CIDFontType2",
      BaseFont: baseName,
      CIDSystemInfo: { Registry: PDFString.of("Adobe"), Ordering: PDFString.of("Identity"), Supplement: 0 },
      FontDescriptor: context.register(descriptor),
      DW: 0,
      W: widths,
      CIDToGIDMap: context.register(context.flateStream(cidToGid)),
    });
    const toUnicode = context.flateStream(new TextEncoder().encode(toUnicodeCMap(list)));
    const font = context.obj({
      Type: "Font",
      Subtype: "Type0",
      BaseFont: baseName,
      Encoding: "Identity-H",
      DescendantFonts: [context.register(cidFont)],
      ToUnicode: context.register(toUnicode),
    });
    context.assign(ref, font as PDFDict);
  }
}
