/**
 * `brandkit batch <file>`: one kit per row of a CSV or JSONL file, a few at a time, each in its own folder.
 * Resumable (finished rows are skipped), a bad row fails alone, a rate limit pauses the whole batch, and a
 * summary (done, skipped, failed) goes to stdout and summary.json.
 */
import { basename, dirname, extname } from "node:path";
import { Command } from "commander";
import { z } from "zod";
import { BrandKitError, ErrorCode, isBrandKitError } from "../brandkit/web.ts";
import { runQueuedBatch } from "./batch-queued.ts";
import { BATCH_COLUMNS, batchFormatOf, type BatchRow, LIST_SEPARATOR, parseBatchRows } from "./batch-rows.ts";
import { type RowOutcome, runBatchRows } from "./batch-runner.ts";
import { openBatchSink } from "./batch-sink.ts";
import { finishBatch } from "./batch-summary.ts";
import type { CliDeps } from "./deps.ts";
import type { KitSink } from "./kit-sink.ts";
import { FORMATS_FLAG_HELP, FormatsFlagSchema } from "./kit-formats.ts";
import {
  ConcurrencyFlagSchema,
  concurrencyOption,
  parseFlags,
  PathFlagSchema,
  ProviderFlagSchema,
  providerOption,
} from "./options.ts";
import { type BatchCounts, createProgressBar, type ProgressBar } from "./progress.ts";
import {
  bullQueueBackend,
  type QueueBackend,
  redactRedisUrl,
  RedisUrlSchema,
} from "../adapters/queue/mod.ts";
import { gatedProvider } from "./gated-provider.ts";
import type { ScaleOut } from "./worker.ts";

export { SUMMARY_FILE_NAME } from "./batch-summary.ts";

/** Kits made at once unless --concurrency says otherwise. */
export const DEFAULT_CONCURRENCY = 2;

const BatchFlagsSchema = z.strictObject({
  file: PathFlagSchema,
  out: PathFlagSchema.optional(),
  concurrency: ConcurrencyFlagSchema.default(DEFAULT_CONCURRENCY),
  provider: ProviderFlagSchema.optional(),
  queue: RedisUrlSchema.optional(),
  formats: FormatsFlagSchema.default([]),
}).refine((flags) => flags.queue === undefined || flags.provider === undefined, {
  path: ["provider"],
  error: "with --queue the workers' own provider makes the kits; set it on `brandkit worker`",
});
type BatchFlags = z.output<typeof BatchFlagsSchema>;

const HELP = `
Batch files:
  CSV   a header row of field names, then one event a row; several vibes or colours in one cell are
        separated by "${LIST_SEPARATOR}". Columns: ${BATCH_COLUMNS.join(", ")}.
  JSONL one JSON object a line with the same fields (vibes and colors may be arrays).
  inspirationImage is a path (relative to the batch file) or a data URL; palette is a palette's name;
  lang is the copy's language (BCP 47, e.g. ja, es, pt-BR), auto when empty. eventTime and eventEndTime are
  HH:MM (24 h) in timeZone (IANA, e.g. America/Los_Angeles; this machine's when empty); layout, variation,
  topLine and details choose the design as generate's --layout, --variation, --top-line and --details do.

Each row gets a folder "<row>-<event>" in the output folder; a re-run skips the rows whose folder is complete.

With --queue, the rows go to a Redis queue and 'brandkit worker' processes (on any machine) make the kits; the
command waits for them with its progress bar, and running it again adds nothing already done.

Examples:
  $ brandkit batch events.csv
  $ brandkit batch events.jsonl --out kits --concurrency 4
  $ brandkit batch events.csv --out kits --queue redis://127.0.0.1:6379
  $ brandkit batch events.csv --formats story,svg,ics
  $ printf 'customEventName,vibes,colors\\nNeon Nights,neon;retro,#E6067A;#F472B6\\n' > events.csv`;

/** The default output folder: the batch file's name without its extension ("events.csv" -> "events"). */
export function defaultBatchOut(file: string): string {
  return basename(file, extname(file)) || "batch";
}

async function readBatchFile(deps: CliDeps, file: string): Promise<string> {
  try {
    return await deps.fs.readTextFile(file);
  } catch (error) {
    if (isBrandKitError(error, ErrorCode.NOT_FOUND)) {
      throw new BrandKitError(ErrorCode.NOT_FOUND, `Cannot read batch file '${file}': no such file`);
    }
    throw error;
  }
}

type RunContext = {
  flags: BatchFlags;
  rows: readonly BatchRow[];
  sink: KitSink;
  bar: ProgressBar;
  onOutcome: (outcome: RowOutcome) => void;
  deps: CliDeps;
};

/** The rows made here, `--concurrency` at a time, every provider call through one rate-limit gate. */
async function runLocally(
  context: RunContext,
): Promise<{ outcomes: RowOutcome[]; run: Record<string, unknown> }> {
  const { flags, deps, bar } = context;
  const { gate, close } = await deps.rateLimitGate({
    now: deps.now,
    sleep: deps.sleep,
    signal: deps.signal,
    onWait: (seconds) => bar.log(`Rate limited: the whole batch waits ${seconds}s before going on`),
  });
  try {
    // Calls are counted against the service's request window, so they wait for it to reset instead of being refused.
    const { provider, exactImage } = await deps.createProvider(flags.provider, {
      onRequestWindow: gate.observe,
    });
    const outcomes = await runBatchRows({
      rows: context.rows,
      sink: context.sink,
      baseDir: dirname(flags.file),
      existing: await context.sink.scan(),
      concurrency: flags.concurrency,
      formats: flags.formats,
      provider: gatedProvider(provider, gate, { now: deps.now }),
      exactImage,
      deps,
      onOutcome: context.onOutcome,
    });
    return { outcomes, run: { provider: provider.name, concurrency: flags.concurrency } };
  } finally {
    await close();
  }
}

/** The rows made by workers through the queue at `queueUrl`. */
async function runOnQueue(
  context: RunContext,
  queueUrl: string,
  backend: QueueBackend,
): Promise<{ outcomes: RowOutcome[]; run: Record<string, unknown> }> {
  const queue = redactRedisUrl(queueUrl);
  const outcomes = await runQueuedBatch({
    rows: context.rows,
    sink: context.sink,
    baseDir: dirname(context.flags.file),
    queueUrl,
    backend,
    formats: context.flags.formats,
    deps: context.deps,
    onQueued: (added, waiting) =>
      context.bar.log(`Queued ${added} new of ${waiting} rows on ${queue}; waiting for 'brandkit worker'`),
    onOutcome: context.onOutcome,
  });
  return { outcomes, run: { queue } };
}

async function runBatch(
  file: string,
  options: Record<string, unknown>,
  deps: CliDeps,
  scaleOut: ScaleOut,
): Promise<void> {
  const flags = parseFlags(BatchFlagsSchema, { ...options, file });
  const format = batchFormatOf(flags.file);
  const rows = parseBatchRows(await readBatchFile(deps, flags.file), format, flags.file);
  if (rows.length === 0) throw new BrandKitError(ErrorCode.VALIDATION_ERROR, `'${flags.file}' has no rows`);
  const sink = await openBatchSink(flags.out ?? defaultBatchOut(flags.file), deps, scaleOut.openS3Sink);

  const startedAt = deps.now();
  const bar = createProgressBar(deps.stderr);
  const counts: BatchCounts = { total: rows.length, done: 0, skipped: 0, failed: 0 };
  const context: RunContext = {
    flags,
    rows,
    sink,
    bar,
    deps,
    onOutcome(outcome) {
      counts[outcome.status]++;
      if (outcome.error) bar.log(`${flags.file}:${outcome.line}: ${outcome.error.message}`);
      for (const note of outcome.notes ?? []) bar.log(`${flags.file}:${outcome.line}: Note: ${note}`);
      bar.update(counts);
    },
  };
  bar.update(counts);
  const { outcomes, run } =
    await (flags.queue === undefined ? runLocally(context) : runOnQueue(context, flags.queue, scaleOut.queue))
      .finally(bar.finish);
  await finishBatch({ file: flags.file, sink, run, startedAt, counts, outcomes }, deps);
}

/** The `batch` command; `scaleOut.queue` is BullMQ on Redis unless a test gives another. */
export function createBatchCommand(deps: CliDeps, scaleOut: ScaleOut = { queue: bullQueueBackend }): Command {
  return new Command("batch")
    .description("make one kit per row of a CSV or JSONL file, each in its own folder")
    .argument("<file>", "a .csv or .jsonl file of generation requests")
    .option("--out <dir>", "output folder (default: the file's name without its extension)")
    .addOption(concurrencyOption(DEFAULT_CONCURRENCY))
    .addOption(providerOption())
    .option("--formats <list>", FORMATS_FLAG_HELP)
    .option("--queue <redis-url>", "queue the rows on this Redis for 'brandkit worker' processes, and wait")
    .addHelpText("after", HELP)
    .action((file: string, options: Record<string, unknown>) => runBatch(file, options, deps, scaleOut));
}
