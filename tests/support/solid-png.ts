/**
 * Solid-colour PNGs of any size for tests, with a diagonal band so two graphics of the same colour still look
 * different. Lets route and archive tests use exact-size graphics without running the designer.
 */
import { encodePng } from "../../brandkit/render/_png.ts";

/** Added to each channel on the diagonal band. */
const BAND_LIGHTEN = 60;

/** An opaque PNG of `width` x `height` in `hex`, with a lighter diagonal band. */
export function solidPng(width: number, height: number, hex: string): Uint8Array {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  const rgba = new Uint8Array(width * height * 4);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const band = Math.abs(x - y) < width / 8 ? BAND_LIGHTEN : 0;
      rgba.set(
        [Math.min(255, r + band), Math.min(255, g + band), Math.min(255, b + band), 255],
        (y * width + x) * 4,
      );
    }
  }
  return encodePng(rgba, width, height);
}
