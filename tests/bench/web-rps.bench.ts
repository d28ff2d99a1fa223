/**
 * Requests per second of GET / (the server-rendered page, served from memory, compressed once) against a bare
 * Hono hello-world, measured in the same run, on loopback, with the same load generator (raw keep-alive
 * sockets, see _http-load.ts). Target: the page serves at least half as many. The machine is shared and noisy:
 * the ratio is what counts, not the numbers.
 */
import { Hono } from "hono";
import { readConfig } from "../../brandkit/mod.ts";
import { createFakeProvider } from "../support/fake-provider.ts";
import { createApp } from "../../routes/app.ts";
import { createDiskMediaStore } from "../../adapters/media-store-disk.ts";
import { testAdmission, testExactImage, testKeeper, testLimits } from "../support/test-app.ts";
import { prepareWebAssets } from "../../routes/web-assets.ts";
import { createMemoryFs } from "../support/memory-fs.ts";
import { requestsPerSecond } from "./_http-load.ts";

const CONCURRENCY = 32;
const WARM_UP_MS = 300;
const MEASURE_MS = 1_000;
/** Rounds of one measure each, back to back: each round's ratio sees the same load from other processes. */
const ROUNDS = 7;
const TARGET_RATIO = 0.5;
/** What a browser sends: the page is answered precompressed. */
const HEADERS = { "Accept-Encoding": "gzip, deflate, br" };

function serve(fetch: (request: Request) => Response | Promise<Response>) {
  const server = Deno.serve({ hostname: "127.0.0.1", port: 0, onListen() {} }, fetch);
  return { port: server.addr.port, close: () => server.shutdown() };
}

const load = (port: number, durationMs: number) =>
  requestsPerSecond(port, "/", HEADERS, CONCURRENCY, durationMs);

const hello = new Hono();
hello.get("/", (c) => c.text("Hello Hono!"));

const config = readConfig({});
const media = createDiskMediaStore({ fs: createMemoryFs(), dir: "media", maxBytes: 1 });
const page = createApp({
  config,
  version: "bench",
  provider: createFakeProvider(),
  media,
  keeper: testKeeper(media),
  assets: await prepareWebAssets({ provider: "fake" }),
  exactImage: testExactImage(() => Promise.reject(new Error("GET / makes no graphics"))),
  admission: testAdmission(config),
  limits: testLimits(config),
  formats: {
    render: () => Promise.reject(new Error("GET / makes no formats")),
    format: () => Promise.reject(new Error("GET / makes no formats")),
  },
});

const servers = { hello: serve(hello.fetch), page: serve(page.fetch) };
const rounds: Array<{ hello: number; page: number }> = [];
for (let round = 0; round < ROUNDS; round++) {
  const measured = { hello: 0, page: 0 };
  for (const name of round % 2 ? ["page", "hello"] as const : ["hello", "page"] as const) {
    await load(servers[name].port, WARM_UP_MS);
    measured[name] = await load(servers[name].port, MEASURE_MS);
  }
  rounds.push(measured);
}
await Promise.all([servers.hello.close(), servers.page.close()]);

const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)];
const pageBytes = (await (await page.request("/", { headers: HEADERS })).arrayBuffer()).byteLength;
const ratio = median(rounds.map((round) => round.page / round.hello));
console.log(
  `bare Hono hello-world: ${median(rounds.map((round) => round.hello)).toFixed(0)} requests/s (median)`,
);
console.log(
  `GET / (the page, ${pageBytes} bytes brotli): ${
    median(rounds.map((round) => round.page)).toFixed(0)
  } requests/s`,
);
console.log(`ratio per round: ${rounds.map((round) => (round.page / round.hello).toFixed(2)).join(" ")}`);
console.log(
  `median ratio ${ratio.toFixed(2)} (target at least ${TARGET_RATIO}): ${
    ratio >= TARGET_RATIO ? "met" : "MISSED"
  }`,
);
