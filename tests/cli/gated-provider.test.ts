import { describe, expect, it } from "vitest";
import { BrandKitError, ErrorCode } from "../../brandkit/web.ts";
import { createFakeProvider, SAMPLE_COPY } from "../support/fake-provider.ts";
import { createRateLimitGate } from "../../adapters/rate-limit-gate.ts";
import { gatedProvider } from "../../cli/gated-provider.ts";
import { createFakeClock } from "../support/test-cli.ts";

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

describe("gatedProvider()", () => {
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
