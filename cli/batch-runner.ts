/**
 * Runs the rows of a batch with a fixed number of workers. Each row is skipped (its folder is complete),
 * fails on its own (bad row, failed generation) or is written to its folder in the sink, whole; only
 * cancellation stops the whole batch.
 */
import type { AiProvider, ToExactPng } from "../brandkit/mod.ts";
import {
  BrandKitError,
  ErrorCode,
  type ErrorCode as ErrorCodeType,
  type FormatName,
  isBrandKitError,
} from "../brandkit/web.ts";
import type { RowFolder } from "./batch-folders.ts";
import { makeRowKit } from "./batch-kit.ts";
import type { BatchRow } from "./batch-rows.ts";
import type { CliDeps } from "./deps.ts";
import type { KitSink } from "./kit-sink.ts";
import { formatNotes } from "./kit-formats.ts";
import { kitNotes } from "./notices.ts";
import { buildRequest } from "./request.ts";

/** What happened to one row, as summary.json records it. */
export type RowOutcome = {
  row: number;
  line: number;
  status: "done" | "skipped" | "failed";
  /** The row's folder inside the output folder (done and skipped rows). */
  folder?: string;
  error?: { code: ErrorCodeType; message: string };
  /** What a person should know about the row's kit (kitNotes): English copy instead, a date that has passed. */
  notes?: string[];
};

export type BatchRunOptions = {
  rows: readonly BatchRow[];
  /** Where the row folders go. */
  sink: KitSink;
  /** Relative inspiration image paths are read from here (the batch file's folder). */
  baseDir: string;
  /** Row folders already in the sink, by row number. */
  existing: ReadonlyMap<number, RowFolder>;
  concurrency: number;
  /** The extra formats each kit gets (`--formats`). @default [] */
  formats?: readonly FormatName[];
  provider: AiProvider;
  /** The provider's exact-image step (its ChosenProvider's). */
  exactImage: ToExactPng;
  /** Told of each row as it finishes, in the order they finish. */
  onOutcome: (outcome: RowOutcome) => void;
  deps: Pick<
    CliDeps,
    "fs" | "now" | "timeZone" | "signal" | "formatService" | "checkDrawable"
  >;
};

/** A row's failure as one line: "colors[1]: '#GG' is not a hex colour ..." for a field, else the message. */
export function failureOf(error: unknown): NonNullable<RowOutcome["error"]> {
  if (!isBrandKitError(error)) {
    return { code: ErrorCode.INTERNAL, message: error instanceof Error ? error.message : String(error) };
  }
  const issue = error.code === ErrorCode.VALIDATION_ERROR ? error.issues?.[0] : undefined;
  if (!issue?.path) return { code: error.code, message: error.message };
  // Some messages name their field already ("eventDate '2026-02-30' is not a date ...").
  const named = issue.message.startsWith(issue.path.split(/[.[]/)[0]);
  return { code: error.code, message: named ? issue.message : `${issue.path}: ${issue.message}` };
}

async function runRow(row: BatchRow, options: BatchRunOptions): Promise<RowOutcome> {
  const base = { row: row.row, line: row.line };
  const existing = options.existing.get(row.row);
  if (existing?.complete) return { ...base, status: "skipped", folder: existing.name };
  if (row.error !== undefined) {
    return { ...base, status: "failed", error: { code: ErrorCode.VALIDATION_ERROR, message: row.error } };
  }
  const { deps } = options;
  try {
    const request = await buildRequest(row.fields, {
      fs: deps.fs,
      baseDir: options.baseDir,
      defaultTimeZone: deps.timeZone(),
    });
    const notes = [
      ...kitNotes(request, deps.now()),
      ...formatNotes(options.formats ?? [], request, options.provider),
    ];
    const { folder, written } = await makeRowKit(request, {
      row: row.row,
      total: options.rows.length,
      formats: options.formats,
      provider: options.provider,
      exactImage: options.exactImage,
      sink: options.sink,
      folder: existing?.name,
      signal: deps.signal,
      deps,
    });
    return { ...base, status: written ? "done" : "skipped", folder, ...(notes.length > 0 ? { notes } : {}) };
  } catch (error) {
    if (isBrandKitError(error, ErrorCode.CANCELLED)) throw error;
    return { ...base, status: "failed", error: failureOf(error) };
  }
}

/** Runs every row, `concurrency` at a time, and returns their outcomes in row order. */
export async function runBatchRows(options: BatchRunOptions): Promise<RowOutcome[]> {
  const outcomes: RowOutcome[] = new Array(options.rows.length);
  let next = 0;
  const worker = async () => {
    while (next < options.rows.length && !options.deps.signal?.aborted) {
      const index = next++;
      outcomes[index] = await runRow(options.rows[index], options);
      options.onOutcome(outcomes[index]);
    }
  };
  const workers = Array.from({ length: Math.min(options.concurrency, options.rows.length) }, worker);
  const results = await Promise.allSettled(workers);
  // Rows cut short by Ctrl-C fail with the generation's own CANCELLED; the batch says it once, as a whole.
  if (options.deps.signal?.aborted) throw new BrandKitError(ErrorCode.CANCELLED, "The batch was cancelled.");
  const failure = results.find((result): result is PromiseRejectedResult => result.status === "rejected");
  if (failure) throw failure.reason;
  return outcomes;
}
