/**
 * SVG path data (all of it: M L H V C S Q T A Z, absolute and relative) as the three drawing commands PDF has:
 * move, line and cubic curve, plus close. Quadratics are raised to cubics and arcs split into cubics.
 */

export type PathCommand =
  | { op: "M" | "L"; x: number; y: number }
  | { op: "C"; x1: number; y1: number; x2: number; y2: number; x: number; y: number }
  | { op: "Z" };

const TOKEN = /([MmLlHhVvCcSsQqTtAaZz])|(-?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?)/g;
const ARGUMENT_COUNT: Record<string, number> = { M: 2, L: 2, H: 1, V: 1, C: 6, S: 4, Q: 4, T: 2, A: 7, Z: 0 };

/** Cubic pieces of an elliptical arc (SVG implementation notes, F.6.5), at most a quarter turn each. */
function arcToCubics(
  x1: number,
  y1: number,
  rxIn: number,
  ryIn: number,
  rotationDeg: number,
  largeArc: boolean,
  sweep: boolean,
  x2: number,
  y2: number,
): PathCommand[] {
  if (x1 === x2 && y1 === y2) return [];
  let rx = Math.abs(rxIn);
  let ry = Math.abs(ryIn);
  if (rx === 0 || ry === 0) return [{ op: "L", x: x2, y: y2 }];
  const phi = (rotationDeg * Math.PI) / 180;
  const cos = Math.cos(phi);
  const sin = Math.sin(phi);
  const dx = (x1 - x2) / 2;
  const dy = (y1 - y2) / 2;
  const x1p = cos * dx + sin * dy;
  const y1p = -sin * dx + cos * dy;
  const lambda = (x1p * x1p) / (rx * rx) + (y1p * y1p) / (ry * ry);
  if (lambda > 1) {
    rx *= Math.sqrt(lambda);
    ry *= Math.sqrt(lambda);
  }
  const numerator = rx * rx * ry * ry - rx * rx * y1p * y1p - ry * ry * x1p * x1p;
  const denominator = rx * rx * y1p * y1p + ry * ry * x1p * x1p;
  const factor = (largeArc === sweep ? -1 : 1) * Math.sqrt(Math.max(0, numerator / denominator));
  const cxp = (factor * rx * y1p) / ry;
  const cyp = (-factor * ry * x1p) / rx;
  const cx = cos * cxp - sin * cyp + (x1 + x2) / 2;
  const cy = sin * cxp + cos * cyp + (y1 + y2) / 2;
  const angle = (ux: number, uy: number, vx: number, vy: number) =>
    Math.atan2(ux * vy - uy * vx, ux * vx + uy * vy);
  const start = angle(1, 0, (x1p - cxp) / rx, (y1p - cyp) / ry);
  let delta = angle((x1p - cxp) / rx, (y1p - cyp) / ry, (-x1p - cxp) / rx, (-y1p - cyp) / ry);
  if (!sweep && delta > 0) delta -= 2 * Math.PI;
  if (sweep && delta < 0) delta += 2 * Math.PI;
  const pieces = Math.max(1, Math.ceil(Math.abs(delta) / (Math.PI / 2) - 1e-9));
  const step = delta / pieces;
  const k = (4 / 3) * Math.tan(step / 4);
  const point = (t: number) => {
    const px = rx * Math.cos(t);
    const py = ry * Math.sin(t);
    return { x: cos * px - sin * py + cx, y: sin * px + cos * py + cy };
  };
  const tangent = (t: number) => {
    const px = -rx * Math.sin(t);
    const py = ry * Math.cos(t);
    return { x: cos * px - sin * py, y: sin * px + cos * py };
  };
  const out: PathCommand[] = [];
  for (let index = 0; index < pieces; index++) {
    const t1 = start + index * step;
    const t2 = t1 + step;
    const [p1, p2, d1, d2] = [point(t1), point(t2), tangent(t1), tangent(t2)];
    out.push({
      op: "C",
      x1: p1.x + k * d1.x,
      y1: p1.y + k * d1.y,
      x2: p2.x - k * d2.x,
      y2: p2.y - k * d2.y,
      ...p2,
    });
  }
  const last = out[out.length - 1] as { x: number; y: number };
  last.x = x2;
  last.y = y2;
  return out;
}

/** Reads SVG path data into absolute move / line / cubic / close commands. Stops at the first error, as SVG does. */
export function parsePathData(d: string): PathCommand[] {
  const out: PathCommand[] = [];
  const tokens = [...d.matchAll(TOKEN)].map((match) => match[1] ?? Number(match[2]));
  let x = 0, y = 0, startX = 0, startY = 0;
  // The last control point, for S and T.
  let controlX = 0, controlY = 0;
  let previous = "";
  let index = 0;
  let command = "";
  while (index < tokens.length) {
    if (typeof tokens[index] === "string") command = tokens[index++] as string;
    else if (!command) break;
    const upper = command.toUpperCase();
    const relative = command !== upper;
    const count = ARGUMENT_COUNT[upper];
    const args = tokens.slice(index, index + count);
    if (args.length < count || args.some((arg) => typeof arg !== "number")) break;
    index += count;
    const a = args as unknown as number[];
    const ox = relative ? x : 0;
    const oy = relative ? y : 0;
    switch (upper) {
      case "M":
        x = a[0] + ox, y = a[1] + oy, startX = x, startY = y;
        out.push({ op: "M", x, y });
        command = relative ? "l" : "L"; // further pairs are lines
        break;
      case "L":
      case "H":
      case "V":
        if (upper === "L") x = a[0] + ox, y = a[1] + oy;
        else if (upper === "H") x = a[0] + ox;
        else y = a[0] + oy;
        out.push({ op: "L", x, y });
        break;
      case "C":
      case "S": {
        const [x1, y1] = upper === "C"
          ? [a[0] + ox, a[1] + oy]
          : "CS".includes(previous)
          ? [2 * x - controlX, 2 * y - controlY]
          : [x, y];
        const rest = upper === "C" ? a.slice(2) : a;
        const [x2, y2, ex, ey] = [rest[0] + ox, rest[1] + oy, rest[2] + ox, rest[3] + oy];
        out.push({ op: "C", x1, y1, x2, y2, x: ex, y: ey });
        controlX = x2, controlY = y2, x = ex, y = ey;
        break;
      }
      case "Q":
      case "T": {
        const [qx, qy] = upper === "Q"
          ? [a[0] + ox, a[1] + oy]
          : "QT".includes(previous)
          ? [2 * x - controlX, 2 * y - controlY]
          : [x, y];
        const rest = upper === "Q" ? a.slice(2) : a;
        const [ex, ey] = [rest[0] + ox, rest[1] + oy];
        out.push({
          op: "C",
          x1: x + (2 / 3) * (qx - x),
          y1: y + (2 / 3) * (qy - y),
          x2: ex + (2 / 3) * (qx - ex),
          y2: ey + (2 / 3) * (qy - ey),
          x: ex,
          y: ey,
        });
        controlX = qx, controlY = qy, x = ex, y = ey;
        break;
      }
      case "A": {
        const [ex, ey] = [a[5] + ox, a[6] + oy];
        out.push(...arcToCubics(x, y, a[0], a[1], a[2], a[3] !== 0, a[4] !== 0, ex, ey));
        x = ex, y = ey;
        break;
      }
      case "Z":
        out.push({ op: "Z" });
        x = startX, y = startY;
        break;
    }
    previous = upper;
  }
  return out;
}

/** Path data of a rectangle, its corners rounded by rx / ry as SVG rounds them. */
export function rectPath(x: number, y: number, width: number, height: number, rxIn = 0, ryIn = 0): string {
  const rx = Math.min(rxIn || ryIn, width / 2);
  const ry = Math.min(ryIn || rxIn, height / 2);
  if (rx <= 0 || ry <= 0) return `M${x} ${y}H${x + width}V${y + height}H${x}Z`;
  return `M${x + rx} ${y}H${x + width - rx}A${rx} ${ry} 0 0 1 ${x + width} ${y + ry}V${y + height - ry}` +
    `A${rx} ${ry} 0 0 1 ${x + width - rx} ${y + height}H${x + rx}A${rx} ${ry} 0 0 1 ${x} ${y + height - ry}` +
    `V${y + ry}A${rx} ${ry} 0 0 1 ${x + rx} ${y}Z`;
}

/** Path data of an ellipse (a circle when rx = ry). */
export function ellipsePath(cx: number, cy: number, rx: number, ry: number): string {
  return `M${cx - rx} ${cy}A${rx} ${ry} 0 1 1 ${cx + rx} ${cy}A${rx} ${ry} 0 1 1 ${cx - rx} ${cy}Z`;
}
