/**
 * The HTTP face of BrandKit's error vocabulary: which status each ErrorCode gets, and the one JSON shape every
 * error response has, `{error: {code, message, retryAfter?, issues?, errorId?}}` (`errorId` on errors the server
 * hides, quoted in their message and in its log: see routes/public-errors.ts).
 */
import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { type ErrorBody, ErrorCode, type ErrorResponseBody } from "../brandkit/web.ts";

/**
 * nginx's "client closed request": the client went away, so nobody reads this status; it only keeps logs
 * honest. Hono's status type does not list it.
 */
const CLIENT_CLOSED_REQUEST = 499 as ContentfulStatusCode;

/** The status of each error code (docs/architecture.md#the-contracts-at-the-edges, docs/http-api.md). */
export const STATUS_BY_CODE: Readonly<Record<ErrorCode, ContentfulStatusCode>> = {
  VALIDATION_ERROR: 400,
  UNSUPPORTED_CHARACTER: 400,
  NOT_FOUND: 404,
  FORMAT_UNAVAILABLE: 422,
  KIT_NOT_FOUND: 404,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  REVISION_CONFLICT: 409,
  PRECONDITION_REQUIRED: 428,
  RSVP_CLOSED: 409,
  GUEST_LIMIT: 409,
  NOT_ENOUGH_PLACES: 409,
  ALREADY_CHECKED_IN: 409,
  STORE_UNAVAILABLE: 503,
  REQUEST_TIMEOUT: 408,
  PAYLOAD_TOO_LARGE: 413,
  RATE_LIMIT_EXCEEDED: 429,
  AI_ERROR: 502,
  SERVER_BUSY: 503,
  AI_TIMEOUT: 504,
  CANCELLED: CLIENT_CLOSED_REQUEST,
  CONFIG_ERROR: 500,
  INTERNAL: 500,
};

/**
 * The response for an error's public body (public-errors.ts): its status, the body (never a stack trace) and
 * Retry-After on a 429 or 503.
 */
export function errorResponse(c: Context, body: ErrorBody): Response {
  if (body.retryAfter !== undefined) c.header("Retry-After", String(body.retryAfter));
  c.header("Cache-Control", "no-store");
  if (body.code === ErrorCode.REQUEST_TIMEOUT) c.header("Connection", "close");
  return c.json({ error: body } satisfies ErrorResponseBody, STATUS_BY_CODE[body.code]);
}
