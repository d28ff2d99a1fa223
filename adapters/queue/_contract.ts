/**
 * What the commands and the queue's adapters agree on: a batch's side of the queue and a worker. The BullMQ
 * adapter (_bullmq.ts, _redis.ts) implements it; mod.ts hands it to the commands. (The workers' shared rate-limit
 * gate is the kit pipeline's: adapters/rate-limit-gate-redis.ts, in the queue's Redis.)
 */
import type { RowJob, RowResult } from "./_job.ts";

/** A batch's side of the queue. */
export interface BatchQueue {
  /**
   * Adds the jobs the queue does not have (a job of a row that failed is tried again); returns how many.
   * Adding the same jobs again adds nothing.
   */
  add(jobs: readonly RowJob[]): Promise<number>;
  /** Calls `onResult` for each job as it finishes (those already finished first); resolves when all have. */
  results(
    jobs: readonly RowJob[],
    onResult: (job: RowJob, result: RowResult) => void,
    signal?: AbortSignal,
  ): Promise<void>;
  close(): Promise<void>;
}

export type QueueWorkerOptions = {
  /** Jobs worked on at once. */
  concurrency: number;
  /** A job's lock lasts this long unless renewed; a dead worker's job is taken up again within about twice it. */
  stallMs: number;
  /** Makes one row's kit; `retried` is true when an earlier attempt was cut short (its worker died). */
  process: (job: RowJob, context: { retried: boolean }) => Promise<RowResult>;
  /** Told of queue errors (Redis gone, a reconnect), which the worker rides out. */
  onError: (message: string) => void;
};

/** A running worker; `close()` lets the jobs it is working on finish, then stops. */
export interface QueueWorker {
  close(): Promise<void>;
}

/** How commands reach a queue: by its Redis URL. */
export interface QueueBackend {
  openQueue(url: string): Promise<BatchQueue>;
  startWorker(url: string, options: QueueWorkerOptions): Promise<QueueWorker>;
}
