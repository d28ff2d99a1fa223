/**
 * Counting calls against the request window an AI service reports: calls in flight are counted before their answers
 * come back, so the service never sees more than its limit in a window; the count starts again when it resets.
 */
import { describe, expect, it } from "vitest";
import { createRateLimitGate } from "../../adapters/rate-limit-gate.ts";
import { createRequestBudget, UNCONFIRMED_WINDOW_MS } from "../../adapters/request-budget.ts";
import { createFakeClock } from "../support/test-cli.ts";

const window = (limit: number, remaining: number, resetSeconds: number) => ({
  limit,
  remaining,
  resetSeconds,
});

function setUp() {
  const clock = createFakeClock();
  const budget = createRequestBudget(clock.now);
  const takes = (count: number) => Array.from({ length: count }, () => budget.take());
  return { clock, budget, takes };
}

describe("createRequestBudget()", () => {
  it("lets calls go at once while no answer has told the window", () => {
    const { takes } = setUp();
    expect(takes(10)).toEqual(Array(10).fill(0));
  });

  it("lets as many calls go as the window has left, and holds the next until it resets", () => {
    const { budget, takes } = setUp();
    budget.observe(window(3, 2, 1.5));
    expect(takes(3)).toEqual([0, 0, 1_500]);
  });

  it("starts again at the limit once the window has reset, until an answer says when the new one ends", () => {
    const { clock, budget, takes } = setUp();
    budget.observe(window(3, 0, 1.5));
    void clock.sleep(1_500);
    expect(takes(4)).toEqual([0, 0, 0, UNCONFIRMED_WINDOW_MS]);
    budget.observe(window(3, 2, 2));
    expect(takes(1)).toEqual([2_000]);
  });

  it("keeps counting the calls in flight when a later answer saw fewer of them", () => {
    const { budget, takes } = setUp();
    budget.observe(window(6, 3, 2));
    expect(takes(2)).toEqual([0, 0]);
    // The answer to a call sent before those two: the service had not seen them yet.
    budget.observe(window(6, 2, 2));
    expect(takes(2)).toEqual([0, 2_000]);
  });

  it("counts the other calls sent blind against the window the first answer reports", () => {
    const { budget, takes } = setUp();
    expect(takes(3)).toEqual([0, 0, 0]);
    budget.observe(window(6, 5, 2));
    expect(takes(4)).toEqual([0, 0, 0, 2_000]);
  });
});

describe("the rate-limit gate's request count", () => {
  it("holds a call until the window resets when the answers say it is used up, without calling it a rate limit", async () => {
    const clock = createFakeClock();
    const waits: number[] = [];
    const gate = createRateLimitGate({ now: clock.now, sleep: clock.sleep, onWait: (s) => waits.push(s) });
    gate.observe(window(2, 0, 1.5));
    await gate.pass();
    expect(clock.sleeps).toEqual([1_500]);
    expect(waits).toEqual([]);
  });

  it("holds the calls past the window's limit and lets them go one window at a time", async () => {
    const clock = createFakeClock();
    const gate = createRateLimitGate({ now: clock.now, sleep: clock.sleep });
    gate.observe(window(2, 2, 1));
    const passedAt: number[] = [];
    for (let call = 0; call < 3; call++) {
      await gate.pass();
      passedAt.push(clock.now() - Date.UTC(2026, 0, 1));
    }
    expect(passedAt).toEqual([0, 0, 1_000]);
  });
});
