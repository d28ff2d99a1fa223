/**
 * The per-client rate limit as every kit route takes it: one attempt counted against the client's limit before
 * anything else (so a client sending invalid bodies is limited too), or 429 RATE_LIMIT_EXCEEDED with the wait.
 */
import type { Context } from "hono";
import { BrandKitError, ErrorCode, rateLimitMessage } from "../brandkit/mod.ts";
import type { ClientKey } from "./client-key.ts";
import type { ClientLimiter } from "../brandkit/client-limit.ts";

/** Counts the attempt against the client's limit, or refuses it with 429 and the wait. */
export async function takeClientLimit(
  c: Context,
  deps: { limiter: ClientLimiter; clientKey: ClientKey },
): Promise<void> {
  const verdict = await deps.limiter.take(deps.clientKey(c));
  if (verdict.allowed) return;
  throw new BrandKitError(ErrorCode.RATE_LIMIT_EXCEEDED, rateLimitMessage(verdict.retryAfterS), {
    retryAfter: verdict.retryAfterS,
  });
}
