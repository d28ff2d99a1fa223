import { describe, expect, it } from "vitest";
import { createRateLimitGate } from "../../adapters/rate-limit-gate.ts";
import { createFakeClock } from "../support/test-cli.ts";

function setup() {
  const clock = createFakeClock();
  const waits: number[] = [];
  const gate = createRateLimitGate({
    now: clock.now,
    sleep: clock.sleep,
    onWait: (seconds) => waits.push(seconds),
  });
  return { clock, waits, gate };
}

describe("the rate-limit gate", () => {
  it("lets calls through at once while nothing is rate limited", async () => {
    const { clock, gate } = setup();
    await gate.pass();
    expect(clock.sleeps).toEqual([]);
  });

  it("holds every caller until the wait is over", async () => {
    const { clock, gate, waits } = setup();
    gate.close(5);
    await Promise.all([gate.pass(), gate.pass()]);
    expect(clock.now() - Date.UTC(2026, 0, 1)).toBe(5_000);
    expect(waits).toEqual([5]);
  });

  it("keeps the longer of two waits and announces only a longer one", () => {
    const { gate, waits } = setup();
    gate.close(5);
    gate.close(3);
    gate.close(8);
    expect(waits).toEqual([5, 8]);
  });
});
