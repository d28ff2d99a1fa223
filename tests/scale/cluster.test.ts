/**
 * BrandKit scaled out on real parts, all on loopback: redis-server, two server.ts instances and nginx in front
 * with the configuration from deploy/. One client is limited across both instances; with Redis stopped the
 * instances fall back to their own counts at once, as documented, and no request hangs.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startNginx, type TestNginx } from "../support/nginx-server.ts";
import { startRedis, type TestRedis } from "../support/redis-server.ts";
import { type ServerProcess, startServer } from "../server/_server-process.ts";

let redis: TestRedis;
let nginx: TestNginx;
const instances: ServerProcess[] = [];
let dataDir: string;

/** Starts one instance as it runs behind the proxy. */
function startInstance(extra: Record<string, string> = {}): Promise<ServerProcess> {
  return startServer({
    BRANDKIT_DATA_DIR: dataDir,
    BRANDKIT_RENDER_WORKERS: "1",
    BRANDKIT_RATE_LIMIT_PER_MINUTE: "4",
    BRANDKIT_TRUSTED_PROXIES: "127.0.0.1",
    BRANDKIT_CONNECTION_GUARD: "off",
    REDIS_URL: redis.url,
    ...extra,
  });
}

beforeAll(async () => {
  dataDir = await Deno.makeTempDir({ prefix: "brandkit-cluster-" });
  redis = await startRedis();
  instances.push(await startInstance(), await startInstance());
  nginx = await startNginx([
    instances[0].url.replace("http://", ""),
    instances[1].url.replace("http://", ""),
  ]);
}, 60_000);

afterAll(async () => {
  await nginx?.stop();
  for (const instance of instances) {
    try {
      instance.process.kill("SIGKILL");
    } catch {
      // Already gone.
    }
    await instance.exited;
  }
  await redis?.stop();
  await Deno.remove(dataDir, { recursive: true });
});

/** POSTs a small kit request through `url` as the visitor at `address` (the proxy's X-Forwarded-For). */
async function postKit(url: string): Promise<Response> {
  return await fetch(`${url}/api/kits`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ vibes: ["neon"] }),
  });
}

/** Which instances answered requests on `route` since `from` (by their request logs). */
function answeredBy(route: string, from: number[]): number[] {
  return instances.map((instance, index) =>
    instance.logs.slice(from[index]).filter((entry) => entry.event === "request" && entry.route === route)
      .length
  );
}

describe("two instances behind nginx, sharing Redis", () => {
  it("limit one client across both instances: 8 requests through the proxy give 4 kits and 4 429s", async () => {
    const before = instances.map((instance) => instance.logs.length);
    const statuses = [];
    for (let attempt = 0; attempt < 8; attempt++) {
      const response = await postKit(nginx.url);
      statuses.push(response.status);
      await response.body?.cancel();
    }
    expect(statuses.filter((status) => status === 200)).toHaveLength(4);
    expect(statuses.filter((status) => status === 429)).toHaveLength(4);
    const served = answeredBy("/api/kits", before);
    expect(served.every((count) => count > 0)).toBe(true);
  });

  it("fall back to each instance's own count when Redis stops, without a request hanging", async () => {
    await redis.stop();
    try {
      const started = performance.now();
      const statuses = [];
      for (const instance of instances) {
        const response = await postKit(instance.url);
        statuses.push(response.status);
        await response.body?.cancel();
      }
      expect(performance.now() - started).toBeLessThan(10_000);
      expect(statuses.every((status) => status === 200 || status === 429)).toBe(true);
      for (const instance of instances) {
        await expect.poll(() => instance.logs.some((entry) => entry.event === "redis-unavailable")).toBe(
          true,
        );
      }
    } finally {
      await redis.restart();
    }
  });
});
