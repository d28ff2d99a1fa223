/**
 * The end of every batch, local or queued: summary.json in the sink, one line on stdout, and the error the
 * batch ends with when rows failed (so the exit code says whether to fix the input, retry or wait).
 */
import { join } from "node:path";
import { BrandKitError, ErrorCode } from "../brandkit/web.ts";
import type { RowOutcome } from "./batch-runner.ts";
import type { CliDeps } from "./deps.ts";
import { EXIT_CODES, exitCodeForErrorCode } from "./exit-codes.ts";
import type { KitSink } from "./kit-sink.ts";
import type { BatchCounts } from "./progress.ts";

export const SUMMARY_FILE_NAME = "summary.json";

/** A URL-like location ("s3://bucket/prefix/") is joined with a slash; a local path the platform's way. */
const URL_LOCATION = /^[a-z][a-z0-9+.-]*:\/\//i;

/** Where `name` is inside the sink, for messages. */
export function sinkPath(sink: KitSink, name: string): string {
  return URL_LOCATION.test(sink.location)
    ? `${sink.location.replace(/\/+$/, "")}/${name}`
    : join(sink.location, name);
}

/** The code a batch with failed rows ends with: a failed generation, else a rate limit, else bad rows. */
function failureCode(outcomes: readonly RowOutcome[]): ErrorCode {
  const exitCodes = outcomes.flatMap((outcome) =>
    outcome.error ? [exitCodeForErrorCode(outcome.error.code)] : []
  );
  if (exitCodes.includes(EXIT_CODES.generationFailed)) return ErrorCode.AI_ERROR;
  if (exitCodes.includes(EXIT_CODES.rateLimited)) return ErrorCode.RATE_LIMIT_EXCEEDED;
  return ErrorCode.VALIDATION_ERROR;
}

export type BatchSummary = {
  file: string;
  sink: KitSink;
  /** How the rows were run: provider and concurrency, or the queue. */
  run: Record<string, unknown>;
  startedAt: number;
  counts: BatchCounts;
  /** Every row's outcome, in row order. */
  outcomes: readonly RowOutcome[];
};

/** Writes summary.json, prints the summary line, and throws when any row failed. */
export async function finishBatch(
  summary: BatchSummary,
  deps: Pick<CliDeps, "now" | "stdout">,
): Promise<void> {
  const { counts, outcomes, sink } = summary;
  const failed = outcomes.filter((outcome) => outcome.status === "failed");
  const summaryPath = sinkPath(sink, SUMMARY_FILE_NAME);
  const json = {
    file: summary.file,
    out: sink.location,
    ...summary.run,
    startedAt: new Date(summary.startedAt).toISOString(),
    finishedAt: new Date(deps.now()).toISOString(),
    ...counts,
    rows: outcomes,
  };
  await sink.writeFile(SUMMARY_FILE_NAME, `${JSON.stringify(json, null, 2)}\n`);
  const failedLines = failed.length > 0 ? ` (lines ${failed.map((outcome) => outcome.line).join(", ")})` : "";
  deps.stdout.write(
    `${counts.total} rows: ${counts.done} done, ${counts.skipped} skipped, ${counts.failed} failed${failedLines}. ` +
      `Kits in ${sink.location}, summary in ${summaryPath}\n`,
  );
  if (failed.length > 0) {
    throw new BrandKitError(
      failureCode(failed),
      `${failed.length} of ${counts.total} rows failed; see ${summaryPath}`,
    );
  }
}
