import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { decodeBase64, fromDataUrl, isBase64, sniffImageType } from "../../../brandkit/images/image-type.ts";
import { imageSizeOf, pngSize, readPixelSize } from "../../../brandkit/images/image-size.ts";
import { GenerationRequestSchema, INSPIRATION_IMAGE_TYPES } from "../../../brandkit/web.ts";

const RUNS = { numRuns: 300 };

/** Text over the base64 alphabet and "=", where the edge cases of padding and length live. */
const base64ish = fc.string({ unit: fc.constantFrom("A", "b", "0", "+", "/", "="), maxLength: 12 });

/** The first bytes of each image type, then anything: headers cut short, lying or damaged. */
const HEADS = [
  [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52],
  [0xff, 0xd8, 0xff],
  [0x47, 0x49, 0x46, 0x38],
  [0x52, 0x49, 0x46, 0x46, 0, 0, 0, 0, 0x57, 0x45, 0x42, 0x50, 0x56, 0x50, 0x38, 0x58],
];
const imageLike = fc.tuple(fc.constantFrom(...HEADS), fc.uint8Array({ maxLength: 64 }), fc.nat(80)).map((
  [head, tail, cut],
) => new Uint8Array([...head, ...tail]).subarray(0, cut));

function atobAccepts(text: string): boolean {
  try {
    atob(text);
    return true;
  } catch {
    return false;
  }
}

function toBase64(bytes: Uint8Array): string {
  return btoa(String.fromCharCode(...bytes));
}

describe("isBase64()", () => {
  it.each([
    ["", true],
    ["AAAA", true],
    ["AAA", true],
    ["AA", true],
    ["AAA=", true],
    ["AA==", true],
    ["A", false],
    ["AAAAA", false],
    ["AA=", false],
    ["AAAAA==", false],
    ["AA==AA", false],
    ["A===", false],
    ["AA AA", false],
    ["AA-_", false],
  ])("judges %j as base64: %s", (text, expected) => {
    expect(isBase64(text)).toBe(expected);
  });

  it("agrees with atob on every string of the alphabet and padding", () => {
    fc.assert(fc.property(base64ish, (text) => isBase64(text) === atobAccepts(text)), { numRuns: 2_000 });
  });
});

describe("decodeBase64()", () => {
  it("answers null for what is not base64, and never throws", () => {
    expect(decodeBase64("AAAAA")).toBeNull();
    fc.assert(
      fc.property(fc.string(), (text) => {
        const bytes = decodeBase64(text);
        expect(bytes === null || bytes instanceof Uint8Array).toBe(true);
      }),
      RUNS,
    );
  });

  it("gives back the bytes base64 was made of, or their first bytes when asked for a head", () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 100 }), fc.nat(120), (bytes, head) => {
        expect(decodeBase64(toBase64(bytes))).toEqual(bytes);
        expect(decodeBase64(toBase64(bytes), head)?.subarray(0, head)).toEqual(bytes.subarray(0, head));
      }),
      RUNS,
    );
  });
});

describe("fromDataUrl()", () => {
  it("answers null for a data URL whose base64 does not decode", () => {
    expect(fromDataUrl("data:image/png;base64,AAAAA")).toBeNull();
  });

  it("never throws, whatever follows the data URL's prefix", () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), base64ish), (tail) => {
        fromDataUrl(`data:image/png;base64,${tail}`);
        fromDataUrl(tail);
      }),
      RUNS,
    );
  });
});

describe("image header readers", () => {
  it("never throw on headers cut short, lying or damaged", () => {
    fc.assert(
      fc.property(fc.oneof(imageLike, fc.uint8Array({ maxLength: 40 })), (bytes) => {
        sniffImageType(bytes);
        pngSize(bytes);
        imageSizeOf(bytes);
        for (const type of INSPIRATION_IMAGE_TYPES) readPixelSize(bytes, type);
      }),
      { numRuns: 1_000 },
    );
  });
});

describe("the inspiration image field", () => {
  it("turns any data URL into a kit request or field issues, never an exception", () => {
    const dataUrl = fc.tuple(
      fc.constantFrom(...INSPIRATION_IMAGE_TYPES, "image/svg+xml", "text/plain"),
      fc.oneof(imageLike.map(toBase64), base64ish, fc.string()),
    ).map(([type, base64]) => `data:${type};base64,${base64}`);
    fc.assert(
      fc.property(dataUrl, (inspirationImage) => {
        const result = GenerationRequestSchema.safeParse({ inspirationImage });
        if (!result.success) expect(result.error.issues[0].path).toEqual(["inspirationImage"]);
      }),
      { numRuns: 1_000 },
    );
  });
});
