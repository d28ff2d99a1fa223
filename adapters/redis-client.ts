/**
 * Every Redis connection BrandKit opens, and all their settings, in one place. Each use gets the profile that
 * fits it: a server's requests never wait on Redis (commands fail at once while it is disconnected, and after
 * REDIS_COMMAND_TIMEOUT_MS when it does not answer), BullMQ's commands wait through reconnects, the queue's
 * probe tries once, and the shared rate-limit gate gives up on a command rather than hold every kit.
 */
import { Redis, type RedisOptions } from "ioredis";
import { MS_PER_S } from "../brandkit/web.ts";

/** Longest a server's Redis command may take before the caller falls back. */
export const REDIS_COMMAND_TIMEOUT_MS = 500;
/** How long the first connection of the CLI's queue may take before the queue counts as unreachable. */
export const QUEUE_CONNECT_TIMEOUT_MS = 5 * MS_PER_S;
const REQUEST_CONNECT_TIMEOUT_MS = 2 * MS_PER_S;
const MAX_RECONNECT_DELAY_MS = 2 * MS_PER_S;
const RECONNECT_STEP_MS = 200;

/** The connection profiles by use. */
const PROFILES = {
  /** A server instance's client (REDIS_URL): the limiter; reconnects by itself in the background. */
  request: {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
    connectTimeout: REQUEST_CONNECT_TIMEOUT_MS,
    retryStrategy: (attempt: number) => Math.min(attempt * RECONNECT_STEP_MS, MAX_RECONNECT_DELAY_MS),
  },
  /** BullMQ's connections, which need commands to wait through reconnects rather than fail. */
  queue: { maxRetriesPerRequest: null, connectTimeout: QUEUE_CONNECT_TIMEOUT_MS },
  /** One try to reach Redis, connected by the caller: the queue's start-up check. */
  probe: {
    lazyConnect: true,
    connectTimeout: QUEUE_CONNECT_TIMEOUT_MS,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  },
  /** The shared upstream gate: gives up on a command after one retry, so the worker falls back to itself. */
  gate: { maxRetriesPerRequest: 1, connectTimeout: QUEUE_CONNECT_TIMEOUT_MS },
} satisfies Record<string, RedisOptions>;

export type RedisProfile = keyof typeof PROFILES;

/** A client for `url` with the settings of `profile`; it connects now unless the profile is "probe". */
export function createRedisClient(url: string, profile: RedisProfile = "request"): Redis {
  return new Redis(url, PROFILES[profile]);
}

/**
 * Resolves once `redis` is ready, or once its first try has failed (it keeps trying by itself): a caller that
 * wants to start with Redis waits for it no longer than the profile's connect timeout. Never rejects.
 */
export function firstConnection(redis: Redis): Promise<void> {
  if (redis.status === "ready") return Promise.resolve();
  return new Promise((resolve) => {
    const settle = () => {
      redis.off("ready", settle);
      redis.off("error", settle);
      resolve();
    };
    redis.on("ready", settle);
    redis.on("error", settle);
  });
}
