/**
 * The designer's SVG as PDF drawing operators: paths, rects, circles, lines and polygons; fills and strokes with
 * their opacities; linear and radial gradients (stop opacities as a soft mask); clip paths; luminance masks; and
 * images from data: URIs. PNGs are resampled so they print at `minImagePpi` or better. This is the subset our
 * layouts and the type engine write (gradients in userSpaceOnUse, no text elements, no CSS), not all of SVG.
 */
import type { PDFDocument, PDFRef } from "pdf-lib";
import { fromDataUrl } from "../images/image-type.ts";
import type { PdfResources } from "./_pdf-resources.ts";
import { type DecodedImage, decodePng, readPng } from "./_png-decode.ts";
import { planeRows, resample } from "./_resample.ts";
import { IDENTITY, type Matrix, multiply, parseTransform, scaleOf } from "./_matrix.ts";
import { ellipsePath, parsePathData, rectPath } from "./_svg-path.ts";
import { gradientShadings, parseColor, referencedId } from "./_svg-paint.ts";
import { parseSvg, type SvgNode } from "./_svg-tree.ts";

/** Points in an inch. */
const POINTS_PER_INCH = 72;
/** Longest side of a resampled image, px: past this a poster-sized image would only cost memory. */
const MAX_RESAMPLED_SIDE_PX = 8000;
/** Elements that define things and draw nothing where they stand. */
const NOT_DRAWN = new Set([
  "defs",
  "clipPath",
  "mask",
  "linearGradient",
  "radialGradient",
  "title",
  "desc",
  "metadata",
  "style",
]);
const LINE_CAPS: Record<string, number> = { butt: 0, round: 1, square: 2 };
const LINE_JOINS: Record<string, number> = { miter: 0, round: 1, bevel: 2 };
const INHERITED = [
  "fill",
  "fill-opacity",
  "fill-rule",
  "stroke",
  "stroke-width",
  "stroke-opacity",
  "stroke-linecap",
  "stroke-linejoin",
  "clip-rule",
] as const;

type Style = Record<(typeof INHERITED)[number], string | undefined> & { opacity: number };

/** Where the drawing goes on the page, in PDF points (origin at the bottom left). */
export type Placement = { x: number; y: number; width: number; height: number };

export type SvgToPdfOptions = {
  /** Embedded PNGs are resampled up to this resolution at their printed size. @default 300 */
  minImagePpi?: number;
};

/** One number as a content stream wants it. */
export function num(value: number): string {
  return String(Math.round(value * 10000) / 10000);
}

function pathOperators(d: string, transform: Matrix = IDENTITY): string {
  const [a, b, c, dd, e, f] = transform;
  const x = (px: number, py: number) => num(a * px + c * py + e);
  const y = (px: number, py: number) => num(b * px + dd * py + f);
  const point = (px: number, py: number) => `${x(px, py)} ${y(px, py)}`;
  return parsePathData(d).map((command) => {
    switch (command.op) {
      case "M":
        return `${point(command.x, command.y)} m`;
      case "L":
        return `${point(command.x, command.y)} l`;
      case "C":
        return `${point(command.x1, command.y1)} ${point(command.x2, command.y2)} ${
          point(command.x, command.y)
        } c`;
      case "Z":
        return "h";
    }
  }).join("\n");
}

const float = (node: SvgNode, name: string, fallback = 0) => {
  const value = parseFloat(node.attributes[name] ?? "");
  return Number.isFinite(value) ? value : fallback;
};

/** The outline of a shape element as path data, or null for elements that are not shapes. */
function geometryOf(node: SvgNode): string | null {
  switch (node.name) {
    case "path":
      return node.attributes.d ?? "";
    case "rect": {
      const [width, height] = [float(node, "width"), float(node, "height")];
      if (width <= 0 || height <= 0) return "";
      return rectPath(
        float(node, "x"),
        float(node, "y"),
        width,
        height,
        float(node, "rx"),
        float(node, "ry"),
      );
    }
    case "circle":
      return float(node, "r") > 0
        ? ellipsePath(float(node, "cx"), float(node, "cy"), float(node, "r"), float(node, "r"))
        : "";
    case "ellipse":
      return ellipsePath(float(node, "cx"), float(node, "cy"), float(node, "rx"), float(node, "ry"));
    case "line":
      return `M${float(node, "x1")} ${float(node, "y1")}L${float(node, "x2")} ${float(node, "y2")}`;
    case "polygon":
    case "polyline": {
      const numbers = (node.attributes.points ?? "").split(/[\s,]+/).filter(Boolean);
      const pairs = numbers.flatMap((value, index) =>
        index % 2 === 0 ? [`${value} ${numbers[index + 1]}`] : []
      );
      return pairs.length ? `M${pairs.join("L")}${node.name === "polygon" ? "Z" : ""}` : "";
    }
    default:
      return null;
  }
}

/** The element's own presentation attributes, from attributes and a style="" attribute. */
/**
 * The transform of a nested <svg> (the designer's emoji): placed at its x, y and its viewBox scaled into its
 * width and height (uniformly, as the default preserveAspectRatio does for the square boxes used).
 */
function nestedSvgTransform(own: Record<string, string>): Matrix {
  const x = parseFloat(own.x ?? "0");
  const y = parseFloat(own.y ?? "0");
  const box = (own.viewBox ?? "").trim().split(/[\s,]+/).map(Number);
  const width = parseFloat(own.width ?? "0");
  const height = parseFloat(own.height ?? "0");
  if (box.length !== 4 || !(box[2] > 0) || !(box[3] > 0) || !(width > 0) || !(height > 0)) {
    return [1, 0, 0, 1, x, y];
  }
  const scale = Math.min(width / box[2], height / box[3]);
  return [scale, 0, 0, scale, x - box[0] * scale, y - box[1] * scale];
}

function ownAttributes(node: SvgNode): Record<string, string> {
  const style = Object.fromEntries(
    (node.attributes.style ?? "").split(";").map((rule) => rule.split(":").map((part) => part.trim()))
      .filter((rule) => rule.length === 2 && rule[0]),
  );
  return { ...node.attributes, ...style };
}

function collectIds(node: SvgNode, ids: Map<string, SvgNode>): void {
  if (node.attributes.id) ids.set(node.attributes.id, node);
  for (const child of node.children) collectIds(child, ids);
}

/**
 * Draws `svg` into `placement` and returns the content-stream operators; resources (shadings, states, images,
 * forms) are registered in `resources`. Images are embedded in `document`.
 */
export async function svgToPdfOperators(
  svg: string,
  placement: Placement,
  resources: PdfResources,
  document: PDFDocument,
  options: SvgToPdfOptions = {},
): Promise<string> {
  const minPpi = options.minImagePpi ?? 300;
  const root = parseSvg(svg);
  const ids = new Map<string, SvgNode>();
  collectIds(root, ids);
  const gradients = new Map<string, ReturnType<typeof gradientShadings>>();
  const images = new Map<string, PDFRef | null>();
  const [, , viewWidth, viewHeight] =
    (root.attributes.viewBox ?? `0 0 ${root.attributes.width} ${root.attributes.height}`)
      .split(/[\s,]+/).map(Number);
  const page: Matrix = [
    placement.width / viewWidth,
    0,
    0,
    -placement.height / viewHeight,
    placement.x,
    placement.y + placement.height,
  ];

  function shadingsOf(id: string) {
    if (!gradients.has(id)) {
      const node = ids.get(id);
      gradients.set(id, node ? gradientShadings(node, resources) : null);
    }
    return gradients.get(id) ?? null;
  }

  function opacityState(fill: number, stroke: number, softMask?: PDFRef): string | null {
    if (fill >= 1 && stroke >= 1 && !softMask) return null;
    const entries: Record<string, unknown> = { ca: fill, CA: stroke };
    if (!softMask) return resources.graphicsState(entries);
    entries.SMask = { Type: "Mask", S: "Luminosity", G: softMask };
    return resources.graphicsState(entries, `${fill}/${stroke}/${softMask.toString()}`);
  }

  function clipOperators(id: string, rule: string | undefined): string {
    const clip = ids.get(id);
    if (!clip) return "";
    // The shapes of a clip path add up: one path of all of them, each in its own transform.
    const parts = clip.children.map((child) => {
      const d = geometryOf(child);
      return d ? pathOperators(d, parseTransform(child.attributes.transform)) : "";
    }).filter(Boolean);
    if (parts.length === 0) return "0 0 m h W n";
    return `${parts.join("\n")}\n${rule === "evenodd" ? "W*" : "W"} n`;
  }

  function paint(d: string, style: Style, out: string[]): void {
    const geometry = pathOperators(d);
    if (!geometry) return;
    const fillPaint = style.fill ?? "#000";
    const fillOpacity = parseFloat(style["fill-opacity"] ?? "1") * style.opacity;
    const fillRule = style["fill-rule"] === "evenodd" ? "f*" : "f";
    const gradientId = referencedId(fillPaint);
    if (gradientId) {
      const shadings = shadingsOf(gradientId);
      if (shadings) {
        const mask = shadings.alpha ? resources.form(`/${shadings.alpha} sh`, "DeviceGray") : undefined;
        const state = opacityState(fillOpacity, 1, mask);
        out.push(
          "q",
          geometry,
          `${fillRule === "f*" ? "W*" : "W"} n`,
          state ? `/${state} gs` : "",
          `/${shadings.color} sh`,
          "Q",
        );
      }
    } else {
      const color = parseColor(fillPaint);
      if (color && fillOpacity > 0) {
        const state = opacityState(fillOpacity, 1);
        out.push("q", state ? `/${state} gs` : "", `${color.map(num).join(" ")} rg`, geometry, fillRule, "Q");
      }
    }
    const stroke = parseColor(style.stroke) ??
      (referencedId(style.stroke)
        ? parseColor(ids.get(referencedId(style.stroke)!)?.children[0]?.attributes["stop-color"])
        : null);
    const width = parseFloat(style["stroke-width"] ?? "1");
    const strokeOpacity = parseFloat(style["stroke-opacity"] ?? "1") * style.opacity;
    if (stroke && width > 0 && strokeOpacity > 0) {
      const state = opacityState(1, strokeOpacity);
      out.push(
        "q",
        state ? `/${state} gs` : "",
        `${stroke.map(num).join(" ")} RG`,
        `${num(width)} w`,
        `${LINE_CAPS[style["stroke-linecap"] ?? "butt"] ?? 0} J`,
        `${LINE_JOINS[style["stroke-linejoin"] ?? "miter"] ?? 0} j`,
        geometry,
        "S",
        "Q",
      );
    }
  }

  async function imageRef(href: string, size: { width: number; height: number }): Promise<PDFRef | null> {
    const key = `${size.width}x${size.height}:${href.length}:${href.slice(-64)}`;
    if (images.has(key)) return images.get(key)!;
    const parsed = fromDataUrl(href);
    let ref: PDFRef | null = null;
    if (parsed && /jpe?g/.test(parsed.mimeType)) ref = (await document.embedJpg(parsed.bytes)).ref;
    else if (parsed) {
      const decoded = await decodePng(parsed.bytes);
      if (decoded) ref = embedDecoded(decoded, size);
      else ref = (await document.embedPng(parsed.bytes).catch(() => null))?.ref ?? null;
    }
    images.set(key, ref);
    return ref;
  }

  function embedDecoded(image: DecodedImage, size: { width: number; height: number }): PDFRef {
    const context = resources.context;
    const grow = image.width < size.width || image.height < size.height;
    const target = grow ? size : { width: image.width, height: image.height };
    const rgb = grow ? resample(planeRows(image.rgb, 3, image), target.width, target.height) : image.rgb;
    const alpha = image.alpha &&
      (grow ? resample(planeRows(image.alpha, 1, image), target.width, target.height) : image.alpha);
    const common = {
      Type: "XObject",
      Subtype: "Image",
      Width: target.width,
      Height: target.height,
      BitsPerComponent: 8,
    };
    const mask = alpha
      ? context.register(context.flateStream(alpha, { ...common, ColorSpace: "DeviceGray" }))
      : undefined;
    // deno-lint-ignore no-explicit-any
    return context.register(
      context.flateStream(
        rgb,
        { ...common, ColorSpace: "DeviceRGB", ...(mask ? { SMask: mask } : {}) } as any,
      ),
    );
  }

  async function drawImage(node: SvgNode, matrix: Matrix, style: Style, out: string[]): Promise<void> {
    const href = node.attributes.href ?? node.attributes["xlink:href"] ?? "";
    const parsed = fromDataUrl(href);
    if (!parsed) return;
    const [x, y, width, height] = ["x", "y", "width", "height"].map((name) => float(node, name));
    // The PNG's size from its header; the pixels are decoded once, by imageRef, at the size they are drawn.
    const header = /png/.test(parsed.mimeType) ? readPng(parsed.bytes) : null;
    const natural = header ?? (await document.embedJpg(parsed.bytes).catch(() => null)) ?? { width, height };
    const aspect = node.attributes.preserveAspectRatio ?? "xMidYMid meet";
    let [drawWidth, drawHeight] = [width, height];
    if (!aspect.startsWith("none")) {
      const scale = (aspect.includes("slice") ? Math.max : Math.min)(
        width / natural.width,
        height / natural.height,
      );
      [drawWidth, drawHeight] = [natural.width * scale, natural.height * scale];
    }
    const [drawX, drawY] = [x + (width - drawWidth) / 2, y + (height - drawHeight) / 2];
    const inches = (length: number) => (length * scaleOf(matrix)) / POINTS_PER_INCH;
    const wanted = (length: number) => Math.min(MAX_RESAMPLED_SIDE_PX, Math.ceil(inches(length) * minPpi));
    const ref = await imageRef(href, { width: wanted(drawWidth), height: wanted(drawHeight) });
    if (!ref) return;
    const name = resources.add("XObject", ref);
    const state = opacityState(style.opacity, 1);
    out.push(
      "q",
      pathOperators(rectPath(x, y, width, height)),
      "W n",
      state ? `/${state} gs` : "",
      `${num(drawWidth)} 0 0 ${num(-drawHeight)} ${num(drawX)} ${num(drawY + drawHeight)} cm`,
      `/${name} Do`,
      "Q",
    );
  }

  async function draw(node: SvgNode, inherited: Style, matrix: Matrix, out: string[]): Promise<void> {
    if (NOT_DRAWN.has(node.name)) return;
    const own = ownAttributes(node);
    if (own.display === "none" || own.visibility === "hidden") return;
    const style = { ...inherited, opacity: inherited.opacity * parseFloat(own.opacity ?? "1") } as Style;
    for (const name of INHERITED) {
      if (own[name] !== undefined && own[name] !== "inherit") style[name] = own[name];
    }
    const transform = node === root
      ? IDENTITY
      : node.name === "svg"
      ? nestedSvgTransform(own)
      : parseTransform(
        own.transform,
      );
    const here = multiply(transform, matrix);
    out.push("q");
    if (transform !== IDENTITY) out.push(`${transform.map(num).join(" ")} cm`);
    const clipId = referencedId(own["clip-path"]);
    if (clipId) {
      out.push(
        clipOperators(clipId, ids.get(clipId)?.children[0]?.attributes["clip-rule"] ?? style["clip-rule"]),
      );
    }
    const maskNode = ids.get(referencedId(own.mask) ?? "");
    if (maskNode) {
      const maskOut: string[] = [];
      for (const child of maskNode.children) await draw(child, baseStyle(), here, maskOut);
      const state = opacityState(1, 1, resources.form(maskOut.filter(Boolean).join("\n"), "DeviceRGB"));
      out.push(`/${state} gs`);
    }
    const geometry = geometryOf(node);
    if (geometry !== null) paint(geometry, style, out);
    else if (node.name === "image") await drawImage(node, here, style, out);
    else for (const child of node.children) await draw(child, style, here, out);
    out.push("Q");
  }

  const baseStyle = (): Style => ({ opacity: 1 } as Style);
  const out: string[] = [`${page.map(num).join(" ")} cm`];
  await draw(root, baseStyle(), page, out);
  return out.filter(Boolean).join("\n");
}
