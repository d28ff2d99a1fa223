/**
 * Reads a JSON request body with a size bound and a time bound, so an oversized upload is refused while it
 * streams in rather than after it has filled the server's memory, and a body that trickles in (or never comes)
 * does not hold its connection for ever. Its shape is checked before it is parsed (json-shape.ts).
 */
import { BrandKitError, ErrorCode } from "../brandkit/web.ts";
import { readBounded } from "../brandkit/mod.ts";
import { checkJsonShape } from "./json-shape.ts";

const BYTES_PER_KB = 1024;
const BYTES_PER_MB = 1024 * BYTES_PER_KB;
/** Longest a request body may take to arrive: 8 MB at 2.5 Mbit/s. */
export const BODY_READ_TIMEOUT_MS = 30_000;

function tooLarge(maxBytes: number): BrandKitError {
  // A small bound (an RSVP's) in KB: "0 MB" would tell nobody anything.
  const size = maxBytes < BYTES_PER_MB
    ? `${Math.round(maxBytes / BYTES_PER_KB)} KB`
    : `${Math.round((maxBytes / BYTES_PER_MB) * 10) / 10} MB`;
  return new BrandKitError(ErrorCode.PAYLOAD_TOO_LARGE, `The request body must be at most ${size}.`);
}

function isJsonContentType(contentType: string | null): boolean {
  const mediaType = contentType?.split(";")[0].trim().toLowerCase();
  return mediaType === "application/json" || Boolean(mediaType?.endsWith("+json"));
}

/** The body's bytes, or REQUEST_TIMEOUT when they do not all arrive in time (the stream is then cancelled). */
async function readWithin(
  body: ReadableStream<Uint8Array>,
  maxBytes: number,
  timeoutMs: number,
): Promise<Uint8Array> {
  const deadline = new AbortController();
  const timer = setTimeout(() => {
    deadline.abort(
      new BrandKitError(
        ErrorCode.REQUEST_TIMEOUT,
        `The request body did not arrive within ${timeoutMs / 1_000} seconds.`,
      ),
    );
  }, timeoutMs);
  try {
    return await readBounded(body, maxBytes, () => tooLarge(maxBytes), deadline.signal);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The bytes of `request`'s body, bounded: PAYLOAD_TOO_LARGE past `maxBytes` (by its Content-Length, or while it
 * streams in), REQUEST_TIMEOUT when it does not all arrive within `timeoutMs`.
 */
export async function readBodyBytes(
  request: Request,
  maxBytes: number,
  timeoutMs = BODY_READ_TIMEOUT_MS,
): Promise<Uint8Array> {
  const declared = Number(request.headers.get("content-length"));
  if (Number.isFinite(declared) && declared > maxBytes) throw tooLarge(maxBytes);
  return request.body ? await readWithin(request.body, maxBytes, timeoutMs) : new Uint8Array();
}

/**
 * The parsed JSON body of `request`. Throws VALIDATION_ERROR when it is not JSON (or not sent as JSON, which
 * also keeps plain cross-site form posts out) and PAYLOAD_TOO_LARGE when it is bigger than `maxBytes`.
 */
export async function readJsonBody(
  request: Request,
  maxBytes: number,
  timeoutMs = BODY_READ_TIMEOUT_MS,
): Promise<unknown> {
  if (!isJsonContentType(request.headers.get("content-type"))) {
    throw new BrandKitError(
      ErrorCode.VALIDATION_ERROR,
      "Send the request body as JSON, with Content-Type: application/json.",
    );
  }
  const bytes = await readBodyBytes(request, maxBytes, timeoutMs);
  checkJsonShape(bytes);
  try {
    return JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(bytes));
  } catch {
    throw new BrandKitError(ErrorCode.VALIDATION_ERROR, "The request body is not valid JSON.");
  }
}
