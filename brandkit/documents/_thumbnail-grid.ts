/**
 * The guide's thumbnails as a grid of justified rows, pure: the graphics in their order, each row as tall as
 * fills the width (no taller than `maxRowHeight`), every row scaled down together until rows and captions fit
 * the height left on the page. Of every way to break the graphics into rows, the one that shows them largest.
 */

export type GridItem<Key> = {
  key: Key;
  /** Width over height. */
  aspect: number;
};

export type GridOptions<Key> = {
  /** The box the grid must fit, points. */
  width: number;
  height: number;
  /** Between two thumbnails of a row, points. */
  gap: number;
  /** Between a row's captions and the next row, points. */
  rowGap: number;
  /** Tallest a row is drawn, points. */
  maxRowHeight: number;
  /** Shortest a row may be drawn; below that the grid does not fit. */
  minRowHeight: number;
  /** Height of the caption under `key`'s thumbnail when it is this wide, points (gap above it included). */
  captionHeight: (key: Key, width: number) => number;
};

export type GridCell<Key> = {
  key: Key;
  /** From the grid's left edge, points. */
  x: number;
  /** The thumbnail's top, down from the grid's top, points. */
  top: number;
  width: number;
  height: number;
};

/** Halvings of a row scale: to within 1/65,000 of it, far below a point. */
const SCALE_STEPS = 16;

/** Every way to cut `count` items in order into rows, as the rows' sizes. */
function partitions(count: number): number[][] {
  const all: number[][] = [];
  for (let mask = 0; mask < 2 ** Math.max(0, count - 1); mask++) {
    const sizes = [1];
    for (let index = 1; index < count; index++) {
      if (mask & (1 << (index - 1))) sizes.push(1);
      else sizes[sizes.length - 1]++;
    }
    all.push(sizes);
  }
  return all;
}

type Row<Key> = { items: GridItem<Key>[]; height: number };

/** Height of `rows` scaled by `scale`, captions and gaps included. */
function gridHeight<Key>(rows: readonly Row<Key>[], scale: number, options: GridOptions<Key>): number {
  return rows.reduce((sum, row, index) => {
    const height = row.height * scale;
    const caption = Math.max(
      ...row.items.map((item) => options.captionHeight(item.key, item.aspect * height)),
    );
    return sum + height + caption + (index > 0 ? options.rowGap : 0);
  }, 0);
}

/** The thumbnails' places, or null when even rows `minRowHeight` tall do not fit. */
export function thumbnailGrid<Key>(
  items: readonly GridItem<Key>[],
  options: GridOptions<Key>,
): { cells: GridCell<Key>[]; height: number } | null {
  let best: { rows: Row<Key>[]; scale: number; area: number } | null = null;
  for (const sizes of partitions(items.length)) {
    let next = 0;
    const rows = sizes.map((size): Row<Key> => {
      const row = items.slice(next, next += size);
      const aspects = row.reduce((sum, item) => sum + item.aspect, 0);
      return {
        items: row,
        height: Math.min(options.maxRowHeight, (options.width - options.gap * (size - 1)) / aspects),
      };
    });
    let scale = 1;
    if (gridHeight(rows, 1, options) > options.height) {
      let [low, high] = [0, 1];
      for (let step = 0; step < SCALE_STEPS; step++) {
        const middle = (low + high) / 2;
        if (gridHeight(rows, middle, options) <= options.height) low = middle;
        else high = middle;
      }
      scale = low;
    }
    if (Math.min(...rows.map((row) => row.height * scale)) < options.minRowHeight) continue;
    const area = rows.reduce(
      (sum, row) =>
        sum + row.items.reduce((inRow, item) => inRow + item.aspect * (row.height * scale) ** 2, 0),
      0,
    );
    if (!best || area > best.area + 1e-6) best = { rows, scale, area };
  }
  if (!best) return null;
  const cells: GridCell<Key>[] = [];
  let top = 0;
  for (const row of best.rows) {
    const height = row.height * best.scale;
    let x = 0;
    for (const item of row.items) {
      cells.push({ key: item.key, x, top, width: item.aspect * height, height });
      x += item.aspect * height + options.gap;
    }
    const caption = Math.max(
      ...row.items.map((item) => options.captionHeight(item.key, item.aspect * height)),
    );
    top += height + caption + options.rowGap;
  }
  return { cells, height: top - options.rowGap };
}
