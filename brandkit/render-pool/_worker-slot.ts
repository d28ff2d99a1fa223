/**
 * One place in the render pool: a worker, the job it is running, and the timer on that job. When the worker
 * crashes or the job overruns its budget, the job fails, the worker is stopped and a fresh one takes its place.
 */
import { BrandKitError, ErrorCode } from "../errors.ts";
import type { RenderAssets } from "../render/assets.ts";
import { fromWireError, type FromWorker, type RenderJob, type ToWorker } from "./_messages.ts";

/** The parts of a Web Worker the pool uses (tests pass their own). */
export type WorkerLike = {
  postMessage(message: ToWorker): void;
  onmessage: ((event: MessageEvent<FromWorker>) => void) | null;
  onerror: ((event: ErrorEvent) => void) | null;
  terminate(): void;
};

export type WorkerSlot = {
  readonly busy: boolean;
  /** Runs one job; the slot must be free. */
  run(job: RenderJob): Promise<Uint8Array>;
  /** Stops the worker for good; a running job fails with CANCELLED. */
  stop(): void;
};

export type WorkerSlotOptions = {
  assets: RenderAssets;
  createWorker: () => WorkerLike;
  timeoutMs: number;
  /** Called whenever the slot becomes free. */
  onIdle: () => void;
  onReplaced: (reason: string) => void;
};

type Running = {
  id: number;
  resolve: (png: Uint8Array) => void;
  reject: (error: unknown) => void;
  timer: ReturnType<typeof setTimeout>;
};

const MS_PER_S = 1_000;

/** A slot with a started worker. */
export function createWorkerSlot(options: WorkerSlotOptions): WorkerSlot {
  let worker: WorkerLike;
  let running: Running | null = null;
  let nextId = 1;
  let stopped = false;

  function finish(): Running | null {
    const current = running;
    if (current) clearTimeout(current.timer);
    running = null;
    return current;
  }

  function replace(reason: string, error: BrandKitError): void {
    finish()?.reject(error);
    worker.terminate();
    if (stopped) return;
    options.onReplaced(reason);
    start();
    options.onIdle();
  }

  function start(): void {
    worker = options.createWorker();
    worker.onmessage = (event) => {
      const reply = event.data;
      if (!running || reply.id !== running.id) return;
      const done = finish()!;
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
      return running !== null;
    },
    run(job) {
      if (stopped) return Promise.reject(new BrandKitError(ErrorCode.CANCELLED, "Generation was cancelled."));
      return new Promise((resolve, reject) => {
        const id = nextId++;
        const timer = setTimeout(() => {
          const seconds = options.timeoutMs / MS_PER_S;
          replace(
            `a render job ran over ${seconds} s`,
            new BrandKitError(
              ErrorCode.INTERNAL,
              `Making this graphic took longer than ${seconds} s, so it was stopped.`,
            ),
          );
        }, options.timeoutMs);
        running = { id, resolve, reject, timer };
        worker.postMessage({ type: "job", id, job });
      });
    },
    stop() {
      stopped = true;
      finish()?.reject(new BrandKitError(ErrorCode.CANCELLED, "Generation was cancelled."));
      worker.terminate();
    },
  };
}
