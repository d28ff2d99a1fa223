/**
 * Reads a JSON request body with a size bound, so an oversized upload is refused while it streams in rather
 * than after it has filled the server's memory.
 */
import { BrandKitError, ErrorCode, readBounded } from "../brandkit/mod.ts";

const BYTES_PER_MB = 1024 * 1024;

function tooLarge(maxBytes: number): BrandKitError {
  const megabytes = Math.round((maxBytes / BYTES_PER_MB) * 10) / 10;
  return new BrandKitError(ErrorCode.PAYLOAD_TOO_LARGE, `The request body must be at most ${megabytes} MB.`);
}

function isJsonContentType(contentType: string | null): boolean {
  const mediaType = contentType?.split(";")[0].trim().toLowerCase();
  return mediaType === "application/json" || Boolean(mediaType?.endsWith("+json"));
}

/**
 * The parsed JSON body of `request`. Throws VALIDATION_ERROR when it is not JSON (or not sent as JSON, which
 * also keeps plain cross-site form posts out) and PAYLOAD_TOO_LARGE when it is bigger than `maxBytes`.
 */
export async function readJsonBody(request: Request, maxBytes: number): Promise<unknown> {
  if (!isJsonContentType(request.headers.get("content-type"))) {
    throw new BrandKitError(
      ErrorCode.VALIDATION_ERROR,
      "Send the request body as JSON, with Content-Type: application/json.",
    );
  }
  const declared = Number(request.headers.get("content-length"));
  if (Number.isFinite(declared) && declared > maxBytes) throw tooLarge(maxBytes);
  const bytes = request.body
    ? await readBounded(request.body, maxBytes, () => tooLarge(maxBytes))
    : new Uint8Array();
  try {
    return JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(bytes));
  } catch {
    throw new BrandKitError(ErrorCode.VALIDATION_ERROR, "The request body is not valid JSON.");
  }
}
