/**
 * The solid paints of an SVG, for the guide-colour tests: every fill and stroke that is one flat colour drawn at
 * full strength. "Solid" means: a hex colour (not "none", not a url(#gradient)), on an element whose own
 * fill-/stroke-opacity and whose opacity, times every ancestor's opacity, is 1. Left out, as not solid: translucent
 * paints (glows, light rings, frosted cards: they blend with what lies under them), gradient stops (a sweep
 * between colours, not a colour), what lies inside <mask>, <clipPath> and <defs> (shapes, never drawn as paint)
 * and emoji pictures (Twemoji's own colours, nested <svg class="emoji">).
 */
import { DOMParser } from "@xmldom/xmldom";

const NOT_DRAWN = new Set(["mask", "clipPath", "defs", "linearGradient", "radialGradient", "pattern"]);
const HEX = /^#([0-9a-f]{6}|[0-9a-f]{3})$/i;

function normalise(hex: string): string {
  const digits = hex.slice(1);
  const six = digits.length === 3 ? [...digits].map((digit) => digit + digit).join("") : digits;
  return `#${six.toUpperCase()}`;
}

const number = (value: string | null) => value === null || value === "" ? 1 : Number(value);

/** Every solid paint of `svg` as "#RRGGBB", each once. */
export function solidPaints(svg: string): Set<string> {
  const root = new DOMParser().parseFromString(svg, "image/svg+xml").documentElement!;
  const paints = new Set<string>();
  const visit = (element: Element, opacity: number, isRoot: boolean) => {
    if (NOT_DRAWN.has(element.nodeName)) return;
    if (!isRoot && element.nodeName === "svg" && element.getAttribute("class") === "emoji") return;
    const own = opacity * number(element.getAttribute("opacity"));
    for (const [paint, paintOpacity] of [["fill", "fill-opacity"], ["stroke", "stroke-opacity"]]) {
      const value = element.getAttribute(paint)?.trim() ?? "";
      if (HEX.test(value) && own * number(element.getAttribute(paintOpacity)) >= 1) {
        paints.add(normalise(value));
      }
    }
    for (const child of Array.from(element.childNodes)) {
      if (child.nodeType === 1) visit(child as unknown as Element, own, false);
    }
  };
  visit(root as unknown as Element, 1, true);
  return paints;
}
