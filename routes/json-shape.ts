/**
 * A cheap look at a JSON body's shape before it is parsed: nesting depth, number of object keys and number of
 * values, counted in one pass over the bytes that stops at the first bound exceeded. JSON.parse of
 * `[[[[...]]]]` or of a million keys builds huge structures on the main thread; this refuses them for the cost
 * of reading the bytes once.
 */
import { BrandKitError, ErrorCode } from "../brandkit/mod.ts";

/** Bounds far above any real kit request (a dozen keys, a few levels, tens of values). */
export const JSON_SHAPE_LIMITS = { maxDepth: 16, maxKeys: 200, maxValues: 2_000 } as const;

export type JsonShapeLimits = { maxDepth: number; maxKeys: number; maxValues: number };

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_BRACE = 0x7b;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACE = 0x7d;
const CLOSE_BRACKET = 0x5d;
const COLON = 0x3a;
const COMMA = 0x2c;

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
      if (byte === BACKSLASH) index++;
      else if (byte === QUOTE) inString = false;
      continue;
    }
    switch (byte) {
      case QUOTE:
        inString = true;
        break;
      case OPEN_BRACE:
      case OPEN_BRACKET:
        if (++depth > limits.maxDepth) refuse(`is nested too deeply (at most ${limits.maxDepth} levels)`);
        break;
      case CLOSE_BRACE:
      case CLOSE_BRACKET:
        depth--;
        break;
      case COLON:
        if (++keys > limits.maxKeys) refuse(`has too many fields (at most ${limits.maxKeys})`);
        break;
      case COMMA:
        if (++separators + 1 > limits.maxValues) refuse(`has too many values (at most ${limits.maxValues})`);
        break;
    }
  }
}
