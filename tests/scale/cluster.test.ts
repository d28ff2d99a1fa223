/**
 * BrandKit scaled out on real parts, all on loopback: redis-server, an S3-compatible server (s3rver), two
 * server.ts instances and nginx in front with the configuration from deploy/. One client is limited across both
 * instances; a kit made through one instance has its images served by the other and through the proxy, also
 * after a restart; with Redis stopped the instances fall back to their own counts at once, as documented, and
 * no request hangs.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startNginx, type TestNginx } from "../support/nginx-server.ts";
import { startRedis, type TestRedis } from "../support/redis-server.ts";
import { startS3Server, type TestS3 } from "../support/s3-server.ts";
import { type ServerProcess, startServer } from "../server/_server-process.ts";

let redis: TestRedis;
let s3: TestS3;
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
    S3_BUCKET: "brandkit",
    S3_ENDPOINT: s3.endpoint,
    S3_FORCE_PATH_STYLE: "true",
    AWS_ACCESS_KEY_ID: "S3RVER",
    AWS_SECRET_ACCESS_KEY: "S3RVER",
    ...extra,
  });
}

beforeAll(async () => {
  dataDir = await Deno.makeTempDir({ prefix: "brandkit-cluster-" });
  [redis, s3] = await Promise.all([startRedis(), startS3Server(["brandkit"])]);
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
  await s3?.stop();
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

  it("serve a kit's images made through one instance from the other, through the proxy, and after a restart", async () => {
    const response = await fetch(`${instances[0].url}/api/kits`, {
      method: "POST",
      headers: { "Content-Type": "application/json", "X-Forwarded-For": "203.0.113.50" },
      body: JSON.stringify({ vibes: ["retro"], customEventName: "Shared Media Night" }),
    });
    expect(response.status).toBe(200);
    const kit = await response.json();
    const urls = Object.values(kit.images) as string[];
    expect(urls).toHaveLength(3);
    const fetchPng = async (base: string, path: string) => {
      const image = await fetch(`${base}${path}`);
      expect(image.status).toBe(200);
      expect(image.headers.get("content-type")).toBe("image/png");
      return new Uint8Array(await image.arrayBuffer());
    };
    for (const path of urls) {
      const fromFirst = await fetchPng(instances[0].url, path);
      expect(await fetchPng(instances[1].url, path)).toEqual(fromFirst);
      expect(await fetchPng(nginx.url, path)).toEqual(fromFirst);
    }
    const old = instances[1];
    old.process.kill("SIGTERM");
    expect(await old.exited).toBe(0);
    instances[1] = await startInstance();
    for (const path of urls) await fetchPng(instances[1].url, path);
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
