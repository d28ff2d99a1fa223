/**
 * The per-client limit shared through a real Redis: two app instances count one client together; with Redis
 * gone each instance falls back to its own count at once (no request waits on Redis), says so once in its log,
 * and shares again once Redis is back.
 */
import type { Redis } from "ioredis";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { createRedisClient } from "../../adapters/redis-client.ts";
import { createRedisClientLimiter } from "../../adapters/redis-limiter.ts";
import type { LogEntry } from "../../brandkit/log.ts";
import { startRedis, type TestRedis } from "../support/redis-server.ts";
import { createTestApp, postJson } from "../support/test-app.ts";

let redis: TestRedis;
const clients: Redis[] = [];

beforeAll(async () => {
  redis = await startRedis();
});
afterAll(async () => {
  await redis?.stop();
});
afterEach(async () => {
  for (const client of clients.splice(0)) client.disconnect();
  if (!(await isUp())) await redis.restart();
});

async function isUp(): Promise<boolean> {
  try {
    (await Deno.connect({ hostname: "127.0.0.1", port: redis.port })).close();
    return true;
  } catch {
    return false;
  }
}

/** An app instance whose limit (4 a minute) lives in the shared Redis. */
async function instance(logs: LogEntry[] = []) {
  const client = createRedisClient(redis.url);
  clients.push(client);
  await new Promise((resolve) => client.once("ready", resolve));
  const log = (entry: LogEntry) => logs.push(entry);
  const limiter = createRedisClientLimiter({ redis: client, limit: 4, log });
  return (await createTestApp({ limits: { kits: limiter }, clientKey: () => "198.51.100.7" })).app;
}

describe("the limit in Redis", () => {
  it("counts one client across two instances: 8 alternating requests give 4 kits and 4 429s", async () => {
    const [first, second] = [await instance(), await instance()];
    const statuses = [];
    for (let attempt = 0; attempt < 8; attempt++) {
      const app = attempt % 2 === 0 ? first : second;
      const response = await app.request("/api/kits", postJson({}));
      statuses.push(response.status);
      if (response.status === 429) {
        expect(Number(response.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
        const body = await response.json();
        expect(body.error.code).toBe("RATE_LIMIT_EXCEEDED");
        expect(body.error.message).toMatch(/^Rate limit exceeded\. Please wait \d+s before trying again\.$/);
      } else await response.body?.cancel();
    }
    expect(statuses.filter((status) => status === 200)).toHaveLength(4);
    expect(statuses.filter((status) => status === 429)).toHaveLength(4);
  });

  it("falls back to the instance's own count at once when Redis stops, says so once, and shares again after", async () => {
    const logs: LogEntry[] = [];
    const app = await instance(logs);
    await redis.stop();
    const started = performance.now();
    const statuses = [];
    for (let attempt = 0; attempt < 5; attempt++) {
      statuses.push((await app.request("/api/kits", postJson({}))).status);
    }
    expect(performance.now() - started).toBeLessThan(5_000);
    expect(statuses).toEqual([200, 200, 200, 200, 429]);
    expect(logs.filter((entry) => entry.event === "redis-unavailable")).toHaveLength(1);
    await redis.restart();
    await expect.poll(() => logs.some((entry) => entry.event === "redis-available"), { timeout: 10_000 })
      .toBe(true);
  });

  it("counts here and says so with that very attempt when Redis stops answering while still connected", async () => {
    const logs: LogEntry[] = [];
    const app = await instance(logs);
    const admin = createRedisClient(redis.url);
    clients.push(admin);
    await new Promise((resolve) => admin.once("ready", resolve));
    // Every client's commands wait for 1.5 s: the limiter's connection stays up, its command times out.
    await admin.call("CLIENT", "PAUSE", "1500", "ALL");
    expect((await app.request("/api/kits", postJson({}))).status).toBe(200);
    expect(logs.map((entry) => entry.event)).toEqual(["redis-unavailable"]);
    // Once Redis answers again, the limit is shared again, and the log says so.
    await expect.poll(async () => {
      await (await app.request("/api/kits", postJson({}))).body?.cancel();
      return logs.map((entry) => entry.event);
    }, { timeout: 10_000, interval: 200 }).toEqual(["redis-unavailable", "redis-available"]);
  });
});
