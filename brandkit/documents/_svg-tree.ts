/**
 * A small XML reader for the designer's SVG: elements and attributes, nothing else (no DTD, no CDATA; text and
 * comments are skipped). The markup is machine-made (our builders and the type engine), so a full XML parser would only
 * add weight to the render workers.
 */

/** One element: its name, attributes and child elements. */
export type SvgNode = { name: string; attributes: Record<string, string>; children: SvgNode[] };

const TAG =
  /<(\/?)([A-Za-z][\w:.-]*)((?:\s+[\w:.-]+\s*=\s*(?:"[^"]*"|'[^']*'))*)\s*(\/?)>|<!--[\s\S]*?-->|<\?[\s\S]*?\?>|<!DOCTYPE[^>]*>/g;
const ATTRIBUTE = /([\w:.-]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g;
const NAMED_ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };

/** Decodes the character and entity references of an attribute value. */
function decodeEntities(value: string): string {
  return value.replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (whole, entity: string) => {
    if (entity[0] !== "#") return NAMED_ENTITIES[entity] ?? whole;
    const code = entity[1] === "x" || entity[1] === "X"
      ? parseInt(entity.slice(2), 16)
      : Number(entity.slice(1));
    return String.fromCodePoint(code);
  });
}

/** Parses SVG markup into its root element. Throws a plain Error on markup it cannot read. */
export function parseSvg(markup: string): SvgNode {
  const root: SvgNode = { name: "#document", attributes: {}, children: [] };
  const stack: SvgNode[] = [root];
  for (const match of markup.matchAll(TAG)) {
    const [, closing, name, attributeText, selfClosing] = match;
    if (!name) continue;
    if (closing) {
      const open = stack.pop();
      if (open?.name !== name) throw new Error(`unexpected </${name}> in SVG`);
      continue;
    }
    const attributes: Record<string, string> = {};
    for (const attribute of attributeText.matchAll(ATTRIBUTE)) {
      attributes[attribute[1]] = decodeEntities(attribute[2] ?? attribute[3]);
    }
    const node: SvgNode = { name, attributes, children: [] };
    stack[stack.length - 1].children.push(node);
    if (!selfClosing) stack.push(node);
  }
  const svg = root.children.find((node) => node.name === "svg");
  if (!svg || stack.length !== 1) throw new Error("markup is not one whole <svg> element");
  return svg;
}
