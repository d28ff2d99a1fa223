import { describe, expect, it } from "vitest";
import {
  BrandKitError,
  ErrorCode,
  isRateLimitError,
  rateLimitMessage,
  rateLimitWaitSeconds,
} from "../_fixtures.ts";

const NOW_MS = Date.UTC(2026, 10, 21, 12, 0, 0);

describe("isRateLimitError()", () => {
  it.each<[string, unknown, boolean]>([
    ["a message containing 'Rate limit exceeded'", new Error("AI: Rate limit exceeded for images"), true],
    [
      "the code RATE_LIMIT_EXCEEDED",
      Object.assign(new Error("slow down"), { code: "RATE_LIMIT_EXCEEDED" }),
      true,
    ],
    ["the code nested in details", { message: "x", details: { code: "RATE_LIMIT_EXCEEDED" } }, true],
    ["a BrandKitError with that code", new BrandKitError(ErrorCode.RATE_LIMIT_EXCEEDED, "wait"), true],
    ["a plain string with the message", "Rate limit exceeded", true],
    ["another error", new Error("Internal server error"), false],
    ["a differently cased message", new Error("rate limit exceeded"), false],
    ["another code", Object.assign(new Error("x"), { code: "AI_ERROR" }), false],
    ["nothing", undefined, false],
  ])("recognises %s: %s", (_case, error, expected) => {
    expect(isRateLimitError(error)).toBe(expected);
  });
});

describe("rateLimitWaitSeconds()", () => {
  const rateLimit = (fields: Record<string, unknown>) =>
    Object.assign(new Error("Rate limit exceeded"), fields);

  it.each<[string, unknown, number]>([
    ["no reset time: the default 10 s", rateLimit({}), 10],
    ["a reset time as a Date", rateLimit({ resetTime: new Date(NOW_MS + 25_000) }), 25],
    ["a reset time as an ISO string", rateLimit({ resetTime: new Date(NOW_MS + 8_000).toISOString() }), 8],
    ["a reset time in epoch seconds", rateLimit({ reset: NOW_MS / 1000 + 90 }), 90],
    ["a reset time in epoch milliseconds", rateLimit({ resetAt: NOW_MS + 3_000 }), 3],
    ["a part second, rounded up", rateLimit({ resetTime: new Date(NOW_MS + 1_200) }), 2],
    ["a retryAfter in seconds", rateLimit({ retryAfter: 17 }), 17],
    ["a Retry-After header in seconds", rateLimit({ headers: new Headers({ "Retry-After": "12" }) }), 12],
    [
      "a Retry-After header as an HTTP date",
      rateLimit({ headers: { "retry-after": new Date(NOW_MS + 60_000).toUTCString() } }),
      60,
    ],
    ["a retry-after-ms header", rateLimit({ headers: { "retry-after-ms": "2500" } }), 3],
    ["a reset time nested in details", {
      message: "x",
      details: { code: "RATE_LIMIT_EXCEEDED", resetTime: NOW_MS + 5_000 },
    }, 5],
    ["a reset time in the past: at least 1 s", rateLimit({ resetTime: new Date(NOW_MS - 5_000) }), 1],
    ["a reset time absurdly far away: at most an hour", rateLimit({ retryAfter: 999_999 }), 3600],
    ["a reset time that is not a time: the default", rateLimit({ resetTime: "soon" }), 10],
  ])("uses %s", (_case, error, expected) => {
    expect(rateLimitWaitSeconds(error, NOW_MS)).toBe(expected);
  });
});

describe("rateLimitMessage()", () => {
  it("says how long to wait, in the words the page recognises", () => {
    expect(rateLimitMessage(7)).toBe("Rate limit exceeded. Please wait 7s before trying again.");
    expect(isRateLimitError(new Error(rateLimitMessage(7)))).toBe(true);
  });
});
