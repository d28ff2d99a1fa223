/**
 * The web app's per-client limits, each built in this one place from the configuration: kits (and
 * regenerations), the extra formats of this server's kits, and guests' RSVP answers per client and per kit.
 * With a Redis client (REDIS_URL) every limit is counted there, across instances, under its own key
 * (redis-limiter.ts); without one, in this process (memory-limiter.ts). adapters/kit-pipeline.ts builds them
 * for the server; route tests build the in-process ones over their fake clock.
 */
import type { Redis } from "ioredis";
import type { ClientLimiter, Config, Log } from "../brandkit/mod.ts";
import { createClientLimiter } from "./memory-limiter.ts";
import {
  createRedisClientLimiter,
  FORMATS_LIMIT_KEY_PREFIX,
  LIMIT_KEY_PREFIX,
  RSVP_CLIENT_LIMIT_KEY_PREFIX,
  RSVP_KIT_LIMIT_KEY_PREFIX,
} from "./redis-limiter.ts";

/** Answers and changes one client may send a minute, whichever kits they are for. */
export const RSVP_CLIENT_LIMIT_PER_MINUTE = 10;

/** The limits the routes take, each a ClientLimiter. */
export type ClientLimits = {
  /** Kits and regenerations per client (BRANDKIT_RATE_LIMIT_PER_MINUTE). */
  kits: ClientLimiter;
  /** Extra formats of this server's kits per client (BRANDKIT_FORMATS_RATE_LIMIT_PER_MINUTE). */
  formats: ClientLimiter;
  /** Guests' answers and changes per client (RSVP_CLIENT_LIMIT_PER_MINUTE). */
  rsvpClients: ClientLimiter;
  /** Guests' answers and changes per kit, keyed by kit id (BRANDKIT_RSVP_RATE_LIMIT_PER_MINUTE). */
  rsvpKits: ClientLimiter;
};

/** The settings the limits are made of. */
export type LimitsConfig = Pick<
  Config,
  | "BRANDKIT_RATE_LIMIT_PER_MINUTE"
  | "BRANDKIT_FORMATS_RATE_LIMIT_PER_MINUTE"
  | "BRANDKIT_RSVP_RATE_LIMIT_PER_MINUTE"
>;

export type ClientLimitsOptions = {
  config: LimitsConfig;
  /** A client of the "request" profile (createRedisClient); the caller closes it. @default none (this process) */
  redis?: Redis;
  /** Where Redis going away and coming back is reported. @default nowhere */
  log?: Log;
  /** The clock of the counts kept in this process. @default Date.now */
  now?: () => number;
};

/** Every limit of the web app, in Redis when `redis` is given, else in this process. */
export function clientLimitsOf(options: ClientLimitsOptions): ClientLimits {
  const { config, redis, now } = options;
  const log = options.log ?? (() => {});
  const limit = (perMinute: number, keyPrefix: string): ClientLimiter =>
    redis
      ? createRedisClientLimiter({ redis, limit: perMinute, keyPrefix, log, now })
      : createClientLimiter({ limit: perMinute, now });
  return {
    kits: limit(config.BRANDKIT_RATE_LIMIT_PER_MINUTE, LIMIT_KEY_PREFIX),
    formats: limit(config.BRANDKIT_FORMATS_RATE_LIMIT_PER_MINUTE, FORMATS_LIMIT_KEY_PREFIX),
    rsvpClients: limit(RSVP_CLIENT_LIMIT_PER_MINUTE, RSVP_CLIENT_LIMIT_KEY_PREFIX),
    rsvpKits: limit(config.BRANDKIT_RSVP_RATE_LIMIT_PER_MINUTE, RSVP_KIT_LIMIT_KEY_PREFIX),
  };
}
