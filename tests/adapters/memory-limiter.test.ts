import { describe, expect, it } from "vitest";
import { createClientLimiter } from "../../adapters/memory-limiter.ts";

describe("createClientLimiter()", () => {
  it("allows `limit` attempts in any window, then says how long until the oldest leaves it", () => {
    const clock = { now: 0 };
    const limiter = createClientLimiter({ limit: 3, windowMs: 60_000, now: () => clock.now });
    const verdicts = [0, 10_000, 20_000, 30_000].map((at) => {
      clock.now = at;
      return limiter.take("a");
    });
    expect(verdicts).toEqual([
      { allowed: true },
      { allowed: true },
      { allowed: true },
      { allowed: false, retryAfterS: 30 },
    ]);
    clock.now = 60_000;
    expect(limiter.take("a")).toEqual({ allowed: true });
  });

  it("does not count refused attempts", () => {
    const clock = { now: 0 };
    const limiter = createClientLimiter({ limit: 1, windowMs: 1_000, now: () => clock.now });
    limiter.take("a");
    clock.now = 500;
    expect(limiter.take("a")).toEqual({ allowed: false, retryAfterS: 1 });
    clock.now = 1_000;
    expect(limiter.take("a")).toEqual({ allowed: true });
  });

  it("keeps clients apart", () => {
    const limiter = createClientLimiter({ limit: 1, now: () => 0 });
    expect(limiter.take("a").allowed).toBe(true);
    expect(limiter.take("b").allowed).toBe(true);
    expect(limiter.take("a").allowed).toBe(false);
  });

  it("forgets the least recently seen client past maxClients, so memory stays bounded", () => {
    const limiter = createClientLimiter({ limit: 1, maxClients: 2, now: () => 0 });
    limiter.take("a");
    limiter.take("b");
    limiter.take("c");
    expect(limiter.take("b").allowed).toBe(false);
    expect(limiter.take("a").allowed).toBe(true);
  });
});
