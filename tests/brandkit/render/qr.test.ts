import { describe, expect, it } from "vitest";
import { QR_MIN_CONTRAST, qrColors, qrColorsOf, qrSvg } from "../../../brandkit/render/mod.ts";
import { encodeQr, QR_QUIET_ZONE_MODULES, qrPathData } from "../../../brandkit/qr-code.ts";
import { contrastRatio } from "../../../brandkit/palettes/contrast.ts";
import { PALETTES } from "../../../brandkit/palettes/palettes.ts";
import { LONG_LINK } from "./_goldens.ts";
import { scanSvg } from "./_scan.ts";

const SHORT_LINK = "https://tix.example.com/e/1";

describe("qrSvg()", () => {
  it.each([
    ["a short link", SHORT_LINK],
    ["a 211-character link with query parameters", LONG_LINK],
    ["a link with non-ASCII characters", "https://example.com/fête/köln?name=Zoë&city=東京"],
  ])("encodes %s so that a QR reader reads it back exactly", (_, link) => {
    expect(scanSvg(qrSvg(link, 600))).toBe(link);
  });

  it("makes a standalone SVG of the asked size with no external references", () => {
    const svg = qrSvg(SHORT_LINK, 240);
    expect(svg).toMatch(
      /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="240" height="240" viewBox="0 0 240 240">/,
    );
    expect(svg).not.toMatch(/href|url\(/);
  });

  it("draws in the colours it is given when they reach 7:1", () => {
    const svg = qrSvg(SHORT_LINK, 240, { dark: "#1A1A2E", light: "#F5F1E8" });
    expect(svg).toContain('fill="#F5F1E8"');
    expect(svg).toContain('fill="#1A1A2E"');
  });

  it("darkens a dark colour too pale for 7:1 and still scans", () => {
    const svg = qrSvg(SHORT_LINK, 300, { dark: "#FF8E53", light: "#FFF5E1" });
    const dark = svg.match(/<path[^>]* fill="(#[0-9A-F]{6})"/)![1];
    expect(contrastRatio(dark, "#FFF5E1")).toBeGreaterThanOrEqual(QR_MIN_CONTRAST);
    expect(scanSvg(svg)).toBe(SHORT_LINK);
  });
});

describe("qrPathData()", () => {
  it("leaves a quiet zone of 4 modules on every side", () => {
    const code = encodeQr(SHORT_LINK);
    const numbers = qrPathData(code, { x: 0, y: 0, modulePx: 10 }).match(/-?\d+(\.\d+)?/g)!.map(Number);
    const quiet = QR_QUIET_ZONE_MODULES * 10;
    expect(Math.min(...numbers)).toBe(quiet);
    expect(Math.max(...numbers)).toBe(quiet + code.modules * 10);
  });

  it("uses only absolute M, L and Z commands, so PDF path readers take it", () => {
    const d = qrPathData(encodeQr(LONG_LINK), { x: 12.5, y: 40, modulePx: 2.5 });
    expect(d.replace(/[-\d. ]/g, "")).toMatch(/^(MLLLZ)+$/);
  });
});

describe("qrColorsOf()", () => {
  it.each(PALETTES.map((palette) => [palette.name, palette.colors] as const))(
    "gives %s a dark and a light at 7:1 or better",
    (_, colors) => {
      const { dark, light } = qrColorsOf(colors);
      expect(contrastRatio(dark, light)).toBeGreaterThanOrEqual(QR_MIN_CONTRAST);
    },
  );

  it("falls back to black on white when no shade of the dark reads on the light", () => {
    expect(qrColors("#777777", "#808080")).toEqual({ dark: "#000000", light: "#FFFFFF" });
  });
});
