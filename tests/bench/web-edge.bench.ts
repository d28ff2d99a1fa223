/**
 * What the edge costs on the page (issue 29, item 9): requests per second of GET / measured with autocannon
 * (Node, 50 keep-alive connections, Accept-Encoding as a browser's) against three servers, all up at once and
 * measured in turns, each round in the other order:
 *  - `on`: server.ts as `deno task start` runs it, the connection guard on (the default);
 *  - `off`: the same with BRANDKIT_CONNECTION_GUARD=off;
 *  - `bare`: bare Hono on Deno.serve answering the same bytes with the same headers (_bare-page.ts).
 * Targets: `on` at least 0.85 of `off` (the guard's cost), and `off` at least 0.8 of `bare` (the app's cost of
 * its page: routing, negotiation, the security headers, the request log). The machine is shared and noisy:
 * the per-round ratios are what count, not the numbers. Beside requests per second, each server's own CPU time
 * per request (from /proc) gives the same ratios in a second view, one that other processes shake less.
 *
 * autocannon's 50 connections all come from 127.0.0.1, and the guard admits 32 per address: the other 18
 * would be refused and reconnect at once, in a loop, for the whole run. So both servers trust 127.0.0.1 as a
 * proxy (BRANDKIT_TRUSTED_PROXIES), as a load balancer in front would be, exempt from the per-address cap and
 * nothing else (tests/bench/connection-guard.bench.ts does the same).
 *
 *   deno task bench web-edge
 */
const SERVER = new URL("../../server.ts", import.meta.url).pathname;
const BARE_PAGE = new URL("./_bare-page.ts", import.meta.url).pathname;
const TURNS = new URL("./_autocannon-turns.cjs", import.meta.url).pathname;
const CONFIG = new URL("../../deno.json", import.meta.url).pathname;
const AUTOCANNON = "autocannon@9.0.0";
const STARTUP_TIMEOUT_MS = 180_000;
const CONNECTIONS = 50;
const WARM_UP_S = 1;
const MEASURE_S = 2;
/** Rounds of one measure of each server, back to back: each round's ratios see the same load from others. */
const ROUNDS = 9;
const GUARD_TARGET = 0.85;
const PAGE_TARGET = 0.8;
/** What a browser sends: the page is answered precompressed. */
const HEADERS = { "accept-encoding": "gzip, deflate, br" };
/** The servers' common environment: production, offline, and the load generator trusted (see above). */
const SERVER_ENV = {
  NODE_ENV: "production",
  BRANDKIT_PROVIDER: "offline",
  BRANDKIT_TRUSTED_PROXIES: "127.0.0.1",
  NO_COLOR: "1",
};

type Server = { port: number; pid: number; stop: () => Promise<void> };
const NAMES = ["on", "off", "bare"] as const;
type Name = typeof NAMES[number];
type Measure = { round: number; name: Name; requestsPerS: number; cpuUsPerRequest: number; failed: number };

/** A free loopback port. */
function freePort(): number {
  const listener = Deno.listen({ hostname: "127.0.0.1", port: 0 });
  const { port } = listener.addr;
  listener.close();
  return port;
}

/** Runs `args` under this Deno with its output discarded (the request log too); resolves once `url` answers. */
async function spawn(
  args: string[],
  env: Record<string, string>,
  port: number,
  path: string,
): Promise<Server> {
  const child = new Deno.Command(Deno.execPath(), {
    args: ["run", "--quiet", "--config", CONFIG, "--allow-all", ...args],
    env,
    stdin: "null",
    stdout: "null",
    stderr: "inherit",
  }).spawn();
  const stop = async () => {
    try {
      child.kill("SIGKILL");
    } catch {
      // Already gone.
    }
    await child.status;
  };
  const deadline = performance.now() + STARTUP_TIMEOUT_MS;
  while (performance.now() < deadline) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}${path}`, { headers: { Connection: "close" } });
      await response.body?.cancel();
      if (response.ok) return { port, pid: child.pid, stop };
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await stop();
  throw new Error(`${args.join(" ")} did not answer within ${STARTUP_TIMEOUT_MS} ms`);
}

function startServer(env: Record<string, string>): Promise<Server> {
  const port = freePort();
  return spawn([SERVER], { ...SERVER_ENV, PORT: String(port), ...env }, port, "/api/health");
}

function startBarePage(source: number): Promise<Server> {
  const port = freePort();
  return spawn([BARE_PAGE, `http://127.0.0.1:${source}/`, String(port)], { NO_COLOR: "1" }, port, "/");
}

/** Every measure, from _autocannon-turns.cjs in Node. */
async function measureInTurns(servers: Record<Name, Server>): Promise<Measure[]> {
  const options = {
    rounds: ROUNDS,
    warmUpS: WARM_UP_S,
    measureS: MEASURE_S,
    connections: CONNECTIONS,
    headers: HEADERS,
    targets: NAMES.map((name) => ({ name, port: servers[name].port, pid: servers[name].pid })),
  };
  const { code, stdout } = await new Deno.Command("npx", {
    args: ["-y", "-p", AUTOCANNON, "node", TURNS, JSON.stringify(options)],
    stdin: "null",
    stderr: "inherit",
  }).output();
  if (code !== 0) throw new Error("the load generator failed");
  const measures: Measure[] = new TextDecoder().decode(stdout).split("\n")
    .filter((line) => line.startsWith("{")).map((line) => JSON.parse(line));
  const failed = measures.filter((measure) => measure.failed > 0);
  if (failed.length > 0) throw new Error(`failed requests: ${JSON.stringify(failed)}`);
  return measures;
}

// One after another: three bundles built at once on two cores take longer than one after another.
const on = await startServer({});
const off = await startServer({ BRANDKIT_CONNECTION_GUARD: "off" });
const bare = await startBarePage(off.port);
const servers: Record<Name, Server> = { on, off, bare };
let measures: Measure[];
try {
  measures = await measureInTurns(servers);
} finally {
  await Promise.all(Object.values(servers).map((server) => server.stop()));
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const rounds = Array.from({ length: ROUNDS }, (_, round) =>
  Object.fromEntries(
    measures.filter((measure) => measure.round === round).map((measure) => [measure.name, measure]),
  ) as Record<Name, Measure>);
const report = (label: string, faster: Name, slower: Name, target: number) => {
  const ratios = rounds.map((round) => round[faster].requestsPerS / round[slower].requestsPerS);
  const byCpu = rounds.map((round) => round[slower].cpuUsPerRequest / round[faster].cpuUsPerRequest);
  const list = (values: number[]) => values.map((value) => value.toFixed(2)).join(" ");
  const ratio = median(ratios);
  const verdict = ratio >= target ? "met" : "MISSED";
  console.log(`${label} per round: ${list(ratios)}; by CPU time per request: ${list(byCpu)}`);
  console.log(
    `${label}: median ${ratio.toFixed(2)} (target at least ${target}): ${verdict}; ` +
      `by CPU time per request ${median(byCpu).toFixed(2)}`,
  );
};
const medianOf = (name: Name, of: (measure: Measure) => number) =>
  median(measures.filter((measure) => measure.name === name).map(of));
console.log(
  `GET / (${CONNECTIONS} keep-alive connections, autocannon, ${ROUNDS} rounds of ${MEASURE_S} s, medians): ` +
    NAMES.map((name) =>
      `${name} ${medianOf(name, (m) => m.requestsPerS).toFixed(0)} requests/s ` +
      `(${medianOf(name, (m) => m.cpuUsPerRequest).toFixed(1)} µs CPU each)`
    ).join(", "),
);
report("guard on/off", "on", "off", GUARD_TARGET);
report("page off/bare Hono", "off", "bare", PAGE_TARGET);
