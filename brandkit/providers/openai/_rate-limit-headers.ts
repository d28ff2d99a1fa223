/**
 * The request limit an OpenAI-compatible API reports on every answer: `x-ratelimit-remaining-requests`,
 * `x-ratelimit-limit-requests`, `x-ratelimit-reset-requests` (a Go-style duration: "1s", "6m0s", "20ms", "1m30.5s").
 * Read so a caller can stop sending before the limit is hit, rather than learning of it from a 429.
 */
import { MS_PER_HOUR, MS_PER_MINUTE, MS_PER_S } from "../../time.ts";

const MS_PER_UNIT: Record<string, number> = {
  h: MS_PER_HOUR,
  m: MS_PER_MINUTE,
  s: MS_PER_S,
  ms: 1,
  us: 0.001,
  "µs": 0.001,
  ns: 0.000_001,
};

/** A whole duration: one or more number-unit parts, largest unit first ("1h2m3.5s"). */
const DURATION_PATTERN = /^(?:\d+(?:\.\d+)?(?:h|ms|m|s|us|µs|ns))+$/;
const PART_PATTERN = /(\d+(?:\.\d+)?)(h|ms|m|s|us|µs|ns)/g;

/** A reset duration in milliseconds, or undefined when `text` is not one. */
export function parseResetDuration(text: string): number | undefined {
  const trimmed = text.trim();
  if (!DURATION_PATTERN.test(trimmed)) return undefined;
  let ms = 0;
  for (const [, amount, unit] of trimmed.matchAll(PART_PATTERN)) ms += Number(amount) * MS_PER_UNIT[unit];
  return ms;
}

/** What an answer says of the service's request window. */
export type RequestWindow = {
  /** Requests the window allows (x-ratelimit-limit-requests). */
  limit: number;
  /** Requests left in it after this one (x-ratelimit-remaining-requests). */
  remaining: number;
  /** Seconds until it resets (x-ratelimit-reset-requests). */
  resetSeconds: number;
};

const COUNT_PATTERN = /^\s*\d+\s*$/;

/** The request window an answer's headers describe; undefined when any of the three is missing or unreadable. */
export function requestWindowOf(headers: Headers): RequestWindow | undefined {
  const limit = headers.get("x-ratelimit-limit-requests");
  const remaining = headers.get("x-ratelimit-remaining-requests");
  const reset = headers.get("x-ratelimit-reset-requests");
  if (limit === null || remaining === null || reset === null) return undefined;
  if (!COUNT_PATTERN.test(limit) || !COUNT_PATTERN.test(remaining)) return undefined;
  const resetMs = parseResetDuration(reset);
  if (resetMs === undefined) return undefined;
  return { limit: Number(limit), remaining: Number(remaining), resetSeconds: resetMs / 1_000 };
}
