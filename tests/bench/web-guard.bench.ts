/**
 * What the connection guard costs on the page: requests per second of GET / from two real servers (server.ts,
 * as `deno task start` runs it), one with the default configuration (the guard on) and one with
 * BRANDKIT_CONNECTION_GUARD=off, measured in the same run, on loopback, with the same load generator (raw
 * keep-alive sockets, see _http-load.ts), in alternating rounds. Target: the guarded server serves at least
 * 0.85x the unguarded one. The machine is shared and noisy: the ratio is what counts, not the numbers.
 *
 *   deno task bench web
 */
import { requestsPerSecond } from "./_http-load.ts";

const SERVER = new URL("../../server.ts", import.meta.url).pathname;
const CONFIG = new URL("../../deno.json", import.meta.url).pathname;
const STARTUP_TIMEOUT_MS = 30_000;
/** Below the guard's per-address cap (32): the load generator is one address, as a browser or two would be. */
const CONCURRENCY = 16;
const WARM_UP_MS = 300;
const MEASURE_MS = 1_000;
/** Rounds of one measure each, back to back: each round's ratio sees the same load from other processes. */
const ROUNDS = 9;
const TARGET_RATIO = 0.85;
/** Pause after each measure, so the last one's connections are closed before the next opens its own. */
const SETTLE_MS = 100;
/** What a browser sends: the page is answered precompressed. */
const HEADERS = { "Accept-Encoding": "gzip, deflate, br" };

type Server = { port: number; stop: () => Promise<void> };

/** A free loopback port (the server is given it as PORT, so its log need not be parsed). */
function freePort(): number {
  const listener = Deno.listen({ hostname: "127.0.0.1", port: 0 });
  const { port } = listener.addr;
  listener.close();
  return port;
}

/** Starts server.ts with `env`; resolves once it answers /api/health. Its per-request log is discarded. */
async function startServer(env: Record<string, string>): Promise<Server> {
  const port = freePort();
  const child = new Deno.Command(Deno.execPath(), {
    args: ["run", "--quiet", "--config", CONFIG, "--allow-all", SERVER],
    env: { NODE_ENV: "production", BRANDKIT_PROVIDER: "offline", PORT: String(port), NO_COLOR: "1", ...env },
    stdin: "null",
    stdout: "null",
    stderr: "inherit",
  }).spawn();
  const stop = async () => {
    try {
      Deno.kill(child.pid, "SIGKILL");
    } catch {
      // Already gone.
    }
    await child.status;
  };
  const deadline = performance.now() + STARTUP_TIMEOUT_MS;
  while (performance.now() < deadline) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/health`, {
        headers: { Connection: "close" },
      });
      await response.body?.cancel();
      if (response.ok) return { port, stop };
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await stop();
  throw new Error(`server.ts with ${JSON.stringify(env)} did not answer within ${STARTUP_TIMEOUT_MS} ms`);
}

/** Requests per second over `durationMs`, then a pause for the server to see the connections close. */
async function load(port: number, durationMs: number): Promise<number> {
  const rate = await requestsPerSecond(port, "/", HEADERS, CONCURRENCY, durationMs);
  await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
  return rate;
}

const servers = {
  on: await startServer({}),
  off: await startServer({ BRANDKIT_CONNECTION_GUARD: "off" }),
};
const rounds: Array<{ on: number; off: number }> = [];
try {
  for (let round = 0; round < ROUNDS; round++) {
    const measured = { on: 0, off: 0 };
    for (const name of round % 2 ? ["off", "on"] as const : ["on", "off"] as const) {
      await load(servers[name].port, WARM_UP_MS);
      measured[name] = await load(servers[name].port, MEASURE_MS);
    }
    rounds.push(measured);
  }
} finally {
  await Promise.all([servers.on.stop(), servers.off.stop()]);
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const ratio = median(rounds.map((round) => round.on / round.off));
console.log(
  `GET / (server.ts, ${CONCURRENCY} keep-alive connections): guard on ${
    median(rounds.map((round) => round.on)).toFixed(0)
  } requests/s, guard off ${median(rounds.map((round) => round.off)).toFixed(0)} requests/s (medians)`,
);
console.log(`ratio on/off per round: ${rounds.map((round) => (round.on / round.off).toFixed(2)).join(" ")}`);
console.log(
  `median ratio on/off ${ratio.toFixed(2)} (target at least ${TARGET_RATIO}): ${
    ratio >= TARGET_RATIO ? "met" : "MISSED"
  }`,
);
