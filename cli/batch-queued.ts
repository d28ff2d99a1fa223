/**
 * `brandkit batch --queue`: the rows go to workers through the queue instead of being made here. Rows are
 * checked and their requests built here, as in a local batch (a bad row is reported by its line and never
 * queued; inspiration images travel inline as data URLs), rows whose folder is complete are skipped, the rest
 * are added once (idempotent job ids) and waited for.
 */
import { createHash } from "node:crypto";
import { ErrorCode, type FormatName } from "../brandkit/web.ts";
import type { BatchRow } from "./batch-rows.ts";
import { failureOf, type RowOutcome } from "./batch-runner.ts";
import type { CliDeps } from "./deps.ts";
import type { KitSink } from "./kit-sink.ts";
import type { QueueBackend, RowJob, RowResult } from "../adapters/queue/mod.ts";
import { formatNotes } from "./kit-formats.ts";
import { kitNotes } from "./notices.ts";
import { buildRequest } from "./request.ts";

export type QueuedBatchOptions = {
  rows: readonly BatchRow[];
  sink: KitSink;
  /** Relative inspiration image paths are read from here (the batch file's folder). */
  baseDir: string;
  /** The queue's Redis URL. */
  queueUrl: string;
  backend: QueueBackend;
  /** The extra formats each kit gets (`--formats`). @default [] */
  formats?: readonly FormatName[];
  /** Told once the rows are queued: how many were added now, of how many waited for. */
  onQueued: (added: number, waiting: number) => void;
  /** Told of each row as it finishes, in the order they finish. */
  onOutcome: (outcome: RowOutcome) => void;
  deps: Pick<CliDeps, "fs" | "signal" | "now" | "timeZone">;
};

/** Hex characters of the batch id: 64 bits, so two batches never share job ids by chance. */
const BATCH_ID_LENGTH = 16;

/**
 * The id of a batch: a hash of where its kits go and of every row's content (bad rows included, so rows
 * finished or skipped since do not change it). The same command gives the same id, so its jobs are added once.
 */
function batchIdOf(
  location: string,
  rows: readonly BatchRow[],
  formats: readonly FormatName[] = [],
): string {
  const content = rows.map((row) => [row.row, row.fields ?? { error: row.error }]);
  // Formats join the hash only when asked for, so a batch without them keeps the id it always had.
  const key = formats.length > 0 ? [location, content, formats] : [location, content];
  return createHash("sha256").update(JSON.stringify(key)).digest("hex").slice(
    0,
    BATCH_ID_LENGTH,
  );
}

function outcomeOf(job: RowJob, result: RowResult, nowMs: number): RowOutcome {
  const base = { row: job.row, line: job.line };
  if (result.status === "failed") return { ...base, status: "failed", error: result.error };
  const notes = [...kitNotes(job.request, nowMs), ...formatNotes(job.formats ?? [], job.request)];
  return { ...base, status: "done", folder: result.folder, ...(notes.length > 0 ? { notes } : {}) };
}

/** Queues the batch's rows, waits for the workers, and returns every row's outcome in row order. */
export async function runQueuedBatch(options: QueuedBatchOptions): Promise<RowOutcome[]> {
  const { rows, sink, deps } = options;
  const outcomes: RowOutcome[] = new Array(rows.length);
  const finish = (index: number, outcome: RowOutcome) => {
    outcomes[index] = outcome;
    options.onOutcome(outcome);
  };
  const formats = [...(options.formats ?? [])];
  const batch = batchIdOf(sink.location, rows, formats);
  const existing = await sink.scan();
  const jobs: RowJob[] = [];
  for (const [index, row] of rows.entries()) {
    const base = { row: row.row, line: row.line };
    const folder = existing.get(row.row);
    if (folder?.complete) {
      finish(index, { ...base, status: "skipped", folder: folder.name });
    } else if (row.error !== undefined) {
      finish(index, {
        ...base,
        status: "failed",
        error: { code: ErrorCode.VALIDATION_ERROR, message: row.error },
      });
    } else {
      try {
        // The rows' event times are in this machine's zone, not the worker's: the request names it.
        const request = await buildRequest(row.fields, {
          fs: deps.fs,
          baseDir: options.baseDir,
          defaultTimeZone: deps.timeZone(),
        });
        jobs.push({ batch, row: row.row, total: rows.length, line: row.line, request, formats });
      } catch (error) {
        finish(index, { ...base, status: "failed", error: failureOf(error) });
      }
    }
  }
  if (jobs.length === 0) return outcomes;

  const indexOfRow = new Map(rows.map((row, index) => [row.row, index]));
  const queue = await options.backend.openQueue(options.queueUrl);
  try {
    options.onQueued(await queue.add(jobs), jobs.length);
    await queue.results(
      jobs,
      (job, result) => finish(indexOfRow.get(job.row)!, outcomeOf(job, result, deps.now())),
      deps.signal,
    );
  } finally {
    await queue.close();
  }
  return outcomes;
}
