/**
 * The request count shared through a real Redis: workers take their calls from one count of the service's window,
 * so together they send no more than its limit; the count starts again at the limit when the window resets.
 */
import type { Redis } from "ioredis";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { createRedisRateLimitGate, UPSTREAM_BUDGET_KEYS } from "../../adapters/rate-limit-gate-redis.ts";
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
  await clients[0]?.del(...Object.values(UPSTREAM_BUDGET_KEYS)).catch(() => {});
  for (const client of clients.splice(0)) client.disconnect();
});

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
const window = (limit: number, remaining: number, resetSeconds: number) => ({
  limit,
  remaining,
  resetSeconds,
});

/** A worker's gate over the shared Redis, on the real clock; `settled()` waits for what it has sent Redis. */
async function workerGate() {
  const client = createRedisClient(redis.url);
  client.on("error", () => {});
  clients.push(client);
  await new Promise((resolve) => client.once("ready", resolve));
  const gate = createRedisRateLimitGate({ redis: client, now: Date.now, sleep });
  return { gate, settled: () => client.ping(), left: () => client.get(UPSTREAM_BUDGET_KEYS.left) };
}

/** How long `pass()` took, ms. */
async function timed(pass: () => Promise<void>): Promise<number> {
  const started = performance.now();
  await pass();
  return performance.now() - started;
}

describe("the request count shared in Redis", () => {
  it("lets the workers together send only what the window has left, then holds them until it resets", async () => {
    const [first, second] = [await workerGate(), await workerGate()];
    first.gate.observe(window(4, 2, 0.6));
    await first.settled();
    expect(await timed(() => first.gate.pass())).toBeLessThan(200);
    expect(await timed(() => second.gate.pass())).toBeLessThan(200);
    expect(await timed(() => second.gate.pass())).toBeGreaterThanOrEqual(450);
    // The window reset: it starts again at the limit, less the call that waited for it.
    expect(await first.left()).toBe("3");
  });

  it("counts the calls sent before any answer against the window the first answer reports", async () => {
    const [first, second] = [await workerGate(), await workerGate()];
    await first.gate.pass();
    await second.gate.pass();
    await second.gate.pass();
    first.gate.observe(window(6, 5, 2));
    await first.settled();
    expect(await first.left()).toBe("3");
  });

  it("never raises the count on an answer that saw fewer calls than were sent", async () => {
    const { gate, settled, left } = await workerGate();
    gate.observe(window(6, 3, 2));
    await settled();
    await gate.pass();
    await gate.pass();
    gate.observe(window(6, 2, 2));
    await settled();
    expect(await left()).toBe("1");
  });
});
