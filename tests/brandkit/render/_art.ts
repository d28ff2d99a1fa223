/**
 * Artwork for the overlay tests, made here rather than stored: a very light and a very dark image, a busy
 * high-contrast one, a photographic-looking one (gradients and grain) and a half-transparent one, each as the
 * bytes an AI provider could hand over.
 */
import { seededRandom } from "../../../brandkit/seed.ts";
import { encodePng } from "../../../brandkit/render/_png.ts";
import { rasterize } from "../../../brandkit/render/_raster.ts";

/** Square side of the test art, px: like a model's 1024x1024, smaller to keep the tests quick. */
const ART_SIDE_PX = 512;

function svgArt(width: number, height: number, body: string): Uint8Array {
  return rasterize(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${body}</svg>`,
  ).png();
}

/** Pale pastel sky with soft blobs: almost all of it lighter than mid-grey. */
export function lightArt(): Uint8Array {
  const s = ART_SIDE_PX;
  return svgArt(
    s,
    s,
    `<defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#FFF7EC"/>` +
      `<stop offset="1" stop-color="#F3E9FF"/></linearGradient></defs><rect width="${s}" height="${s}" fill="url(#g)"/>` +
      `<circle cx="${s * 0.75}" cy="${s * 0.3}" r="${s * 0.22}" fill="#FFE0E9"/>` +
      `<circle cx="${s * 0.2}" cy="${s * 0.75}" r="${s * 0.3}" fill="#E2F4FF"/>` +
      `<circle cx="${s * 0.6}" cy="${s * 0.85}" r="${s * 0.12}" fill="#FFFFFF"/>`,
  );
}

/** A night sky: deep navy with a few bright stars and a pale moon. */
export function darkArt(): Uint8Array {
  const s = ART_SIDE_PX;
  const random = seededRandom(7);
  const stars = Array.from(
    { length: 60 },
    () => `<circle cx="${random() * s}" cy="${random() * s}" r="${0.6 + random() * 1.6}" fill="#FFFFFF"/>`,
  ).join("");
  return svgArt(
    s,
    s,
    `<rect width="${s}" height="${s}" fill="#060818"/>${stars}` +
      `<circle cx="${s * 0.72}" cy="${s * 0.22}" r="${s * 0.08}" fill="#F4F1DE"/>` +
      `<path d="M0 ${s * 0.8} Q${s * 0.3} ${s * 0.65} ${s * 0.6} ${s * 0.78} T${s} ${
        s * 0.72
      } V${s} H0Z" fill="#0D1030"/>`,
  );
}

/** Black and white stripes, a checkerboard and saturated discs: the worst case for any one veil. */
export function busyArt(): Uint8Array {
  const s = ART_SIDE_PX;
  const stripes = Array.from(
    { length: 16 },
    (_, index) => `<rect x="${index * s / 16}" width="${s / 32}" height="${s}" fill="#000000"/>`,
  ).join("");
  const checks = Array.from({ length: 64 }, (_, index) => {
    const [x, y] = [index % 8, Math.floor(index / 8)];
    return (x + y) % 2 === 0
      ? `<rect x="${x * s / 8}" y="${s / 2 + y * s / 16}" width="${s / 8}" height="${
        s / 16
      }" fill="#000000"/>`
      : "";
  }).join("");
  const discs = ["#FF0000", "#00FF00", "#0000FF", "#FFFF00", "#00FFFF", "#FF00FF"].map((color, index) =>
    `<circle cx="${(index + 0.5) * s / 6}" cy="${s * 0.7}" r="${s * 0.06}" fill="${color}"/>`
  ).join("");
  return svgArt(s, s, `<rect width="${s}" height="${s}" fill="#FFFFFF"/>${stripes}${checks}${discs}`);
}

/** Warm-to-teal gradients with a bright sun and grain, like a photo of a sunset over water (a wide one). */
export function photoArt(): Uint8Array {
  const [width, height] = [ART_SIDE_PX * 1.5, ART_SIDE_PX];
  const random = seededRandom(11);
  const rgba = new Uint8ClampedArray(width * height * 4);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const t = y / height;
      const sun = Math.max(0, 1 - Math.hypot(x - width * 0.62, y - height * 0.42) / (height * 0.35));
      const water = t > 0.55 ? Math.sin(x * 0.05 + y * 0.4) * 18 * (t - 0.55) : 0;
      const grain = (random() - 0.5) * 34;
      const base = t < 0.55
        ? [250 - t * 160, 150 - t * 90, 90 + t * 60]
        : [40 + t * 20, 90 - t * 30, 110 - t * 40];
      const at = (y * width + x) * 4;
      rgba[at] = base[0] + sun * 120 + water + grain;
      rgba[at + 1] = base[1] + sun * 110 + water + grain;
      rgba[at + 2] = base[2] + sun * 60 + water + grain;
      rgba[at + 3] = 255;
    }
  }
  return encodePng(new Uint8Array(rgba.buffer), width, height);
}

/** Bright shapes on a fully transparent ground, as some models send a sticker or a logo. */
export function transparentArt(): Uint8Array {
  const s = ART_SIDE_PX;
  return svgArt(
    s,
    s,
    `<circle cx="${s / 2}" cy="${s / 2}" r="${s * 0.3}" fill="#FFD166"/>` +
      `<rect x="${s * 0.1}" y="${s * 0.7}" width="${s * 0.8}" height="${
        s * 0.2
      }" fill="#FFFFFF" opacity="0.5"/>`,
  );
}

/** One flat colour, 64 px square. */
export function solidArt(color: string): Uint8Array {
  return svgArt(64, 64, `<rect width="64" height="64" fill="${color}"/>`);
}
