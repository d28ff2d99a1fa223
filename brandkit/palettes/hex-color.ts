/**
 * Hex colours as every boundary takes them ("#e6067a", "E6067A" and "#e07" all read as "#E6067A"), and as RGB
 * channels for the colour arithmetic (contrast.ts, color.ts). The one place a hex colour is parsed. Zod-free, so
 * the page's first script can use it without loading zod (the boundary's schema is hex-color-schema.ts).
 */
export type Rgb = { r: number; g: number; b: number };

const HEX_COLOR = /^#?([0-9a-f]{6}|[0-9a-f]{3})$/i;

/** True for "#RGB" and "#RRGGBB" (the "#" optional, any case). */
export function isHexColor(color: string): boolean {
  return HEX_COLOR.test(color.trim());
}

/** "#e6067a", "E6067A" and "#e07" all become "#E6067A"-style six-digit upper-case hex. */
export function normalizeHex(color: string): string {
  const digits = color.trim().replace(/^#/, "").toUpperCase();
  const six = digits.length === 3 ? [...digits].map((digit) => digit + digit).join("") : digits;
  return `#${six}`;
}

/** "#e07" or "E6067A" as RGB channels 0-255; throws on anything that is not hex. */
export function parseHex(color: string): Rgb {
  if (!isHexColor(color)) throw new RangeError(`'${color}' is not a hex colour`);
  const value = Number.parseInt(normalizeHex(color).slice(1), 16);
  return { r: (value >> 16) & 0xff, g: (value >> 8) & 0xff, b: value & 0xff };
}

/** RGB channels (rounded, clamped to 0-255) as "#RRGGBB". */
export function toHex({ r, g, b }: Rgb): string {
  const channel = (value: number) =>
    Math.max(0, Math.min(255, Math.round(value))).toString(16).padStart(2, "0");
  return `#${channel(r)}${channel(g)}${channel(b)}`.toUpperCase();
}
