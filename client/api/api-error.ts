/**
 * A failed call to the BrandKit API, as the page handles it: the HTTP status (0 when the network failed),
 * the error code and message from the server, and the wait of a rate limit. The message is English (the server's,
 * or the page's own when no answer came); apiErrorMessage says it in the interface's language, chosen by the code.
 */
import { type Message, message } from "../i18n/translator.ts";

/** What the page's own failures say (their English; apiErrorMessage gives the interface's words). */
export const CLIENT_ERROR_TEXT = {
  /** The network failed: NETWORK_ERROR. */
  network: "The server could not be reached. Check your connection.",
  /** A reply the schemas refuse: INTERNAL. */
  unexpected: "The server sent a reply the page does not understand.",
  /** The kit's stream ended without the kit: INTERNAL. */
  stopped: "The server stopped before the kit was finished.",
} as const;

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

/** The server's sentences (brandkit's), each with the message that says it and the values read from it. */
const SERVER_SENTENCES: ReadonlyArray<
  { code: string; pattern: RegExp; id: string; values?: (match: RegExpExecArray) => Message["values"] }
> = [
  {
    code: "RATE_LIMIT_EXCEEDED",
    pattern: /^Rate limit exceeded\. Please wait (\d+)s before trying again\.$/,
    id: "form.apiError.rateLimit",
    values: ([, seconds]) => ({ seconds: Number(seconds) }),
  },
  {
    code: "SERVER_BUSY",
    pattern: /^The server is busy making other kits\. Please try again in (\d+) seconds\.$/,
    id: "form.apiError.serverBusy",
    values: ([, seconds]) => ({ seconds: Number(seconds) }),
  },
  {
    code: "SERVER_BUSY",
    pattern: /^The server is restarting\. Please try again in a moment\.$/,
    id: "form.apiError.restarting",
  },
  {
    code: "STORE_UNAVAILABLE",
    pattern: /^Kept kits are unavailable right now\. Please try again soon\.$/,
    id: "form.apiError.storeUnavailable",
  },
  {
    code: "KIT_NOT_FOUND",
    pattern: /^There is no kit with this id\. It may have expired or been deleted by its maker\.$/,
    id: "form.apiError.kitNotFound",
  },
  {
    code: "INTERNAL",
    pattern: /^Something went wrong on our side\. Please try again\. \(Error id: ([^)]+)\)$/,
    id: "form.apiError.internal",
    values: ([, errorId]) => ({ errorId }),
  },
  {
    code: "AI_ERROR",
    pattern: /^The AI service ran into a problem\. Please try again in a moment\. \(Error id: ([^)]+)\)$/,
    id: "form.apiError.aiError",
    values: ([, errorId]) => ({ errorId }),
  },
  {
    code: "CANCELLED",
    pattern: /^Generation was cancelled\.$/,
    id: "form.apiError.cancelled",
  },
];

/** The page's own failures, by their English. */
const CLIENT_SENTENCES: Readonly<Record<string, string>> = {
  [CLIENT_ERROR_TEXT.network]: "form.apiError.network",
  [CLIENT_ERROR_TEXT.unexpected]: "form.apiError.unexpected",
  [CLIENT_ERROR_TEXT.stopped]: "form.apiError.stopped",
};

/**
 * A failed call's message as the interface says it, chosen by its code (and for the page's own failures, which
 * one): the catalog's message whose English is the message itself. A sentence the page does not know is said as
 * the server wrote it, introduced in the interface's language.
 */
export function apiErrorMessage(error: { code: string; message: string }): Message {
  const own = CLIENT_SENTENCES[error.message];
  if (own && (error.code === "NETWORK_ERROR" || error.code === "INTERNAL")) return message(own);
  for (const sentence of SERVER_SENTENCES) {
    if (sentence.code !== error.code) continue;
    const match = sentence.pattern.exec(error.message);
    if (match) return message(sentence.id, sentence.values?.(match));
  }
  return message("form.apiError.other", { text: error.message });
}
