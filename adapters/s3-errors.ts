/**
 * What S3 failures mean to BrandKit: "no such object" is an answer (null, not written yet), anything else is an
 * INTERNAL error whose message names the action, the bucket and the key, never a credential; the SDK's error
 * stays as the cause, for the redacted server log.
 */
import { BrandKitError, ErrorCode } from "../brandkit/web.ts";

/** HTTP status of a missing object or bucket key. */
const NOT_FOUND_STATUS = 404;
/** Error names the SDK gives a missing object (HeadObject answers without a body, hence "NotFound"). */
const NOT_FOUND_NAMES = new Set(["NotFound", "NoSuchKey"]);

/** A missing bucket is a misconfiguration, not a missing object. */
const NO_SUCH_BUCKET = "NoSuchBucket";

/** True when `error` says the object is not there. */
export function isS3NotFound(error: unknown): boolean {
  if (!(error instanceof Error) || error.name === NO_SUCH_BUCKET) return false;
  const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
  return NOT_FOUND_NAMES.has(error.name) || status === NOT_FOUND_STATUS;
}

/** "TimeoutError", "Error ECONNREFUSED", "AccessDenied": what went wrong, without the store's own words. */
function reasonOf(error: unknown): string {
  if (!(error instanceof Error)) return "unknown error";
  const code = (error as { code?: unknown }).code;
  return typeof code === "string" && code !== error.name ? `${error.name} ${code}` : error.name;
}

/** The INTERNAL error for a failed `action` ("read", "write", "list") on `s3://bucket/key`. */
export function s3Failure(action: string, bucket: string, key: string, error: unknown): BrandKitError {
  return new BrandKitError(
    ErrorCode.INTERNAL,
    `Could not ${action} s3://${bucket}/${key} in the S3 store (${reasonOf(error)})`,
    { cause: error },
  );
}
