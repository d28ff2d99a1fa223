/**
 * A render worker: the entry module of each Web Worker in the pool. It builds one renderer from the assets the
 * pool sends first, then does one job at a time and posts back the PNG (its buffer transferred, not copied).
 * Everything CPU-bound happens here: image decoding and fitting, layout, SVG, rasterising, PNG encoding.
 */
import { createRenderer, type RenderAssets, type Renderer } from "../render/mod.ts";
import { runFormatJob } from "./_format-jobs.ts";
import { type FromWorker, type RenderJob, toWireError, type ToWorker } from "./_messages.ts";

/** The parts of a worker's global scope used here (lib.deno.window types `self` as a window). */
type WorkerScope = {
  onmessage: ((event: MessageEvent<ToWorker>) => void) | null;
  postMessage(message: FromWorker, transfer?: Transferable[]): void;
};

const scope = globalThis as unknown as WorkerScope;
let renderer: Renderer | undefined;
let fonts: RenderAssets["fonts"] = [];

function run(job: RenderJob, on: Renderer): Promise<Uint8Array> {
  switch (job.op) {
    case "render":
      return on.render(job.request);
    case "overlay":
      return on.overlay(job.request);
    case "fit":
      return on.fitImage(job.bytes, job.mimeType, job.width, job.height);
    case "format":
      return runFormatJob(job.job, on, { fonts });
  }
}

scope.onmessage = async (event) => {
  const message = event.data;
  if (message.type === "init") {
    renderer = createRenderer(message.assets);
    fonts = message.assets.fonts;
    return;
  }
  try {
    if (!renderer) throw new Error("the worker got a job before its assets");
    const png = await run(message.job, renderer);
    scope.postMessage({ id: message.id, ok: true, png }, [png.buffer as ArrayBuffer]);
  } catch (error) {
    scope.postMessage({ id: message.id, ok: false, error: toWireError(error) });
  }
};
