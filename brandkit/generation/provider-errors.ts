/**
 * A provider's failure in the error vocabulary: cancelled, rate limited (with its wait), or AI_ERROR naming what
 * could not be made. Shared by the copy and the graphics steps of a generation.
 */
import { BrandKitError, cancelled, ErrorCode, isBrandKitError } from "../errors.ts";
import { isRateLimitError, rateLimitMessage, rateLimitWaitSeconds } from "../limits/rate-limit.ts";

/** Provider messages are cut to this length: they are for people, and may quote a whole response. */
const MAX_PROVIDER_MESSAGE_LENGTH = 300;

/** What a classification needs from the generation. */
export type ProviderErrorContext = {
  signal?: AbortSignal;
  /** The clock rate-limit waits are measured against. @default Date.now */
  now?: () => number;
};

/** Puts any provider failure while making `what` ("copy", "poster graphic") into the error vocabulary. */
export function classifyProviderError(
  error: unknown,
  what: string,
  context: ProviderErrorContext,
): BrandKitError {
  if (context.signal?.aborted || (error instanceof Error && error.name === "AbortError")) {
    return cancelled({ cause: error });
  }
  if (isBrandKitError(error) && error.code !== ErrorCode.RATE_LIMIT_EXCEEDED) return error;
  if (isRateLimitError(error)) {
    const wait = rateLimitWaitSeconds(error, (context.now ?? Date.now)());
    return new BrandKitError(ErrorCode.RATE_LIMIT_EXCEEDED, rateLimitMessage(wait), {
      retryAfter: wait,
      cause: error,
    });
  }
  const detail = error instanceof Error ? error.message : String(error);
  const message = `The AI service failed to make the ${what}: ${detail}`.slice(
    0,
    MAX_PROVIDER_MESSAGE_LENGTH,
  );
  return new BrandKitError(ErrorCode.AI_ERROR, message, { cause: error });
}
