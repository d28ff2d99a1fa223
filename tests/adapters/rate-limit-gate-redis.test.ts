/**
 * The upstream gate shared through a real Redis: a rate limit seen by one worker holds every other worker, on
 * Redis's own clock; without Redis each worker still waits out what it has seen itself.
 */
import type { Redis } from "ioredis";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { createRedisRateLimitGate, UPSTREAM_GATE_KEY } from "../../adapters/rate-limit-gate-redis.ts";
import { createRedisClient } from "../../adapters/redis-client.ts";
import { startRedis, type TestRedis } from "../support/redis-server.ts";

let redis: TestRedis;
const clients: Redis[] = [];

beforeAll(async () => {
  redis = await startRedis();
});
afterAll(async () => {
  await redis?.stop();
});
afterEach(async () => {
  await clients[0]?.del(UPSTREAM_GATE_KEY).catch(() => {});
  for (const client of clients.splice(0)) client.disconnect();
});

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** A worker's gate over the shared Redis, on the real clock. */
async function workerGate(waits: number[] = []) {
  const client = createRedisClient(redis.url);
  client.on("error", () => {});
  clients.push(client);
  await new Promise((resolve) => client.once("ready", resolve));
  return createRedisRateLimitGate({ redis: client, now: Date.now, sleep, onWait: (s) => waits.push(s) });
}

describe("createRedisRateLimitGate()", () => {
  it("holds a second worker for the wait the first one was given", async () => {
    const [first, second] = [await workerGate(), await workerGate()];
    await first.close(0.6);
    const started = performance.now();
    await second.pass();
    expect(performance.now() - started).toBeGreaterThanOrEqual(450);
  });

  it("keeps the longer of two closings", async () => {
    const [first, second] = [await workerGate(), await workerGate()];
    await first.close(1);
    await second.close(0.1);
    expect(await clients[0].pttl(UPSTREAM_GATE_KEY)).toBeGreaterThan(800);
  });

  it("lets calls through at once while the gate is open", async () => {
    const gate = await workerGate();
    const started = performance.now();
    await gate.pass();
    expect(performance.now() - started).toBeLessThan(200);
  });

  it("still waits out its own limits when Redis is unreachable", async () => {
    const gate = await workerGate();
    await redis.stop();
    try {
      await gate.close(0.4);
      const started = performance.now();
      await gate.pass();
      expect(performance.now() - started).toBeGreaterThanOrEqual(300);
    } finally {
      await redis.restart();
    }
  });
});
