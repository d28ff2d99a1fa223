/**
 * Picks the sink for a batch's `--out` (cli/sinks/target.ts): a local folder, or `s3://bucket/prefix` through
 * the S3 sink the composition root provides (it alone reads the S3 settings). The one place batch and worker
 * choose it.
 */
import { BrandKitError, ErrorCode } from "../brandkit/web.ts";
import type { CliDeps } from "./deps.ts";
import type { KitSink } from "./kit-sink.ts";
import { createLocalSink } from "./sinks/local.ts";
import { parseOutTarget } from "./sinks/target.ts";

/** Opens the sink of an S3 prefix (wired in cli/main.ts from the S3_* and AWS_* settings). */
export type OpenS3Sink = (target: { bucket: string; prefix: string }) => Promise<KitSink>;

/** The sink for `out`. */
export function openBatchSink(
  out: string,
  deps: Pick<CliDeps, "fs">,
  openS3Sink?: OpenS3Sink,
): Promise<KitSink> {
  const target = parseOutTarget(out);
  if (target.kind === "local") return createLocalSink(deps.fs, target.path);
  if (!openS3Sink) {
    throw new BrandKitError(
      ErrorCode.CONFIG_ERROR,
      `Cannot write to '${out}': this program has no S3 store wired; use a local folder`,
    );
  }
  return openS3Sink({ bucket: target.bucket, prefix: target.prefix });
}
