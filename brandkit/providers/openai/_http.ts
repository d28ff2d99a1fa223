/**
 * The HTTP layer of the OpenAI-compatible provider: JSON requests with a timeout, retries with backoff that
 * honour `retry-after-ms` and `Retry-After`, and every failure put into BrandKit's error vocabulary. Upstream
 * text in a message is redacted (the API key, anything shaped like a credential) and never names the service's
 * address: the CLI shows it to its user, the server logs it. Each answer's request window (x-ratelimit-*-requests)
 * is reported to a caller that asks (onRequestWindow), so it can hold its calls before the service refuses them.
 */
import { z } from "zod";
import { BrandKitError, cancelled, ErrorCode } from "../../errors.ts";
import { rateLimitMessage, rateLimitWaitSeconds } from "../../limits/rate-limit.ts";
import { redactSecrets, redactUrls } from "../../outbound/redact.ts";
import { type RequestWindow, requestWindowOf } from "./_rate-limit-headers.ts";

/** Statuses worth another try: too many requests, timeouts and server failures. */
const RETRYABLE_STATUSES = new Set([408, 409, 429, 500, 502, 503, 504]);
const BACKOFF_BASE_MS = 500;
const BACKOFF_JITTER_MS = 250;
const MAX_ERROR_DETAIL_LENGTH = 200;

export type HttpOptions = {
  apiKey: string;
  baseUrl: string;
  fetch: typeof fetch;
  sleep: (ms: number) => Promise<void>;
  random: () => number;
  now: () => number;
  /** Further tries after the first, for retryable failures. */
  maxRetries: number;
  /** A server that asks us to wait longer than this is reported as a rate limit instead of waited for. */
  maxRetryWaitMs: number;
  /**
   * Told of the request window each answer reports. A caller that listens also waits out 429s itself: they are
   * not retried here, where its count of the window's calls could not see them.
   */
  onRequestWindow?: (window: RequestWindow) => void;
};

export type CallOptions = { timeoutMs: number; signal?: AbortSignal; what: string };

const ApiErrorSchema = z.object({ error: z.object({ message: z.string() }).loose() }).loose();

/** Upstream text as it may be shown: the key and anything key-shaped redacted, the service's address gone. */
function scrub(text: string, options: HttpOptions): string {
  const host = URL.parse(options.baseUrl)?.host ?? "";
  return redactUrls(redactSecrets(text, [options.apiKey]), [host]);
}

async function detailOf(response: Response, options: HttpOptions): Promise<string> {
  const text = await response.text().catch(() => "");
  const parsed = ApiErrorSchema.safeParse((() => {
    try {
      return JSON.parse(text);
    } catch {
      return undefined;
    }
  })());
  // Redacted before it is cut short, or a key cut in half would no longer be recognised.
  const detail = scrub(parsed.success ? parsed.data.error.message : text, options);
  return detail.trim().slice(0, MAX_ERROR_DETAIL_LENGTH) || response.statusText || "no details";
}

function formatDuration(ms: number): string {
  return ms < 1000 ? `${ms} ms` : `${Math.round(ms / 1000)}s`;
}

/** How long the server asks us to wait, or exponential backoff with jitter when it does not say. */
function waitMs(response: Response, attempt: number, options: HttpOptions): number {
  const retryAfterMs = Number(response.headers.get("retry-after-ms"));
  if (Number.isFinite(retryAfterMs) && retryAfterMs > 0) return retryAfterMs;
  if (response.headers.has("retry-after")) {
    return rateLimitWaitSeconds({ headers: response.headers }, options.now()) * 1000;
  }
  return BACKOFF_BASE_MS * 2 ** attempt + options.random() * BACKOFF_JITTER_MS;
}

function failure(status: number, detail: string, what: string): BrandKitError {
  if (status === 401 || status === 403) {
    return new BrandKitError(
      ErrorCode.AI_ERROR,
      `The AI service rejected the API key (HTTP ${status}) while making the ${what}. Check OPENAI_API_KEY.`,
    );
  }
  return new BrandKitError(
    ErrorCode.AI_ERROR,
    `The AI service failed to make the ${what} (HTTP ${status}): ${detail}`,
  );
}

/** Sends one request, with retries; resolves to the response of the first success. */
export async function send(
  method: "GET" | "POST",
  url: string,
  body: unknown,
  call: CallOptions,
  options: HttpOptions,
): Promise<Response> {
  for (let attempt = 0;; attempt++) {
    const timeout = AbortSignal.timeout(call.timeoutMs);
    const signal = call.signal ? AbortSignal.any([call.signal, timeout]) : timeout;
    let response: Response;
    try {
      response = await options.fetch(url, {
        method,
        signal,
        headers: method === "POST"
          ? { authorization: `Bearer ${options.apiKey}`, "content-type": "application/json" }
          : {},
        body: method === "POST" ? JSON.stringify(body) : undefined,
      });
    } catch (error) {
      if (call.signal?.aborted) throw cancelled();
      if (timeout.aborted) {
        throw new BrandKitError(
          ErrorCode.AI_TIMEOUT,
          `The AI service did not answer within ${
            formatDuration(call.timeoutMs)
          } while making the ${call.what}.`,
        );
      }
      if (attempt < options.maxRetries) {
        await options.sleep(BACKOFF_BASE_MS * 2 ** attempt);
        continue;
      }
      const reason = error instanceof Error ? error.message : String(error);
      throw new BrandKitError(
        ErrorCode.AI_ERROR,
        `Could not reach the AI service: ${scrub(reason, options)}`,
      );
    }
    if (options.onRequestWindow) {
      const window = requestWindowOf(response.headers);
      if (window) options.onRequestWindow(window);
    }
    if (response.ok) return response;
    if (!RETRYABLE_STATUSES.has(response.status)) {
      throw failure(response.status, await detailOf(response, options), call.what);
    }
    const wait = waitMs(response, attempt, options);
    const lastTry = attempt >= options.maxRetries || wait > options.maxRetryWaitMs ||
      (response.status === 429 && options.onRequestWindow !== undefined);
    if (lastTry) {
      if (response.status === 429) {
        await response.body?.cancel();
        const stated = response.headers.has("retry-after") || response.headers.has("retry-after-ms");
        // Without a stated wait, the default (docs/behaviour.md#rate-limits) applies, not our own backoff.
        const seconds = stated
          ? Math.max(1, Math.ceil(wait / 1000))
          : rateLimitWaitSeconds({}, options.now());
        throw new BrandKitError(ErrorCode.RATE_LIMIT_EXCEEDED, rateLimitMessage(seconds), {
          retryAfter: seconds,
        });
      }
      throw failure(response.status, await detailOf(response, options), call.what);
    }
    await response.body?.cancel();
    await options.sleep(wait);
  }
}

/** Sends a JSON request and validates the JSON reply with `schema`. */
export async function sendJson<T extends z.ZodType>(
  path: string,
  body: unknown,
  schema: T,
  call: CallOptions,
  options: HttpOptions,
): Promise<z.output<T>> {
  const response = await send("POST", `${options.baseUrl.replace(/\/+$/, "")}${path}`, body, call, options);
  let json: unknown;
  try {
    json = await response.json();
  } catch {
    throw new BrandKitError(
      ErrorCode.AI_ERROR,
      `The AI service sent a reply that is not JSON for the ${call.what}.`,
    );
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    throw new BrandKitError(
      ErrorCode.AI_ERROR,
      `The AI service sent a reply of an unexpected shape for the ${call.what}: ${
        parsed.error.issues[0].message
      }`,
    );
  }
  return parsed.data;
}
