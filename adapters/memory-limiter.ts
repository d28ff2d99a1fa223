/**
 * A per-client rate limit for the expensive routes: at most `limit` generations per client in any sliding
 * window of `windowMs`. Memory is bounded: past `maxClients` the least recently seen client is forgotten.
 * It is the one count kept in a process: a server without Redis limits with it, and so does the Redis limiter
 * (redis-limiter.ts) while Redis is away.
 */

import { type LimitVerdict, RATE_LIMIT_WINDOW_MS } from "../brandkit/mod.ts";
import { MS_PER_S } from "../brandkit/web.ts";

/** How many generations a client may start, and over which window. */
export type ClientLimiterOptions = {
  /** Generations one client may start per window. */
  limit: number;
  /** @default RATE_LIMIT_WINDOW_MS */
  windowMs?: number;
  /** Clients remembered at once. @default 10_000 */
  maxClients?: number;
  /** @default Date.now */
  now?: () => number;
};

/** The in-process limiter answers at once. */
export type LocalClientLimiter = { take(client: string): LimitVerdict };

/** A sliding-window limiter over an injected clock. */
export function createClientLimiter(options: ClientLimiterOptions): LocalClientLimiter {
  const windowMs = options.windowMs ?? RATE_LIMIT_WINDOW_MS;
  const maxClients = options.maxClients ?? 10_000;
  const now = options.now ?? Date.now;
  /** Start times of each client's recent attempts, oldest first; the Map's order is least recently seen first. */
  const attempts = new Map<string, number[]>();

  return {
    take(client) {
      const at = now();
      const recent = (attempts.get(client) ?? []).filter((time) => time > at - windowMs);
      attempts.delete(client);
      if (recent.length >= options.limit) {
        attempts.set(client, recent);
        const retryAfterS = Math.max(1, Math.ceil((recent[0] + windowMs - at) / MS_PER_S));
        return { allowed: false, retryAfterS };
      }
      recent.push(at);
      attempts.set(client, recent);
      if (attempts.size > maxClients) attempts.delete(attempts.keys().next().value!);
      return { allowed: true };
    },
  };
}
