/**
 * A QR code's modules (qrcode-generator, byte mode, error correction M) and their SVG path: the one encoding of
 * every QR BrandKit draws, the event link on a kit's graphics (render/qr.ts adds the palette's colours) and a
 * guest's ticket on the event page (issue 39). Browser-safe: it needs nothing but the encoder.
 */
import qrcode from "qrcode-generator";

/** Error correction M: 15% of the code can be lost (a fold, a smudge) and it still scans. */
export const QR_ERROR_CORRECTION = "M";
/** Light modules around the code on every side, as the QR standard asks (ISO/IEC 18004: 4). */
export const QR_QUIET_ZONE_MODULES = 4;
/** An encoded QR code: `modules` x `modules` squares, without the quiet zone. */
export type QrCode = {
  /** Modules per side (21 for version 1, +4 per version). */
  modules: number;
  /** True for a dark module at (row, column). */
  isDark(row: number, column: number): boolean;
};

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
