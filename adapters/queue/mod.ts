/**
 * The distributed batch's queue: `brandkit batch --queue` adds one job per row and waits for their results,
 * `brandkit worker` takes jobs and makes the kits. The commands see this small interface (_contract.ts) and the
 * jobs' wire format (_job.ts); both live here, beside the BullMQ adapter, since the adapter reads that format back
 * with zod and does not import the CLI on the floor above. The adapter is loaded only when a command uses the
 * queue, so the other commands start without it.
 */
export { QUEUE_NAME, type RowJob, type RowResult } from "./_job.ts";
export { redactRedisUrl, RedisUrlSchema } from "./_url.ts";
export type { BatchQueue, QueueBackend, QueueWorker, QueueWorkerOptions } from "./_contract.ts";
import type { QueueBackend } from "./_contract.ts";

/** The real queue: BullMQ on Redis, imported on first use. */
export const bullQueueBackend: QueueBackend = {
  openQueue: async (url) => (await import("./_bullmq.ts")).openBullQueue(url),
  startWorker: async (url, options) => (await import("./_bullmq.ts")).startBullWorker(url, options),
};
