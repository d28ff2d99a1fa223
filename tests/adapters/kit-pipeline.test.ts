/**
 * The one composition: each provider it makes comes with an exact-image step that downloads by that provider's
 * own outbound policy, whichever provider was made after it; the web app's limits are counted in this process,
 * or in Redis across instances with REDIS_URL; a batch's gate is this process's, or a queue's in its Redis.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { createKitPipeline, type KitPipeline } from "../../adapters/kit-pipeline.ts";
import { startRedis, type TestRedis } from "../support/redis-server.ts";
import { createFakeClock } from "../support/test-cli.ts";

const pipelines: KitPipeline[] = [];
afterEach(async () => {
  for (const pipeline of pipelines.splice(0)) await pipeline.close();
});

function pipelineOf(env: Record<string, string>, fetch?: typeof globalThis.fetch): KitPipeline {
  const pipeline = createKitPipeline({
    env: { BRANDKIT_RENDER_WORKERS: "1", ...env },
    readFile: (url) => Deno.readFile(url),
    fetch,
    resolveHost: () => Promise.reject(new Error("no DNS in this test")),
  });
  pipelines.push(pipeline);
  return pipeline;
}

/** The start of a PNG of `width` x `height`: enough for a graphic that needs no fitting. */
function pngOfSize(width: number, height: number): Uint8Array {
  const bytes = new Uint8Array(33);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
  const view = new DataView(bytes.buffer);
  view.setUint32(16, width);
  view.setUint32(20, height);
  return bytes;
}

describe("createKitPipeline().provider()", () => {
  it("gives each provider the exact-image step of its own policy, whichever it made last", async () => {
    const poster = pngOfSize(1080, 1350);
    const fetched: string[] = [];
    const fetch = (input: string | URL | Request) => {
      fetched.push(String(input));
      return Promise.resolve(new Response(poster.slice(), { headers: { "Content-Type": "image/png" } }));
    };
    const pipeline = pipelineOf({
      BRANDKIT_PROVIDER: "openai",
      OPENAI_API_KEY: "sk-test",
      // A model server on the private network: its own graphics' URLs are fetched from there, over http.
      OPENAI_BASE_URL: "http://10.0.0.5:8080/v1",
    }, fetch);
    const openai = await pipeline.provider();
    const offline = await pipeline.provider({ name: "offline" });
    expect([openai.provider.name, offline.provider.name]).toEqual(["openai", "offline"]);

    const graphic = { url: "http://10.0.0.5:8080/files/poster.png" };
    const target = { kind: "poster", width: 1080, height: 1350 } as const;
    expect(await openai.exactImage(graphic, target)).toEqual(poster);
    await expect(offline.exactImage(graphic, target)).rejects.toMatchObject({ code: "AI_ERROR" });
    expect(fetched).toEqual(["http://10.0.0.5:8080/files/poster.png"]);
  });
});

describe("createKitPipeline().clientLimits()", () => {
  let redis: TestRedis;
  beforeAll(async () => {
    redis = await startRedis();
  });
  afterAll(async () => {
    await redis?.stop();
  });

  it("counts in this process without REDIS_URL, by the configured numbers", async () => {
    const limits = await pipelineOf({ BRANDKIT_RATE_LIMIT_PER_MINUTE: "2" }).clientLimits();
    const verdicts = [await limits.kits.take("a"), await limits.kits.take("a"), await limits.kits.take("a")];
    expect(verdicts.map((verdict) => verdict.allowed)).toEqual([true, true, false]);
    expect((await limits.kits.take("b")).allowed).toBe(true);
  });

  it("counts one client across instances in the Redis at REDIS_URL, each limit under its own key", async () => {
    const env = { REDIS_URL: redis.url, BRANDKIT_RATE_LIMIT_PER_MINUTE: "2" };
    const [first, second] = [await pipelineOf(env).clientLimits(), await pipelineOf(env).clientLimits()];
    const client = `198.51.100.${Math.floor(Math.random() * 250)}`;
    const verdicts = [
      await first.kits.take(client),
      await second.kits.take(client),
      await first.kits.take(client),
    ];
    expect(verdicts.map((verdict) => verdict.allowed)).toEqual([true, true, false]);
    expect((await second.formats.take(client)).allowed).toBe(true);
  });
});

describe("createKitPipeline().rateLimitGate()", () => {
  it("is this process's gate without a queue: a rate limit holds the next call", async () => {
    const clock = createFakeClock();
    const { gate, close } = await pipelineOf({}).rateLimitGate({ now: clock.now, sleep: clock.sleep });
    await gate.close(3);
    await gate.pass();
    expect(clock.sleeps).toEqual([3_000]);
    await close();
  });
});
