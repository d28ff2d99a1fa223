/**
 * The one error vocabulary of the platform client (docs/behaviour.md#platform-errors): every failure is a
 * PlatformError with a `kind` (which part of the platform, or validation / auth / network) and a `code`. Auth
 * codes carry their exact messages.
 */

/** Which part failed (docs/behaviour.md#platform-errors; database and analytics for their own services). */
export const ErrorKind = {
  /** The call was rejected before it was sent, or the platform answered 400. */
  VALIDATION: "validation",
  /** The platform answered 401, or signing in failed. */
  AUTH: "auth",
  /** The platform could not be reached. */
  NETWORK: "network",
  STORAGE: "storage",
  AI: "ai",
  DATA: "data",
  DATABASE: "database",
  REALTIME: "realtime",
  NOTIFICATIONS: "notifications",
  ANALYTICS: "analytics",
} as const;
export type ErrorKind = typeof ErrorKind[keyof typeof ErrorKind];

/** The auth codes (docs/behaviour.md#platform-errors). */
export const AuthErrorCode = {
  INVALID_CREDENTIALS: "INVALID_CREDENTIALS",
  EMAIL_NOT_VERIFIED: "EMAIL_NOT_VERIFIED",
  POPUP_CANCELED: "POPUP_CANCELED",
  NETWORK_ERROR: "NETWORK_ERROR",
  RATE_LIMITED: "RATE_LIMITED",
  AUTH_TIMEOUT: "AUTH_TIMEOUT",
  TOKEN_EXPIRED: "TOKEN_EXPIRED",
  EMAIL_ALREADY_EXISTS: "EMAIL_ALREADY_EXISTS",
  REDIRECT_FAILED: "REDIRECT_FAILED",
  USER_NOT_FOUND: "USER_NOT_FOUND",
  WEAK_PASSWORD: "WEAK_PASSWORD",
  INVALID_EMAIL: "INVALID_EMAIL",
  MAGIC_LINK_EXPIRED: "MAGIC_LINK_EXPIRED",
  VERIFICATION_FAILED: "VERIFICATION_FAILED",
  /** Any other auth failure (the default message). */
  AUTH_ERROR: "AUTH_ERROR",
} as const;
export type AuthErrorCode = typeof AuthErrorCode[keyof typeof AuthErrorCode];

/** Every code a PlatformError may carry. */
export const ErrorCode = {
  ...AuthErrorCode,
  /** A call's input broke a rule of docs/behaviour.md#platform-input-rules, or the platform answered 400. */
  VALIDATION_ERROR: "VALIDATION_ERROR",
  /** The platform answered 429; `resetTime` and `retryAfter` say when to try again. */
  RATE_LIMIT_EXCEEDED: "RATE_LIMIT_EXCEEDED",
  /** Storage: a file already exists at the path (409). */
  FILE_EXISTS: "FILE_EXISTS",
  /** The thing asked for does not exist (404). */
  NOT_FOUND: "NOT_FOUND",
  /** Any other failure status from the platform. */
  SERVER_ERROR: "SERVER_ERROR",
  /** The platform answered with something that does not match the documented shape. */
  INVALID_RESPONSE: "INVALID_RESPONSE",
  /** A realtime operation was not acknowledged in time. */
  TIMEOUT: "TIMEOUT",
  /** The realtime connection closed while an operation waited on it. */
  CONNECTION_CLOSED: "CONNECTION_CLOSED",
  /** The caller cancelled the call. */
  ABORTED: "ABORTED",
  /** The platform reported that an email was not sent. */
  SEND_FAILED: "SEND_FAILED",
  /** The call is not available in this configuration (e.g. headless sign-in in managed mode). */
  UNSUPPORTED: "UNSUPPORTED",
} as const;
export type ErrorCode = typeof ErrorCode[keyof typeof ErrorCode];

/** The exact messages of the auth codes; codes without one use the platform's message or the default. */
export const AUTH_MESSAGES: Readonly<Partial<Record<AuthErrorCode, string>>> = {
  INVALID_CREDENTIALS: "Invalid email or password. Please try again.",
  EMAIL_NOT_VERIFIED: "Please verify your email address before signing in.",
  POPUP_CANCELED: "Sign-in was canceled. Please try again.",
  NETWORK_ERROR: "Network error. Please check your connection and try again.",
  RATE_LIMITED: "Too many attempts. Please wait a moment and try again.",
  AUTH_TIMEOUT: "Authentication timed out. Please try again.",
  TOKEN_EXPIRED: "Session expired. Please sign in again.",
  EMAIL_ALREADY_EXISTS: "An account with this email already exists.",
};
/** The message of an auth failure without a more specific one. */
export const DEFAULT_AUTH_MESSAGE = "Authentication error. Please try again.";
/** The marker the BrandKit core recognises rate limits by. */
export const RATE_LIMIT_MESSAGE = "Rate limit exceeded";

export type PlatformErrorOptions = {
  /** The HTTP status, when the platform answered. */
  status?: number;
  /** Whatever the platform said beyond the message. */
  details?: unknown;
  /** Rate limits: when the limit resets, epoch milliseconds. */
  resetTime?: number;
  /** Rate limits: whole seconds until the reset. */
  retryAfter?: number;
  /** The code the platform sent, when it is not one of ours (e.g. ACCOUNT_LOCKED, shown as AUTH_ERROR). */
  platformCode?: string;
  cause?: unknown;
};

/** Every failure of the platform client. */
export class PlatformError extends Error {
  readonly kind: ErrorKind;
  readonly code: ErrorCode;
  readonly status?: number;
  readonly details?: unknown;
  readonly resetTime?: number;
  readonly retryAfter?: number;
  readonly platformCode?: string;

  constructor(kind: ErrorKind, code: ErrorCode, message: string, options: PlatformErrorOptions = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = "PlatformError";
    this.kind = kind;
    this.code = code;
    if (options.status !== undefined) this.status = options.status;
    if (options.details !== undefined) this.details = options.details;
    if (options.resetTime !== undefined) this.resetTime = options.resetTime;
    if (options.retryAfter !== undefined) this.retryAfter = options.retryAfter;
    if (options.platformCode !== undefined) this.platformCode = options.platformCode;
  }
}

/** True when `error` is a PlatformError, optionally of the given kind. */
export function isPlatformError(error: unknown, kind?: ErrorKind): error is PlatformError {
  return error instanceof PlatformError && (kind === undefined || error.kind === kind);
}

function isAuthCode(code: unknown): code is AuthErrorCode {
  return typeof code === "string" && Object.hasOwn(AuthErrorCode, code);
}

/**
 * An auth error for `code` with its message; a code with no message of its own keeps the platform's message
 * when there is one, and anything unknown becomes AUTH_ERROR with the default message.
 */
export function authError(code: unknown, platformMessage?: string, options: PlatformErrorOptions = {}) {
  const known = isAuthCode(code) ? code : AuthErrorCode.AUTH_ERROR;
  const message = AUTH_MESSAGES[known] ??
    (known !== AuthErrorCode.AUTH_ERROR && platformMessage ? platformMessage : DEFAULT_AUTH_MESSAGE);
  const platformCode = typeof code === "string" && !isAuthCode(code) ? code : undefined;
  return new PlatformError(ErrorKind.AUTH, known, message, { platformCode, ...options });
}

/** A rule of docs/behaviour.md#platform-input-rules was broken; the call was not sent. */
export function validationError(message: string, details?: unknown): PlatformError {
  return new PlatformError(ErrorKind.VALIDATION, ErrorCode.VALIDATION_ERROR, message, { details });
}
