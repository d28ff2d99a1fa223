/**
 * What `--out` names: a local folder, or an S3-compatible prefix written as `s3://bucket/prefix`. The caller
 * picks the sink from the kind (cli/sinks/local.ts or adapters/kit-sink-s3.ts).
 */
import { BrandKitError, ErrorCode } from "../../brandkit/web.ts";

const S3_SCHEME = "s3://";

/** Where a batch's kit folders go. `prefix` has no slash at either end ("" for the bucket's top). */
export type OutTarget =
  | { kind: "s3"; bucket: string; prefix: string }
  | { kind: "local"; path: string };

/** Reads `--out`: "s3://bucket/prefix" is an S3 prefix, anything else a local folder. */
export function parseOutTarget(out: string): OutTarget {
  if (!out.startsWith(S3_SCHEME)) return { kind: "local", path: out };
  const rest = out.slice(S3_SCHEME.length);
  const slash = rest.indexOf("/");
  const bucket = slash === -1 ? rest : rest.slice(0, slash);
  if (bucket === "") {
    const message = `Invalid --out: '${out}' names no bucket (write s3://bucket or s3://bucket/prefix)`;
    throw new BrandKitError(ErrorCode.VALIDATION_ERROR, message, { issues: [{ path: "out", message }] });
  }
  const prefix = slash === -1 ? "" : rest.slice(slash + 1).replace(/^\/+|\/+$/g, "");
  return { kind: "s3", bucket, prefix };
}
