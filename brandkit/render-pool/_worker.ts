/**
 * A render worker: the entry module of each Web Worker in the pool. It builds one renderer from the assets the
 * pool sends first, then does its jobs one at a time, in the order they came, and posts back each PNG (its buffer
 * transferred, not copied). The pool may send the next job before the current one is done, so the worker never
 * waits for the main thread between jobs.
 * Everything CPU-bound happens here: image decoding and fitting, layout, SVG, rasterising, PNG encoding.
 */
import { cancelled } from "../errors.ts";
import { createRenderer, type Renderer } from "../render/mod.ts";
import { runFormatJob } from "./_format-jobs.ts";
import { type FromWorker, type RenderJob, toWireError, type ToWorker } from "./_messages.ts";

/** The parts of a worker's global scope used here (lib.deno.window types `self` as a window). */
type WorkerScope = {
  onmessage: ((event: MessageEvent<ToWorker>) => void) | null;
  postMessage(message: FromWorker, transfer?: Transferable[]): void;
};

const scope = globalThis as unknown as WorkerScope;
let renderer: Renderer | undefined;

function run(job: RenderJob, on: Renderer): Promise<Uint8Array> {
  switch (job.op) {
    case "render":
      return on.render(job.request);
    case "overlay":
      return on.overlay(job.request);
    case "fit":
      return on.fitImage(job.bytes, job.mimeType, job.width, job.height);
    case "format":
      return runFormatJob(job.job, on);
  }
}

type JobMessage = Extract<ToWorker, { type: "job" }>;
const waiting: JobMessage[] = [];
let working = false;

async function work(message: JobMessage): Promise<void> {
  try {
    if (!renderer) throw new Error("the worker got a job before its assets");
    const png = await run(message.job, renderer);
    scope.postMessage({ id: message.id, ok: true, png }, [png.buffer as ArrayBuffer]);
  } catch (error) {
    scope.postMessage({ id: message.id, ok: false, error: toWireError(error) });
  }
}

/** Works through the waiting jobs one at a time (a job's awaits must not let the next one start). */
async function drain(): Promise<void> {
  if (working) return;
  working = true;
  while (waiting.length > 0) await work(waiting.shift()!);
  working = false;
}

scope.onmessage = (event) => {
  const message = event.data;
  if (message.type === "init") {
    renderer = createRenderer(message.assets);
    return;
  }
  if (message.type === "cancel") {
    // Only a job still waiting can be dropped; one under way finishes.
    const index = waiting.findIndex((job) => job.id === message.id);
    if (index < 0) return;
    waiting.splice(index, 1);
    scope.postMessage({
      id: message.id,
      ok: false,
      error: toWireError(cancelled()),
    });
    return;
  }
  waiting.push(message);
  void drain();
};
