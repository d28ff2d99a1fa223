/**
 * BrandKit scaled out on real parts, all on loopback: redis-server, an S3-compatible server (s3rver), Postgres
 * (the kept kits, DATABASE_URL), two server.ts instances and nginx in front with the configuration from deploy/.
 * Both instances start at the same moment on a new database and both come up, its migrations applied once. One
 * client is limited across both instances; a kit made through one instance has its images served by the other
 * and through the proxy, also after a restart; a kept kit made through one instance is shared, regenerated and
 * deleted through the other (issue 19); with Redis stopped the instances fall back to their own counts at once,
 * as documented, and no request hangs.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connectPostgres, POSTGRES_MIGRATIONS } from "../../adapters/kit-store-postgres.ts";
import { SharedKitSchema } from "../../brandkit/kept/shared-kit.ts";
import { startNginx, type TestNginx } from "../support/nginx-server.ts";
import { startPostgres, type TestPostgres } from "../support/postgres-server.ts";
import { startRedis, type TestRedis } from "../support/redis-server.ts";
import { startS3Server, type TestS3 } from "../support/s3-server.ts";
import { type ServerProcess, startServer } from "../support/server-process.ts";

let redis: TestRedis;
let s3: TestS3;
let postgres: TestPostgres;
let databaseUrl: string;
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
    DATABASE_URL: databaseUrl,
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
  [redis, s3, postgres] = await Promise.all([startRedis(), startS3Server(["brandkit"]), startPostgres()]);
  databaseUrl = await postgres.createDatabase();
  // At the same moment, on a database no instance has migrated yet, as `docker compose up` starts them.
  instances.push(...await Promise.all([startInstance(), startInstance()]));
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
  await postgres?.stop({ removeData: true });
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

/** POSTs JSON to `url` as the visitor at `address`, with the owner's `token` when given. */
function send(url: string, method: string, address: string, body?: unknown, token?: string) {
  return fetch(url, {
    method,
    headers: {
      "X-Forwarded-For": address,
      ...body === undefined ? {} : { "Content-Type": "application/json" },
      ...token === undefined ? {} : { Authorization: `Bearer ${token}` },
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

/**
 * The kept kit's visitor (its own limit: the proxy's tests above spent 127.0.0.1's). nginx overwrites it with
 * its peer's address.
 */
const KEPT_KIT_VISITOR = "203.0.113.60";

/** The status of GET `url` (its body read and dropped). */
async function statusOf(url: string, headers: Record<string, string> = {}): Promise<number> {
  const response = await fetch(url, { headers: { "X-Forwarded-For": KEPT_KIT_VISITOR, ...headers } });
  await response.body?.cancel();
  return response.status;
}

/** The content of the share page's `<meta property="{property}">`. */
function metaOf(html: string, property: string): string | undefined {
  return html.match(new RegExp(`<meta property="${property}" content="([^"]*)">`))?.[1];
}

/** A PNG answer's bytes and ETag, after checking it is one. */
async function pngOf(url: string): Promise<{ bytes: Uint8Array; etag: string | null }> {
  const response = await fetch(url, { headers: { "X-Forwarded-For": KEPT_KIT_VISITOR } });
  expect(response.status, url).toBe(200);
  expect(response.headers.get("content-type")).toBe("image/png");
  return { bytes: new Uint8Array(await response.arrayBuffer()), etag: response.headers.get("etag") };
}

describe("two instances sharing Postgres: kept kits (issue 19)", () => {
  it("came up together on a new database, which each migration reached exactly once", async () => {
    for (const instance of instances) {
      const response = await fetch(`${instance.url}/api/health`);
      expect(response.status).toBe(200);
      expect((await response.json()).database).toBe("up");
    }
    const sql = connectPostgres(databaseUrl, { maxConnections: 1 });
    try {
      const rows = await sql<{ version: number }[]>`SELECT version FROM schema_migrations ORDER BY version`;
      expect(rows.map((row) => row.version)).toEqual(POSTGRES_MIGRATIONS.map((_, index) => index + 1));
    } finally {
      await sql.end();
    }
  });

  it("share a kit made on one instance through the other and the proxy; regenerate and delete it on the other", async () => {
    const [a, b] = instances;
    const visitor = KEPT_KIT_VISITOR;
    const request = { vibes: ["retro"], customEventName: "Kept Kits Across Instances" };
    const made = await send(`${a.url}/api/kits`, "POST", visitor, request);
    expect(made.status).toBe(200);
    const kit = await made.json();
    const { id, ownerToken } = kit;
    const keepFailures = () => a.logs.filter((entry) => entry.event === "kit-keep-failed");
    expect(id, `not kept: ${JSON.stringify([kit.notices, keepFailures()])}`).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(kit.shareUrl).toBe(`/k/${id}`);
    expect(typeof ownerToken).toBe("string");

    // Read on B: the kit JSON (never the token), the share page with its card, the graphics A made.
    const json = await fetch(`${b.url}/api/kits/${id}`);
    expect(json.status).toBe(200);
    const text = await json.text();
    expect(text).not.toContain(ownerToken);
    const shared = SharedKitSchema.parse(JSON.parse(text));
    expect(shared.id).toBe(id);
    expect(shared.kit.selectedName).toBe(kit.selectedName);
    expect(shared.kit.images).toEqual(kit.images);
    for (const base of [b.url, nginx.url]) {
      const page = await fetch(`${base}/k/${id}`);
      expect(page.status).toBe(200);
      expect(page.headers.get("content-type")).toContain("text/html");
      const html = await page.text();
      expect(metaOf(html, "og:title")).toBe(kit.selectedName);
      // Absolute, at the origin the page was asked for: nginx's port included (X-Forwarded-Host).
      expect(metaOf(html, "og:image")).toBe(`${base}/k/${id}/files/link-preview.png`);
      expect(html).not.toContain(ownerToken);
    }
    for (const [kind, path] of Object.entries(kit.images) as Array<[string, string]>) {
      const fromA = await pngOf(`${a.url}${path}`);
      expect((await pngOf(`${b.url}${path}`)).bytes).toEqual(fromA.bytes);
      expect((await pngOf(`${b.url}/k/${id}/files/${kind}.png`)).bytes).toEqual(fromA.bytes);
      expect((await pngOf(`${nginx.url}/k/${id}/files/${kind}.png`)).bytes).toEqual(fromA.bytes);
    }

    // The card's image: made by B on its first request and kept, so A has it (304 on B's ETag) and serves it.
    const preview = await pngOf(`${b.url}/k/${id}/files/link-preview.png`);
    expect(preview.etag).toBeTruthy();
    expect(await statusOf(`${a.url}/k/${id}/files/link-preview.png`, { "If-None-Match": preview.etag! }))
      .toBe(304);
    expect((await pngOf(`${a.url}/k/${id}/files/link-preview.png`)).bytes).toEqual(preview.bytes);
    expect((await pngOf(`${nginx.url}/k/${id}/files/link-preview.png`)).bytes).toEqual(preview.bytes);
    expect((await fetch(`${nginx.url}/api/kits/${id}`).then((response) => response.json())).id).toBe(id);

    // Regenerated on B by its owner: A shows the new name and graphics.
    const name = (kit.eventNames as string[]).find((candidate) => candidate !== kit.selectedName)!;
    const regenerated = await send(
      `${b.url}/api/kits/images`,
      "POST",
      visitor,
      { request, kitId: id, name },
      ownerToken,
    );
    expect(regenerated.status).toBe(200);
    const change = await regenerated.json();
    expect(change.selectedName).toBe(name);
    expect(change.kept).toBe(true);
    expect(change.notices).toBeUndefined();
    const after = SharedKitSchema.parse(
      await fetch(`${a.url}/api/kits/${id}`).then((response) => response.json()),
    );
    expect(after.kit.selectedName).toBe(name);
    expect(after.kit.images).toEqual(change.images);
    expect(metaOf(await fetch(`${a.url}/k/${id}`).then((response) => response.text()), "og:title")).toBe(
      name,
    );
    for (const path of Object.values(change.images) as string[]) await pngOf(`${a.url}${path}`);

    // Another token, on A: refused, and the kit stays.
    const wrong = await send(`${a.url}/api/kits/${id}`, "DELETE", visitor, undefined, "not-the-owners-token");
    expect(wrong.status).toBe(403);
    await wrong.body?.cancel();
    expect(await statusOf(`${a.url}/api/kits/${id}`)).toBe(200);

    // Deleted on B by its owner: gone on A (page, JSON, files and graphics), and through the proxy.
    const deleted = await send(`${b.url}/api/kits/${id}`, "DELETE", visitor, undefined, ownerToken);
    expect(deleted.status).toBe(204);
    await deleted.body?.cancel();
    for (const base of [a.url, nginx.url]) {
      expect(await statusOf(`${base}/k/${id}`)).toBe(404);
      expect(await statusOf(`${base}/api/kits/${id}`)).toBe(404);
      for (const kind of Object.keys(change.images)) {
        expect(await statusOf(`${base}/k/${id}/files/${kind}.png`)).toBe(404);
      }
      expect(await statusOf(`${base}/k/${id}/files/link-preview.png`)).toBe(404);
    }
    for (const path of Object.values(change.images) as string[]) {
      expect(await statusOf(`${a.url}${path}`), path).toBe(404);
    }
  });
});
