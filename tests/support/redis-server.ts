/**
 * A real Redis for tests: Debian's redis-server on a free loopback port, with no persistence, in a temporary
 * folder; stopped (and restarted on the same port) by its process id, never by name.
 */
import { REDIS_SERVER } from "./system-tools.ts";

const START_TIMEOUT_MS = 10_000;

export type TestRedis = {
  /** redis://127.0.0.1:<port> */
  url: string;
  port: number;
  /** Stops the server (SIGKILL unless `gracefully`), keeping the port for restart(). */
  stop(options?: { gracefully?: boolean }): Promise<void>;
  /** Starts it again on the same port, empty. */
  restart(): Promise<void>;
};

/** A free loopback port, found by binding port 0. */
export function freePort(): number {
  const listener = Deno.listen({ hostname: "127.0.0.1", port: 0 });
  const { port } = listener.addr as Deno.NetAddr;
  listener.close();
  return port;
}

async function waitForPort(port: number): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  for (;;) {
    try {
      (await Deno.connect({ hostname: "127.0.0.1", port })).close();
      return;
    } catch (error) {
      if (Date.now() > deadline) throw new Error(`redis-server did not listen on ${port}: ${error}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}

/** Starts redis-server; call stop() when done (an afterAll). */
export async function startRedis(): Promise<TestRedis> {
  const port = freePort();
  const dir = await Deno.makeTempDir({ prefix: "brandkit-redis-" });
  let child: Deno.ChildProcess | undefined;
  const start = async () => {
    child = new Deno.Command(REDIS_SERVER, {
      args: ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no", "--dir", dir],
      stdin: "null",
      stdout: "null",
      stderr: "null",
    }).spawn();
    await waitForPort(port);
  };
  await start();
  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    async stop(options = {}) {
      if (!child) return;
      child.kill(options.gracefully ? "SIGTERM" : "SIGKILL");
      await child.status;
      child = undefined;
      if (!options.gracefully) return;
    },
    restart: start,
  };
}
