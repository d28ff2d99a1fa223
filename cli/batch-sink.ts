/**
 * Picks the sink for a batch's `--out`: a local folder today. When cli/sinks/target.ts (parseOutTarget) and
 * cli/sinks/s3.ts land, `s3://bucket/prefix` opens the S3 sink here, the one place batch and worker choose it.
 */
import { BrandKitError, ErrorCode } from "../brandkit/mod.ts";
import type { CliDeps } from "./deps.ts";
import type { KitSink } from "./kit-sink.ts";
import { createLocalSink } from "./sinks/local.ts";

const S3_SCHEME = "s3://";

/** The sink for `out`; an S3 target is refused until the S3 sink is wired. */
export function openBatchSink(out: string, deps: Pick<CliDeps, "fs">): Promise<KitSink> {
  if (out.toLowerCase().startsWith(S3_SCHEME)) {
    throw new BrandKitError(
      ErrorCode.VALIDATION_ERROR,
      `Invalid --out: '${out}' is an S3 target, which this build cannot write yet; use a local folder`,
    );
  }
  return createLocalSink(deps.fs, out);
}
