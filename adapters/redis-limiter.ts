/**
 * The per-client generation limit shared by every instance through Redis (REDIS_URL), with
 * rate-limiter-flexible: BRANDKIT_RATE_LIMIT_PER_MINUTE attempts per client per 60-second window, counted in
 * one place whichever instance a request reaches. The window in Redis is the library's: it starts at a client's
 * first attempt and lasts 60 s (the in-process limiter slides instead; both allow the same number a minute).
 *
 * When Redis goes away the server keeps serving: each instance falls back to its own count, kept by the one
 * in-process limiter (memory-limiter.ts, the one a server without Redis uses), so a client is limited by one
 * rule whichever way it is counted here (fail open to the local limit). The instance logs one line when the
 * fallback starts, with the first attempt it counts, and one when Redis is back (reconnected, or answering
 * again); it never waits on Redis: commands are not queued while it is down and time out after 500 ms.
 */
import type { Redis } from "ioredis";
import { RateLimiterRedis, RateLimiterRes } from "rate-limiter-flexible";
import { type ClientLimiter, type Log, RATE_LIMIT_WINDOW_MS } from "../brandkit/mod.ts";
import { MS_PER_S } from "../brandkit/web.ts";
import { createClientLimiter } from "./memory-limiter.ts";

/** Where the counters live in Redis. */
export const LIMIT_KEY_PREFIX = "brandkit:limit";
/** Where the extra formats' own allowance is counted. */
export const FORMATS_LIMIT_KEY_PREFIX = "brandkit:formats-limit";
/** Where each client's allowance of RSVP answers is counted. */
export const RSVP_CLIENT_LIMIT_KEY_PREFIX = "brandkit:rsvp-client-limit";
/** Where each kit's allowance of RSVP answers is counted (keyed by kit id). */
export const RSVP_KIT_LIMIT_KEY_PREFIX = "brandkit:rsvp-kit-limit";

export type RedisLimiterOptions = {
  /** A client of the "request" profile (createRedisClient): no offline queue, short command timeout. */
  redis: Redis;
  /** Generations one client may start per window. */
  limit: number;
  /** @default RATE_LIMIT_WINDOW_MS */
  windowMs?: number;
  /** Where its counts live in Redis; each limit its own. @default LIMIT_KEY_PREFIX */
  keyPrefix?: string;
  log: Log;
  /** The clock of the count kept while Redis is away. @default Date.now */
  now?: () => number;
};

/** The shared limiter; `close()` is not needed, the Redis client is the edge's. */
export function createRedisClientLimiter(options: RedisLimiterOptions): ClientLimiter {
  const windowMs = options.windowMs ?? RATE_LIMIT_WINDOW_MS;
  let usingFallback = false;
  const local = createClientLimiter({ limit: options.limit, windowMs, now: options.now });
  const limiter = new RateLimiterRedis({
    storeClient: options.redis,
    keyPrefix: options.keyPrefix ?? LIMIT_KEY_PREFIX,
    points: options.limit,
    duration: windowMs / MS_PER_S,
  });
  const note = (fallingBack: boolean) => {
    if (fallingBack === usingFallback) return;
    usingFallback = fallingBack;
    options.log(
      fallingBack
        ? {
          level: "error",
          event: "redis-unavailable",
          message: "Redis is unreachable: the rate limit falls back to this instance's own count",
        }
        : {
          level: "info",
          event: "redis-available",
          message: "Redis is back: the rate limit is shared again",
        },
    );
  };
  options.redis.on("ready", () => note(false));
  options.redis.on("error", () => note(true));
  options.redis.on("end", () => note(true));

  /** Counts the attempt in this process, saying so first when that is new. */
  const takeLocally = (client: string) => {
    note(true);
    return local.take(client);
  };

  return {
    async take(client) {
      if (options.redis.status !== "ready") return takeLocally(client);
      try {
        await limiter.consume(client);
        note(false);
        return { allowed: true };
      } catch (refusal) {
        // Not a refusal but Redis failing (gone before the client noticed, or too slow): count it here.
        if (!(refusal instanceof RateLimiterRes)) return takeLocally(client);
        note(false);
        return { allowed: false, retryAfterS: Math.max(1, Math.ceil(refusal.msBeforeNext / MS_PER_S)) };
      }
    },
  };
}
