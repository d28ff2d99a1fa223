/**
 * How much veil arbitrary artwork needs under the type: reads the art's pixels in the text's region and finds the
 * least opacity of a dark (or a light) scrim under which the ink reads at 4.5:1 against every one of them, as
 * resvg will blend it. Pure arithmetic over RGBA, so it is tested without rendering anything.
 */
import { MIN_TEXT_CONTRAST } from "../palettes/color.ts";
import { parseHex, type Rgb, toHex } from "../palettes/hex-color.ts";
import { relativeLuminance } from "../palettes/contrast.ts";

export type Region = { x: number; y: number; width: number; height: number };

/** A scrim colour and the ink set on it. */
export type Tone = { scrim: string; ink: string };

export type ScrimChoice = Tone & {
  tone: "dark" | "light";
  /** 0-1, a whole number of 255ths, as the rasteriser stores it. */
  opacity: number;
  /** The colours behind the text with the least and the most relativeLuminance, scrim included (worst case). */
  darkest: string;
  lightest: string;
};

export type ScrimOptions = {
  /** Dark veil, light ink: the classic one, chosen when it needs about as little veil as the light one. */
  dark: Tone;
  /** Light veil, dark ink: for pale art, which a dark veil would smother. */
  light: Tone;
  /** The least veil, 0-1, whatever the art: a touch of it makes the text zone read as one. @default 0 */
  minOpacity?: number;
  /** The least veil once the tone is chosen (more for busy art, so the type sits on something calm). @default 0 */
  calmOpacity?: number;
};

const CHANNELS = 256;
/** Channel values each blend may be off by: resvg rounds the art over its base, then the scrim over both. */
const CHANNEL_SLACK = 2;
/** The light tone is taken only when it needs this much less opacity than the dark one. */
const DARK_TONE_BIAS = 0.08;
/** The WCAG flare term of the contrast ratio. */
const FLARE = 0.05;

const LINEAR = Float64Array.from({ length: CHANNELS }, (_, value) => {
  const channel = value / 255;
  return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
});

/** The distinct opaque colours in `region` of an RGBA canvas `width` px wide, as 0xRRGGBB. */
export function distinctColors(pixels: Uint8Array, width: number, region: Region): Uint32Array {
  const height = pixels.length / 4 / width;
  const left = Math.max(0, Math.floor(region.x));
  const top = Math.max(0, Math.floor(region.y));
  const right = Math.min(width, Math.ceil(region.x + region.width));
  const bottom = Math.min(height, Math.ceil(region.y + region.height));
  const seen = new Uint8Array(1 << 21);
  const colors: number[] = [];
  for (let y = top; y < bottom; y++) {
    for (let at = (y * width + left) * 4, end = (y * width + right) * 4; at < end; at += 4) {
      const color = (pixels[at] << 16) | (pixels[at + 1] << 8) | pixels[at + 2];
      const bit = 1 << (color & 7);
      if (seen[color >>> 3] & bit) continue;
      seen[color >>> 3] |= bit;
      colors.push(color);
    }
  }
  return Uint32Array.from(colors);
}

type Extreme = { luminance: number; color: Rgb };

const LUMA_WEIGHTS = [0.2126, 0.7152, 0.0722] as const;

/**
 * The colour of `colors` that, under `scrim` at `alpha`/255, is the lightest (`lightest` true) or the darkest,
 * each channel pushed CHANNEL_SLACK the unfavourable way. Blends are tabled per channel: three look-ups a colour.
 */
function extreme(colors: Uint32Array, scrim: Rgb, alpha: number, lightest: boolean): Extreme {
  const keep = (255 - alpha) / 255;
  const slack = lightest ? CHANNEL_SLACK : -CHANNEL_SLACK;
  const veiled = [scrim.r, scrim.g, scrim.b].map((channel) =>
    Uint8Array.from(
      { length: CHANNELS },
      (_, value) => Math.max(0, Math.min(255, Math.round(value * keep + (channel * alpha) / 255) + slack)),
    )
  );
  const [red, green, blue] = veiled.map((table, index) =>
    Float64Array.from(table, (value) => LUMA_WEIGHTS[index] * LINEAR[value])
  );
  let best = 0;
  let bestLuminance = lightest ? -1 : 2;
  for (let index = 0; index < colors.length; index++) {
    const color = colors[index];
    const value = red[color >>> 16] + green[(color >>> 8) & 0xff] + blue[color & 0xff];
    if (lightest ? value > bestLuminance : value < bestLuminance) {
      bestLuminance = value;
      best = color;
    }
  }
  return {
    luminance: bestLuminance,
    color: { r: veiled[0][best >>> 16], g: veiled[1][(best >>> 8) & 0xff], b: veiled[2][best & 0xff] },
  };
}

/** Whether one tone's ink reads at `target` on every veiled colour at an alpha. */
type Attempt = (alpha: number) => boolean;

function attemptsOf(colors: Uint32Array, tone: Tone, dark: boolean, target: number): Attempt {
  const scrim = parseHex(tone.scrim);
  const inkLuminance = relativeLuminance(tone.ink);
  // A light ink meets its worst case on the lightest colour, a dark ink on the darkest.
  return (alpha) => {
    const worst = extreme(colors, scrim, alpha, dark).luminance;
    const ratio = dark ? (inkLuminance + FLARE) / (worst + FLARE) : (worst + FLARE) / (inkLuminance + FLARE);
    return ratio >= target;
  };
}

/** The least alpha (from `minAlpha`) at which `attempt` passes, or null when even a solid scrim would not do. */
function leastAlpha(attempt: Attempt, minAlpha: number): number | null {
  if (attempt(minAlpha)) return minAlpha;
  if (!attempt(255)) return null;
  // More veil helps (nearly always strictly), so bisect for the least; whatever is returned was checked.
  let low = minAlpha;
  let high = 255;
  while (high - low > 1) {
    const middle = (low + high) >> 1;
    if (attempt(middle)) high = middle;
    else low = middle;
  }
  return high;
}

/**
 * The scrim for text over `region` of the art: the tone that needs the least veil (the dark one unless the light
 * one needs clearly less), at the least opacity under which its ink reads at `target` against every pixel there,
 * and at least `calmOpacity`.
 * @param target @default MIN_TEXT_CONTRAST
 */
export function chooseScrim(
  pixels: Uint8Array,
  width: number,
  region: Region,
  options: ScrimOptions,
  target = MIN_TEXT_CONTRAST,
): ScrimChoice {
  const colors = distinctColors(pixels, width, region);
  if (colors.length === 0) throw new RangeError(`no pixels to measure in ${JSON.stringify(region)}`);
  const toAlpha = (opacity: number | undefined) => Math.round(Math.max(0, Math.min(1, opacity ?? 0)) * 255);
  const minAlpha = toAlpha(options.minOpacity);
  const darkAttempt = attemptsOf(colors, options.dark, true, target);
  const lightAttempt = attemptsOf(colors, options.light, false, target);
  const dark = leastAlpha(darkAttempt, minAlpha);
  const light = leastAlpha(lightAttempt, minAlpha);
  const useLight = light !== null && (dark === null || light / 255 < dark / 255 - DARK_TONE_BIAS);
  let alpha = useLight ? light : dark;
  if (alpha === null) throw new RangeError(`neither ink reads on its own scrim: ${JSON.stringify(options)}`);
  const calmAlpha = toAlpha(options.calmOpacity);
  if (calmAlpha > alpha && (useLight ? lightAttempt : darkAttempt)(calmAlpha)) alpha = calmAlpha;
  const tone = useLight ? options.light : options.dark;
  const scrim = parseHex(tone.scrim);
  return {
    ...tone,
    tone: useLight ? "light" : "dark",
    opacity: alpha / 255,
    darkest: toHex(extreme(colors, scrim, alpha, false).color),
    lightest: toHex(extreme(colors, scrim, alpha, true).color),
  };
}
