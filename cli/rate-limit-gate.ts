/**
 * Rate-limit awareness for batches: one gate shared by every worker. When any call is rate limited, the gate
 * closes for the wait the service asked for, every worker holds its next call until it opens, and the limited
 * call is tried again — so the batch waits instead of hammering the service. With a queue (REDIS_URL), the gate
 * lives in Redis too (createRedisRateLimitGate), so workers on every machine hold together.
 */
import type { Redis } from "ioredis";
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
  close(seconds: number): void | Promise<void>;
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
        await gate.close(rateLimitWaitSeconds(error, options.now()));
      }
    }
  }
  return {
    name: provider.name,
    object: (request) => call(() => provider.object(request)),
    image: (request) => call(() => provider.image(request)),
  };
}

/** The key of the shared gate in Redis: present while the gate is closed, expiring when it opens. */
export const UPSTREAM_GATE_KEY = "brandkit:upstream-gate";

/**
 * Extends the gate's expiry to ARGV[1] ms unless it already lasts longer. Redis's own clock measures the wait,
 * so machines whose clocks disagree still open together.
 */
const CLOSE_SCRIPT = `
local left = redis.call('PTTL', KEYS[1])
if left < tonumber(ARGV[1]) then redis.call('SET', KEYS[1], '1', 'PX', ARGV[1]) end
return 1`;

/**
 * A gate shared through Redis by every worker on every machine. It keeps a local gate as well: when Redis cannot
 * be reached, each worker still waits out the limits it has seen itself rather than hammering the service.
 */
export function createRedisRateLimitGate(options: RateLimitGateOptions & { redis: Redis }): RateLimitGate {
  const local = createRateLimitGate(options);
  /** How long the shared gate stays closed, ms (0 when open or when Redis cannot say). */
  const sharedWaitMs = async () => {
    try {
      return Math.max(0, await options.redis.pttl(UPSTREAM_GATE_KEY));
    } catch {
      return 0;
    }
  };
  return {
    async pass() {
      for (;;) {
        await local.pass();
        const waitMs = await sharedWaitMs();
        if (waitMs === 0) return;
        local.close(waitMs / MS_PER_SECOND);
      }
    },
    async close(seconds) {
      local.close(seconds);
      const waitMs = Math.round(Math.min(seconds, MAX_RATE_LIMIT_WAIT_S) * MS_PER_SECOND);
      await options.redis.eval(CLOSE_SCRIPT, 1, UPSTREAM_GATE_KEY, String(waitMs)).catch(() => {});
    },
  };
}
