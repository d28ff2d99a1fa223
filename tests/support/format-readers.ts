/**
 * Independent readers of the extra formats, for the CLI, route and page tests: PNG size from its header, SVG
 * parsed by @xmldom/xmldom (size, references outside the file), PDFs parsed by pdf-lib (pages, size, fonts
 * embedded), the calendar parsed by ical.js.
 */
import { DOMParser } from "@xmldom/xmldom";
import ICAL from "ical.js";
import { PDFDocument } from "pdf-lib";
import { embeddedFonts } from "./pdf-readers.ts";

/** Width and height from a PNG's IHDR chunk; null for bytes that are not a PNG. */
export function pngSizeOf(bytes: Uint8Array): { width: number; height: number } | null {
  const signature = [137, 80, 78, 71, 13, 10, 26, 10];
  if (bytes.length < 24 || signature.some((byte, index) => bytes[index] !== byte)) return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

/** An SVG file as a parser reads it: its root's size, its title, and every reference to outside the file. */
export function readSvg(bytes: Uint8Array | string) {
  const text = typeof bytes === "string" ? bytes : new TextDecoder().decode(bytes);
  const errors: string[] = [];
  const document = new DOMParser({ onError: (_level, message) => void errors.push(message) })
    .parseFromString(text, "image/svg+xml");
  const root = document.documentElement!;
  const external: string[] = [];
  const visit = (element: Element) => {
    for (const attribute of Array.from(element.attributes)) {
      const references = attribute.name.endsWith("href")
        ? [attribute.value]
        : [...attribute.value.matchAll(/url\(\s*["']?([^)"']*)/g)].map((match) => match[1]);
      external.push(...references.filter((value) => !/^(data:|#)/.test(value.trim())));
    }
    for (const child of Array.from(element.childNodes)) {
      if (child.nodeType === 1) visit(child as unknown as Element);
    }
  };
  visit(root as unknown as Element);
  return {
    errors,
    name: root.nodeName,
    width: root.getAttribute("width"),
    height: root.getAttribute("height"),
    title: root.getElementsByTagName("title")[0]?.textContent ?? null,
    external,
  };
}

/** The VEVENT of an .ics file, as ical.js reads it. */
export function readCalendarEvent(bytes: Uint8Array | string) {
  const text = typeof bytes === "string" ? bytes : new TextDecoder().decode(bytes);
  const event = new ICAL.Component(ICAL.parse(text)).getFirstSubcomponent("vevent")!;
  return {
    summary: event.getFirstPropertyValue("summary"),
    location: event.getFirstPropertyValue("location"),
    url: event.getFirstPropertyValue("url"),
    start: String(event.getFirstPropertyValue("dtstart")),
  };
}

/** A PDF as pdf-lib parses it: its page count, the first page's MediaBox in whole millimetres, its title. */
export async function readPdf(bytes: Uint8Array) {
  const document = await PDFDocument.load(bytes);
  const { width, height } = document.getPage(0).getMediaBox();
  const mm = (points: number) => Math.round((points * 25.4) / 72);
  return {
    pages: document.getPageCount(),
    widthMm: mm(width),
    heightMm: mm(height),
    title: document.getTitle(),
    fonts: embeddedFonts(document),
  };
}
