import { describe, expect, it } from "vitest";
import { REQUEST_LIMITS } from "../../../brandkit/constants.ts";
import { GenerationRequestSchema } from "../../../brandkit/schemas.ts";
import { weightedLength } from "../../../brandkit/languages/text-width.ts";

describe("weightedLength()", () => {
  it.each([
    ["Neon Nights", 11],
    ["Café", 4],
    ["東京デザインウィーク", 20],
    ["서울 디자인", 11],
    ["Nia's 30th 🎉", 13],
    ["👩‍👩‍👧", 2],
    ["مهرجان", 6],
    ["「渋谷」", 8],
  ])("counts %j as %i", (text, length) => {
    expect(weightedLength(text)).toBe(length);
  });
});

describe("the request's name and place limits", () => {
  it("take 80 Latin characters but 40 Japanese ones in a name, as they take twice the room", () => {
    expect(GenerationRequestSchema.safeParse({ customEventName: "N".repeat(80) }).success).toBe(true);
    expect(GenerationRequestSchema.safeParse({ customEventName: "東".repeat(40) }).success).toBe(true);
    const tooLong = GenerationRequestSchema.safeParse({ customEventName: "東".repeat(41) });
    expect(tooLong.success).toBe(false);
    expect(tooLong.error?.issues[0].message).toBe(
      `customEventName must be at most ${REQUEST_LIMITS.maxNameLength} characters (Chinese, Japanese and ` +
        "Korean characters and emoji count as two)",
    );
  });

  it("count a place the same way", () => {
    expect(GenerationRequestSchema.safeParse({ eventLocation: "서".repeat(60) }).success).toBe(true);
    expect(GenerationRequestSchema.safeParse({ eventLocation: "서".repeat(61) }).success).toBe(false);
  });
});
