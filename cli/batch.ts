/**
 * `brandkit batch <file>`: one kit per row of a CSV or JSONL file, a few at a time, each in its own folder.
 * Resumable (finished rows are skipped), a bad row fails alone, a rate limit pauses the whole batch, and a
 * summary (done, skipped, failed) goes to stdout and summary.json.
 */
import { basename, dirname, extname, join } from "node:path";
import { Command } from "commander";
import { z } from "zod";
import { BrandKitError, ErrorCode, isBrandKitError, PROVIDER_NAMES } from "../brandkit/mod.ts";
import { writeFileAtomically } from "./atomic.ts";
import { scanRowFolders } from "./batch-folders.ts";
import { BATCH_COLUMNS, batchFormatOf, LIST_SEPARATOR, parseBatchRows } from "./batch-rows.ts";
import { type RowOutcome, runBatchRows } from "./batch-runner.ts";
import type { CliDeps } from "./deps.ts";
import { EXIT_CODES, exitCodeForErrorCode } from "./exit-codes.ts";
import { ConcurrencyFlagSchema, parseFlags, PathFlagSchema, ProviderFlagSchema } from "./options.ts";
import { type BatchCounts, createProgressBar } from "./progress.ts";
import { createRateLimitGate, gatedProvider } from "./rate-limit-gate.ts";

/** Kits made at once unless --concurrency says otherwise. */
export const DEFAULT_CONCURRENCY = 2;
export const SUMMARY_FILE_NAME = "summary.json";

const BatchFlagsSchema = z.strictObject({
  file: PathFlagSchema,
  out: PathFlagSchema.optional(),
  concurrency: ConcurrencyFlagSchema.default(DEFAULT_CONCURRENCY),
  provider: ProviderFlagSchema.optional(),
});

const HELP = `
Batch files:
  CSV   a header row of field names, then one event a row; several vibes or colours in one cell are
        separated by "${LIST_SEPARATOR}". Columns: ${BATCH_COLUMNS.join(", ")}.
  JSONL one JSON object a line with the same fields (vibes and colors may be arrays).
  inspirationImage is a path (relative to the batch file) or a data URL; palette is a palette's name.

Each row gets a folder "<row>-<event>" in the output folder; a re-run skips the rows whose folder is complete.

Examples:
  $ brandkit batch events.csv
  $ brandkit batch events.jsonl --out kits --concurrency 4
  $ printf 'customEventName,vibes,colors\\nNeon Nights,neon;retro,#E6067A;#F472B6\\n' > events.csv`;

/** The default output folder: the batch file's name without its extension ("events.csv" -> "events"). */
export function defaultBatchOut(file: string): string {
  return basename(file, extname(file)) || "batch";
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

async function runBatch(file: string, options: Record<string, unknown>, deps: CliDeps): Promise<void> {
  const flags = parseFlags(BatchFlagsSchema, { ...options, file });
  const format = batchFormatOf(flags.file);
  const rows = parseBatchRows(await readBatchFile(deps, flags.file), format, flags.file);
  if (rows.length === 0) throw new BrandKitError(ErrorCode.VALIDATION_ERROR, `'${flags.file}' has no rows`);
  const out = flags.out ?? defaultBatchOut(flags.file);
  const provider = await deps.createProvider(flags.provider);
  await deps.fs.mkdir(out);
  const existing = await scanRowFolders(deps.fs, out);

  const startedAt = deps.now();
  const bar = createProgressBar(deps.stderr);
  const counts: BatchCounts = { total: rows.length, done: 0, skipped: 0, failed: 0 };
  const gate = createRateLimitGate({
    now: deps.now,
    sleep: deps.sleep,
    signal: deps.signal,
    onWait: (seconds) => bar.log(`Rate limited: the whole batch waits ${seconds}s before going on`),
  });
  bar.update(counts);
  const outcomes = await runBatchRows({
    rows,
    out,
    baseDir: dirname(flags.file),
    existing,
    concurrency: flags.concurrency,
    provider: gatedProvider(provider, gate, { now: deps.now }),
    deps,
    onOutcome(outcome) {
      counts[outcome.status]++;
      if (outcome.error) bar.log(`${flags.file}:${outcome.line}: ${outcome.error.message}`);
      bar.update(counts);
    },
  }).finally(bar.finish);

  const failed = outcomes.filter((outcome) => outcome.status === "failed");
  const summaryPath = join(out, SUMMARY_FILE_NAME);
  const summary = {
    file: flags.file,
    out,
    provider: provider.name,
    concurrency: flags.concurrency,
    startedAt: new Date(startedAt).toISOString(),
    finishedAt: new Date(deps.now()).toISOString(),
    ...counts,
    rows: outcomes,
  };
  await writeFileAtomically(deps.fs, summaryPath, `${JSON.stringify(summary, null, 2)}\n`);
  const failedLines = failed.length > 0 ? ` (lines ${failed.map((outcome) => outcome.line).join(", ")})` : "";
  deps.stdout.write(
    `${counts.total} rows: ${counts.done} done, ${counts.skipped} skipped, ${counts.failed} failed${failedLines}. ` +
      `Kits in ${out}, summary in ${summaryPath}\n`,
  );
  if (failed.length > 0) {
    throw new BrandKitError(
      failureCode(failed),
      `${failed.length} of ${counts.total} rows failed; see ${summaryPath}`,
    );
  }
}

/** The `batch` command. */
export function createBatchCommand(deps: CliDeps): Command {
  return new Command("batch")
    .description("make one kit per row of a CSV or JSONL file, each in its own folder")
    .argument("<file>", "a .csv or .jsonl file of generation requests")
    .option("--out <dir>", "output folder (default: the file's name without its extension)")
    .option("--concurrency <n>", "kits made at once", String(DEFAULT_CONCURRENCY))
    .option(
      "--provider <name>",
      `AI provider: ${PROVIDER_NAMES.join(", ")} (default: $BRANDKIT_PROVIDER or offline)`,
    )
    .addHelpText("after", HELP)
    .action((file: string, options: Record<string, unknown>) => runBatch(file, options, deps));
}
