/**
 * The rate-limit gate shared through Redis by every worker of a queue, on every machine (`brandkit worker`): a
 * rate limit seen by one holds them all, timed by Redis's own clock, and the service's request window is counted
 * in Redis too (request-budget.ts's rule, as Lua scripts), so N workers together send no more than its limit.
 */
import type { Redis } from "ioredis";
import { MAX_RATE_LIMIT_WAIT_S } from "../brandkit/mod.ts";
import { MS_PER_DAY, MS_PER_S } from "../brandkit/web.ts";
import {
  createRateLimitGate,
  type RateLimitGate,
  type RateLimitGateHandle,
  type RateLimitGateOptions,
} from "./rate-limit-gate.ts";
import { createRedisClient } from "./redis-client.ts";
import { UNCONFIRMED_WINDOW_MS } from "./request-budget.ts";

/** The key of the shared gate in Redis: present while the gate is closed, expiring when it opens. */
export const UPSTREAM_GATE_KEY = "brandkit:upstream-gate";
/** The shared request budget (request-budget.ts) in Redis: calls left in the window, expiring when it ends. */
export const UPSTREAM_BUDGET_KEYS = {
  left: "brandkit:upstream-budget",
  limit: "brandkit:upstream-limit",
  blind: "brandkit:upstream-blind",
} as const;
/** How long the service's limit is remembered without an answer repeating it. */
const LIMIT_MEMORY_MS = MS_PER_DAY;

/**
 * Extends the gate's expiry to ARGV[1] ms unless it already lasts longer. Redis's own clock measures the wait,
 * so machines whose clocks disagree still open together.
 */
const CLOSE_SCRIPT = `
local left = redis.call('PTTL', KEYS[1])
if left < tonumber(ARGV[1]) then redis.call('SET', KEYS[1], '1', 'PX', ARGV[1]) end
return 1`;

/** What PASS_SCRIPT answers, with the ms to wait: go now, the gate is closed, or the window's calls are taken. */
const GO = 0;
const CLOSED = 1;
const SPENT = 2;

/** createRequestBudget's take() and its gate check in one step: KEYS gate, left, limit, blind; ARGV[1] ms. */
const PASS_SCRIPT = `
local closed = redis.call('PTTL', KEYS[1])
if closed > 0 then return {${CLOSED}, closed} end
local left = redis.call('GET', KEYS[2])
if not left then
  local limit = redis.call('GET', KEYS[3])
  if not limit then
    redis.call('INCR', KEYS[4])
    redis.call('PEXPIRE', KEYS[4], ARGV[1])
    return {${GO}, 0}
  end
  left = limit
  redis.call('SET', KEYS[2], limit, 'PX', ARGV[1])
end
if tonumber(left) > 0 then
  redis.call('DECR', KEYS[2])
  return {${GO}, 0}
end
return {${SPENT}, math.max(1, redis.call('PTTL', KEYS[2]))}`;

/** createRequestBudget's observe(): KEYS left, limit, blind; ARGV limit, remaining, reset ms, limit memory ms. */
const OBSERVE_SCRIPT = `
redis.call('SET', KEYS[2], ARGV[1], 'PX', ARGV[4])
local remaining = tonumber(ARGV[2]) - math.max(0, tonumber(redis.call('GET', KEYS[3]) or '0') - 1)
redis.call('DEL', KEYS[3])
local left = redis.call('GET', KEYS[1])
if left and tonumber(left) < remaining then remaining = tonumber(left) end
redis.call('SET', KEYS[1], math.max(0, remaining), 'PX', ARGV[3])
return 1`;

/**
 * A gate shared through Redis by every worker on every machine, with the request budget shared there too. It keeps
 * a local gate as well: when Redis cannot be reached, each worker still waits out the limits it has seen itself and
 * counts its own calls, rather than hammering the service.
 */
export function createRedisRateLimitGate(options: RateLimitGateOptions & { redis: Redis }): RateLimitGate {
  const local = createRateLimitGate(options);
  const budgetKeys = [UPSTREAM_BUDGET_KEYS.left, UPSTREAM_BUDGET_KEYS.limit, UPSTREAM_BUDGET_KEYS.blind];
  /** PASS_SCRIPT's answer, or undefined when Redis cannot say. */
  const sharedPass = async (): Promise<[number, number] | undefined> => {
    try {
      const keys = [UPSTREAM_GATE_KEY, ...budgetKeys];
      return await options.redis.eval(PASS_SCRIPT, keys.length, ...keys, String(UNCONFIRMED_WINDOW_MS)) as [
        number,
        number,
      ];
    } catch {
      return undefined;
    }
  };
  return {
    async pass() {
      for (;;) {
        const verdict = await sharedPass();
        if (verdict === undefined) return local.pass();
        const [kind, waitMs] = verdict;
        if (kind === GO) return;
        // Told once per closing, as if this worker had seen the rate limit itself.
        if (kind === CLOSED) local.close(waitMs / MS_PER_S);
        await options.sleep(waitMs, options.signal);
      }
    },
    async close(seconds) {
      local.close(seconds);
      const waitMs = Math.round(Math.min(seconds, MAX_RATE_LIMIT_WAIT_S) * MS_PER_S);
      await options.redis.eval(CLOSE_SCRIPT, 1, UPSTREAM_GATE_KEY, String(waitMs)).catch(() => {});
    },
    observe(window) {
      local.observe(window);
      const resetMs = Math.max(1, Math.ceil(window.resetSeconds * MS_PER_S));
      const args = [window.limit, window.remaining, resetMs, LIMIT_MEMORY_MS].map(String);
      options.redis.eval(OBSERVE_SCRIPT, budgetKeys.length, ...budgetKeys, ...args).catch(() => {});
    },
  };
}

/**
 * The shared gate in the Redis at `url` (a queue's), over a connection of its own that gives up on a command
 * rather than wait for Redis to come back, so the gate falls back to what this worker saw itself instead of
 * holding every kit.
 */
export function openRedisRateLimitGate(url: string, options: RateLimitGateOptions): RateLimitGateHandle {
  const redis = createRedisClient(url, "gate");
  redis.on("error", () => {});
  return {
    gate: createRedisRateLimitGate({ ...options, redis }),
    close: () => Promise.resolve(redis.disconnect()),
  };
}
