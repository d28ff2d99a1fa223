/**
 * `deno task bench share` (issue 19): the time to keep a kit in the default store (an SQLite file, as
 * `deno task start` uses; target at most 5 ms p50), and the share page's requests per second beside GET / on the
 * same app, in alternating rounds (target at least 0.5x). The share page is read from the database on every
 * request (a deleted kit is gone at once); its HTML is rendered once per kit revision. Then (issue 28) an RSVP:
 * POST /api/kits/{id}/rsvp over loopback HTTP, answered in full (limits, validation, the kit read, the answer
 * counted and kept in one transaction), one after another into one kit with a capacity, so the later ones count
 * a list of hundreds and join its waitlist (target at most 10 ms p50).
 */
import { readConfig, settleRequest } from "../../brandkit/mod.ts";
import { createKitKeeper } from "../../brandkit/kept/kit-keeper.ts";
import { localCalendarDate } from "../../brandkit/dates/calendar-dates.ts";
import { MS_PER_DAY } from "../../brandkit/time.ts";
import { createClientLimiter } from "../../adapters/memory-limiter.ts";
import { openSqliteKitStore } from "../../adapters/kit-store-sqlite.ts";
import { createApp } from "../../routes/app.ts";
import { createDiskMediaStore } from "../../adapters/media-store-disk.ts";
import { prepareWebAssets } from "../../routes/web-assets.ts";
import { createFakeProvider } from "../support/fake-provider.ts";
import { testAdmission, testExactImage, testLimits } from "../support/test-app.ts";
import { createMemoryFs } from "../support/memory-fs.ts";
import { requestsPerSecond } from "./_http-load.ts";
import { SAMPLE_KIT, SAMPLE_REQUEST } from "./_sample-kit.ts";

const KEEPS = 500;
const KEEP_TARGET_MS = 5;
/** Answers sent to one kit: half of BRANDKIT_MAX_GUESTS, past the capacity below. */
const RSVPS = 1_000;
const RSVP_CAPACITY = 600;
const RSVP_TARGET_MS = 10;
const CONCURRENCY = 32;
const WARM_UP_MS = 300;
const MEASURE_MS = 1_000;
const ROUNDS = 7;
const TARGET_RATIO = 0.5;
const HEADERS = { "Accept-Encoding": "gzip, deflate, br" };

const dataDir = await Deno.makeTempDir({ prefix: "brandkit-share-bench-" });
const store = openSqliteKitStore(`${dataDir}/kits.sqlite`);
const media = createDiskMediaStore({ fs: createMemoryFs(), dir: "media", maxBytes: 1 << 30 });
const keeper = createKitKeeper({ store, media, ttlDays: 30, now: Date.now, log: () => {} });

const kit = SAMPLE_KIT;
const request = SAMPLE_REQUEST;

// 1. Keeping a kit: what POST /api/kits adds to every kit.
const keepMs: number[] = [];
let kept: { id: string } | null = null;
for (let index = 0; index < KEEPS; index++) {
  const startedAt = performance.now();
  kept = await keeper.keep(kit, settleRequest(request));
  keepMs.push(performance.now() - startedAt);
  if (!kept) throw new Error("the kit could not be kept");
}
/** The p-th percentile of `times`. */
const percentileOf = (times: number[], p: number) => {
  const sorted = [...times].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];
};
const percentile = (p: number) => percentileOf(keepMs, p);
console.log(
  `keep a kit (SQLite file, ${KEEPS} kits): p50 ${percentile(0.5).toFixed(2)} ms, p95 ${
    percentile(0.95).toFixed(2)
  } ms (target p50 at most ${KEEP_TARGET_MS} ms): ${percentile(0.5) <= KEEP_TARGET_MS ? "met" : "MISSED"}`,
);

// 2. The share page beside GET /, on one app; its RSVP limits wide open, so the bench measures the answer.
const config = readConfig({
  BRANDKIT_CONNECTION_GUARD: "off",
  BRANDKIT_RSVP_RATE_LIMIT_PER_MINUTE: "100000",
});
const app = createApp({
  config,
  version: "bench",
  provider: createFakeProvider(),
  media,
  keeper,
  assets: await prepareWebAssets({ provider: "fake" }),
  exactImage: testExactImage(() => Promise.reject(new Error("the bench makes no graphics"))),
  admission: testAdmission(config),
  limits: { ...testLimits(config), rsvpClients: createClientLimiter({ limit: 1_000_000 }) },
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

// 3. An RSVP, over HTTP, into one kit dated two months ahead with a capacity.
const event = await keeper.keep(
  kit,
  settleRequest({ ...request, eventDate: localCalendarDate(Date.now() + 60 * MS_PER_DAY) }),
);
if (!event) throw new Error("the event's kit could not be kept");
const settings = await fetch(`http://127.0.0.1:${port}/api/kits/${event.id}/rsvp-settings`, {
  method: "PATCH",
  headers: { "Content-Type": "application/json", Authorization: `Bearer ${event.ownerToken}` },
  body: JSON.stringify({ capacity: RSVP_CAPACITY }),
});
if (settings.status !== 200) throw new Error(`the RSVP settings answered ${settings.status}`);
const rsvpMs: number[] = [];
for (let index = 0; index < RSVPS; index++) {
  const startedAt = performance.now();
  const answer = await fetch(`http://127.0.0.1:${port}/api/kits/${event.id}/rsvp`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({
      name: `Guest ${index} Okafor`,
      answer: "going",
      party: 1 + (index % 3),
      note: "See you",
    }),
  });
  await answer.arrayBuffer();
  rsvpMs.push(performance.now() - startedAt);
  if (answer.status !== 201) throw new Error(`an RSVP answered ${answer.status}`);
}
const rsvpP50 = percentileOf(rsvpMs, 0.5);

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
console.log(
  `RSVP (POST /api/kits/{id}/rsvp over HTTP, SQLite file, ${RSVPS} answers to one kit of capacity ${RSVP_CAPACITY}): p50 ${
    rsvpP50.toFixed(2)
  } ms, p95 ${percentileOf(rsvpMs, 0.95).toFixed(2)} ms (target p50 at most ${RSVP_TARGET_MS} ms): ${
    rsvpP50 <= RSVP_TARGET_MS ? "met" : "MISSED"
  }`,
);
