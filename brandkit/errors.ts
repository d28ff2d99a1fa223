/**
 * The one error vocabulary of BrandKit. Every failure a caller may act on is a BrandKitError with a code from
 * ErrorCode; the edges (HTTP, CLI) turn codes into statuses and exit codes.
 */

export const ErrorCode = {
  /** The input is not acceptable; `issues` says where. */
  VALIDATION_ERROR: "VALIDATION_ERROR",
  /** The text has a character that none of BrandKit's fonts can draw; the message names it. */
  UNSUPPORTED_CHARACTER: "UNSUPPORTED_CHARACTER",
  /** A request body did not arrive in time. */
  REQUEST_TIMEOUT: "REQUEST_TIMEOUT",
  /** A request body or upload is larger than allowed. */
  PAYLOAD_TOO_LARGE: "PAYLOAD_TOO_LARGE",
  /** Something asked for does not exist. */
  NOT_FOUND: "NOT_FOUND",
  /**
   * A format this kit cannot come in: with BRANDKIT_TYPOGRAPHY=model the AI draws its own type, so the SVGs and
   * the print PDF, which set BrandKit's type over text-free art, cannot be made. The message says why.
   */
  FORMAT_UNAVAILABLE: "FORMAT_UNAVAILABLE",
  /** No kept kit has this id: it never existed, has expired, or was deleted by its maker. */
  KIT_NOT_FOUND: "KIT_NOT_FOUND",
  /** A change to a kept kit came without its owner token (`Authorization: Bearer <token>`). */
  UNAUTHORIZED: "UNAUTHORIZED",
  /** A change to a kept kit came with a token that is not its owner's. */
  FORBIDDEN: "FORBIDDEN",
  /** An edit of a kept kit named a revision the kit has moved past; `revision` is the one it is at now. */
  REVISION_CONFLICT: "REVISION_CONFLICT",
  /**
   * An edit of a kept kit came without `If-Match: "<revision>"` (or with `If-Match: *`), so it could silently
   * undo another edit made meanwhile: nothing changed; send it again naming the revision it was made on.
   */
  PRECONDITION_REQUIRED: "PRECONDITION_REQUIRED",
  /**
   * A kit's RSVP takes no answer now: its owner closed it, its deadline passed, the event is over, or the kit has
   * no date. The message says which.
   */
  RSVP_CLOSED: "RSVP_CLOSED",
  /** A kit has taken as many answers as it may (BRANDKIT_MAX_GUESTS); the message says so. */
  GUEST_LIMIT: "GUEST_LIMIT",
  /**
   * A guest going asked for a larger party than the places left allow: their answer stays as it was (they keep
   * their place); the message says how many places are left.
   */
  NOT_ENOUGH_PLACES: "NOT_ENOUGH_PLACES",
  /** A guest's code was checked in already (issue 39): `checkedInAt` says when. Nothing changed. */
  ALREADY_CHECKED_IN: "ALREADY_CHECKED_IN",
  /** The kit database cannot be reached for now; `retryAfter` says when to try again. */
  STORE_UNAVAILABLE: "STORE_UNAVAILABLE",
  /** The AI service asked us to slow down; `retryAfter` says for how many seconds. */
  RATE_LIMIT_EXCEEDED: "RATE_LIMIT_EXCEEDED",
  /** The AI service failed or answered with something unusable. */
  AI_ERROR: "AI_ERROR",
  /** This server is making as many kits as it can; `retryAfter` says when to try again. */
  SERVER_BUSY: "SERVER_BUSY",
  /** The AI service did not answer in time. */
  AI_TIMEOUT: "AI_TIMEOUT",
  /** The caller cancelled the work. */
  CANCELLED: "CANCELLED",
  /** The configuration (environment, flags) is not usable. */
  CONFIG_ERROR: "CONFIG_ERROR",
  /** A bug or an unexpected failure; details stay in the server log. */
  INTERNAL: "INTERNAL",
} as const;
export type ErrorCode = typeof ErrorCode[keyof typeof ErrorCode];

/** Where a validation problem is and what is wrong with it. */
export type ValidationIssue = { path: string; message: string };

export type BrandKitErrorOptions = {
  /** Seconds to wait before trying again (rate limits). */
  retryAfter?: number;
  /** Field-level problems (validation errors). */
  issues?: ValidationIssue[];
  /** The kept kit's current revision (REVISION_CONFLICT). */
  revision?: number;
  /** The places left at the event (NOT_ENOUGH_PLACES). */
  placesLeft?: number;
  /** ISO 8601: when the guest was checked in (ALREADY_CHECKED_IN). */
  checkedInAt?: string;
  cause?: unknown;
};

/** An error a caller can act on, identified by its code. */
export class BrandKitError extends Error {
  readonly code: ErrorCode;
  readonly retryAfter?: number;
  readonly issues?: ValidationIssue[];
  readonly revision?: number;
  readonly placesLeft?: number;
  readonly checkedInAt?: string;

  constructor(code: ErrorCode, message: string, options: BrandKitErrorOptions = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = "BrandKitError";
    this.code = code;
    if (options.retryAfter !== undefined) this.retryAfter = options.retryAfter;
    if (options.issues !== undefined) this.issues = options.issues;
    if (options.revision !== undefined) this.revision = options.revision;
    if (options.placesLeft !== undefined) this.placesLeft = options.placesLeft;
    if (options.checkedInAt !== undefined) this.checkedInAt = options.checkedInAt;
  }
}

/** True when `error` is a BrandKitError, optionally with the given code. */
export function isBrandKitError(error: unknown, code?: ErrorCode): error is BrandKitError {
  return error instanceof BrandKitError && (code === undefined || error.code === code);
}

/** The JSON shape of an error as the API and the CLI's --json report it. */
export type ErrorBody = {
  code: ErrorCode;
  message: string;
  retryAfter?: number;
  issues?: ValidationIssue[];
  /** The kept kit's current revision, when an edit named an earlier one (REVISION_CONFLICT). */
  revision?: number;
  /** The places left at the event, when a guest going asked for more (NOT_ENOUGH_PLACES). */
  placesLeft?: number;
  /** ISO 8601: when the guest was checked in (ALREADY_CHECKED_IN). */
  checkedInAt?: string;
  /** Set by publicErrorBody when the message was replaced: the server log has the detail under this id. */
  errorId?: string;
};

/** What visitors are told about an unexpected failure. */
export const INTERNAL_ERROR_MESSAGE = "Something went wrong on our side. Please try again.";
/** What visitors are told about a provider failure, whatever the provider said. */
export const PUBLIC_AI_ERROR_MESSAGE = "The AI service ran into a problem. Please try again in a moment.";

/**
 * Codes whose messages are for the operator: upstream detail (AI_ERROR), the server's configuration, bugs.
 * Visitors get a fixed message instead; the others (validation, limits, timeouts) are about their request.
 */
const OPERATOR_CODES: ReadonlySet<ErrorCode> = new Set([
  ErrorCode.AI_ERROR,
  ErrorCode.CONFIG_ERROR,
  ErrorCode.INTERNAL,
]);

/** The public face of an error: never a stack trace, never the message of an unexpected failure. */
export function toErrorBody(error: unknown): ErrorBody {
  if (!isBrandKitError(error)) return { code: ErrorCode.INTERNAL, message: INTERNAL_ERROR_MESSAGE };
  const body: ErrorBody = { code: error.code, message: error.message };
  if (error.retryAfter !== undefined) body.retryAfter = error.retryAfter;
  if (error.issues !== undefined) body.issues = error.issues;
  if (error.revision !== undefined) body.revision = error.revision;
  if (error.placesLeft !== undefined) body.placesLeft = error.placesLeft;
  if (error.checkedInAt !== undefined) body.checkedInAt = error.checkedInAt;
  return body;
}

/**
 * The face of an error for a visitor of the public web app: as toErrorBody, but a provider failure, a
 * configuration error or a bug gets a fixed message quoting `errorId` (and `errorId` itself), so no upstream
 * text, host or key can reach the page. The edge logs the real message under the same id.
 */
export function publicErrorBody(error: unknown, errorId: string): ErrorBody {
  const body = toErrorBody(error);
  if (!OPERATOR_CODES.has(body.code)) return body;
  const fixed = body.code === ErrorCode.AI_ERROR ? PUBLIC_AI_ERROR_MESSAGE : INTERNAL_ERROR_MESSAGE;
  return { code: body.code, message: `${fixed} (Error id: ${errorId})`, errorId };
}

/** The one message of work stopped by its caller (an aborted signal, a draining server, Ctrl-C). */
export const CANCELLED_MESSAGE = "Generation was cancelled.";

/** The error of work stopped by its caller. */
export function cancelled(options: Pick<BrandKitErrorOptions, "cause"> = {}): BrandKitError {
  return new BrandKitError(ErrorCode.CANCELLED, CANCELLED_MESSAGE, options);
}

/** Throws the cancelled error once `signal` is aborted: work checks it between its steps. */
export function throwIfCancelled(signal: AbortSignal | undefined): void {
  if (signal?.aborted) throw cancelled();
}
