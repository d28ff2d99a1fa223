/**
 * `brandkit worker --queue REDIS_URL --out DIR`: takes batch rows from the queue and makes their kits, on any
 * machine, until stopped. SIGTERM or Ctrl-C lets the kits in progress finish, then it exits 0; a worker killed
 * outright loses nothing, since its jobs' locks lapse and another worker takes them up. Each kit is written to
 * the sink whole and once: a folder already complete is left alone and the job counts as done.
 */
import { Command } from "commander";
import { z } from "zod";
import type { AiProvider, ToExactPng } from "../brandkit/mod.ts";
import { makeRowKit } from "./batch-kit.ts";
import { failureOf } from "./batch-runner.ts";
import { openBatchSink, type OpenS3Sink } from "./batch-sink.ts";
import type { CliDeps } from "./deps.ts";
import type { KitSink } from "./kit-sink.ts";
import {
  ConcurrencyFlagSchema,
  concurrencyOption,
  parseFlags,
  PathFlagSchema,
  ProviderFlagSchema,
  providerOption,
} from "./options.ts";
import {
  bullQueueBackend,
  type QueueBackend,
  redactRedisUrl,
  RedisUrlSchema,
  type RowJob,
  type RowResult,
} from "../adapters/queue/mod.ts";
import { gatedProvider } from "./gated-provider.ts";
import { MS_PER_S } from "../brandkit/web.ts";

/** Kits a worker makes at once unless --concurrency says otherwise. */
export const DEFAULT_WORKER_CONCURRENCY = 2;
/** How long a job's lock lasts unless renewed, in seconds: a killed worker's jobs restart within about twice it. */
export const DEFAULT_STALL_SECONDS = 30;
const MAX_STALL_SECONDS = 600;

const WorkerFlagsSchema = z.strictObject({
  queue: RedisUrlSchema,
  out: PathFlagSchema,
  concurrency: ConcurrencyFlagSchema.default(DEFAULT_WORKER_CONCURRENCY),
  provider: ProviderFlagSchema.optional(),
  stallSeconds: z.string().trim().regex(/^\d+$/, { error: "must be a whole number of seconds" }).transform(
    Number,
  )
    .pipe(
      z.int().min(1, { error: "must be at least 1" }).max(MAX_STALL_SECONDS, {
        error: `must be at most ${MAX_STALL_SECONDS}`,
      }),
    ).default(DEFAULT_STALL_SECONDS),
});

const HELP = `
A worker takes the rows that 'brandkit batch FILE --queue REDIS_URL' queued and writes each kit's folder into
--out (give every worker the same folder, e.g. a shared mount). Run as many as you like, on any machine. SIGTERM
or Ctrl-C finishes the kits in progress, then exits 0; a second one stops at once. A worker that dies mid-kit
loses nothing: after --stall-seconds its rows go to another worker.

Examples:
  $ brandkit worker --queue redis://127.0.0.1:6379 --out kits
  $ brandkit worker --queue redis://queue.internal:6379 --out /mnt/kits --concurrency 4`;

type JobContext = { sink: KitSink; provider: AiProvider; exactImage: ToExactPng; deps: CliDeps };

/** One row: its kit made and written, or why not. A retried row whose folder is complete is done already. */
async function processRow(job: RowJob, retried: boolean, context: JobContext): Promise<RowResult> {
  const { sink, provider, exactImage, deps } = context;
  const where = `row ${job.row} (batch ${job.batch}, line ${job.line})`;
  try {
    // Only a retry can find its folder written (the first attempt died after writing it); a first attempt
    // skips the scan, which costs a listing of the whole output.
    const existing = retried ? (await sink.scan()).get(job.row) : undefined;
    if (existing?.complete) {
      deps.stderr.write(`${where}: already in ${existing.name}\n`);
      return { status: "done", folder: existing.name, provider: provider.name };
    }
    // No signal: stopping the worker lets the kits in progress finish.
    const { folder, written } = await makeRowKit(job.request, {
      row: job.row,
      total: job.total,
      formats: job.formats,
      provider,
      exactImage,
      sink,
      folder: existing?.name,
      deps,
    });
    deps.stderr.write(`${where}: ${written ? "made" : "already in"} ${folder}\n`);
    return { status: "done", folder, provider: provider.name };
  } catch (error) {
    const failure = failureOf(error);
    deps.stderr.write(`${where}: failed: ${failure.message}\n`);
    return { status: "failed", error: failure };
  }
}

/** Resolves when `signal` aborts (never without one). */
function stopped(signal?: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal?.aborted) return resolve();
    signal?.addEventListener("abort", () => resolve(), { once: true });
  });
}

async function runWorker(options: Record<string, unknown>, deps: CliDeps, scaleOut: ScaleOut): Promise<void> {
  const flags = parseFlags(WorkerFlagsSchema, options);
  const sink = await openBatchSink(flags.out, deps, scaleOut.openS3Sink);
  // Every worker on every machine holds at one gate in the queue's Redis: one upstream limit for all.
  const { gate, close: closeGate } = await deps.rateLimitGate({
    sharedAt: flags.queue,
    now: deps.now,
    sleep: deps.sleep,
    onWait: (seconds) => deps.stderr.write(`Rate limited: the workers wait ${seconds}s before going on\n`),
  });
  // Every worker's calls are counted against the service's request window, in the same Redis: together they wait
  // for it to reset instead of being refused.
  const upstream = await deps.createProvider(flags.provider, { onRequestWindow: gate.observe });
  const provider = gatedProvider(upstream.provider, gate, { now: deps.now });
  const context: JobContext = { sink, provider, exactImage: upstream.exactImage, deps };
  const worker = await scaleOut.queue.startWorker(flags.queue, {
    concurrency: flags.concurrency,
    stallMs: flags.stallSeconds * MS_PER_S,
    process: (job, { retried }) => processRow(job, retried, context),
    onError: (message) => deps.stderr.write(`queue: ${message}\n`),
  });
  deps.stderr.write(
    `Worker ready: ${redactRedisUrl(flags.queue)} -> ${sink.location}, ${flags.concurrency} at a time, ` +
      `provider ${provider.name}\n`,
  );
  await stopped(deps.signal);
  deps.stderr.write("Stopping: finishing the kits in progress\n");
  await worker.close();
  await closeGate();
  deps.stderr.write("Worker stopped\n");
}

/** How `batch --queue` and `worker` reach Redis and an S3 store. */
export type ScaleOut = { queue: QueueBackend; openS3Sink?: OpenS3Sink };

/** The `worker` command; `scaleOut.queue` is BullMQ on Redis unless a test gives another. */
export function createWorkerCommand(
  deps: CliDeps,
  scaleOut: ScaleOut = { queue: bullQueueBackend },
): Command {
  return new Command("worker")
    .description("make the kits of batches queued with 'brandkit batch --queue', until stopped")
    .requiredOption("--queue <redis-url>", "the Redis the batches are queued on")
    .requiredOption("--out <dir>", "folder the kit folders go into (the same for every worker)")
    .addOption(concurrencyOption(DEFAULT_WORKER_CONCURRENCY))
    .addOption(providerOption())
    .option(
      "--stall-seconds <n>",
      "a job whose worker stops answering for this long goes to another worker",
      String(DEFAULT_STALL_SECONDS),
    )
    .addHelpText("after", HELP)
    .action((options: Record<string, unknown>) => runWorker(options, deps, scaleOut));
}
