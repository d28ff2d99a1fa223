/**
 * The inspiration image, made to belong to the kit: decoded once, downsized, stretched to full tonal range and
 * recoloured as a tritone of the palette (shadows deep, midtones hero, highlights paper). Layouts then place it
 * in a shape of their own (a disc, an arch, a tile) and know every colour it can contain.
 */
import { fromDataUrl, toDataUrl } from "../images/image-type.ts";
import { parseHex, toHex } from "../palettes/hex-color.ts";
import { relativeLuminance } from "../palettes/contrast.ts";
import { type ImageSource, toImageSource, type WebpDecoder } from "./_image-source.ts";
import { encodePng } from "./_png.ts";
import { rasterize } from "./_raster.ts";
import { coverImage } from "./_svg.ts";
import type { PreparedImage } from "./layouts/_kit.ts";

/** Long side of the downsized image, px: enough for the largest image shape in any layout. */
const WORKING_SIDE_PX = 540;
/** Share of the darkest and of the lightest pixels clipped when the tones are stretched. */
const LEVELS_CLIP = 0.01;
/** Tones of the screenprint look: flat areas keep the PNGs small and read as a design, not a snapshot. */
const POSTER_LEVELS = 6;

/** The image as relativeLuminance, 0-255 a pixel, tones stretched to the full range. */
export type GrayImage = { gray: Uint8Array; width: number; height: number };

function workingSize(source: ImageSource): { width: number; height: number } {
  const scale = Math.min(1, WORKING_SIDE_PX / Math.max(source.width, source.height));
  return {
    width: Math.max(1, Math.round(source.width * scale)),
    height: Math.max(1, Math.round(source.height * scale)),
  };
}

/** Luminance of each pixel, transparent parts counted as white (as on paper). */
function toGray(rgba: Uint8Array): Uint8Array {
  const gray = new Uint8Array(rgba.length / 4);
  for (let pixel = 0; pixel < gray.length; pixel++) {
    const at = pixel * 4;
    const alpha = rgba[at + 3] / 255;
    const value = 0.2126 * rgba[at] + 0.7152 * rgba[at + 1] + 0.0722 * rgba[at + 2];
    gray[pixel] = Math.round(value * alpha + 255 * (1 - alpha));
  }
  return gray;
}

/** A 3x3 box blur: takes the speckle out before the tones are flattened, so the flat areas stay flat. */
function soften(gray: Uint8Array, width: number, height: number): Uint8Array {
  const out = new Uint8Array(gray.length);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      let sum = 0;
      let count = 0;
      for (let dy = -1; dy <= 1; dy++) {
        const row = y + dy;
        if (row < 0 || row >= height) continue;
        for (let dx = -1; dx <= 1; dx++) {
          const column = x + dx;
          if (column < 0 || column >= width) continue;
          sum += gray[row * width + column];
          count++;
        }
      }
      out[y * width + x] = Math.round(sum / count);
    }
  }
  return out;
}

/** Stretches the tones so the darkest percent is black and the lightest percent white. */
function stretch(gray: Uint8Array): Uint8Array {
  const histogram = new Uint32Array(256);
  for (const value of gray) histogram[value]++;
  const clip = gray.length * LEVELS_CLIP;
  let low = 0;
  for (let seen = 0; low < 255 && seen + histogram[low] <= clip; low++) seen += histogram[low];
  let high = 255;
  for (let seen = 0; high > 0 && seen + histogram[high] <= clip; high--) seen += histogram[high];
  if (high <= low) return gray;
  const out = new Uint8Array(gray.length);
  for (let index = 0; index < gray.length; index++) {
    const level = Math.round(((gray[index] - low) / (high - low)) * (POSTER_LEVELS - 1));
    out[index] = Math.round((Math.max(0, Math.min(POSTER_LEVELS - 1, level)) * 255) / (POSTER_LEVELS - 1));
  }
  return out;
}

/** Decodes a data URL into a stretched grey image; null when it is not a readable image. */
export async function decodeInspiration(dataUrl: string, decodeWebp: WebpDecoder): Promise<GrayImage | null> {
  const parsed = fromDataUrl(dataUrl);
  if (!parsed) return null;
  try {
    const source = await toImageSource(parsed.bytes, decodeWebp);
    const { width, height } = workingSize(source);
    const raster = rasterize(
      `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${
        coverImage(source.href, 0, 0, width, height)
      }</svg>`,
    );
    if (!raster.drewSomething) return null;
    return { gray: stretch(soften(toGray(raster.pixels()), width, height)), width, height };
  } catch {
    // A damaged inspiration image costs the kit its photo, never its graphics.
    return null;
  }
}

/** The grey image mapped onto dark -> mid -> light, as a PNG data URL with the colours it can contain. */
export function tintInspiration(image: GrayImage, ramp: readonly [string, string, string]): PreparedImage {
  const [dark, mid, light] = ramp.map(parseHex);
  const table = new Uint8Array(256 * 3);
  for (let value = 0; value < 256; value++) {
    const t = value / 255;
    const [from, to, local] = t < 0.5 ? [dark, mid, t * 2] : [mid, light, (t - 0.5) * 2];
    table[value * 3] = Math.round(from.r + (to.r - from.r) * local);
    table[value * 3 + 1] = Math.round(from.g + (to.g - from.g) * local);
    table[value * 3 + 2] = Math.round(from.b + (to.b - from.b) * local);
  }
  const rgba = new Uint8Array(image.gray.length * 4);
  for (let pixel = 0; pixel < image.gray.length; pixel++) {
    const entry = image.gray[pixel] * 3;
    rgba.set([table[entry], table[entry + 1], table[entry + 2], 255], pixel * 4);
  }
  const channels = (pick: (values: number[]) => number) => ({
    r: pick([dark.r, mid.r, light.r]),
    g: pick([dark.g, mid.g, light.g]),
    b: pick([dark.b, mid.b, light.b]),
  });
  const darkest = toHex(channels((values) => Math.min(...values)));
  const lightest = toHex(channels((values) => Math.max(...values)));
  return {
    href: toDataUrl(encodePng(rgba, image.width, image.height), "image/png"),
    width: image.width,
    height: image.height,
    darkest: relativeLuminance(darkest) <= relativeLuminance(lightest) ? darkest : lightest,
    lightest: relativeLuminance(darkest) <= relativeLuminance(lightest) ? lightest : darkest,
  };
}
