/** Hex colours at a boundary: any form hex-color.ts reads, normalised to "#RRGGBB". */
import { z } from "zod";
import { isHexColor, normalizeHex } from "./hex-color.ts";

/** A hex colour, normalised to "#RRGGBB". */
export const HexColorSchema = z
  .string()
  .refine(isHexColor, { error: (issue) => `'${issue.input}' is not a hex colour like #E6067A` })
  .transform(normalizeHex);
