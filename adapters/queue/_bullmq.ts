/**
 * The batch queue on Redis with BullMQ: one queue for every batch, one job per row with an id derived from the
 * batch and the row (so adding the same batch twice adds nothing), finished jobs kept for a bounded time (so a
 * re-run still finds them), and workers whose lost jobs come back: a job's lock lapses when its worker dies, the
 * stalled check of any other worker puts it back in line.
 */
import { Job, Queue, QueueEvents, UnrecoverableError, Worker } from "bullmq";
import { BrandKitError, ErrorCode } from "../../brandkit/web.ts";
import {
  jobIdOf,
  parseFailedReason,
  QUEUE_NAME,
  RowDoneSchema,
  type RowJob,
  RowJobSchema,
  type RowResult,
} from "./_job.ts";
import { checkRedis, redisConnection } from "./_redis.ts";
import type { BatchQueue, QueueWorker, QueueWorkerOptions } from "./_contract.ts";

const JOB_NAME = "row";
/** Finished jobs are kept this long, so running a batch again within it adds nothing already done. */
export const KEEP_FINISHED_S = 7 * 24 * 60 * 60;
/** Times a job may lose its worker before it fails for good (a job that kills every worker stops there). */
export const MAX_STALLS = 5;
/** How often a waiting batch asks for its unfinished jobs' states, in case it missed an event. */
const RECONCILE_MS = 2_000;
/** Jobs looked up or added per round trip. */
const CHUNK_SIZE = 200;

function chunks<T>(items: readonly T[]): T[][] {
  const result: T[][] = [];
  for (let start = 0; start < items.length; start += CHUNK_SIZE) {
    result.push(items.slice(start, start + CHUNK_SIZE));
  }
  return result;
}

/** A finished job's return value, read through zod; a stored value is JSON text in events, an object on jobs. */
function doneOf(value: unknown): RowResult {
  let json = value;
  if (typeof value === "string") {
    try {
      json = JSON.parse(value);
    } catch {
      json = undefined;
    }
  }
  const parsed = RowDoneSchema.safeParse(json);
  if (parsed.success) return parsed.data;
  return {
    status: "failed",
    error: { code: ErrorCode.INTERNAL, message: "the worker's answer is not a row result" },
  };
}

const failedOf = (reason: string | undefined): RowResult => ({
  status: "failed",
  error: parseFailedReason(reason),
});

/** Opens the queue at `url` for adding a batch and waiting for it. */
export async function openBullQueue(url: string): Promise<BatchQueue> {
  await checkRedis(url);
  const connection = redisConnection(url);
  const queue = new Queue(QUEUE_NAME, { connection });

  /** The result of each job of `ids` that has finished, by id; `missing` collects ids the queue does not know. */
  async function finished(ids: readonly string[], missing: string[] = []): Promise<Map<string, RowResult>> {
    const results = new Map<string, RowResult>();
    for (const chunk of chunks(ids)) {
      const jobs = await Promise.all(chunk.map((id) => Job.fromId(queue, id)));
      await Promise.all(jobs.map(async (job, index) => {
        if (!job) return void missing.push(chunk[index]);
        const state = await job.getState();
        if (state === "completed") results.set(chunk[index], doneOf(job.returnvalue));
        if (state === "failed") results.set(chunk[index], failedOf(job.failedReason));
      }));
    }
    return results;
  }

  return {
    async add(jobs) {
      let added = 0;
      for (const chunk of chunks(jobs)) {
        const ids = chunk.map((job) => jobIdOf(job.batch, job.row));
        const states = await Promise.all(ids.map((id) => queue.getJobState(id)));
        const fresh = chunk.filter((_, index) => states[index] === "unknown");
        await queue.addBulk(fresh.map((job) => ({
          name: JOB_NAME,
          data: job,
          opts: {
            jobId: jobIdOf(job.batch, job.row),
            removeOnComplete: { age: KEEP_FINISHED_S },
            removeOnFail: { age: KEEP_FINISHED_S },
          },
        })));
        // A row that failed last time is tried again, as a local batch run again would.
        const failed = ids.filter((_, index) => states[index] === "failed");
        for (const id of failed) await (await Job.fromId(queue, id))?.retry("failed");
        added += fresh.length + failed.length;
      }
      return added;
    },

    async results(jobs, onResult, signal) {
      const pending = new Map(jobs.map((job) => [jobIdOf(job.batch, job.row), job]));
      if (pending.size === 0) return;
      const events = new QueueEvents(QUEUE_NAME, { connection: redisConnection(url) });
      let reconcileTimer: ReturnType<typeof setTimeout> | undefined;
      try {
        await events.waitUntilReady();
        await new Promise<void>((resolve, reject) => {
          const settle = (id: string, result: RowResult) => {
            const job = pending.get(id);
            if (!job) return;
            pending.delete(id);
            onResult(job, result);
            if (pending.size === 0) resolve();
          };
          const onAbort = () => reject(new BrandKitError(ErrorCode.CANCELLED, "The batch was cancelled."));
          if (signal?.aborted) return onAbort();
          signal?.addEventListener("abort", onAbort, { once: true });
          events.on("completed", ({ jobId, returnvalue }) => settle(jobId, doneOf(returnvalue)));
          events.on("failed", ({ jobId, failedReason }) => settle(jobId, failedOf(failedReason)));
          // Jobs finished before this listened (a re-run, a fast worker) are found by asking, now and then.
          const reconcile = async () => {
            const missing: string[] = [];
            for (const [id, result] of await finished([...pending.keys()], missing)) settle(id, result);
            for (const id of missing) {
              settle(
                id,
                failedOf(JSON.stringify({
                  code: ErrorCode.INTERNAL,
                  message:
                    `the job ${id} left the queue before it finished (removed by hand?); run the batch again`,
                })),
              );
            }
            if (pending.size > 0) reconcileTimer = setTimeout(() => reconcile().catch(reject), RECONCILE_MS);
          };
          reconcile().catch(reject);
        });
      } finally {
        clearTimeout(reconcileTimer);
        await events.close();
      }
    },

    async close() {
      await queue.close();
      connection.disconnect();
    },
  };
}

/** Starts a worker on the queue at `url`; it takes jobs until closed. */
export async function startBullWorker(url: string, options: QueueWorkerOptions): Promise<QueueWorker> {
  await checkRedis(url);
  const connection = redisConnection(url);
  const worker = new Worker(
    QUEUE_NAME,
    async (job) => {
      const parsed = RowJobSchema.safeParse(job.data);
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        throw new UnrecoverableError(JSON.stringify({
          code: ErrorCode.VALIDATION_ERROR,
          message: `Job ${job.id} is not a batch row: ${issue.path.join(".") || "data"}: ${issue.message}`,
        }));
      }
      const result = await options.process(parsed.data satisfies RowJob, {
        retried: job.attemptsStarted > 1,
      });
      // A failed row fails its job (with the reason as JSON), so a re-run of the batch tries it again.
      if (result.status === "failed") throw new UnrecoverableError(JSON.stringify(result.error));
      return result;
    },
    {
      connection,
      concurrency: options.concurrency,
      lockDuration: options.stallMs,
      stalledInterval: options.stallMs,
      maxStalledCount: MAX_STALLS,
    },
  );
  worker.on("error", (error) => options.onError(error.message));
  await worker.waitUntilReady();
  return {
    async close() {
      await worker.close();
      connection.disconnect();
    },
  };
}
