/**
 * Starts support/guarded-server.ts as a subprocess, optionally under `ulimit -n` (bash execs Deno, so the
 * child's pid is the server's), reads the one JSON line it prints once listening, and keeps its stderr (the
 * guard's log) for the test to read.
 */
import { fileURLToPath } from "node:url";

const FIXTURE = fileURLToPath(new URL("./guarded-server.ts", import.meta.url));
const CONFIG = fileURLToPath(new URL("../../../deno.json", import.meta.url));
const STARTUP_TIMEOUT_MS = 20_000;

export type Server = {
  port: number;
  maxConnections: number | null;
  stderr: () => string;
  /** Resolves when the server's stderr satisfies `check`; fails after `timeoutMs`. */
  stderrUntil: (check: (text: string) => boolean, timeoutMs: number) => Promise<string>;
  exited: () => boolean;
  status: Promise<Deno.CommandStatus>;
  stop: () => Promise<void>;
};

/** Rejects with `message` (or what it answers when the time is up) unless `promise` settles within `ms`. */
export function within<T>(promise: Promise<T>, ms: number, message: string | (() => string)): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<never>((_, reject) => {
    const text = () => typeof message === "string" ? message : message();
    timer = setTimeout(() => reject(new Error(`${text()} (after ${ms} ms)`)), ms);
  });
  return Promise.race([promise, deadline]).finally(() => clearTimeout(timer));
}

/** Starts the fixture with `env` (see guarded-server.ts), under `ulimit -n openFiles` when given. */
export async function startServer(env: Record<string, string>, openFiles?: number): Promise<Server> {
  const deno = `exec "$0" run --quiet --config "$1" --allow-net=127.0.0.1 --allow-env --allow-run=sh "$2"`;
  const child = new Deno.Command("bash", {
    args: [
      "-c",
      openFiles === undefined ? deno : `ulimit -n ${openFiles}; ${deno}`,
      Deno.execPath(),
      CONFIG,
      FIXTURE,
    ],
    env: { NO_COLOR: "1", ...env },
    stdin: "null",
    stdout: "piped",
    stderr: "piped",
  }).spawn();
  let exited = false;
  const status = child.status.finally(() => (exited = true));
  let stderr = "";
  const watchers = new Set<() => void>();
  const decoder = new TextDecoder();
  (async () => {
    for await (const chunk of child.stderr) {
      stderr += decoder.decode(chunk, { stream: true });
      for (const watcher of watchers) watcher();
    }
  })();
  const stdout = child.stdout.getReader();
  const first = await within(stdout.read(), STARTUP_TIMEOUT_MS, "the fixture server did not start");
  stdout.releaseLock();
  child.stdout.cancel();
  if (first.done) throw new Error(`the fixture server did not start:\n${stderr}`);
  const { port, maxConnections } = JSON.parse(decoder.decode(first.value));
  return {
    port,
    maxConnections,
    stderr: () => stderr,
    stderrUntil(check, timeoutMs) {
      let watcher = () => {};
      const met = new Promise<string>((resolve) => {
        watcher = () => check(stderr) && resolve(stderr);
        watchers.add(watcher);
        watcher();
      });
      return within(met, timeoutMs, () => `the server did not log what was expected; it logged:\n${stderr}`)
        .finally(() => watchers.delete(watcher));
    },
    exited: () => exited,
    status,
    async stop() {
      if (!exited) child.kill("SIGTERM");
      await status;
    },
  };
}
