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
