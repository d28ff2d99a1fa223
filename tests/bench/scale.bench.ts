/**
 * Distributed batch throughput: kits per minute with 1 and with 2 `brandkit worker` processes on one queue
 * (a real redis-server on loopback, the offline provider, one render worker per process so two processes use
 * two cores). Each configuration has its own redis-server and workers, warmed up with two kits each; the two then
 * take turns timing `brandkit batch --queue` from enqueue to the last kit, and each reports its median. Then the
 * extra latency per kit of the shared parts: the same server (server.ts) made once with nothing configured and
 * once with REDIS_URL and an S3-compatible store (s3rver), the median of POST /api/kits one after another.
 * Shared machines are noisy: compare the numbers of one run.
 */
import { join } from "node:path";
import { createDenoDeps } from "../../cli/main.ts";
import { createProgram } from "../../cli/program.ts";
import { cliCommand } from "../support/cli-process.ts";
import { startRedis } from "../support/redis-server.ts";
import { startS3Server } from "../support/s3-server.ts";
import { startServer } from "../support/server-process.ts";

/** Kits per measured batch. */
const KITS_PER_RUN = 24;
const WORKER_COUNTS = [1, 2] as const;
/** Rounds of turns; the median of an odd count is one real run. */
const ROUNDS = 3;
const MS_PER_MINUTE = 60_000;
const READY_TIMEOUT_MS = 60_000;
const VIBES = ["neon;retro", "cozy;rustic", "elegant;minimal", "bold;playful", "tropical;sunny"];

const quiet = { write: () => {}, isTerminal: false, colors: false };
const deps = { ...createDenoDeps(), stdout: quiet, stderr: quiet };
const root = await Deno.makeTempDir({ prefix: "brandkit-scale-bench-" });
const redises = new Map(
  await Promise.all(WORKER_COUNTS.map(async (count) => [count, await startRedis()] as const)),
);

function eventsCsv(count: number, prefix: string): string {
  const rows = Array.from(
    { length: count },
    (_, index) => `${prefix} ${index + 1},${VIBES[index % VIBES.length]}`,
  );
  return ["customEventName,vibes", ...rows].join("\n") + "\n";
}

/** Runs `brandkit batch --queue` in-process; resolves with its time in ms. */
async function queuedBatch(url: string, name: string, rows: number, out: string): Promise<number> {
  const file = join(root, `${name}.csv`);
  await Deno.writeTextFile(file, eventsCsv(rows, name));
  const started = performance.now();
  await createProgram(deps).parseAsync(["batch", file, "--out", out, "--queue", url], { from: "user" });
  return performance.now() - started;
}

/** Starts `count` worker processes writing into `out`, resolved once each says it is ready. */
async function startWorkers(url: string, count: number, out: string): Promise<Deno.ChildProcess[]> {
  return await Promise.all(Array.from({ length: count }, async () => {
    const child = cliCommand(["worker", "--queue", url, "--out", out, "--concurrency", "1"], {
      cwd: root,
      env: { BRANDKIT_RENDER_WORKERS: "1", NODE_ENV: "production" },
    }).spawn();
    const reader = child.stderr.pipeThrough(new TextDecoderStream()).getReader();
    let seen = "";
    const deadline = Date.now() + READY_TIMEOUT_MS;
    while (!seen.includes("Worker ready")) {
      const { value, done } = await reader.read();
      if (done || Date.now() > deadline) throw new Error(`a worker did not start: ${seen}`);
      seen += value;
    }
    // Keep draining stderr so the worker never blocks on a full pipe.
    (async () => {
      while (!(await reader.read()).done);
    })();
    void new Response(child.stdout).arrayBuffer();
    return child;
  }));
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

const LATENCY_KITS = 15;

/** The median time of LATENCY_KITS kits made one after another by a fresh server.ts with `env`. */
async function kitLatencyMs(env: Record<string, string>): Promise<number> {
  const dataDir = await Deno.makeTempDir({ dir: root, prefix: "server-" });
  const server = await startServer({
    BRANDKIT_DATA_DIR: dataDir,
    BRANDKIT_RENDER_WORKERS: "2",
    BRANDKIT_RATE_LIMIT_PER_MINUTE: "10000",
    ...env,
  });
  try {
    const times: number[] = [];
    for (let index = 0; index < LATENCY_KITS + 3; index++) {
      const started = performance.now();
      const response = await fetch(`${server.url}/api/kits`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({
          vibes: VIBES[index % VIBES.length].split(";"),
          customEventName: `Latency ${index}`,
        }),
      });
      if (response.status !== 200) throw new Error(`a kit answered ${response.status}`);
      await response.arrayBuffer();
      if (index >= 3) times.push(performance.now() - started);
    }
    return median(times);
  } finally {
    server.process.kill("SIGKILL");
    await server.exited;
  }
}

/** The single-machine default against Redis + S3, in one run. */
async function sharedPartsLatency(): Promise<void> {
  const redis = await startRedis();
  const s3 = await startS3Server(["brandkit"]);
  try {
    const local = await kitLatencyMs({});
    const shared = await kitLatencyMs({
      REDIS_URL: redis.url,
      S3_BUCKET: "brandkit",
      S3_ENDPOINT: s3.endpoint,
      S3_FORCE_PATH_STYLE: "true",
      AWS_ACCESS_KEY_ID: "S3RVER",
      AWS_SECRET_ACCESS_KEY: "S3RVER",
    });
    console.log(
      `Kit latency through server.ts (median of ${LATENCY_KITS}): ${
        local.toFixed(0)
      } ms with nothing configured, ` +
        `${shared.toFixed(0)} ms with Redis (limit) and S3 (media, s3rver): ${
          (shared - local).toFixed(0)
        } ms more`,
    );
  } finally {
    await s3.stop();
    await redis.stop();
  }
}

const children: Deno.ChildProcess[] = [];
try {
  for (const workers of WORKER_COUNTS) {
    const url = redises.get(workers)!.url;
    children.push(...await startWorkers(url, workers, join(root, `out-${workers}`)));
    // Two kits per worker first, so fonts and the render pool are warm in each.
    await queuedBatch(url, `warmup-${workers}`, workers * 2, join(root, `warmup-${workers}`));
  }
  const runs = new Map<number, number[]>(WORKER_COUNTS.map((workers) => [workers, []]));
  for (let round = 1; round <= ROUNDS; round++) {
    for (const workers of WORKER_COUNTS) {
      const url = redises.get(workers)!.url;
      runs.get(workers)!.push(
        await queuedBatch(url, `r${round}-w${workers}`, KITS_PER_RUN, join(root, `out-${workers}-${round}`)),
      );
    }
  }
  console.log(
    `Distributed batch, offline provider, BRANDKIT_RENDER_WORKERS=1 per worker process, ${KITS_PER_RUN} kits per ` +
      `run, median of ${ROUNDS} runs:`,
  );
  const baseMs = median(runs.get(WORKER_COUNTS[0])!);
  for (const workers of WORKER_COUNTS) {
    const ms = median(runs.get(workers)!);
    const kitsPerMinute = (KITS_PER_RUN / ms) * MS_PER_MINUTE;
    console.log(
      `  ${workers} worker process${workers === 1 ? " " : "es"}: ${kitsPerMinute.toFixed(1)} kits/min ` +
        `(${(ms / 1000).toFixed(1)} s)  x${(baseMs / ms).toFixed(2)}`,
    );
  }
  for (const child of children.splice(0)) {
    child.kill("SIGTERM");
    await child.status;
  }
  await sharedPartsLatency();
} finally {
  for (const child of children) child.kill("SIGTERM");
  await Promise.all(children.map((child) => child.status));
  for (const redis of redises.values()) await redis.stop();
  await Deno.remove(root, { recursive: true });
}
// The render pool of the in-process deps (unused by queued batches) and stray handles must not keep us alive.
Deno.exit(0);
