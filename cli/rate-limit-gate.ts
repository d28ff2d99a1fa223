/**
 * Rate-limit awareness for batches: one gate shared by every worker. When any call is rate limited, the gate
 * closes for the wait the service asked for, every worker holds its next call until it opens, and the limited
 * call is tried again — so the batch waits instead of hammering the service.
 */
import {
  type AiProvider,
  isRateLimitError,
  MAX_RATE_LIMIT_WAIT_S,
  rateLimitWaitSeconds,
} from "../brandkit/mod.ts";

/** How often one call is retried after rate limits before its row fails with the rate limit. */
export const MAX_RATE_LIMIT_RETRIES = 5;
const MS_PER_SECOND = 1_000;

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
  close(seconds: number): void;
};

/** A gate that starts open. */
export function createRateLimitGate(options: RateLimitGateOptions): RateLimitGate {
  let opensAt = 0;
  return {
    async pass() {
      while (options.now() < opensAt) await options.sleep(opensAt - options.now(), options.signal);
    },
    close(seconds) {
      const until = options.now() + Math.min(seconds, MAX_RATE_LIMIT_WAIT_S) * MS_PER_SECOND;
      if (until <= opensAt) return;
      opensAt = until;
      options.onWait?.(seconds);
    },
  };
}

/** `provider` with every call held at `gate`, and rate-limited calls retried after the wait they ask for. */
export function gatedProvider(
  provider: AiProvider,
  gate: RateLimitGate,
  options: { now: () => number; maxRetries?: number },
): AiProvider {
  const maxRetries = options.maxRetries ?? MAX_RATE_LIMIT_RETRIES;
  async function call<T>(work: () => Promise<T>): Promise<T> {
    for (let retry = 0;; retry++) {
      await gate.pass();
      try {
        return await work();
      } catch (error) {
        if (!isRateLimitError(error) || retry >= maxRetries) throw error;
        gate.close(rateLimitWaitSeconds(error, options.now()));
      }
    }
  }
  return {
    name: provider.name,
    object: (request) => call(() => provider.object(request)),
    image: (request) => call(() => provider.image(request)),
  };
}
