import { describe, expect, it } from "vitest";
import {
  CHECK_IN_CODE_ALPHABET,
  CHECK_IN_CODE_LENGTH,
  CHECK_IN_CODE_PATTERN,
  CheckInBodySchema,
  formatCheckInCode,
  newCheckInCode,
  normalizeCheckInCode,
} from "../../../brandkit/web.ts";
import { checkInTimeOf } from "../../../brandkit/mod.ts";

describe("a check-in code", () => {
  it("has 10 characters of an alphabet of 30 without look-alikes: at least 40 random bits", () => {
    expect(CHECK_IN_CODE_ALPHABET).toHaveLength(30);
    expect(CHECK_IN_CODE_ALPHABET).not.toMatch(/[01OILU]/);
    expect(CHECK_IN_CODE_LENGTH * Math.log2(CHECK_IN_CODE_ALPHABET.length)).toBeGreaterThan(40);
    const code = newCheckInCode();
    expect(code).toMatch(new RegExp(`^[${CHECK_IN_CODE_ALPHABET}]{${CHECK_IN_CODE_LENGTH}}$`));
    expect(code).toMatch(CHECK_IN_CODE_PATTERN);
  });

  it("draws every letter equally often: bytes past the last whole alphabet are drawn again", () => {
    // Bytes 240-255 would favour the first 16 letters: they are skipped, not folded in.
    let calls = 0;
    const code = newCheckInCode((bytes) => {
      calls += 1;
      return bytes.fill(calls === 1 ? 255 : 31);
    });
    expect(code).toBe(CHECK_IN_CODE_ALPHABET[1].repeat(CHECK_IN_CODE_LENGTH));
    expect(calls).toBe(2);

    const counts = new Map<string, number>();
    for (let index = 0; index < 3_000; index++) {
      for (const letter of newCheckInCode()) counts.set(letter, (counts.get(letter) ?? 0) + 1);
    }
    expect(counts.size).toBe(30);
    // 1,000 of each expected: a letter drawn 20% more or less often would be a bias, not chance.
    for (const count of counts.values()) expect(Math.abs(count - 1_000)).toBeLessThan(200);
  });

  it("is read as typed: case, spaces, hyphens and dots ignored, O, I and L read as 0, 1 and 1", () => {
    expect(normalizeCheckInCode(" 7kq4m-x2hpa ")).toBe("7KQ4MX2HPA");
    expect(normalizeCheckInCode("7KQ4M X2HPA")).toBe("7KQ4MX2HPA");
    expect(normalizeCheckInCode("0a1b.ol.il")).toBe("0A1B0111");
    expect(normalizeCheckInCode("ＡＢＣ")).toBe("ABC");
  });

  it("is shown in groups of 5, or of 4 for the older codes of 12 hex digits", () => {
    expect(formatCheckInCode("7KQ4MX2HPA")).toBe("7KQ4M-X2HPA");
    expect(formatCheckInCode("0A1B2C3D4E5F")).toBe("0A1B-2C3D-4E5F");
  });

  it("is refused as a check-in when it cannot be one", () => {
    expect(CheckInBodySchema.parse({ code: "7kq4m-x2hpa" })).toEqual({ code: "7KQ4MX2HPA" });
    for (const code of ["", "ABC", "7KQ4MX2HPA!", "7KQ4M\u0000X2HPA", "É".repeat(10), "A".repeat(65)]) {
      expect(CheckInBodySchema.safeParse({ code }).success, code).toBe(false);
    }
  });
});

describe("when a check-in counts from", () => {
  const now = Date.UTC(2026, 5, 20, 19, 30);

  it("is the time it was scanned, for a door that was offline", () => {
    expect(checkInTimeOf("2026-06-20T19:02:00Z", now)).toBe(Date.UTC(2026, 5, 20, 19, 2));
  });

  it("is now without a time, for a time to come, or for one more than 7 days old", () => {
    expect(checkInTimeOf(undefined, now)).toBe(now);
    expect(checkInTimeOf("2026-06-20T20:00:00Z", now)).toBe(now);
    expect(checkInTimeOf("2026-06-01T19:00:00Z", now)).toBe(now);
  });
});
