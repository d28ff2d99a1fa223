/**
 * How busy artwork is under the type: stripes, small print and circuitry make text hard to read even at a good
 * contrast ratio, so the overlay gives busy art a stronger veil. Pure arithmetic over RGBA.
 */
import type { Region } from "./_scrim.ts";

/** Side of the blocks busyness averages over, px: fine grain and noise average out, shapes and edges stay. */
const BUSY_BLOCK_PX = 8;

/**
 * How busy the art is in `region`: the mean difference in luma (0-255) between neighbouring 8x8 blocks. Smooth
 * gradients and grain score near 0; stripes, small print and circuitry score 10 and up.
 */
export function busyness(pixels: Uint8Array, width: number, region: Region): number {
  const height = pixels.length / 4 / width;
  const left = Math.max(0, Math.floor(region.x));
  const top = Math.max(0, Math.floor(region.y));
  const columns = Math.floor((Math.min(width, Math.ceil(region.x + region.width)) - left) / BUSY_BLOCK_PX);
  const rows = Math.floor((Math.min(height, Math.ceil(region.y + region.height)) - top) / BUSY_BLOCK_PX);
  if (columns < 2 || rows < 2) return 0;
  const means = new Float64Array(columns * rows);
  for (let row = 0; row < rows; row++) {
    for (let column = 0; column < columns; column++) {
      let sum = 0;
      for (let dy = 0; dy < BUSY_BLOCK_PX; dy++) {
        let at = ((top + row * BUSY_BLOCK_PX + dy) * width + left + column * BUSY_BLOCK_PX) * 4;
        for (let dx = 0; dx < BUSY_BLOCK_PX; dx++, at += 4) {
          sum += 0.2126 * pixels[at] + 0.7152 * pixels[at + 1] + 0.0722 * pixels[at + 2];
        }
      }
      means[row * columns + column] = sum / (BUSY_BLOCK_PX * BUSY_BLOCK_PX);
    }
  }
  let total = 0;
  let count = 0;
  for (let row = 0; row < rows; row++) {
    for (let column = 0; column < columns; column++) {
      const at = row * columns + column;
      if (column + 1 < columns) total += Math.abs(means[at] - means[at + 1]), count++;
      if (row + 1 < rows) total += Math.abs(means[at] - means[at + columns]), count++;
    }
  }
  return total / count;
}
