/**
 * The connections BullMQ is given. A Redis that cannot be reached at start-up is one clear error, not a process
 * that retries silently forever.
 */
import type { Redis } from "ioredis";
import { BrandKitError, ErrorCode } from "../../brandkit/web.ts";
import { createRedisClient } from "../redis-client.ts";
import { redactRedisUrl } from "./_url.ts";

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
