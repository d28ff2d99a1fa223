/** 2D affine matrices [a b c d e f] as SVG and PDF both write them, and SVG's transform attribute. */

export type Matrix = [number, number, number, number, number, number];

export const IDENTITY: Matrix = [1, 0, 0, 1, 0, 0];

/** `inner` applied first, then `outer` (PDF's cm order: the new matrix times the current one). */
export function multiply(inner: Matrix, outer: Matrix): Matrix {
  const [a, b, c, d, e, f] = inner;
  const [A, B, C, D, E, F] = outer;
  return [a * A + b * C, a * B + b * D, c * A + d * C, c * B + d * D, e * A + f * C + E, e * B + f * D + F];
}

/** How much lengths grow under `matrix` (the larger of its two axis scales). */
export function scaleOf(matrix: Matrix): number {
  return Math.max(Math.hypot(matrix[0], matrix[1]), Math.hypot(matrix[2], matrix[3]));
}

/** Reads an SVG transform list (matrix, translate, scale, rotate, skewX, skewY) into one matrix. */
export function parseTransform(text: string | undefined): Matrix {
  let result = IDENTITY;
  if (!text) return result;
  for (const [, name, argumentText] of text.matchAll(/(\w+)\s*\(([^)]*)\)/g)) {
    const a = argumentText.split(/[\s,]+/).filter(Boolean).map(Number);
    let step: Matrix = IDENTITY;
    const radians = ((a[0] ?? 0) * Math.PI) / 180;
    switch (name) {
      case "matrix":
        step = [a[0], a[1], a[2], a[3], a[4], a[5]];
        break;
      case "translate":
        step = [1, 0, 0, 1, a[0] ?? 0, a[1] ?? 0];
        break;
      case "scale":
        step = [a[0], 0, 0, a[1] ?? a[0], 0, 0];
        break;
      case "rotate": {
        const [cos, sin] = [Math.cos(radians), Math.sin(radians)];
        const [cx, cy] = [a[1] ?? 0, a[2] ?? 0];
        step = [cos, sin, -sin, cos, cx - cos * cx + sin * cy, cy - sin * cx - cos * cy];
        break;
      }
      case "skewX":
        step = [1, 0, Math.tan(radians), 1, 0, 0];
        break;
      case "skewY":
        step = [1, Math.tan(radians), 0, 1, 0, 0];
        break;
    }
    // Transforms in a list apply right to left: the later one is nearer the element.
    result = multiply(step, result);
  }
  return result;
}
