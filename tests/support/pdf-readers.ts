/**
 * Independent readers for the documents' PDFs: pdf-lib's parser for the structure (pages, boxes, resources,
 * content streams) and pdf.js for the text a viewer would extract and the document info.
 */
import { decodePDFRawStream, PDFArray, PDFDict, PDFDocument, PDFName, PDFRawStream, PDFRef } from "pdf-lib";

/** Points in a millimetre. */
export const PT_PER_MM = 72 / 25.4;

export type BoxMm = { x: number; y: number; width: number; height: number };

/** A page box (MediaBox, TrimBox, ...) in millimetres, one decimal. */
export function boxMm(document: PDFDocument, pageIndex: number, name: string): BoxMm {
  const box = document.getPage(pageIndex).node.lookup(PDFName.of(name), PDFArray);
  const [x1, y1, x2, y2] = box.asArray().map((value) => Number(value.toString()));
  const mm = (value: number) => Math.round((value / PT_PER_MM) * 10) / 10;
  return { x: mm(x1), y: mm(y1), width: mm(x2 - x1), height: mm(y2 - y1) };
}

/** The decoded content stream(s) of a page, as text. */
export function pageContent(document: PDFDocument, pageIndex: number): string {
  const contents = document.getPage(pageIndex).node.get(PDFName.of("Contents"));
  const refs = contents instanceof PDFArray ? contents.asArray() : [contents];
  return refs.map((ref) => {
    const stream = document.context.lookup(ref as PDFRef);
    return stream instanceof PDFRawStream
      ? new TextDecoder("latin1").decode(decodePDFRawStream(stream).decode())
      : "";
  }).join("\n");
}

/** Width and height of every image XObject in the file. */
export function imageSizes(document: PDFDocument): Array<{ width: number; height: number }> {
  const sizes: Array<{ width: number; height: number }> = [];
  for (const [, object] of document.context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFRawStream)) continue;
    const dict = object.dict;
    if (dict.get(PDFName.of("Subtype"))?.toString() !== "/Image") continue;
    if (dict.get(PDFName.of("ColorSpace"))?.toString() === "/DeviceGray" && !dict.has(PDFName.of("SMask"))) {
      continue;
    }
    sizes.push({
      width: Number(dict.get(PDFName.of("Width"))!.toString()),
      height: Number(dict.get(PDFName.of("Height"))!.toString()),
    });
  }
  return sizes;
}

/** The base names of every font embedded with its font file. */
export function embeddedFonts(document: PDFDocument): string[] {
  const names: string[] = [];
  for (const [, object] of document.context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFDict) || object.get(PDFName.of("Type"))?.toString() !== "/FontDescriptor") {
      continue;
    }
    const hasFile = ["FontFile", "FontFile2", "FontFile3"].some((key) => object.has(PDFName.of(key)));
    if (hasFile) names.push(object.get(PDFName.of("FontName"))!.toString().replace(/^\/(?:[A-Z]{6}\+)?/, ""));
  }
  return names;
}

/** Text a PDF viewer extracts, page by page, and the document info, through pdf.js. */
export async function extractText(bytes: Uint8Array): Promise<{ pages: string[]; title: string }> {
  const pdfjs = await import("pdfjs-dist/legacy/build/pdf.mjs");
  const loaded = await pdfjs.getDocument({ data: bytes.slice(), verbosity: 0 }).promise;
  const pages: string[] = [];
  for (let number = 1; number <= loaded.numPages; number++) {
    const content = await (await loaded.getPage(number)).getTextContent();
    pages.push(content.items.map((item) => ("str" in item ? item.str : "")).join(" ").replace(/\s+/g, " "));
  }
  const metadata = await loaded.getMetadata();
  const title = (metadata.info as { Title?: string }).Title ?? "";
  await loaded.destroy();
  return { pages, title };
}

/** One thing a page draws, as the box it covers in page space (points, y up). */
export type DrawnBox = {
  kind: "text" | "path" | "image";
  x0: number;
  y0: number;
  x1: number;
  y1: number;
  /** The text a glyph run stands for, and its font size in page space. */
  text?: string;
  size?: number;
};

/** How far a glyph may reach below and above its baseline, in ems: generous, for stacked accents and descenders. */
const GLYPH_DESCENT_EM = 0.35;
const GLYPH_ASCENT_EM = 1.2;

type Matrix = [number, number, number, number, number, number];
const multiply = (m: Matrix, n: Matrix): Matrix => [
  m[0] * n[0] + m[1] * n[2],
  m[0] * n[1] + m[1] * n[3],
  m[2] * n[0] + m[3] * n[2],
  m[2] * n[1] + m[3] * n[3],
  m[4] * n[0] + m[5] * n[2] + n[4],
  m[4] * n[1] + m[5] * n[3] + n[5],
];
const apply = (m: Matrix, x: number, y: number): [number, number] => [
  m[0] * x + m[2] * y + m[4],
  m[1] * x + m[3] * y + m[5],
];

/** The box around `points` mapped through `matrix`. */
function boxOf(kind: DrawnBox["kind"], matrix: Matrix, points: Array<[number, number]>): DrawnBox {
  const mapped = points.map(([x, y]) => apply(matrix, x, y));
  const xs = mapped.map(([x]) => x), ys = mapped.map(([, y]) => y);
  return { kind, x0: Math.min(...xs), y0: Math.min(...ys), x1: Math.max(...xs), y1: Math.max(...ys) };
}

/** Points of a pdf.js constructPath (its sub-operators and their flat arguments); curves by their control points. */
function pathPoints(ops: number[], args: number[], OPS: Record<string, number>): Array<[number, number]> {
  const points: Array<[number, number]> = [];
  const arity: Record<number, number> = {
    [OPS.moveTo]: 2,
    [OPS.lineTo]: 2,
    [OPS.curveTo]: 6,
    [OPS.curveTo2]: 4,
    [OPS.curveTo3]: 4,
    [OPS.closePath]: 0,
  };
  let at = 0;
  for (const op of ops) {
    if (op === OPS.rectangle) {
      const [x, y, width, height] = args.slice(at, at + 4);
      points.push([x, y], [x + width, y + height]);
      at += 4;
      continue;
    }
    if (!(op in arity)) throw new Error(`unexpected path operator ${op}`);
    for (let index = 0; index < arity[op]; index += 2) points.push([args[at + index], args[at + index + 1]]);
    at += arity[op];
  }
  return points;
}

/**
 * Every text run, path and image each page draws, walked from pdf.js's operator list with the current transform
 * (q/Q, cm, forms) and text state (Tm, Td, font size, rise, spacing, scaling): a run covers its glyphs' advances
 * from GLYPH_DESCENT_EM below its baseline to GLYPH_ASCENT_EM above.
 */
export async function drawnBoxes(
  bytes: Uint8Array,
): Promise<Array<{ width: number; height: number; boxes: DrawnBox[] }>> {
  const pdfjs = await import("pdfjs-dist/legacy/build/pdf.mjs");
  const OPS = pdfjs.OPS as unknown as Record<string, number>;
  const loaded = await pdfjs.getDocument({ data: bytes.slice(), verbosity: 0 }).promise;
  const pages = [];
  for (let number = 1; number <= loaded.numPages; number++) {
    const page = await loaded.getPage(number);
    const [x0, y0, x1, y1] = page.view;
    const { fnArray, argsArray } = await page.getOperatorList();
    const boxes: DrawnBox[] = [];
    const stack: Matrix[] = [];
    let ctm: Matrix = [1, 0, 0, 1, 0, 0];
    let text = { matrix: [1, 0, 0, 1, 0, 0] as Matrix, line: [1, 0, 0, 1, 0, 0] as Matrix };
    let [size, rise, charSpacing, wordSpacing, scale, leading] = [0, 0, 0, 0, 1, 0];
    const moveText = (x: number, y: number) => {
      text.line = multiply([1, 0, 0, 1, x, y], text.line);
      text.matrix = [...text.line];
    };
    fnArray.forEach((fn, index) => {
      const args = argsArray[index] as any[];
      if (fn === OPS.save) stack.push([...ctm]);
      else if (fn === OPS.restore) ctm = stack.pop() ?? ctm;
      else if (fn === OPS.transform) ctm = multiply(args as Matrix, ctm);
      else if (fn === OPS.paintFormXObjectBegin) {
        stack.push([...ctm]);
        if (args[0]) ctm = multiply(args[0] as Matrix, ctm);
      } else if (fn === OPS.paintFormXObjectEnd) ctm = stack.pop() ?? ctm;
      else if (fn === OPS.beginText) text = { matrix: [1, 0, 0, 1, 0, 0], line: [1, 0, 0, 1, 0, 0] };
      else if (fn === OPS.setTextMatrix) text = { matrix: [...args] as Matrix, line: [...args] as Matrix };
      else if (fn === OPS.moveText) moveText(args[0], args[1]);
      else if (fn === OPS.setLeadingMoveText) {
        leading = -args[1];
        moveText(args[0], args[1]);
      } else if (fn === OPS.setLeading) leading = args[0];
      else if (fn === OPS.nextLine) moveText(0, -leading);
      else if (fn === OPS.setFont) size = args[1];
      else if (fn === OPS.setTextRise) rise = args[0];
      else if (fn === OPS.setCharSpacing) charSpacing = args[0];
      else if (fn === OPS.setWordSpacing) wordSpacing = args[0];
      else if (fn === OPS.setHScale) scale = args[0] / 100;
      else if (fn === OPS.showText) {
        let [pen, chars] = [0, ""];
        for (const glyph of args[0] as Array<number | { width: number; unicode: string; isSpace: boolean }>) {
          if (typeof glyph === "number") pen -= (glyph / 1000) * size * scale;
          else {
            pen += ((glyph.width / 1000) * size + charSpacing + (glyph.isSpace ? wordSpacing : 0)) * scale;
            chars += glyph.unicode;
          }
        }
        const space = multiply(text.matrix, ctm);
        const box = boxOf("text", space, [
          [0, rise - GLYPH_DESCENT_EM * size],
          [pen, rise + GLYPH_ASCENT_EM * size],
        ]);
        boxes.push({ ...box, text: chars, size: size * Math.hypot(space[2], space[3]) });
        text.matrix = multiply([1, 0, 0, 1, pen, 0], text.matrix);
      } else if (fn === OPS.constructPath) {
        const points = pathPoints(args[0], args[1], OPS);
        if (points.length) boxes.push(boxOf("path", ctm, points));
      } else if (
        fn === OPS.paintImageXObject || fn === OPS.paintInlineImageXObject ||
        fn === OPS.paintImageMaskXObject ||
        fn === OPS.paintJpegXObject
      ) {
        boxes.push(boxOf("image", ctm, [[0, 0], [1, 1]]));
      }
    });
    pages.push({ width: x1 - x0, height: y1 - y0, boxes });
  }
  await loaded.destroy();
  return pages;
}
