/**
 * Turns whatever went wrong with a platform call into a PlatformError, in one place: the platform's JSON
 * error bodies (several shapes), its statuses (docs/behaviour.md#platform-errors: 400 validation, 401 auth,
 * 404/409 storage, 429 rate limit) and failures to reach it at all.
 */
import { z } from "zod";
import {
  AUTH_MESSAGES,
  authError,
  AuthErrorCode,
  ErrorCode,
  ErrorKind,
  PlatformError,
  RATE_LIMIT_MESSAGE,
} from "./errors.ts";

const Reset = z.union([z.number(), z.string()]).optional();

/** The error bodies the platform sends: `{error: {code, message}}`, `{error: "..."}` or `{code, message}`. */
const ErrorBodySchema = z.looseObject({
  error: z.union([
    z.string(),
    z.looseObject({
      code: z.string().optional(),
      message: z.string().optional(),
      details: z.unknown().optional(),
      resetTime: Reset,
      reset: Reset,
    }),
  ]).optional(),
  code: z.string().optional(),
  message: z.string().optional(),
  details: z.unknown().optional(),
  resetTime: Reset,
  reset: Reset,
  retryAfter: z.number().optional(),
});

type ErrorInfo = { code?: string; message?: string; details?: unknown; reset?: string | number };

function readBody(text: string): ErrorInfo {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return text.trim() ? { message: text.trim().slice(0, 300) } : {};
  }
  const parsed = ErrorBodySchema.safeParse(json);
  if (!parsed.success) return {};
  const body = parsed.data;
  if (typeof body.error === "string") {
    return {
      code: body.code,
      message: body.error,
      details: body.details,
      reset: body.resetTime ?? body.reset,
    };
  }
  return {
    code: body.error?.code ?? body.code,
    message: body.error?.message ?? body.message,
    details: body.error?.details ?? body.details,
    reset: body.error?.resetTime ?? body.error?.reset ?? body.resetTime ?? body.reset ??
      (body.retryAfter === undefined ? undefined : String(body.retryAfter)),
  };
}

const EPOCH_MS_MIN = 1e12;
const EPOCH_S_MIN = 1e9;

/** A reset given as epoch ms, epoch s, seconds from now, or a date string, as epoch milliseconds. */
export function parseResetTime(value: string | number | null | undefined, nowMs: number): number | undefined {
  if (value === null || value === undefined || value === "") return undefined;
  const numeric = typeof value === "number" ? value : Number(value);
  if (Number.isFinite(numeric)) {
    if (numeric >= EPOCH_MS_MIN) return numeric;
    if (numeric >= EPOCH_S_MIN) return numeric * 1000;
    return nowMs + numeric * 1000;
  }
  const parsed = Date.parse(String(value));
  return Number.isNaN(parsed) ? undefined : parsed;
}

function rateLimitTiming(info: ErrorInfo, headers: Headers, nowMs: number) {
  const resetTime = parseResetTime(info.reset, nowMs) ??
    parseResetTime(headers.get("x-ratelimit-reset"), nowMs) ??
    parseResetTime(headers.get("retry-after"), nowMs);
  if (resetTime === undefined) return {};
  return { resetTime, retryAfter: Math.max(1, Math.ceil((resetTime - nowMs) / 1000)) };
}

/** The error for a response with a failure status; `kind` is the service the call went to. */
export function errorFromResponse(
  response: { status: number; headers: Headers },
  bodyText: string,
  kind: ErrorKind,
  nowMs: number,
): PlatformError {
  const { status } = response;
  const info = readBody(bodyText);
  const base = { status, details: info.details };
  if (status === 429) {
    const timing = rateLimitTiming(info, response.headers, nowMs);
    if (kind === ErrorKind.AUTH) {
      return authError(AuthErrorCode.RATE_LIMITED, undefined, { ...base, ...timing });
    }
    const wait = timing.retryAfter === undefined ? "" : ` Please try again in ${timing.retryAfter}s.`;
    const message = info.message?.includes(RATE_LIMIT_MESSAGE)
      ? info.message
      : `${RATE_LIMIT_MESSAGE}.${wait}`;
    return new PlatformError(kind, ErrorCode.RATE_LIMIT_EXCEEDED, message, { ...base, ...timing });
  }
  if (info.code !== undefined && Object.hasOwn(AuthErrorCode, info.code)) {
    return authError(info.code, info.message, base);
  }
  if (status === 401 || status === 403) return authError(info.code, info.message, base);
  if (kind === ErrorKind.AUTH && status === 409) {
    return authError(AuthErrorCode.EMAIL_ALREADY_EXISTS, info.message, base);
  }
  if (status === 400) {
    const message = info.message ?? "The platform rejected the request as invalid.";
    return new PlatformError(ErrorKind.VALIDATION, ErrorCode.VALIDATION_ERROR, message, base);
  }
  if (status === 404) {
    return new PlatformError(kind, ErrorCode.NOT_FOUND, info.message ?? "Not found.", base);
  }
  if (status === 409) {
    const code = kind === ErrorKind.STORAGE ? ErrorCode.FILE_EXISTS : ErrorCode.SERVER_ERROR;
    const fallback = kind === ErrorKind.STORAGE ? "A file already exists at this path." : "Conflict.";
    return new PlatformError(kind, code, info.message ?? fallback, base);
  }
  const message = info.message ?? `The platform failed with HTTP ${status}.`;
  return new PlatformError(kind, ErrorCode.SERVER_ERROR, message, base);
}

/** The error for a call that never got an answer: cancelled by the caller, or the network failed. */
export function errorFromFailure(error: unknown, kind: ErrorKind, signal?: AbortSignal): PlatformError {
  if (signal?.aborted || (error instanceof Error && error.name === "AbortError")) {
    return new PlatformError(kind, ErrorCode.ABORTED, "The request was cancelled.", { cause: error });
  }
  return new PlatformError(ErrorKind.NETWORK, ErrorCode.NETWORK_ERROR, AUTH_MESSAGES.NETWORK_ERROR!, {
    cause: error,
  });
}

/** The error for an answer without its documented shape (docs/behaviour.md#platform-errors). */
export function invalidResponse(kind: ErrorKind, path: string, issue: z.ZodError): PlatformError {
  const first = issue.issues[0];
  const where = first && first.path.length > 0 ? `${first.path.join(".")}: ` : "";
  return new PlatformError(
    kind,
    ErrorCode.INVALID_RESPONSE,
    `Invalid response format from ${path}: ${where}${first?.message ?? "unexpected shape"}`,
    { details: issue.issues },
  );
}
