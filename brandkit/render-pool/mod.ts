/**
 * The render pool: the designer's CPU work (image decoding and fitting, layout, SVG, rasterising, PNG encoding)
 * done in Web Workers, so the thread that serves requests only does I/O. Shared by the server and the CLI.
 * Jobs wait in one queue and go to the first free worker; a worker that crashes or overruns its time budget
 * fails only its own job and is replaced.
 */
import { BrandKitError, cancelled, ErrorCode } from "../errors.ts";
import type { RenderAssets } from "../render/assets.ts";
import type { GraphicRequest, OverlayRequest, RenderService } from "../render/renderer.ts";
import type { FormatJob } from "./_format-jobs.ts";
import type { RenderJob } from "./_messages.ts";
import { createWorkerSlot, type WorkerLike, type WorkerSlot } from "./_worker-slot.ts";

export type { WorkerLike } from "./_worker-slot.ts";
export { type FormatJob, runFormatJob } from "./_format-jobs.ts";

/** How long one job may take before its worker is stopped and replaced. */
export const RENDER_JOB_TIMEOUT_MS = 30_000;
/**
 * Jobs a worker holds at once under load: the one it is doing and the next, which it starts without a round
 * trip to the main thread (a busy main thread otherwise leaves the workers idle between jobs).
 */
export const JOBS_PER_WORKER = 2;
/** Workers when nothing says otherwise and the core count is unknown. */
export const FALLBACK_RENDER_WORKERS = 2;

export type RenderPoolOptions = {
  /** Fonts and decoders, sent to each worker once. */
  assets: RenderAssets;
  /** Number of workers. @default navigator.hardwareConcurrency (the number of cores) */
  size?: number;
  /** Longest one job may run, ms. @default RENDER_JOB_TIMEOUT_MS (30 s) */
  jobTimeoutMs?: number;
  /** Starts one worker. @default a module Worker over ./_worker.ts */
  createWorker?: () => WorkerLike;
  /** Told when a worker is replaced, and why (for the server log). @default nothing */
  onWorkerReplaced?: (reason: string) => void;
};

/** What the pool is doing, for health checks, tests and benchmarks. */
export type RenderPoolStats = { size: number; busy: number; queued: number; replaced: number };

/** The designer's work, done off the calling thread. */
export type RenderPool = RenderService & {
  readonly size: number;
  /** One file of an extra format (formatFiles), as bytes. */
  format(job: FormatJob, signal?: AbortSignal): Promise<Uint8Array>;
  stats(): RenderPoolStats;
  /** Stops every worker; queued and running jobs fail with CANCELLED. */
  close(): void;
};

type QueuedJob = {
  job: RenderJob;
  signal?: AbortSignal;
  resolve: (png: Uint8Array) => void;
  reject: (error: unknown) => void;
  detach: () => void;
};

/** The number of cores, where the runtime says. */
export function defaultRenderWorkers(): number {
  const cores = globalThis.navigator?.hardwareConcurrency;
  return Number.isInteger(cores) && cores > 0 ? cores : FALLBACK_RENDER_WORKERS;
}

/** A module worker over this folder's worker entry. */
export function startRenderWorker(): WorkerLike {
  return new Worker(new URL("./_worker.ts", import.meta.url).href, { type: "module" });
}

/** A pool of `size` render workers, started now. */
export function createRenderPool(options: RenderPoolOptions): RenderPool {
  const size = options.size ?? defaultRenderWorkers();
  if (!Number.isInteger(size) || size < 1) {
    throw new BrandKitError(ErrorCode.CONFIG_ERROR, `The render pool needs at least 1 worker, not ${size}`);
  }
  const timeoutMs = options.jobTimeoutMs ?? RENDER_JOB_TIMEOUT_MS;
  const createWorker = options.createWorker ?? startRenderWorker;
  const queue: QueuedJob[] = [];
  let replaced = 0;
  let closed = false;

  const newSlot = (): WorkerSlot =>
    createWorkerSlot({
      assets: options.assets,
      createWorker,
      timeoutMs,
      onIdle: dispatch,
      onReplaced: (reason) => {
        replaced++;
        options.onWorkerReplaced?.(reason);
      },
    });
  const slots = Array.from({ length: size }, newSlot);

  /**
   * Hands waiting jobs to workers: idle ones first. When more jobs wait than there are workers, each worker also
   * gets its next job ahead (JOBS_PER_WORKER), so none waits for the main thread between two jobs. With fewer
   * waiting, a job stays in the pool for the first worker to come free: sent ahead, it could sit behind a long
   * job while another worker idles (a kit's three graphics on two workers).
   */
  function dispatch(): void {
    for (let load = 0; load < JOBS_PER_WORKER; load++) {
      for (const slot of slots) {
        if (queue.length === 0) return;
        if (load > 0 && queue.length <= slots.length) return;
        if (slot.load > load) continue;
        const next = queue.shift()!;
        next.detach();
        slot.run(next.job, next.signal).then(next.resolve, next.reject);
      }
    }
  }

  function submit(job: RenderJob, signal?: AbortSignal): Promise<Uint8Array> {
    if (closed) return Promise.reject(cancelled());
    if (signal?.aborted) return Promise.reject(cancelled());
    return new Promise((resolve, reject) => {
      const entry: QueuedJob = { job, signal, resolve, reject, detach: () => {} };
      if (signal) {
        // A job still waiting when its generation is cancelled leaves the queue; a running one finishes.
        const onAbort = () => {
          const index = queue.indexOf(entry);
          if (index >= 0) queue.splice(index, 1);
          reject(cancelled());
        };
        signal.addEventListener("abort", onAbort, { once: true });
        entry.detach = () => signal.removeEventListener("abort", onAbort);
      }
      queue.push(entry);
      dispatch();
    });
  }

  return {
    size,
    render: (request: GraphicRequest, signal?: AbortSignal) => submit({ op: "render", request }, signal),
    overlay: (request: OverlayRequest, signal?: AbortSignal) => submit({ op: "overlay", request }, signal),
    fitImage: (bytes, mimeType, width, height, signal) =>
      submit({ op: "fit", bytes, mimeType, width, height }, signal),
    format: (job, signal) => submit({ op: "format", job }, signal),
    stats: () => ({
      size,
      busy: slots.filter((slot) => slot.busy).length,
      queued: queue.length,
      replaced,
    }),
    close() {
      closed = true;
      for (const entry of queue.splice(0)) {
        entry.detach();
        entry.reject(cancelled());
      }
      for (const slot of slots) slot.stop();
    },
  };
}
