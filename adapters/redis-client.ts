/**
 * The Redis client of a server instance (REDIS_URL), set up so that a Redis that is down or slow never holds a
 * request: commands fail at once while it is disconnected (no offline queue) and after COMMAND_TIMEOUT_MS when
 * it does not answer; the client reconnects by itself in the background.
 */
import { Redis } from "ioredis";

/** Longest a Redis command may take before the caller falls back. */
export const REDIS_COMMAND_TIMEOUT_MS = 500;
const CONNECT_TIMEOUT_MS = 2_000;
const MAX_RECONNECT_DELAY_MS = 2_000;

/** A client for `url`, connecting now. */
export function createRedisClient(url: string): Redis {
  return new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
    connectTimeout: CONNECT_TIMEOUT_MS,
    retryStrategy: (attempt) => Math.min(attempt * 200, MAX_RECONNECT_DELAY_MS),
  });
}
