/**
 * The event link as a QR code: encoded once (qr-code.ts), drawn as vector squares in the palette. Shared by the designer (poster, story) and the documents (the print poster), so every QR a kit
 * carries has the same modules, the same quiet zone and the same contrast guarantee.
 */
import { encodeQr, type QrCode, qrPathData, qrSideModules } from "../qr-code.ts";
import { contrastRatio } from "../palettes/contrast.ts";
import { ensureContrast } from "../palettes/color.ts";
import { paletteRoles } from "../palettes/palette-roles.ts";

/** Least contrast of the dark modules on the light tile: well past text's 4.5:1, for cheap phone cameras. */
export const QR_MIN_CONTRAST = 7;

/** The two colours of a QR code: dark modules on a light tile, at QR_MIN_CONTRAST or more. */
export type QrColors = { dark: string; light: string };

/**
 * `dark` and `light`, with `dark` shaded (or, failing that, swapped for black) until the pair reads at
 * QR_MIN_CONTRAST. The light tile is kept as it is: it is the paper the layout chose.
 */
export function qrColors(dark: string, light: string): QrColors {
  const ink = ensureContrast(dark, [light], QR_MIN_CONTRAST);
  return contrastRatio(ink, light) >= QR_MIN_CONTRAST
    ? { dark: ink, light }
    : { dark: "#000000", light: "#FFFFFF" };
}

/** The QR colours of a kit's palette: its darkest shade on its lightest tint (as on the poster and story). */
export function qrColorsOf(colors: readonly string[]): QrColors {
  // The deep and paper roles do not depend on the random hero choice.
  const { deep, paper } = paletteRoles(colors, () => 0);
  return qrColors(deep, paper);
}

/**
 * The code as SVG elements: the light tile (quiet zone included) and the dark modules as one path, `sidePx`
 * square with its top-left at (`x`, `y`). For placing inside a larger SVG.
 */
export function qrMarkup(code: QrCode, x: number, y: number, sidePx: number, colors: QrColors): string {
  const modulePx = sidePx / qrSideModules(code);
  return `<rect x="${x}" y="${y}" width="${sidePx}" height="${sidePx}" fill="${colors.light}"/>` +
    `<path d="${qrPathData(code, { x, y, modulePx })}" fill="${colors.dark}"/>`;
}

/**
 * `link` as a standalone SVG document `sizePx` square (quiet zone included): the light tile and the dark modules
 * as vector squares, no external references. For the print poster and any other document that places the QR.
 * @param colors @default black on white
 */
export function qrSvg(
  link: string,
  sizePx: number,
  colors: QrColors = { dark: "#000000", light: "#FFFFFF" },
): string {
  const safe = qrColors(colors.dark, colors.light);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${sizePx}" height="${sizePx}" ` +
    `viewBox="0 0 ${sizePx} ${sizePx}">${qrMarkup(encodeQr(link), 0, 0, sizePx, safe)}</svg>`;
}
