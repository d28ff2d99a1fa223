/**
 * The distributed batch as users run it: real `brandkit worker` and `brandkit batch --queue` processes on a
 * real redis-server. A worker killed with SIGKILL mid-way loses nothing (its job goes to the other worker after
 * the stall time) and no kit folder is written twice or half; SIGTERM lets a worker finish its kit, then exit 0.
 */
import { Queue } from "bullmq";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isStagingName } from "../../cli/atomic.ts";
import { QUEUE_NAME } from "../../adapters/queue/mod.ts";
import { startRedis, type TestRedis } from "../support/redis-server.ts";
import { listDir } from "../support/test-cli.ts";
import { cliCommand } from "../support/cli-process.ts";

/** One render worker per process, so two worker processes use the two cores. */
const ENV = { BRANDKIT_RENDER_WORKERS: "1" };
const STALL_SECONDS = "2";
const EXPECTED_SIZES: Record<string, [number, number]> = {
  "poster.png": [1080, 1350],
  "square.png": [1080, 1080],
  "banner.png": [1200, 675],
};

let redis: TestRedis;
let queue: Queue;
let cwd: string;
beforeAll(async () => {
  redis = await startRedis();
  queue = new Queue(QUEUE_NAME, { connection: { host: "127.0.0.1", port: redis.port } });
  cwd = await Deno.makeTempDir({ prefix: "brandkit-worker-process-" });
});
afterAll(async () => {
  await queue?.close();
  await redis?.stop();
  await Deno.remove(cwd, { recursive: true });
});

function eventsCsv(count: number, prefix: string): string {
  const rows = Array.from({ length: count }, (_, index) => `${prefix} ${index + 1},neon;retro`);
  return ["customEventName,vibes", ...rows].join("\n") + "\n";
}

type Running = { process: Deno.ChildProcess; stderr: () => string; output: Promise<Deno.CommandOutput> };

/** Starts the CLI with `args`, keeping what it writes to stderr as it comes. */
function start(args: string[]): Running {
  const command = cliCommand(args, { cwd, env: ENV });
  const process = command.spawn();
  let stderr = "";
  const [forStderr, forOutput] = process.stderr.tee();
  const decoder = new TextDecoder();
  const reading = forStderr.pipeTo(
    new WritableStream({ write: (chunk) => void (stderr += decoder.decode(chunk)) }),
  );
  const output = (async () => {
    const [status, stdout] = await Promise.all([process.status, new Response(process.stdout).arrayBuffer()]);
    await forOutput.cancel();
    await reading;
    return { ...status, stdout: new Uint8Array(stdout), stderr: new TextEncoder().encode(stderr) };
  })();
  return { process, stderr: () => stderr, output };
}

async function until(condition: () => boolean | Promise<boolean>, what: string, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

function startWorker(out: string): Running {
  return start([
    "worker",
    "--queue",
    redis.url,
    "--out",
    out,
    "--concurrency",
    "1",
    "--stall-seconds",
    STALL_SECONDS,
  ]);
}

/** Every file of a kit made with the default formats, sorted. */
const KIT_FILES = ["banner.png", "brand-guide.md", "copy.txt", "kit.json", "poster.png", "square.png"];

const rowFolders = async (dir: string) =>
  (await listDir(dir).catch(() => [])).filter((name) => /^\d+-/.test(name));

/** Width and height from a PNG's IHDR chunk. */
function pngSize(bytes: Uint8Array): [number, number] {
  const view = new DataView(bytes.buffer, bytes.byteOffset);
  return [view.getUint32(16), view.getUint32(20)];
}

async function expectWholeKitFolder(dir: string) {
  expect(await listDir(dir)).toEqual(KIT_FILES);
  for (const [name, size] of Object.entries(EXPECTED_SIZES)) {
    expect(pngSize(await Deno.readFile(`${dir}/${name}`)), `${dir}/${name}`).toEqual(size);
  }
  expect(JSON.parse(await Deno.readTextFile(`${dir}/kit.json`)).version).toBe(1);
}

describe("brandkit worker (subprocess)", () => {
  it("finishes 20 rows with two workers though one is killed mid-way: every kit once and whole", async () => {
    await Deno.writeTextFile(`${cwd}/twenty.csv`, eventsCsv(20, "Event"));
    const workers = [startWorker("twenty"), startWorker("twenty")];
    await until(() => workers.every((worker) => worker.stderr().includes("Worker ready")), "the workers");
    const batch = start(["batch", "twenty.csv", "--out", "twenty", "--queue", redis.url]);

    // Kill the first worker once it has made a kit and started another.
    await until(() => /: made /.test(workers[0].stderr()), "the first worker's first kit");
    await until(async () => (await queue.getJobCounts("active")).active === 2, "both workers busy");
    workers[0].process.kill("SIGKILL");
    expect((await workers[0].output).code).not.toBe(0);

    const result = await batch.output;
    const stdout = new TextDecoder().decode(result.stdout);
    expect(stdout).toBe(
      "20 rows: 20 done, 0 skipped, 0 failed. Kits in twenty, summary in twenty/summary.json\n",
    );
    expect(result.code).toBe(0);
    const folders = await rowFolders(`${cwd}/twenty`);
    expect(folders).toEqual(
      Array.from({ length: 20 }, (_, index) => `0${String(index + 1).padStart(2, "0")}-event-${index + 1}`),
    );
    for (const folder of folders) await expectWholeKitFolder(`${cwd}/twenty/${folder}`);
    expect((await listDir(`${cwd}/twenty`)).filter(isStagingName)).toEqual([]);
    // The killed worker's job was taken up again by the other worker.
    expect(workers[1].stderr()).toMatch(/: made /);

    workers[1].process.kill("SIGTERM");
    const survivor = await workers[1].output;
    expect(survivor.code).toBe(0);
    expect(workers[1].stderr()).toContain("Stopping: finishing the kits in progress\nWorker stopped\n");
  });

  it("finishes the kit it is making on SIGTERM, then exits 0; the rest wait for another worker", async () => {
    await Deno.writeTextFile(`${cwd}/three.csv`, eventsCsv(3, "Term"));
    const worker = startWorker("three");
    await until(() => worker.stderr().includes("Worker ready"), "the worker");
    const batch = start(["batch", "three.csv", "--out", "three", "--queue", redis.url]);
    await until(async () => (await queue.getJobCounts("active")).active === 1, "a kit in progress");
    worker.process.kill("SIGTERM");
    const stopped = await worker.output;
    expect(stopped.code).toBe(0);
    const lines = worker.stderr().split("\n");
    const stopping = lines.indexOf("Stopping: finishing the kits in progress");
    expect(stopping).toBeGreaterThan(0);
    expect(lines[stopping + 1]).toMatch(/^row 1 \(batch [0-9a-f]+, line 2\): made 001-term-1$/);
    await expectWholeKitFolder(`${cwd}/three/001-term-1`);

    const another = startWorker("three");
    const result = await batch.output;
    expect(result.code).toBe(0);
    expect(new TextDecoder().decode(result.stdout)).toBe(
      "3 rows: 3 done, 0 skipped, 0 failed. Kits in three, summary in three/summary.json\n",
    );
    another.process.kill("SIGTERM");
    expect((await another.output).code).toBe(0);
  });
});
