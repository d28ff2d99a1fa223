import { describe, expect, it } from "vitest";
import { parsePathData } from "../../../brandkit/documents/_svg-path.ts";

/** The end point of every command, rounded to 0.01 (Z as "Z"). */
function ends(d: string): string[] {
  return parsePathData(d).map((command) =>
    command.op === "Z"
      ? "Z"
      : `${command.op}${Math.round(command.x * 100) / 100},${Math.round(command.y * 100) / 100}`
  );
}

describe("parsePathData()", () => {
  it.each([
    ["absolute lines", "M10 20L30 40Z", ["M10,20", "L30,40", "Z"]],
    ["H and V", "M0 0H50V20H0Z", ["M0,0", "L50,0", "L50,20", "L0,20", "Z"]],
    ["relative moves and lines", "m10 10l5 0l0 5z", ["M10,10", "L15,10", "L15,15", "Z"]],
    ["implicit lines after a move", "M0 0 10 0 10 10", ["M0,0", "L10,0", "L10,10"]],
    ["numbers run together", "M0-5.5.5-1e1", ["M0,-5.5", "L0.5,-10"]],
    ["quadratics as cubics, T reflected", "M0 0q10 -20 20 0t20 0", ["M0,0", "C20,0", "C40,0"]],
    ["S reflecting the last control point", "M0 0C0 10 10 10 10 0S20 -10 20 0", ["M0,0", "C10,0", "C20,0"]],
    ["a half-circle arc as two quarter cubics", "M0 50A50 50 0 0 1 100 50", ["M0,50", "C50,0", "C100,50"]],
    ["a zero-radius arc as a line", "M0 0A0 0 0 0 1 10 10", ["M0,0", "L10,10"]],
  ])("reads %s", (_case, d, expected) => {
    expect(ends(d)).toEqual(expected);
  });

  it("keeps the arc's points on its circle", () => {
    const [, first] = parsePathData("M0 50A50 50 0 0 1 100 50");
    expect(first.op).toBe("C");
    if (first.op !== "C") return;
    // The first quarter's control points sit on the tangents at (0, 50) and (50, 0), 4/3·tan(π/8)·r along them.
    const k = (4 / 3) * Math.tan(Math.PI / 8) * 50;
    expect(first.x1).toBeCloseTo(0, 6);
    expect(first.y1).toBeCloseTo(50 - k, 6);
    expect(first.x2).toBeCloseTo(50 - k, 6);
    expect(first.y2).toBeCloseTo(0, 6);
  });

  it("stops at the first error, as SVG renderers do", () => {
    expect(ends("M0 0L10 10L20")).toEqual(["M0,0", "L10,10"]);
  });
});
