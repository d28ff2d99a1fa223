/**
 * The rate-limit gate of batches: one gate every provider call passes. When any call is rate limited, the gate
 * closes for the wait the service asked for, every caller holds its next call until it opens, and the limited
 * call is tried again (cli/gated-provider.ts) — so the batch waits instead of hammering the service. A service that
 * reports its request window has every call counted against it first (request-budget.ts), so calls wait for the
 * window to reset rather than being refused. This is the gate of one process (a local batch); the workers of a
 * queue share one in Redis (rate-limit-gate-redis.ts), which falls back to this one when Redis cannot be reached.
 * adapters/kit-pipeline.ts chooses which.
 */
import { MAX_RATE_LIMIT_WAIT_S } from "../brandkit/mod.ts";
import type { RequestWindow } from "../brandkit/providers/registry.ts";
import { MS_PER_S } from "../brandkit/web.ts";
import { createRequestBudget } from "./request-budget.ts";

export type RateLimitGateOptions = {
  now: () => number;
  sleep: (ms: number, signal?: AbortSignal) => Promise<void>;
  signal?: AbortSignal;
  /** Told once each time the gate closes (or closes for longer), with the wait in seconds. */
  onWait?: (seconds: number) => void;
};

/** A gate every provider call passes through. */
export type RateLimitGate = {
  /** Resolves when the gate is open. */
  pass(): Promise<void>;
  /** Keeps the gate closed for at least `seconds` from now. */
  close(seconds: number): void | Promise<void>;
  /** Counts calls against the request window an answer reports (a provider's onRequestWindow); never throws. */
  observe(window: RequestWindow): void;
};

/** A gate, and how to let go of what it holds (a shared gate's Redis connection; nothing for this process's). */
export type RateLimitGateHandle = { gate: RateLimitGate; close(): Promise<void> };

/** A gate that starts open, with a request budget that starts unknown. */
export function createRateLimitGate(options: RateLimitGateOptions): RateLimitGate {
  let opensAt = 0;
  const budget = createRequestBudget(options.now);
  return {
    async pass() {
      for (;;) {
        while (options.now() < opensAt) await options.sleep(opensAt - options.now(), options.signal);
        const waitMs = budget.take();
        if (waitMs === 0) return;
        await options.sleep(waitMs, options.signal);
      }
    },
    close(seconds) {
      const until = options.now() + Math.min(seconds, MAX_RATE_LIMIT_WAIT_S) * MS_PER_S;
      if (until <= opensAt) return;
      opensAt = until;
      options.onWait?.(seconds);
    },
    observe: (window) => budget.observe(window),
  };
}
