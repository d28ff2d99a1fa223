/**
 * The event link as a QR code: encoded once (qrcode-generator, error correction M), drawn as vector squares in
 * the palette. Shared by the designer (poster, story) and the documents (the print poster), so every QR a kit
 * carries has the same modules, the same quiet zone and the same contrast guarantee.
 */
import qrcode from "qrcode-generator";
import { contrastRatio } from "../palettes/contrast.ts";
import { ensureContrast } from "../palettes/color.ts";
import { paletteRoles } from "../palettes/palette-roles.ts";

/** Error correction M: 15% of the code can be lost (a fold, a smudge) and it still scans. */
export const QR_ERROR_CORRECTION = "M";
/** Light modules around the code on every side, as the QR standard asks (ISO/IEC 18004: 4). */
export const QR_QUIET_ZONE_MODULES = 4;
/** Least contrast of the dark modules on the light tile: well past text's 4.5:1, for cheap phone cameras. */
export const QR_MIN_CONTRAST = 7;

/** An encoded QR code: `modules` x `modules` squares, without the quiet zone. */
export type QrCode = {
  /** Modules per side (21 for version 1, +4 per version). */
  modules: number;
  /** True for a dark module at (row, column). */
  isDark(row: number, column: number): boolean;
};

/** The two colours of a QR code: dark modules on a light tile, at QR_MIN_CONTRAST or more. */
export type QrColors = { dark: string; light: string };

/** The bytes of `text` in UTF-8, one char per byte: the library reads each char's low byte. */
function utf8Binary(text: string): string {
  return String.fromCharCode(...new TextEncoder().encode(text));
}

/** `link` as a QR code (byte mode, UTF-8, the smallest version that holds it at QR_ERROR_CORRECTION). */
export function encodeQr(link: string): QrCode {
  const code = qrcode(0, QR_ERROR_CORRECTION);
  code.addData(utf8Binary(link), "Byte");
  code.make();
  return { modules: code.getModuleCount(), isDark: (row, column) => code.isDark(row, column) };
}

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

/** Where a code's dark modules go: the top-left of its quiet zone and the size of one module, px. */
export type QrPlacement = { x: number; y: number; modulePx: number };

/**
 * SVG path data of the dark modules (one rectangle per run of dark modules in a row, absolute M/L/Z only, so
 * any SVG or PDF path reader takes it). `x`/`y` is the top-left of the quiet zone, which is left unpainted.
 */
export function qrPathData(code: QrCode, { x, y, modulePx }: QrPlacement): string {
  const at = (value: number) => String(Math.round(value * 1000) / 1000);
  const origin = QR_QUIET_ZONE_MODULES * modulePx;
  let d = "";
  for (let row = 0; row < code.modules; row++) {
    for (let column = 0; column < code.modules;) {
      if (!code.isDark(row, column)) {
        column++;
        continue;
      }
      let end = column;
      while (end < code.modules && code.isDark(row, end)) end++;
      const left = at(x + origin + column * modulePx);
      const right = at(x + origin + end * modulePx);
      const top = at(y + origin + row * modulePx);
      const bottom = at(y + origin + (row + 1) * modulePx);
      d += `M${left} ${top}L${right} ${top}L${right} ${bottom}L${left} ${bottom}Z`;
      column = end;
    }
  }
  return d;
}

/** Side of a code with its quiet zone, in modules. */
export function qrSideModules(code: QrCode): number {
  return code.modules + QR_QUIET_ZONE_MODULES * 2;
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
