import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type GridOptions, thumbnailGrid } from "../../../brandkit/documents/_thumbnail-grid.ts";
import { CANVAS_KINDS, CANVAS_SIZES, type CanvasKind } from "../../../brandkit/formats/formats.ts";

const itemsOf = (kinds: readonly CanvasKind[]) =>
  kinds.map((key) => ({ key, aspect: CANVAS_SIZES[key].width / CANVAS_SIZES[key].height }));

/** A caption of one line, or two under a thumbnail narrower than 80 points. */
const captionHeight = (_key: CanvasKind, width: number) => width < 80 ? 24 : 14;

const options = (width: number, height: number): GridOptions<CanvasKind> => ({
  width,
  height,
  gap: 14,
  rowGap: 12,
  maxRowHeight: 190,
  minRowHeight: 24,
  captionHeight,
});

describe("thumbnailGrid()", () => {
  it("sets the five canvases of a kit in two full rows under the guide's usage notes", () => {
    const grid = thumbnailGrid(itemsOf(CANVAS_KINDS), options(499, 430))!;
    expect(grid.cells.map((cell) => cell.key)).toEqual(CANVAS_KINDS);
    const rows = Map.groupBy(grid.cells, (cell) => Math.round(cell.top));
    expect([...rows.values()].map((row) => row.map((cell) => cell.key))).toEqual([
      ["poster", "square", "banner"],
      ["story", "link-preview"],
    ]);
    expect(grid.height).toBeLessThanOrEqual(430);
  });

  it("scales every row down together to fit a short space", () => {
    const grid = thumbnailGrid(itemsOf(CANVAS_KINDS), options(499, 150))!;
    expect(grid.height).toBeLessThanOrEqual(150);
    expect(grid.cells).toHaveLength(5);
  });

  it("gives up when even the shortest rows allowed do not fit", () => {
    expect(thumbnailGrid(itemsOf(CANVAS_KINDS), options(499, 30))).toBeNull();
  });

  it("keeps every thumbnail and its caption inside the box, in order, unstretched and apart", () => {
    const kinds = fc.subarray([...CANVAS_KINDS], { minLength: 1 });
    fc.assert(
      fc.property(
        kinds,
        fc.integer({ min: 60, max: 600 }),
        fc.integer({ min: 40, max: 800 }),
        (chosen, w, h) => {
          const grid = thumbnailGrid(itemsOf(chosen), options(w, h));
          if (!grid) return;
          expect(grid.cells.map((cell) => cell.key)).toEqual(chosen);
          expect(grid.height).toBeLessThanOrEqual(h + 1e-6);
          const boxes = grid.cells.map((cell) => {
            const { width, height } = CANVAS_SIZES[cell.key];
            expect(cell.width / cell.height).toBeCloseTo(width / height, 6);
            expect(cell.height).toBeLessThanOrEqual(190 + 1e-6);
            const bottom = cell.top + cell.height + captionHeight(cell.key, cell.width);
            expect(cell.x).toBeGreaterThanOrEqual(0);
            expect(cell.x + cell.width).toBeLessThanOrEqual(w + 1e-6);
            expect(bottom).toBeLessThanOrEqual(h + 1e-6);
            return { x0: cell.x, x1: cell.x + cell.width, y0: cell.top, y1: bottom };
          });
          boxes.forEach((box, index) => {
            for (const other of boxes.slice(index + 1)) {
              const apart = box.x1 <= other.x0 + 1e-6 || other.x1 <= box.x0 + 1e-6 ||
                box.y1 <= other.y0 + 1e-6 ||
                other.y1 <= box.y0 + 1e-6;
              expect(apart).toBe(true);
            }
          });
        },
      ),
      { numRuns: 300 },
    );
  });
});
