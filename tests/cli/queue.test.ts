/**
 * `brandkit batch --queue` and `brandkit worker` in-process, on a real redis-server: rows are queued once
 * (running the same batch again adds nothing), bad rows are reported by line and never queued, a worker makes
 * the kits, and the batch ends with the same summary and exit codes as a local one.
 */
import { Queue } from "bullmq";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { exitCodeFor } from "../../cli/exit-codes.ts";
import { QUEUE_NAME } from "../../adapters/queue/mod.ts";
import { startRedis, type TestRedis } from "../support/redis-server.ts";
import { createTestCli, listDir, type TestCli } from "../support/test-cli.ts";

let redis: TestRedis;
let queue: Queue;
beforeAll(async () => {
  redis = await startRedis();
  queue = new Queue(QUEUE_NAME, { connection: { host: "127.0.0.1", port: redis.port } });
});
afterAll(async () => {
  await queue?.close();
  await redis?.stop();
});

/** Starts `brandkit worker` in-process; the returned function stops it (as SIGTERM does) and waits. */
async function startWorker(cli: TestCli, controller: AbortController, out = "kits") {
  const running = cli.run("worker", "--queue", redis.url, "--out", out, "--stall-seconds", "2");
  const deadline = Date.now() + 10_000;
  while (!cli.stderr.text().includes("Worker ready") && Date.now() < deadline) {
    await Promise.race([running, new Promise((resolve) => setTimeout(resolve, 20))]);
  }
  return async () => {
    controller.abort();
    await running;
  };
}

const CSV =
  "customEventName,vibes,colors\nJazz Night,smooth,\nBad Colour,neon,#12345\nFood Fest,cozy;rustic,\n";

describe("brandkit batch --queue", () => {
  it("queues the good rows once, reports the bad row by line, and a second run adds nothing", async () => {
    const controller = new AbortController();
    const workerCli = await createTestCli({ signal: controller.signal });
    const cli = await createTestCli();
    // The worker writes where the batch looks: the batch's folder, seen from the worker's root.
    const stopWorker = await startWorker(workerCli, controller, cli.path("kits"));
    await Deno.writeTextFile(cli.path("events.csv"), CSV);

    const first = await cli.run("batch", "events.csv", "--out", "kits", "--queue", redis.url).catch((e) => e);
    expect(exitCodeFor(first)).toBe(2);
    expect(first.message).toBe("1 of 3 rows failed; see kits/summary.json");
    expect(cli.stderr.text()).toContain(
      "events.csv:3: colors[0]: '#12345' is not a hex colour like #E6067A\n",
    );
    expect(cli.stderr.text()).toContain("Queued 2 new of 2 rows on redis://127.0.0.1:");
    expect(cli.stdout.text()).toBe(
      "3 rows: 2 done, 0 skipped, 1 failed (lines 3). Kits in kits, summary in kits/summary.json\n",
    );
    expect(await listDir(cli.path("kits"))).toEqual(["001-jazz-night", "003-food-fest", "summary.json"]);
    const summary = JSON.parse(await Deno.readTextFile(cli.path("kits/summary.json")));
    expect(summary).toMatchObject({ total: 3, done: 2, skipped: 0, failed: 1, out: "kits" });
    expect(summary.queue).toMatch(/^redis:\/\/127\.0\.0\.1:\d+$/);
    const counts = await queue.getJobCounts();

    cli.stdout.clear();
    const second = await cli.run("batch", "events.csv", "--out", "kits", "--queue", redis.url).catch((e) =>
      e
    );
    expect(exitCodeFor(second)).toBe(2);
    expect(cli.stdout.text()).toBe(
      "3 rows: 0 done, 2 skipped, 1 failed (lines 3). Kits in kits, summary in kits/summary.json\n",
    );
    expect(await queue.getJobCounts()).toEqual(counts);
    expect(counts.completed).toBe(2);
    await stopWorker();
    expect(workerCli.stderr.text()).toContain("Worker stopped\n");
  });

  it("finds rows finished on another machine by their jobs: the same batch again adds nothing", async () => {
    const controller = new AbortController();
    const workerCli = await createTestCli({ signal: controller.signal });
    const cli = await createTestCli();
    // The worker's folder is elsewhere, so the batch sees no folders and asks the queue.
    const stopWorker = await startWorker(workerCli, controller);
    await Deno.writeTextFile(
      cli.path("two.jsonl"),
      '{"customEventName":"Alpha"}\n{"customEventName":"Beta"}\n',
    );
    const before = (await queue.getJobCounts()).completed;
    await cli.run("batch", "two.jsonl", "--queue", redis.url);
    expect((await queue.getJobCounts()).completed).toBe(before + 2);

    cli.stderr.clear();
    cli.stdout.clear();
    await cli.run("batch", "two.jsonl", "--queue", redis.url);
    expect(cli.stderr.text()).toContain("Queued 0 new of 2 rows");
    expect(cli.stdout.text()).toBe(
      "2 rows: 2 done, 0 skipped, 0 failed. Kits in two, summary in two/summary.json\n",
    );
    expect((await queue.getJobCounts()).completed).toBe(before + 2);
    expect(await listDir(workerCli.path("kits"))).toEqual(["001-alpha", "002-beta"]);
    await stopWorker();
  });

  it("has the worker write the formats the batch asks for into each row's folder", async () => {
    const controller = new AbortController();
    const workerCli = await createTestCli({ signal: controller.signal });
    const cli = await createTestCli();
    const stopWorker = await startWorker(workerCli, controller, cli.path("kits"));
    await Deno.writeTextFile(
      cli.path("dated.csv"),
      "customEventName,vibes,eventDate\nSalsa Night,latin,2026-06-14\n",
    );
    await cli.run("batch", "dated.csv", "--out", "kits", "--queue", redis.url, "--formats", "story,ics");
    const folder = cli.path("kits", "001-salsa-night");
    expect(await listDir(folder)).toEqual([
      "banner.png",
      "brand-guide.md",
      "copy.txt",
      "event.ics",
      "kit.json",
      "poster.png",
      "square.png",
      "story.png",
    ]);
    expect(JSON.parse(await Deno.readTextFile(`${folder}/kit.json`)).formats).toEqual(["story", "ics"]);
    await stopWorker();
  });

  it("refuses --provider with --queue, and a queue that is not a Redis URL, as bad usage", async () => {
    const cli = await createTestCli();
    await Deno.writeTextFile(cli.path("events.csv"), CSV);
    const withProvider = await cli.run("batch", "events.csv", "--queue", redis.url, "--provider", "offline")
      .catch((e) => e);
    expect(exitCodeFor(withProvider)).toBe(2);
    expect(withProvider.message).toBe(
      "Invalid --provider: with --queue the workers' own provider makes the kits; set it on `brandkit worker`",
    );
    const notRedis = await cli.run("batch", "events.csv", "--queue", "http://example.com").catch((e) => e);
    expect(notRedis.message).toBe(
      "Invalid --queue: 'http://example.com' is not a Redis URL like redis://127.0.0.1:6379",
    );
  });

  it("says plainly when the queue cannot be reached, and exits 2", async () => {
    const cli = await createTestCli();
    await Deno.writeTextFile(cli.path("events.csv"), CSV);
    const port = redis.port + 1 === 65536 ? 1 : redis.port + 1;
    const error = await cli.run("batch", "events.csv", "--queue", `redis://:secret@127.0.0.1:${port}`)
      .catch((e) => e);
    expect(exitCodeFor(error)).toBe(2);
    expect(error.message).toMatch(
      new RegExp(`^Cannot reach the queue at redis://:\\*\\*\\*@127\\.0\\.0\\.1:${port}: .*ECONNREFUSED`),
    );
  });
});
