import { describe, expect, test } from "vitest";
import { seededRandom } from "../../../brandkit/mod.ts";
import { reconnectDelayMs } from "../../../platform/realtime/backoff.ts";

describe("reconnectDelayMs() is min(30 s, 2^attempt s) plus up to 1 s of jitter", () => {
  // seededRandom(42) draws 0.601..., 0.448..., 0.852..., 0.669..., 0.174..., 0.526..., 0.273..., 0.624...
  const random = seededRandom(42);
  test.each([
    [0, 1_000 + 601],
    [1, 2_000 + 448],
    [2, 4_000 + 852],
    [3, 8_000 + 669],
    [4, 16_000 + 174],
    [5, 30_000 + 526],
    [6, 30_000 + 273],
    [20, 30_000 + 624],
  ])("attempt %i waits %i ms with the seeded random", (attempt, delay) => {
    expect(reconnectDelayMs(attempt, random)).toBe(delay);
  });

  test.each([
    [0, 1_000],
    [0.999_999, 1_999],
  ])("a random of %f gives a jitter of %i ms at most", (draw, delay) => {
    expect(reconnectDelayMs(0, () => draw)).toBe(delay);
  });
});
