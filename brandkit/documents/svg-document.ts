/**
 * The renderer's SVG as a file of its own (poster.svg, square.svg, ...): what an editor or a browser opening it
 * needs — the XML declaration, the exact pixel size, a title for screen readers — and a guarantee that it stands
 * alone. Satori already set the text as outlines, and the inspiration image is a data: URI, so nothing is fetched.
 */
import { BrandKitError, ErrorCode } from "../errors.ts";

/** The first line of every SVG file we write. */
export const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>';

export type SvgDocumentOptions = {
  /** The graphic's alt text (graphicAltText), written as the SVG's <title>. */
  title?: string;
};

/** Matches the opening tag of the root <svg> element. */
const ROOT_TAG = /<svg\b[^>]*>/;
/** Any href or xlink:href value. */
const HREF = /\b(?:xlink:)?href\s*=\s*(["'])(.*?)\1/g;
/** A url(...) reference, in an attribute or a style. */
const CSS_URL = /url\(\s*(["']?)([^)"']*)\1\s*\)/g;

/** Escapes the five XML special characters of text or an attribute value. */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** Every reference in `svg` to something outside it (anything but a data: URI or a #fragment in the file). */
export function externalReferences(svg: string): string[] {
  const references = [...svg.matchAll(HREF), ...svg.matchAll(CSS_URL)].map((match) => match[2].trim());
  return references.filter((reference) => !/^data:/i.test(reference) && !reference.startsWith("#"));
}

/**
 * The renderer's SVG (renderer.toSvg) as a standalone file: XML declaration, `width`/`height` in px and a
 * matching viewBox of exactly `size`, a <title> when given. Throws BrandKitError INTERNAL when the markup is not
 * an SVG or refers to anything outside itself (the designer only embeds data: URIs, so that is a bug, not input).
 */
export function svgDocument(
  svg: string,
  size: { width: number; height: number },
  options: SvgDocumentOptions = {},
): string {
  const root = ROOT_TAG.exec(svg);
  if (!root) {
    throw new BrandKitError(
      ErrorCode.INTERNAL,
      "Cannot write an SVG file as the markup has no <svg> element.",
    );
  }
  const external = externalReferences(svg);
  if (external.length > 0) {
    throw new BrandKitError(
      ErrorCode.INTERNAL,
      `Cannot write an SVG file as it refers to '${external[0]}' outside itself; embed it as a data: URI.`,
    );
  }
  const { width, height } = size;
  const kept = root[0]
    .replace(/^<svg|\/?>$/g, "")
    .replace(/\s(?:width|height|viewBox|xmlns|xmlns:xlink)\s*=\s*(["'])[^"']*\1/g, "")
    .trim();
  const open = `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" ` +
    `width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"${kept ? ` ${kept}` : ""}` +
    (options.title ? ' role="img" aria-labelledby="bk-title">' : ">");
  const title = options.title ? `<title id="bk-title">${escapeXml(options.title)}</title>` : "";
  const selfClosing = root[0].endsWith("/>");
  const body = selfClosing ? "</svg>" : svg.slice(root.index + root[0].length);
  return `${XML_DECLARATION}\n${open}${title}${body}\n`;
}
