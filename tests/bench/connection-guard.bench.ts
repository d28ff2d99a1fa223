/**
 * The cost of the connection guard: requests per second of GET on a small response through the guard against
 * the same Deno.serve reached directly, measured in the same run, on loopback, with the same load generator
 * (raw keep-alive sockets, see _http-load.ts). Every relayed byte crosses one more socket pair and the guard's
 * two pumps, so some cost is expected; the ratio is what counts, the machine is shared and noisy.
 */
import { createConnectionGuard } from "../../adapters/connection-guard/mod.ts";
import { requestsPerSecond } from "./_http-load.ts";

const CONCURRENCY = 32;
const WARM_UP_MS = 300;
const MEASURE_MS = 1_000;
/** Rounds of one measure each, back to back: each round's ratio sees the same load from other processes. */
const ROUNDS = 7;
const BODY = "Hello BrandKit!";

const app = Deno.serve({ hostname: "127.0.0.1", port: 0, onListen() {} }, () => new Response(BODY));
const guard = createConnectionGuard({
  listen: Deno.listen,
  connect: Deno.connect,
  hostname: "127.0.0.1",
  port: 0,
  upstream: { hostname: "127.0.0.1", port: app.addr.port },
  // The load generator is one address with CONCURRENCY connections: treat it as a proxy, exempt from the cap.
  trustedAddresses: ["127.0.0.1"],
});
const ports = { direct: app.addr.port, guarded: guard.addr.port };

const load = (port: number, durationMs: number) => requestsPerSecond(port, "/", {}, CONCURRENCY, durationMs);

const rounds: Array<{ direct: number; guarded: number }> = [];
for (let round = 0; round < ROUNDS; round++) {
  const measured = { direct: 0, guarded: 0 };
  for (const name of round % 2 ? ["guarded", "direct"] as const : ["direct", "guarded"] as const) {
    await load(ports[name], WARM_UP_MS);
    measured[name] = await load(ports[name], MEASURE_MS);
  }
  rounds.push(measured);
}
guard.close();
guard.closeConnections();
await guard.drain();
await app.shutdown();

const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)];
const ratio = median(rounds.map((round) => round.guarded / round.direct));
console.log(
  `GET / (${BODY.length} bytes), ${CONCURRENCY} keep-alive connections: direct Deno.serve ${
    median(rounds.map((round) => round.direct)).toFixed(0)
  } requests/s, through the guard ${
    median(rounds.map((round) => round.guarded)).toFixed(0)
  } requests/s (medians)`,
);
console.log(`ratio per round: ${rounds.map((round) => (round.guarded / round.direct).toFixed(2)).join(" ")}`);
console.log(`median ratio guarded/direct ${ratio.toFixed(2)}`);
