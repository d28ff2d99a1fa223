/**
 * Reads a JSON request body with a size bound and a time bound, so an oversized upload is refused while it
 * streams in rather than after it has filled the server's memory, and a body that trickles in (or never comes)
 * does not hold its connection for ever. Its shape is checked before it is parsed (json-shape.ts).
 */
import { BrandKitError, ErrorCode, readBounded } from "../brandkit/mod.ts";
import { checkJsonShape } from "./json-shape.ts";

const BYTES_PER_MB = 1024 * 1024;
/** Longest a request body may take to arrive: 8 MB at 2.5 Mbit/s. */
export const BODY_READ_TIMEOUT_MS = 30_000;

function tooLarge(maxBytes: number): BrandKitError {
  const megabytes = Math.round((maxBytes / BYTES_PER_MB) * 10) / 10;
  return new BrandKitError(ErrorCode.PAYLOAD_TOO_LARGE, `The request body must be at most ${megabytes} MB.`);
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
  const declared = Number(request.headers.get("content-length"));
  if (Number.isFinite(declared) && declared > maxBytes) throw tooLarge(maxBytes);
  const bytes = request.body ? await readWithin(request.body, maxBytes, timeoutMs) : new Uint8Array();
  checkJsonShape(bytes);
  try {
    return JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(bytes));
  } catch {
    throw new BrandKitError(ErrorCode.VALIDATION_ERROR, "The request body is not valid JSON.");
  }
}
