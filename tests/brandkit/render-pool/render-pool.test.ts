import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { BrandKitError, ErrorCode } from "../../../brandkit/errors.ts";
import { IMAGE_SIZES } from "../../../brandkit/constants.ts";
import { PALETTES } from "../../../brandkit/palettes/palettes.ts";
import { createRenderPool, type RenderPool, type WorkerLike } from "../../../brandkit/render-pool/mod.ts";
import { createRenderer, type GraphicRequest, type RenderAssets } from "../../../brandkit/render/mod.ts";
import { failureOf } from "../_fixtures.ts";
import { pngSize, renderAssets } from "../../support/render-assets.ts";
import { designedBrief } from "../render/_brief.ts";
import { type Answer, readAnswer, type Script, SCRIPT_MIME_TYPE, writeScript } from "./support/script.ts";

/** The scripted worker never reads its assets; it only notes that they came first. */
const NO_ASSETS: RenderAssets = {
  fonts: [],
  webpDecoderWasm: new Uint8Array(),
  unicodeTables: {},
  fontSubsetterWasm: new Uint8Array(),
};
/** Long enough that a job posted a moment later to another (already running) worker starts before it ends. */
const OVERLAP_DELAY_MS = 250;
const CANCELLED_MESSAGE = "Generation was cancelled.";

const pools: RenderPool[] = [];
afterEach(() => {
  for (const pool of pools.splice(0)) pool.close();
});

type ScriptedPool = {
  pool: RenderPool;
  /** One entry per worker started: "started", then "terminated" once the pool stops it. */
  workers: Array<"started" | "terminated">;
  replacedBecause: string[];
  /** Sends one job to the pool; resolves to what the fixture worker answered. */
  run(script: Script, signal?: AbortSignal): Promise<Answer>;
};

/** A real Web Worker over the scripted fixture, seen through the WorkerLike the pool asks for. */
function scriptedWorker(onTerminate: () => void): WorkerLike {
  const worker = new Worker(new URL("./support/scripted-worker.ts", import.meta.url).href, {
    type: "module",
  });
  return {
    postMessage: (message) => worker.postMessage(message),
    get onmessage() {
      return worker.onmessage;
    },
    set onmessage(handler) {
      worker.onmessage = handler;
    },
    get onerror() {
      return worker.onerror;
    },
    set onerror(handler) {
      worker.onerror = handler;
    },
    terminate() {
      onTerminate();
      worker.terminate();
    },
  };
}

function scriptedPool(options: { size: number; jobTimeoutMs?: number }): ScriptedPool {
  const workers: ScriptedPool["workers"] = [];
  const replacedBecause: string[] = [];
  const pool = createRenderPool({
    assets: NO_ASSETS,
    size: options.size,
    jobTimeoutMs: options.jobTimeoutMs,
    createWorker: () => {
      const index = workers.push("started") - 1;
      return scriptedWorker(() => (workers[index] = "terminated"));
    },
    onWorkerReplaced: (reason) => replacedBecause.push(reason),
  });
  pools.push(pool);
  return {
    pool,
    workers,
    replacedBecause,
    run: (script, signal) =>
      pool.fitImage(writeScript(script), SCRIPT_MIME_TYPE, 1, 1, signal).then(readAnswer),
  };
}

const answer = (label: string, delayMs = 0): Script => ({ do: "answer", label, delayMs });

/** Every worker of the pool has started and answered once (a first job waits for its worker's module to load). */
async function warmUp({ pool, run }: ScriptedPool): Promise<void> {
  await Promise.all(Array.from({ length: pool.size }, (_, index) => run(answer(`warm-up ${index}`))));
}

describe("createRenderPool() with scripted workers", () => {
  it("sends the assets to each worker before its first job", async () => {
    const scripted = scriptedPool({ size: 2 });
    const answers = await Promise.all([scripted.run(answer("a")), scripted.run(answer("b"))]);
    expect(answers.map((reply) => reply.initialised)).toEqual([true, true]);
  });

  it("runs jobs on free workers in parallel, up to the pool's size; the rest wait", async () => {
    const scripted = scriptedPool({ size: 2 });
    await warmUp(scripted);
    const jobs = ["a", "b", "c"].map((label) => scripted.run(answer(label, OVERLAP_DELAY_MS)));
    // c waits in the pool for whichever worker comes free first.
    expect(scripted.pool.stats()).toEqual({ size: 2, busy: 2, queued: 1, replaced: 0 });
    const [a, b, c] = await Promise.all(jobs);
    expect(a.workerId).not.toBe(b.workerId);
    // a and b were running at the same moment: each started before the other ended.
    expect(a.startedAt).toBeLessThan(b.endedAt);
    expect(b.startedAt).toBeLessThan(a.endedAt);
    // c waited for a worker to come free.
    expect(c.startedAt).toBeGreaterThanOrEqual(Math.min(a.endedAt, b.endedAt));
    expect(scripted.pool.stats()).toEqual({ size: 2, busy: 0, queued: 0, replaced: 0 });
  });

  it("runs queued jobs first come, first served", async () => {
    const scripted = scriptedPool({ size: 1 });
    const finished: string[] = [];
    const jobs = ["a", "b", "c", "d"].map((label) =>
      scripted.run(answer(label)).then((reply) => finished.push(reply.label))
    );
    // Two are with the worker (the one it does and the next), two wait in the pool.
    expect(scripted.pool.stats()).toMatchObject({ busy: 1, queued: 2 });
    await Promise.all(jobs);
    expect(finished).toEqual(["a", "b", "c", "d"]);
  });

  it("turns a worker's wire error back into a BrandKitError with its code, and keeps the worker", async () => {
    const scripted = scriptedPool({ size: 1 });
    const before = await scripted.run(answer("before"));
    const error = await failureOf(
      scripted.run({ do: "fail", code: ErrorCode.AI_ERROR, message: "The image could not be read." }),
    );
    expect(error).toBeInstanceOf(BrandKitError);
    expect(error.code).toBe(ErrorCode.AI_ERROR);
    expect(error.message).toBe("The image could not be read.");
    const after = await scripted.run(answer("after"));
    expect(after.workerId).toBe(before.workerId);
    expect(scripted.pool.stats().replaced).toBe(0);
  });

  it("fails only the crashed worker's job, replaces that worker and runs later jobs", async () => {
    const scripted = scriptedPool({ size: 2 });
    await warmUp(scripted);
    const [crash, neighbour] = await Promise.allSettled([
      scripted.run({ do: "crash", message: "the fixture worker crashed" }),
      scripted.run(answer("neighbour", OVERLAP_DELAY_MS)),
    ]);
    expect(neighbour).toMatchObject({ status: "fulfilled", value: { label: "neighbour" } });
    expect(crash.status).toBe("rejected");
    const error = (crash as PromiseRejectedResult).reason as BrandKitError;
    expect(error.code).toBe(ErrorCode.INTERNAL);
    // The rest is the runtime's wording of the uncaught error ("Uncaught Error: ..." in Deno).
    expect(error.message).toMatch(
      /^The renderer crashed while making this graphic: .*the fixture worker crashed$/,
    );
    expect(scripted.pool.stats()).toEqual({ size: 2, busy: 0, queued: 0, replaced: 1 });
    expect(scripted.replacedBecause).toHaveLength(1);
    expect(scripted.replacedBecause[0]).toMatch(/^a render worker crashed: .*the fixture worker crashed$/);
    // The crash went to the first free worker; its replacement is the third worker started.
    expect(scripted.workers).toEqual(["terminated", "started", "started"]);

    const later = await Promise.all([scripted.run(answer("x")), scripted.run(answer("y"))]);
    expect(later.map((reply) => reply.label)).toEqual(["x", "y"]);
    expect(later.every((reply) => reply.initialised)).toBe(true);
  });

  // The pool takes no clock, so this waits for its real timer; the budget is short, but long enough for a
  // worker to start and answer the jobs that should succeed.
  it("stops a job that overruns jobTimeoutMs, replaces its worker and runs the job queued behind it", async () => {
    const scripted = scriptedPool({ size: 1, jobTimeoutMs: 500 });
    const first = await scripted.run(answer("before"));
    const [overrun, next] = await Promise.allSettled([
      scripted.run({ do: "hang" }),
      scripted.run(answer("next")),
    ]);
    expect(overrun.status).toBe("rejected");
    const error = (overrun as PromiseRejectedResult).reason as BrandKitError;
    expect(error.code).toBe(ErrorCode.INTERNAL);
    expect(error.message).toBe("Making this graphic took longer than 0.5 s, so it was stopped.");
    expect(scripted.replacedBecause).toEqual(["a render job ran over 0.5 s"]);
    expect(scripted.workers).toEqual(["terminated", "started"]);
    expect(next).toMatchObject({ status: "fulfilled", value: { label: "next", initialised: true } });
    expect((next as PromiseFulfilledResult<Answer>).value.workerId).not.toBe(first.workerId);
    expect(scripted.pool.stats()).toEqual({ size: 1, busy: 0, queued: 0, replaced: 1 });
  });

  it("drops a queued job whose signal aborts, with CANCELLED, and leaves the running and other queued jobs", async () => {
    const scripted = scriptedPool({ size: 1 });
    const running = scripted.run(answer("running", 50));
    const dropped = new AbortController();
    const droppedJob = failureOf(scripted.run(answer("dropped"), dropped.signal));
    const kept = scripted.run(answer("kept"));
    // "dropped" waits in the worker behind "running"; "kept" waits in the pool.
    expect(scripted.pool.stats()).toMatchObject({ busy: 1, queued: 1 });

    dropped.abort();
    const error = await droppedJob;
    expect(error.code).toBe(ErrorCode.CANCELLED);
    expect(error.message).toBe(CANCELLED_MESSAGE);
    // With one job waiting and one worker, "kept" waits in the pool for the worker to come free.
    expect(scripted.pool.stats()).toMatchObject({ busy: 1, queued: 1 });
    expect((await running).label).toBe("running");
    expect((await kept).label).toBe("kept");
  });

  it("lets a running job finish when its signal aborts", async () => {
    const scripted = scriptedPool({ size: 1 });
    const controller = new AbortController();
    const running = scripted.run(answer("running", 50), controller.signal);
    expect(scripted.pool.stats()).toMatchObject({ busy: 1, queued: 0 });
    controller.abort();
    expect((await running).label).toBe("running");
    expect(scripted.pool.stats().replaced).toBe(0);
  });

  it("refuses a job whose signal has already aborted, without giving it to a worker", async () => {
    const scripted = scriptedPool({ size: 1 });
    const error = await failureOf(scripted.run(answer("late"), AbortSignal.abort()));
    expect(error.code).toBe(ErrorCode.CANCELLED);
    expect(scripted.pool.stats()).toEqual({ size: 1, busy: 0, queued: 0, replaced: 0 });
  });

  it("close() fails running and queued jobs with CANCELLED, terminates every worker and refuses new jobs", async () => {
    const scripted = scriptedPool({ size: 2 });
    const jobs = [
      scripted.run({ do: "hang" }),
      scripted.run({ do: "hang" }),
      scripted.run(answer("queued 1")),
      scripted.run(answer("queued 2")),
      scripted.run(answer("queued 3")),
    ].map(failureOf);
    // One more than the workers were waiting, so one went ahead to a worker; two wait in the pool.
    expect(scripted.pool.stats()).toMatchObject({ busy: 2, queued: 2 });

    scripted.pool.close();
    const errors = await Promise.all(jobs);
    expect(errors.map((error) => [error.code, error.message])).toEqual(
      Array(5).fill([ErrorCode.CANCELLED, CANCELLED_MESSAGE]),
    );
    expect(scripted.workers).toEqual(["terminated", "terminated"]);
    expect(scripted.pool.stats()).toEqual({ size: 2, busy: 0, queued: 0, replaced: 0 });
    expect(scripted.replacedBecause).toEqual([]);
    const after = await failureOf(scripted.run(answer("after close")));
    expect(after.code).toBe(ErrorCode.CANCELLED);
  });

  it.each([0, -1, 1.5, Number.NaN])(
    "refuses a pool of %s workers with CONFIG_ERROR, starting none",
    (size) => {
      let started = 0;
      const create = () =>
        createRenderPool({
          assets: NO_ASSETS,
          size,
          createWorker: () => {
            started++;
            throw new Error("not reached");
          },
        });
      expect(create).toThrow(
        expect.objectContaining({
          code: ErrorCode.CONFIG_ERROR,
          message: `The render pool needs at least 1 worker, not ${size}`,
        }),
      );
      expect(started).toBe(0);
    },
  );
});

describe("createRenderPool() with the real render worker", () => {
  let pool: RenderPool;
  let assets: RenderAssets;
  beforeAll(async () => {
    assets = await renderAssets();
    pool = createRenderPool({ assets, size: 2 });
  });
  afterAll(() => pool.close());

  const poster: GraphicRequest = {
    kind: "poster",
    size: IMAGE_SIZES.poster,
    brief: designedBrief({
      eventName: "Midsummer Night Market",
      vibes: ["summer"],
      colors: PALETTES[0].colors,
      displayDate: "June 21, 2026",
      location: "Pier 57, New York",
      seed: 42,
    }),
  };

  async function sha256(bytes: Uint8Array): Promise<string> {
    const digest = await crypto.subtle.digest("SHA-256", bytes as Uint8Array<ArrayBuffer>);
    return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, "0")).join("");
  }

  it("renders a poster of exactly 1080x1350, byte for byte what a renderer in this thread makes", async () => {
    const [pooled, local] = await Promise.all([
      pool.render(poster),
      createRenderer(assets).render(poster),
    ]);
    expect(pngSize(pooled)).toEqual({ width: 1080, height: 1350 });
    expect(pooled.byteLength).toBe(local.byteLength);
    expect(await sha256(pooled)).toBe(await sha256(local));
  });

  it("fits an image to exactly the asked size", async () => {
    const split = await Deno.readFile(new URL("../render/fixtures/split.png", import.meta.url));
    const png = await pool.fitImage(split, "image/png", 300, 200);
    expect(pngSize(png)).toEqual({ width: 300, height: 200 });
  });

  it("brings an unreadable image's AI_ERROR back across the thread with its code and message", async () => {
    const error = await failureOf(
      pool.fitImage(new TextEncoder().encode("this is not an image"), "image/png", 100, 100),
    );
    expect(error).toBeInstanceOf(BrandKitError);
    expect(error.code).toBe(ErrorCode.AI_ERROR);
    expect(error.message).toBe(
      "The image could not be read: its 20 bytes are not a PNG, JPEG, GIF or WebP image.",
    );
    expect(pool.stats().replaced).toBe(0);
  });
});
