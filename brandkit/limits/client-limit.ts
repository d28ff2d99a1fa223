/**
 * The per-client generation limit as the routes see it: one attempt counted per kit request, allowed or refused
 * with the seconds to wait. Kept in this process (adapters/memory-limiter.ts) or shared through Redis
 * (adapters/redis-limiter.ts).
 */
import { MS_PER_MINUTE } from "../time.ts";

/** The window of BRANDKIT_RATE_LIMIT_PER_MINUTE. */
export const RATE_LIMIT_WINDOW_MS = MS_PER_MINUTE;

/** The verdict on one attempt: allowed, or refused with the whole seconds to wait. */
export type LimitVerdict = { allowed: true } | { allowed: false; retryAfterS: number };

/** Counts clients' attempts against the limit. */
export type ClientLimiter = {
  /** Counts an attempt by `client` when it is allowed. */
  take(client: string): LimitVerdict | Promise<LimitVerdict>;
};
