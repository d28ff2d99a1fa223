import { describe, expect, it } from "vitest";
import { contrastLevel, contrastRatio, formatRatio } from "../../../brandkit/web.ts";

describe("contrastRatio()", () => {
  it.each<[string, string, string, string]>([
    ["#000000", "#FFFFFF", "21.0:1", "AAA"],
    ["#FFFFFF", "#FFFFFF", "1.0:1", "Fail"],
    ["#767676", "#FFFFFF", "4.5:1", "AA"],
    ["#777777", "#FFFFFF", "4.4:1", "Fail"],
    ["#E6067A", "#FFFFFF", "4.4:1", "Fail"],
    ["#E6067A", "#000000", "4.6:1", "AA"],
    ["#fff", "#000", "21.0:1", "AAA"],
  ])("%s against %s is %s (%s)", (a, b, ratio, level) => {
    expect(formatRatio(contrastRatio(a, b))).toBe(ratio);
    expect(contrastLevel(contrastRatio(a, b))).toBe(level);
  });

  it("never rounds a failing ratio up to a passing one", () => {
    expect(contrastRatio("#777777", "#FFFFFF")).toBeLessThan(4.5);
    expect(formatRatio(4.49)).toBe("4.4:1");
  });
});
