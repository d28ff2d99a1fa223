/**
 * A cheap look at a JSON body's shape before it is parsed: nesting depth, number of object keys and number of
 * values, counted in one pass over the bytes that stops at the first bound exceeded. JSON.parse of
 * `[[[[...]]]]` or of a million keys builds huge structures on the main thread; this refuses them for the cost
 * of reading the bytes once.
 */
import { BrandKitError, ErrorCode } from "../brandkit/web.ts";

/** Bounds far above any real kit request (a dozen keys, a few levels, tens of values). */
export const JSON_SHAPE_LIMITS = { maxDepth: 16, maxKeys: 200, maxValues: 2_000 } as const;

export type JsonShapeLimits = { maxDepth: number; maxKeys: number; maxValues: number };

/** The bytes that give JSON its shape, by name. */
const BYTE = {
  quote: '"'.charCodeAt(0),
  backslash: "\\".charCodeAt(0),
  openBrace: "{".charCodeAt(0),
  openBracket: "[".charCodeAt(0),
  closeBrace: "}".charCodeAt(0),
  closeBracket: "]".charCodeAt(0),
  colon: ":".charCodeAt(0),
  comma: ",".charCodeAt(0),
} as const;

function refuse(what: string): never {
  throw new BrandKitError(ErrorCode.VALIDATION_ERROR, `The request body ${what}.`);
}

/**
 * Throws VALIDATION_ERROR when `bytes` (JSON text, not yet parsed) nest deeper than `maxDepth`, hold more than
 * `maxKeys` object keys or more than `maxValues` array items and keys in all. Text that is not JSON at all is
 * left for JSON.parse to refuse.
 */
export function checkJsonShape(bytes: Uint8Array, limits: JsonShapeLimits = JSON_SHAPE_LIMITS): void {
  let depth = 0;
  let keys = 0;
  let separators = 0;
  let inString = false;
  for (let index = 0; index < bytes.length; index++) {
    const byte = bytes[index];
    if (inString) {
      if (byte === BYTE.backslash) index++;
      else if (byte === BYTE.quote) inString = false;
      continue;
    }
    switch (byte) {
      case BYTE.quote:
        inString = true;
        break;
      case BYTE.openBrace:
      case BYTE.openBracket:
        if (++depth > limits.maxDepth) refuse(`is nested too deeply (at most ${limits.maxDepth} levels)`);
        break;
      case BYTE.closeBrace:
      case BYTE.closeBracket:
        depth--;
        break;
      case BYTE.colon:
        if (++keys > limits.maxKeys) refuse(`has too many fields (at most ${limits.maxKeys})`);
        break;
      case BYTE.comma:
        if (++separators + 1 > limits.maxValues) refuse(`has too many values (at most ${limits.maxValues})`);
        break;
    }
  }
}
