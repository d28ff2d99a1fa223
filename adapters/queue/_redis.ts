/**
 * The connections BullMQ is given. A Redis that cannot be reached at start-up is one clear error, not a process
 * that retries silently forever.
 */
import type { Redis } from "ioredis";
import { BrandKitError, ErrorCode } from "../../brandkit/mod.ts";
import { createRedisClient } from "../redis-client.ts";
import type { RateLimitGateOptions } from "../rate-limit-gate.ts";
import { createRedisRateLimitGate } from "../rate-limit-gate-redis.ts";
import { redactRedisUrl } from "./_url.ts";
import type { SharedGate } from "./_contract.ts";

/** A connection for BullMQ (which needs commands to wait through reconnects rather than fail). */
export function redisConnection(url: string): Redis {
  return createRedisClient(url, "queue");
}

/** Resolves when Redis answers at `url`; otherwise a CONFIG_ERROR saying which URL and why. */
export async function checkRedis(url: string): Promise<void> {
  const probe = createRedisClient(url, "probe");
  // ioredis tells why a connection failed (ECONNREFUSED ...) in an event; connect() only says it is closed.
  let cause: unknown;
  probe.on("error", (error) => cause ??= error);
  try {
    await probe.connect();
    await probe.ping();
  } catch (error) {
    cause ??= error;
    const reason = cause instanceof Error ? cause.message : String(cause);
    throw new BrandKitError(
      ErrorCode.CONFIG_ERROR,
      `Cannot reach the queue at ${redactRedisUrl(url)}: ${reason}`,
      { cause },
    );
  } finally {
    probe.disconnect();
  }
}

/**
 * The upstream gate in the queue's Redis. Its connection gives up on a command rather than waiting for Redis to
 * come back, so the gate falls back to what this worker saw itself instead of holding every kit.
 */
export function openSharedGate(url: string, options: RateLimitGateOptions): Promise<SharedGate> {
  const redis = createRedisClient(url, "gate");
  redis.on("error", () => {});
  return Promise.resolve({
    gate: createRedisRateLimitGate({ ...options, redis }),
    close: () => Promise.resolve(redis.disconnect()),
  });
}
