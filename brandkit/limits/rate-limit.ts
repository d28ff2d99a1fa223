/**
 * Recognises rate-limit errors from any provider and works out how long to wait
 * (docs/behaviour.md#rate-limits): a rate limit is an error whose message contains 'Rate limit exceeded' or
 * whose code is RATE_LIMIT_EXCEEDED; the wait comes from its reset time, relative to the injected clock, and
 * is 10 s when it has none.
 */
import { DEFAULT_RATE_LIMIT_WAIT_S } from "../constants.ts";

/** Longer waits are treated as nonsense from the server and capped. */
export const MAX_RATE_LIMIT_WAIT_S = 3_600;
export const RATE_LIMIT_MESSAGE_MARKER = "Rate limit exceeded";
export const RATE_LIMIT_CODE = "RATE_LIMIT_EXCEEDED";

/** Numbers at least this large are epoch milliseconds; between this and EPOCH_S_MIN, epoch seconds. */
const EPOCH_MS_MIN = 1e12;
const EPOCH_S_MIN = 1e9;

type Bag = Record<string, unknown>;

function asBag(value: unknown): Bag | undefined {
  return typeof value === "object" && value !== null ? value as Bag : undefined;
}

/** The error and the objects it commonly nests details in. */
function layers(error: unknown): Bag[] {
  const top = asBag(error);
  if (!top) return [];
  return [top, asBag(top.details), asBag(top.cause), asBag(top.error), asBag(top.response)].filter(
    (bag): bag is Bag => bag !== undefined,
  );
}

/** True when `error` is a rate limit by the rule of docs/behaviour.md#rate-limits (message or code). */
export function isRateLimitError(error: unknown): boolean {
  if (typeof error === "string") return error.includes(RATE_LIMIT_MESSAGE_MARKER);
  return layers(error).some((bag) =>
    bag.code === RATE_LIMIT_CODE ||
    (typeof bag.message === "string" && bag.message.includes(RATE_LIMIT_MESSAGE_MARKER))
  );
}

function header(headers: unknown, name: string): string | undefined {
  if (typeof Headers !== "undefined" && headers instanceof Headers) return headers.get(name) ?? undefined;
  const bag = asBag(headers);
  if (!bag) return undefined;
  const key = Object.keys(bag).find((candidate) => candidate.toLowerCase() === name);
  const value = key === undefined ? undefined : bag[key];
  return typeof value === "string" || typeof value === "number" ? String(value) : undefined;
}

/** Milliseconds from `nowMs` until a reset given as a Date, a date string, epoch s or ms, or seconds to wait. */
function msUntilReset(reset: unknown, nowMs: number): number | undefined {
  if (reset instanceof Date) return reset.getTime() - nowMs;
  if (typeof reset === "string" && reset.trim() !== "") {
    const numeric = Number(reset);
    if (Number.isFinite(numeric)) return msUntilReset(numeric, nowMs);
    const parsed = Date.parse(reset);
    return Number.isNaN(parsed) ? undefined : parsed - nowMs;
  }
  if (typeof reset === "number" && Number.isFinite(reset)) {
    if (reset >= EPOCH_MS_MIN) return reset - nowMs;
    if (reset >= EPOCH_S_MIN) return reset * 1000 - nowMs;
    return reset * 1000;
  }
  return undefined;
}

/** Milliseconds to wait as the error states it, or undefined when it does not. */
function statedWaitMs(error: unknown, nowMs: number): number | undefined {
  for (const bag of layers(error)) {
    const retryAfterMs = Number(bag.retryAfterMs ?? header(bag.headers, "retry-after-ms"));
    if (Number.isFinite(retryAfterMs) && retryAfterMs > 0) return retryAfterMs;
    const candidates = [
      bag.retryAfter,
      header(bag.headers, "retry-after"),
      bag.resetTime,
      bag.resetAt,
      bag.reset,
      header(bag.headers, "x-ratelimit-reset"),
    ];
    for (const candidate of candidates) {
      const ms = msUntilReset(candidate, nowMs);
      if (ms !== undefined) return ms;
    }
  }
  return undefined;
}

/**
 * Whole seconds to wait before trying again after `error` (docs/behaviour.md#rate-limits): from its reset
 * time when it has one, at least 1 and at most MAX_RATE_LIMIT_WAIT_S; DEFAULT_RATE_LIMIT_WAIT_S when it has
 * none.
 */
export function rateLimitWaitSeconds(error: unknown, nowMs: number): number {
  const ms = statedWaitMs(error, nowMs);
  if (ms === undefined) return DEFAULT_RATE_LIMIT_WAIT_S;
  return Math.min(MAX_RATE_LIMIT_WAIT_S, Math.max(1, Math.ceil(ms / 1000)));
}

/** The message shown for a rate limit with this wait. */
export function rateLimitMessage(waitSeconds: number): string {
  return `${RATE_LIMIT_MESSAGE_MARKER}. Please wait ${waitSeconds}s before trying again.`;
}
