/**
 * The cost of the connection guard on a trivial answer: requests per second of GET on a small response from
 * Deno.serve reached directly, through the guard serving in process (the default: Deno's HTTP layer on the
 * connections the guard accepts), and through the guard relaying (the fallback: every byte crosses a second
 * loopback socket and the guard's two pumps), measured in the same run, on loopback, with the same load
 * generator (raw keep-alive sockets, see _http-load.ts). The ratios are what count; the machine is shared and
 * noisy. `deno task bench web` measures the same on the page, with server.ts.
 */
import { createConnectionGuard } from "../../adapters/connection-guard/mod.ts";
import { denoGuardEdge } from "../../adapters/deno-serve.ts";
import { requestsPerSecond } from "./_http-load.ts";

const CONCURRENCY = 32;
const WARM_UP_MS = 300;
const MEASURE_MS = 1_000;
/** Rounds of one measure each, back to back: each round's ratio sees the same load from other processes. */
const ROUNDS = 7;
const BODY = "Hello BrandKit!";
const NAMES = ["direct", "inProcess", "relayed"] as const;
type Name = typeof NAMES[number];

if (!denoGuardEdge.serveConnection) throw new Error(`Deno ${Deno.version.deno} has no in-process HTTP layer`);
// Takes the request, as the app's fetch does: Deno.serve answers handlers that take none by a faster path.
const answer = (_request: Request) => new Response(BODY);
const app = Deno.serve({ hostname: "127.0.0.1", port: 0, onListen() {} }, answer);
// The load generator is one address with CONCURRENCY connections: treat it as a proxy, exempt from the cap.
const common = { listen: Deno.listen, hostname: "127.0.0.1", port: 0, trustedAddresses: ["127.0.0.1"] };
const guards = [
  createConnectionGuard({ ...common, serveConnection: denoGuardEdge.serveConnection, handler: answer }),
  createConnectionGuard({
    ...common,
    connect: Deno.connect,
    upstream: { hostname: "127.0.0.1", port: app.addr.port },
  }),
];
const ports: Record<Name, number> = {
  direct: app.addr.port,
  inProcess: guards[0].addr.port,
  relayed: guards[1].addr.port,
};

const load = (port: number, durationMs: number) => requestsPerSecond(port, "/", {}, CONCURRENCY, durationMs);

const rounds: Array<Record<Name, number>> = [];
for (let round = 0; round < ROUNDS; round++) {
  const measured = { direct: 0, inProcess: 0, relayed: 0 };
  for (const name of round % 2 ? [...NAMES].reverse() : NAMES) {
    await load(ports[name], WARM_UP_MS);
    measured[name] = await load(ports[name], MEASURE_MS);
  }
  rounds.push(measured);
}
for (const guard of guards) {
  guard.close();
  guard.closeConnections();
  await guard.drain();
}
await app.shutdown();

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const rate = (name: Name) => median(rounds.map((round) => round[name])).toFixed(0);
const ratio = (name: Name) => median(rounds.map((round) => round[name] / round.direct)).toFixed(2);
console.log(
  `GET / (${BODY.length} bytes), ${CONCURRENCY} keep-alive connections: direct Deno.serve ${
    rate("direct")
  }, ` +
    `guard in process ${rate("inProcess")}, guard relaying ${rate("relayed")} requests/s (medians)`,
);
console.log(`median ratio to direct: in process ${ratio("inProcess")}, relaying ${ratio("relayed")}`);
