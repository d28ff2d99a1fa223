import { describe, expect, it } from "vitest";
import { BrandKitError, ErrorCode } from "../../brandkit/mod.ts";
import { createFakeProvider, SAMPLE_COPY } from "../support/fake-provider.ts";
import { createRateLimitGate, gatedProvider } from "../../adapters/rate-limit-gate.ts";
import { createFakeClock } from "../cli/_support.ts";

const limited = (seconds: number) =>
  new BrandKitError(ErrorCode.RATE_LIMIT_EXCEEDED, "Rate limit exceeded", { retryAfter: seconds });

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

const objectRequest = {
  prompt: "",
  schema: undefined as never,
  jsonSchema: {},
  schemaName: "x",
  request: undefined as never,
  seed: 1,
};

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

  it("retries a rate-limited call after the wait it asked for", async () => {
    const { clock, gate } = setup();
    const provider = createFakeProvider().queueObject(limited(4), limited(2));
    const copy = await gatedProvider(provider, gate, { now: clock.now }).object(objectRequest);
    expect(copy).toEqual(SAMPLE_COPY);
    expect(clock.sleeps).toEqual([4_000, 2_000]);
  });

  it("gives up after maxRetries and passes the rate limit on", async () => {
    const { clock, gate } = setup();
    const provider = createFakeProvider().queueObject(limited(1), limited(1), limited(1));
    const gated = gatedProvider(provider, gate, { now: clock.now, maxRetries: 2 });
    await expect(gated.object(objectRequest)).rejects.toMatchObject({ code: ErrorCode.RATE_LIMIT_EXCEEDED });
    expect(provider.calls).toHaveLength(3);
  });

  it("does not retry other failures", async () => {
    const { clock, gate } = setup();
    const provider = createFakeProvider().queueImage(new Error("boom"));
    const gated = gatedProvider(provider, gate, { now: clock.now });
    await expect(
      gated.image({
        kind: "poster",
        prompt: "",
        artPrompt: "",
        size: { width: 1, height: 1 },
        brief: undefined as never,
      }),
    )
      .rejects.toThrow("boom");
    expect(provider.calls).toHaveLength(1);
    expect(clock.sleeps).toEqual([]);
  });
});
