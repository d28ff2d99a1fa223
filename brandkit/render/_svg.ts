/**
 * Small builders for the background markup. Only numbers and validated hex colours go in; user text never does
 * (it is set as outlines by the type engine), so nothing here can be broken by what a visitor types.
 */

/** A number as SVG wants it: at most one decimal. */
export function n(value: number): string {
  return String(Math.round(value * 10) / 10);
}

type Attributes = Record<string, string | number | undefined>;

function attributes(attrs: Attributes): string {
  return Object.entries(attrs)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => ` ${key}="${typeof value === "number" ? n(value) : escapeAttribute(value!)}"`)
    .join("");
}

/** Escapes the five XML special characters of an attribute value. */
export function escapeAttribute(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

export function element(name: string, attrs: Attributes, children = ""): string {
  return children ? `<${name}${attributes(attrs)}>${children}</${name}>` : `<${name}${attributes(attrs)}/>`;
}

export function rect(
  x: number,
  y: number,
  width: number,
  height: number,
  fill: string,
  extra: Attributes = {},
) {
  return element("rect", { x, y, width, height, fill, ...extra });
}

export function circle(cx: number, cy: number, r: number, fill: string, extra: Attributes = {}) {
  return element("circle", { cx, cy, r, fill, ...extra });
}

export function path(d: string, fill: string, extra: Attributes = {}) {
  return element("path", { d, fill, ...extra });
}

export function group(children: string, extra: Attributes = {}) {
  return element("g", extra, children);
}

/** A gradient stop; an opacity given as a string is written as it is (numbers keep one decimal). */
export type Stop = { offset: number; color: string; opacity?: number | string };

function stops(list: readonly Stop[]): string {
  return list.map((stop) =>
    element("stop", { offset: stop.offset, "stop-color": stop.color, "stop-opacity": stop.opacity })
  ).join("");
}

/** A linear gradient from (x1, y1) to (x2, y2), in user space. */
export function linearGradient(
  id: string,
  from: [number, number],
  to: [number, number],
  list: readonly Stop[],
): string {
  return element("linearGradient", {
    id,
    gradientUnits: "userSpaceOnUse",
    x1: from[0],
    y1: from[1],
    x2: to[0],
    y2: to[1],
  }, stops(list));
}

/** A radial gradient centred on (cx, cy) with radius r, in user space. */
export function radialGradient(id: string, cx: number, cy: number, r: number, list: readonly Stop[]): string {
  return element("radialGradient", { id, gradientUnits: "userSpaceOnUse", cx, cy, r }, stops(list));
}

export function clipPath(id: string, shape: string): string {
  return element("clipPath", { id }, shape);
}

export function defs(children: string): string {
  return children ? `<defs>${children}</defs>` : "";
}

/** An image covering the box (cropped, never stretched). */
export function coverImage(
  href: string,
  x: number,
  y: number,
  width: number,
  height: number,
  extra: Attributes = {},
) {
  return element("image", { href, x, y, width, height, preserveAspectRatio: "xMidYMid slice", ...extra });
}

/** A regular polygon / star path centred on (cx, cy). */
export function polygon(points: ReadonlyArray<[number, number]>): string {
  return `M${points.map(([x, y]) => `${n(x)} ${n(y)}`).join("L")}Z`;
}
