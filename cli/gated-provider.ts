/**
 * Rate-limit awareness for a batch's provider: every call is held at the batch's rate-limit gate
 * (adapters/rate-limit-gate.ts, or the workers' shared one), and a call the service rate limits closes the gate
 * for the wait it asked for and is tried again, a few times, before its row fails with the rate limit.
 */
import { type AiProvider, isRateLimitError, rateLimitWaitSeconds } from "../brandkit/mod.ts";
import type { RateLimitGate } from "../adapters/rate-limit-gate.ts";

/** How often one call is retried after rate limits before its row fails with the rate limit. */
export const MAX_RATE_LIMIT_RETRIES = 5;

/** `provider` with every call held at `gate`, and rate-limited calls retried after the wait they ask for. */
export function gatedProvider(
  provider: AiProvider,
  gate: RateLimitGate,
  options: { now: () => number; maxRetries?: number },
): AiProvider {
  const maxRetries = options.maxRetries ?? MAX_RATE_LIMIT_RETRIES;
  async function call<T>(work: () => Promise<T>): Promise<T> {
    for (let retry = 0;; retry++) {
      await gate.pass();
      try {
        return await work();
      } catch (error) {
        if (!isRateLimitError(error) || retry >= maxRetries) throw error;
        await gate.close(rateLimitWaitSeconds(error, options.now()));
      }
    }
  }
  return {
    name: provider.name,
    object: (request) => call(() => provider.object(request)),
    image: (request) => call(() => provider.image(request)),
  };
}
