/** Hex colours as every boundary takes them: "#e6067a", "E6067A" and "#e07" all read as "#E6067A". */
import { z } from "zod";

const HEX_COLOR = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i;

/** "#e6067a", "E6067A" and "#e07" all become "#E6067A"-style six-digit upper-case hex. */
export function normalizeHex(color: string): string {
  const digits = color.trim().replace(/^#/, "").toUpperCase();
  const six = digits.length === 3 ? [...digits].map((digit) => digit + digit).join("") : digits;
  return `#${six}`;
}

/** True for "#RGB" and "#RRGGBB" (the "#" optional, any case). */
export function isHexColor(color: string): boolean {
  return HEX_COLOR.test(color.trim());
}

/** A hex colour, normalised to "#RRGGBB". */
export const HexColorSchema = z
  .string()
  .refine(isHexColor, { error: (issue) => `'${issue.input}' is not a hex colour like #E6067A` })
  .transform(normalizeHex);
