/**
 * `deno task bench share` (issue 19): the time to keep a kit in the default store (an SQLite file, as
 * `deno task start` uses; target at most 5 ms p50), and the share page's requests per second beside GET / on the
 * same app, in alternating rounds (target at least 0.5x). The share page is read from the database on every
 * request (a deleted kit is gone at once); its HTML is rendered once per kit revision.
 */
import {
  buildBrandGuide,
  DEFAULT_COLORS,
  GenerationRequestSchema,
  type KitResult,
  readConfig,
} from "../../brandkit/mod.ts";
import { createKitKeeper } from "../../brandkit/kit-keeper.ts";
import { openSqliteKitStore } from "../../adapters/kit-store-sqlite.ts";
import { createApp } from "../../routes/app.ts";
import { createMediaStore } from "../../adapters/media-store.ts";
import { prepareWebAssets } from "../../routes/web-assets.ts";
import { createFakeProvider, SAMPLE_COPY } from "../support/fake-provider.ts";
import { testAdmission, testExactImage } from "../routes/_app.ts";
import { createMemoryFs } from "../adapters/_memory-fs.ts";
import { requestsPerSecond } from "./_http-load.ts";

const KEEPS = 500;
const KEEP_TARGET_MS = 5;
const CONCURRENCY = 32;
const WARM_UP_MS = 300;
const MEASURE_MS = 1_000;
const ROUNDS = 7;
const TARGET_RATIO = 0.5;
const HEADERS = { "Accept-Encoding": "gzip, deflate, br" };

const dataDir = await Deno.makeTempDir({ prefix: "brandkit-share-bench-" });
const store = openSqliteKitStore(`${dataDir}/kits.sqlite`);
const media = createMediaStore({ fs: createMemoryFs(), dir: "media", maxBytes: 1 << 30 });
const keeper = createKitKeeper({ store, media, ttlDays: 30, now: Date.now, log: () => {} });

const kit: KitResult = {
  selectedName: SAMPLE_COPY.eventNames[0],
  ...SAMPLE_COPY,
  images: {
    poster: `/media/${"a".repeat(64)}.png`,
    square: `/media/${"b".repeat(64)}.png`,
    banner: `/media/${"c".repeat(64)}.png`,
  },
  brandGuide: buildBrandGuide(DEFAULT_COLORS),
  language: "en",
};
const request = GenerationRequestSchema.parse({ vibes: ["neon", "festive"], eventDate: "2027-05-01" });

// 1. Keeping a kit: what POST /api/kits adds to every kit.
const keepMs: number[] = [];
let kept: { id: string } | null = null;
for (let index = 0; index < KEEPS; index++) {
  const startedAt = performance.now();
  kept = await keeper.keep(kit, request);
  keepMs.push(performance.now() - startedAt);
  if (!kept) throw new Error("the kit could not be kept");
}
const sorted = [...keepMs].sort((a, b) => a - b);
const percentile = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];
console.log(
  `keep a kit (SQLite file, ${KEEPS} kits): p50 ${percentile(0.5).toFixed(2)} ms, p95 ${
    percentile(0.95).toFixed(2)
  } ms (target p50 at most ${KEEP_TARGET_MS} ms): ${percentile(0.5) <= KEEP_TARGET_MS ? "met" : "MISSED"}`,
);

// 2. The share page beside GET /, on one app.
const config = readConfig({ BRANDKIT_CONNECTION_GUARD: "off" });
const app = createApp({
  config,
  version: "bench",
  provider: createFakeProvider(),
  media,
  keeper,
  assets: await prepareWebAssets({ provider: "fake" }),
  exactImage: testExactImage(() => Promise.reject(new Error("the bench makes no graphics"))),
  admission: testAdmission(config),
  formats: {
    render: () => Promise.reject(new Error("the bench makes no formats")),
    format: () => Promise.reject(new Error("the bench makes no formats")),
  },
  log: () => {},
});
const server = Deno.serve({ hostname: "127.0.0.1", port: 0, onListen() {} }, app.fetch);
const port = server.addr.port;
const sharePath = `/k/${kept!.id}`;
const first = await fetch(`http://127.0.0.1:${port}${sharePath}`, { headers: HEADERS });
if (first.status !== 200) throw new Error(`the share page answered ${first.status}`);
const shareBytes = (await first.arrayBuffer()).byteLength;

const paths = { page: "/", share: sharePath } as const;
const rounds: Array<Record<keyof typeof paths, number>> = [];
for (let round = 0; round < ROUNDS; round++) {
  const measured = { page: 0, share: 0 };
  for (const name of round % 2 ? ["share", "page"] as const : ["page", "share"] as const) {
    await requestsPerSecond(port, paths[name], HEADERS, CONCURRENCY, WARM_UP_MS);
    measured[name] = await requestsPerSecond(port, paths[name], HEADERS, CONCURRENCY, MEASURE_MS);
  }
  rounds.push(measured);
}
await server.shutdown();
await store.close();
await Deno.remove(dataDir, { recursive: true });

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const ratio = median(rounds.map((round) => round.share / round.page));
console.log(`GET /: ${median(rounds.map((round) => round.page)).toFixed(0)} requests/s (median)`);
console.log(
  `GET /k/:id (${shareBytes} bytes as sent, from the database): ${
    median(rounds.map((round) => round.share)).toFixed(0)
  } requests/s`,
);
console.log(`ratio per round: ${rounds.map((round) => (round.share / round.page).toFixed(2)).join(" ")}`);
console.log(
  `median ratio ${ratio.toFixed(2)} (target at least ${TARGET_RATIO}): ${
    ratio >= TARGET_RATIO ? "met" : "MISSED"
  }`,
);
