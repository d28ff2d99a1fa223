/**
 * Runs the real web server (server.ts under Deno, as `deno task start` does) as a subprocess on a free loopback
 * port, reads its JSON log lines, and stops it by its process id.
 */
import { fileURLToPath as fromFileUrl } from "node:url";
import { linesOf } from "./lines.ts";

const SERVER = fromFileUrl(new URL("../../server.ts", import.meta.url));
const CONFIG = fromFileUrl(new URL("../../deno.json", import.meta.url));
const STARTUP_TIMEOUT_MS = 30_000;

export type ServerProcess = {
  url: string;
  process: Deno.ChildProcess;
  /** Every JSON line the server has logged so far. */
  logs: Array<Record<string, unknown>>;
  /** Resolves with the exit code once the process has ended. */
  exited: Promise<number>;
  /** Sends a signal to the server's process id. */
  signal(name: Deno.Signal): void;
};

/**
 * Starts server.ts with `env` on top of a production, offline, port-0 environment; resolves once it listens.
 * With `openFiles`, the server runs under `ulimit -n openFiles` (bash execs Deno, so the pid is the server's).
 */
export async function startServer(
  env: Record<string, string>,
  options: { openFiles?: number } = {},
): Promise<ServerProcess> {
  const deno = [Deno.execPath(), "run", "--quiet", "--config", CONFIG, "--allow-all", SERVER];
  const [command, ...args] = options.openFiles === undefined
    ? deno
    : ["bash", "-c", `ulimit -n ${options.openFiles}; exec "$@"`, "bash", ...deno];
  const process = new Deno.Command(command, {
    args,
    env: { NODE_ENV: "production", BRANDKIT_PROVIDER: "offline", PORT: "0", NO_COLOR: "1", ...env },
    stdin: "null",
    stdout: "piped",
    stderr: "inherit",
  }).spawn();
  const logs: Array<Record<string, unknown>> = [];
  const listening = Promise.withResolvers<string>();
  (async () => {
    for await (const line of linesOf(process.stdout)) {
      if (!line.startsWith("{")) continue;
      const entry = JSON.parse(line);
      logs.push(entry);
      if (entry.event === "listening") listening.resolve(entry.url);
    }
  })();
  const exited = process.status.then((status) => status.code);
  const timer = setTimeout(
    () => listening.reject(new Error("the server did not start in time")),
    STARTUP_TIMEOUT_MS,
  );
  exited.then((code) => listening.reject(new Error(`the server exited with ${code} before listening`)));
  try {
    const url = (await listening.promise).replace("localhost", "127.0.0.1");
    return { url, process, logs, exited, signal: (name) => process.kill(name) };
  } catch (error) {
    process.kill("SIGKILL");
    throw error;
  } finally {
    clearTimeout(timer);
  }
}
