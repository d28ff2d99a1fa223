/**
 * Two `brandkit worker` processes against an OpenAI-compatible service that allows only so many requests a
 * window and says how many are left: once it has refused one, the workers together stay within its limit in
 * every window, because an answer saying the window is used up closes the gate they share in Redis until it
 * resets. Real redis-server, the fake API served on 127.0.0.1, real subprocesses.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createFakeOpenAi, type RecordedRequest } from "../support/fake-openai-server.ts";
import { serveFakeOpenAi } from "../support/fake-openai-served.ts";
import { startRedis, type TestRedis } from "../support/redis-server.ts";
import { listDir } from "../support/test-cli.ts";
import { cliCommand } from "../support/cli-process.ts";

const LIMIT = 6;
const WINDOW_MS = 3_000;
const ROWS = 6;
const WORKERS = 2;
/** The copy and three graphics, all from the model (no overlay of our own). */
const REQUESTS_PER_KIT = 4;
const TIMEOUT_MS = 40_000;

let redis: TestRedis;
let cwd: string;
beforeAll(async () => {
  redis = await startRedis();
  cwd = await Deno.makeTempDir({ prefix: "brandkit-upstream-limit-" });
});
afterAll(async () => {
  await redis?.stop();
  await Deno.remove(cwd, { recursive: true });
});

type Running = { process: Deno.ChildProcess; stderr: () => string; done: Promise<Deno.CommandStatus> };

/** Starts the CLI with `args`, keeping what it writes to stderr as it comes. */
function start(args: string[], env: Record<string, string>): Running {
  const process = cliCommand(args, { cwd, env }).spawn();
  let stderr = "";
  const decoder = new TextDecoder();
  const reading = process.stderr.pipeTo(
    new WritableStream({ write: (chunk) => void (stderr += decoder.decode(chunk, { stream: true })) }),
  );
  const done = Promise.all([process.status, new Response(process.stdout).arrayBuffer(), reading])
    .then(([status]) => status);
  return { process, stderr: () => stderr, done };
}

async function until(condition: () => boolean, what: string, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** How many requests reached the service in each of its windows, from the first request's window on. */
function perWindow(requests: readonly RecordedRequest[], windowOf: (at: number) => number) {
  const first = windowOf(requests[0].at);
  const counts: { sent: number; refused: number }[] = [];
  for (const request of requests) {
    const index = windowOf(request.at) - first;
    while (counts.length <= index) counts.push({ sent: 0, refused: 0 });
    counts[index].sent++;
    if (request.refused) counts[index].refused++;
  }
  return counts;
}

describe("workers against an upstream request limit (subprocess)", () => {
  it(
    "stay within the limit in every window after the first refusal, and finish every row",
    async () => {
      const rows = Array.from({ length: ROWS }, (_, index) => `Event ${index + 1},neon`);
      await Deno.writeTextFile(`${cwd}/events.csv`, ["customEventName,vibes", ...rows].join("\n") + "\n");
      const fake = createFakeOpenAi({ requestsPerWindow: { limit: LIMIT, windowMs: WINDOW_MS } });
      const server = serveFakeOpenAi(fake);
      const env = {
        BRANDKIT_PROVIDER: "openai",
        OPENAI_API_KEY: "test-key",
        OPENAI_BASE_URL: server.baseUrl,
        BRANDKIT_TYPOGRAPHY: "model",
        BRANDKIT_RENDER_WORKERS: "1",
      };
      const workers = Array.from(
        { length: WORKERS },
        () => start(["worker", "--queue", redis.url, "--out", "kits"], env),
      );
      try {
        await until(() => workers.every((worker) => worker.stderr().includes("Worker ready")), "the workers");
        const batch = start(["batch", "events.csv", "--out", "kits", "--queue", redis.url], env);
        expect((await batch.done).code, batch.stderr()).toBe(0);
      } finally {
        for (const worker of workers) worker.process.kill("SIGTERM");
        await Promise.all(workers.map((worker) => worker.done));
        await server.close();
      }

      const kits = (await listDir(`${cwd}/kits`)).filter((name) => /^\d+-/.test(name));
      expect(kits).toHaveLength(ROWS);
      const counts = perWindow(fake.requests, fake.windowOf);
      console.log(`requests per ${WINDOW_MS} ms window (limit ${LIMIT}):`, JSON.stringify(counts));
      const refused = fake.requests.filter((request) => request.refused).length;
      expect(fake.requests.length - refused).toBe(ROWS * REQUESTS_PER_KIT);
      expect(refused).toBeLessThanOrEqual(WORKERS);
      const firstRefusal = counts.findIndex((window) => window.refused > 0);
      const after = firstRefusal === -1 ? counts : counts.slice(firstRefusal + 1);
      for (const window of after) expect(window.sent).toBeLessThanOrEqual(LIMIT);
    },
    TIMEOUT_MS,
  );
});
