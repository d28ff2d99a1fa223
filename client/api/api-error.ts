/**
 * A failed call to the BrandKit API, as the page handles it: the HTTP status (0 when the network failed),
 * the error code and message from the server, and the wait of a rate limit.
 */

/**
 * The HTTP status of a failed API call (0 when the network failed); undefined for any other error. Unlike
 * `instanceof ApiError` it also works in the extras, which are bundled apart and have their own copy of the class.
 */
export function apiErrorStatus(error: unknown): number | undefined {
  if (!(error instanceof Error) || error.name !== "ApiError") return undefined;
  const { status } = error as { status?: unknown };
  return typeof status === "number" ? status : undefined;
}

/** A failed API call. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly retryAfter?: number;
  /** Which fields were refused and why (a 400's issues: "customEventName", ...). */
  readonly issues?: ReadonlyArray<{ path: string; message: string }>;
  /** A kept kit's current revision, when an edit named an earlier one (409 REVISION_CONFLICT). */
  readonly revision?: number;
  /** The places left at the event, when a guest going asked for more (409 NOT_ENOUGH_PLACES). */
  readonly placesLeft?: number;

  constructor(
    status: number,
    code: string,
    message: string,
    retryAfter?: number,
    issues?: ReadonlyArray<{ path: string; message: string }>,
    revision?: number,
    placesLeft?: number,
  ) {
    super(message);
    this.name = "ApiError";
    this.status = status;
    this.code = code;
    if (retryAfter !== undefined) this.retryAfter = retryAfter;
    if (issues !== undefined) this.issues = issues;
    if (revision !== undefined) this.revision = revision;
    if (placesLeft !== undefined) this.placesLeft = placesLeft;
  }

  /** True when the server is at capacity (503 SERVER_BUSY): nothing is wrong with the request, try later. */
  get isServerBusy(): boolean {
    return this.code === "SERVER_BUSY";
  }

  /** True when an edit named a revision the kept kit has moved past (409 REVISION_CONFLICT). */
  get isRevisionConflict(): boolean {
    return this.code === "REVISION_CONFLICT";
  }

  /** True by the rule of docs/behaviour.md#rate-limits: the code, or 'Rate limit exceeded' in the message. */
  get isRateLimit(): boolean {
    return this.code === "RATE_LIMIT_EXCEEDED" || this.message.includes("Rate limit exceeded");
  }
}
