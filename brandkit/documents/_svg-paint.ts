/**
 * Colours and gradients of the designer's SVG as PDF sees them: "#RGB"/"#RRGGBB"/rgb() as RGB in 0-1, and
 * linear/radial gradients (userSpaceOnUse, as our builders write them) as axial/radial shadings, with their stop
 * opacities as a grey shading for a soft mask.
 */
import type { PDFObject } from "pdf-lib";
import type { PdfResources } from "./_pdf-resources.ts";
import type { SvgNode } from "./_svg-tree.ts";

export type Rgb = [number, number, number];

const NAMED: Record<string, Rgb> = { black: [0, 0, 0], white: [1, 1, 1], currentcolor: [0, 0, 0] };

/** An SVG colour as RGB 0-1, or null for none, transparent and what we cannot read. */
export function parseColor(value: string | undefined): Rgb | null {
  if (!value) return null;
  const text = value.trim().toLowerCase();
  if (NAMED[text]) return NAMED[text];
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/.exec(text);
  if (hex) {
    const six = hex[1].length === 3 ? [...hex[1]].map((digit) => digit + digit).join("") : hex[1];
    return [0, 2, 4].map((at) => parseInt(six.slice(at, at + 2), 16) / 255) as Rgb;
  }
  const functional = /^rgba?\(\s*([\d.]+)\s*,\s*([\d.]+)\s*,\s*([\d.]+)/.exec(text);
  if (functional) return [1, 2, 3].map((group) => Math.min(1, Number(functional[group]) / 255)) as Rgb;
  return null;
}

/** The id a `url(#id)` paint or reference points at, or null. */
export function referencedId(value: string | undefined): string | null {
  return value ? /^url\(\s*#([^)\s]+)\s*\)$/.exec(value.trim())?.[1] ?? null : null;
}

type Stop = { offset: number; color: Rgb; opacity: number };

function stopsOf(gradient: SvgNode): Stop[] {
  let floor = 0;
  const stops = gradient.children.filter((child) => child.name === "stop").map((stop) => {
    const raw = stop.attributes.offset ?? "0";
    const offset = Math.max(
      floor,
      Math.min(1, raw.endsWith("%") ? parseFloat(raw) / 100 : parseFloat(raw) || 0),
    );
    floor = offset;
    return {
      offset,
      color: parseColor(stop.attributes["stop-color"]) ?? [0, 0, 0],
      opacity: Math.max(0, Math.min(1, parseFloat(stop.attributes["stop-opacity"] ?? "1"))),
    };
  });
  if (stops.length === 0) {
    return [{ offset: 0, color: [0, 0, 0], opacity: 0 }, { offset: 1, color: [0, 0, 0], opacity: 0 }];
  }
  if (stops.length === 1) return [{ ...stops[0], offset: 0 }, { ...stops[0], offset: 1 }];
  return stops;
}

/** A PDF function from 0-1 to the stops' values (one exponential piece per pair of stops). */
function stopFunction(stops: Stop[], value: (stop: Stop) => number[]) {
  const pieces = stops.slice(1).map((stop, index) => ({
    FunctionType: 2,
    Domain: [0, 1],
    C0: value(stops[index]),
    C1: value(stop),
    N: 1,
  }));
  const first = stops[0].offset;
  const last = stops[stops.length - 1].offset;
  if (pieces.length === 1 && first === 0 && last === 1) return pieces[0];
  // Before the first stop and after the last the end colours hold; the outer bounds span the gaps.
  const padded = [
    { FunctionType: 2, Domain: [0, 1], C0: value(stops[0]), C1: value(stops[0]), N: 1 },
    ...pieces,
    {
      FunctionType: 2,
      Domain: [0, 1],
      C0: value(stops[stops.length - 1]),
      C1: value(stops[stops.length - 1]),
      N: 1,
    },
  ];
  return {
    FunctionType: 3,
    Domain: [0, 1],
    Functions: padded,
    Bounds: stops.map((stop) => stop.offset),
    Encode: padded.flatMap(() => [0, 1]),
  };
}

function number(node: SvgNode, name: string, fallback: number): number {
  const raw = node.attributes[name];
  return raw === undefined ? fallback : parseFloat(raw);
}

/** A gradient as shadings: its colours, and (when any stop is see-through) its opacities in grey. */
export type GradientShadings = { color: string; alpha: string | null };

/** Registers the shadings of a linear or radial gradient; null for other elements. */
export function gradientShadings(gradient: SvgNode, resources: PdfResources): GradientShadings | null {
  const stops = stopsOf(gradient);
  let type: number;
  let coords: number[];
  if (gradient.name === "linearGradient") {
    type = 2;
    coords = ["x1", "y1", "x2", "y2"].map((name, index) => number(gradient, name, index === 2 ? 1 : 0));
  } else if (gradient.name === "radialGradient") {
    type = 3;
    const [cx, cy, r] = [
      number(gradient, "cx", 0.5),
      number(gradient, "cy", 0.5),
      number(gradient, "r", 0.5),
    ];
    coords = [number(gradient, "fx", cx), number(gradient, "fy", cy), 0, cx, cy, r];
  } else return null;
  const shading = (colorSpace: string, value: (stop: Stop) => number[]) =>
    resources.add(
      "Shading",
      // deno-lint-ignore no-explicit-any
      resources.context.obj({
        ShadingType: type,
        ColorSpace: colorSpace,
        Coords: coords,
        Function: stopFunction(stops, value),
        Extend: [true, true],
      } as any) as PDFObject,
    );
  const color = shading("DeviceRGB", (stop) => stop.color);
  const alpha = stops.some((stop) => stop.opacity < 1)
    ? shading("DeviceGray", (stop) => [stop.opacity])
    : null;
  return { color, alpha };
}
