/**
 * One place in the render pool: a worker and the jobs sent to it, at most `depth` at a time. The worker does them
 * in order; sending the next one before the current one is done keeps it from idling while the main thread is
 * busy. The timer runs on the job the worker is doing (the first sent). When the worker crashes or that job
 * overruns its budget, only that job fails: the worker is stopped, a fresh one takes its place, and the jobs
 * behind it, which never started, are sent to the fresh worker.
 */
import { BrandKitError, cancelled, ErrorCode } from "../errors.ts";
import type { RenderAssets } from "../render/assets.ts";
import { fromWireError, type FromWorker, type RenderJob, type ToWorker } from "./_messages.ts";
import { MS_PER_S } from "../time.ts";

/** The parts of a Web Worker the pool uses (tests pass their own). */
export type WorkerLike = {
  postMessage(message: ToWorker): void;
  onmessage: ((event: MessageEvent<FromWorker>) => void) | null;
  onerror: ((event: ErrorEvent) => void) | null;
  terminate(): void;
};

export type WorkerSlot = {
  /** True while the worker has a job. */
  readonly busy: boolean;
  /** Jobs sent to the worker and not yet answered. */
  readonly load: number;
  /**
   * Sends one job; the slot must have room. When `signal` aborts before the worker has started the job, the
   * worker drops it and it fails with CANCELLED; a job under way finishes.
   */
  run(job: RenderJob, signal?: AbortSignal): Promise<Uint8Array>;
  /** Stops the worker for good; its jobs fail with CANCELLED. */
  stop(): void;
};

export type WorkerSlotOptions = {
  assets: RenderAssets;
  createWorker: () => WorkerLike;
  timeoutMs: number;
  /** Called whenever the slot has room for another job. */
  onIdle: () => void;
  onReplaced: (reason: string) => void;
};

type Sent = {
  id: number;
  job: RenderJob;
  resolve: (png: Uint8Array) => void;
  reject: (error: unknown) => void;
  /** Stops listening to the job's signal. */
  detach: () => void;
};

/** A slot with a started worker. */
export function createWorkerSlot(options: WorkerSlotOptions): WorkerSlot {
  let worker: WorkerLike;
  /** In the order the worker does them: the first is the one it is doing. */
  const sent: Sent[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;
  let nextId = 1;
  let stopped = false;

  /** Times the job the worker is doing now, if any. */
  function timeHead(): void {
    clearTimeout(timer);
    timer = undefined;
    if (sent.length === 0) return;
    timer = setTimeout(() => {
      const seconds = options.timeoutMs / MS_PER_S;
      replace(
        `a render job ran over ${seconds} s`,
        new BrandKitError(
          ErrorCode.INTERNAL,
          `Making this graphic took longer than ${seconds} s, so it was stopped.`,
        ),
      );
    }, options.timeoutMs);
  }

  function post(entry: Sent): void {
    worker.postMessage({ type: "job", id: entry.id, job: entry.job });
  }

  /** Fails the job being done, starts a fresh worker and hands it the jobs that never started. */
  function replace(reason: string, error: BrandKitError): void {
    clearTimeout(timer);
    const failed = sent.shift();
    failed?.detach();
    failed?.reject(error);
    worker.terminate();
    if (stopped) return;
    options.onReplaced(reason);
    start();
    for (const entry of sent) post(entry);
    timeHead();
    options.onIdle();
  }

  function start(): void {
    worker = options.createWorker();
    worker.onmessage = (event) => {
      const reply = event.data;
      // Answers come in order, except for a cancelled job the worker dropped from behind the current one.
      const index = sent.findIndex((entry) => entry.id === reply.id);
      if (index < 0) return;
      const [done] = sent.splice(index, 1);
      done.detach();
      if (index === 0) timeHead();
      if (reply.ok) done.resolve(reply.png);
      else done.reject(fromWireError(reply.error));
      options.onIdle();
    };
    worker.onerror = (event) => {
      // Handled here: an uncaught error in a worker must not take the whole process down.
      event.preventDefault();
      const detail = event.message || "it stopped unexpectedly";
      replace(
        `a render worker crashed: ${detail}`,
        new BrandKitError(ErrorCode.INTERNAL, `The renderer crashed while making this graphic: ${detail}`),
      );
    };
    worker.postMessage({ type: "init", assets: options.assets });
  }

  start();
  return {
    get busy() {
      return sent.length > 0;
    },
    get load() {
      return sent.length;
    },
    run(job, signal) {
      if (stopped) return Promise.reject(cancelled());
      return new Promise((resolve, reject) => {
        const entry: Sent = { id: nextId++, job, resolve, reject, detach: () => {} };
        if (signal) {
          const onAbort = () => {
            if (sent[0] !== entry) worker.postMessage({ type: "cancel", id: entry.id });
          };
          signal.addEventListener("abort", onAbort, { once: true });
          entry.detach = () => signal.removeEventListener("abort", onAbort);
        }
        sent.push(entry);
        post(entry);
        if (sent.length === 1) timeHead();
      });
    },
    stop() {
      stopped = true;
      clearTimeout(timer);
      const stoppedError = cancelled();
      for (const entry of sent.splice(0)) {
        entry.detach();
        entry.reject(stoppedError);
      }
      worker.terminate();
    },
  };
}
