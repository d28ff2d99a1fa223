/**
 * `deno task start`, as an operator runs it (issue 29, item 6): it prints its own task line and the server's
 * log lines, and nothing else: not the install's task line (start runs `deno task -q install:app`) and no
 * warning. Deno 2.9 warned, once a request that read `request.signal` had been answered, that the signal aborts
 * on successful responses (legacy behavior); deno.json opts in to the new behavior (`no-legacy-abort`), where
 * the signal aborts only when the client goes away, and that still cancels a kit whose visitor left.
 */
import { afterEach, describe, expect, it } from "vitest";
import { fileURLToPath } from "node:url";
import { linesOf } from "../support/lines.ts";

const REPOSITORY = fileURLToPath(new URL("../../", import.meta.url));
const STARTUP_TIMEOUT_MS = 120_000;
/**
 * How long the client that leaves waits: its request is read and admitted by then (loopback), and its kit far
 * from made. 300 ms was not: on a quiet machine a warm server made a Latin kit within it (CI logged 200, 200).
 */
const LEAVE_AFTER_MS = 50;
const KIT = { vibes: ["neon"], customEventName: "Quiet Start" };
/** The kit the client leaves: Japanese, so its copy and the first CJK face to load make it slower still. */
const LEFT_KIT = { vibes: ["neon"], customEventName: "静かなスタート" };

type Started = {
  url: string;
  child: Deno.ChildProcess;
  stdout: string[];
  stderr: string[];
  logs: Array<Record<string, unknown>>;
  exited: Promise<number>;
};

let started: Started | undefined;
let dataDir: string | undefined;

/** How long a server that failed its test gets to drain before it is killed. */
const DRAIN_TIMEOUT_MS = 15_000;

/**
 * Stops `deno task start` with SIGTERM, which the task hands on to the server it runs (SIGKILL would end the task
 * alone and leave the server running), then kills the task if it has not ended in time.
 */
async function stop(task: Started): Promise<void> {
  try {
    task.child.kill("SIGTERM");
  } catch {
    return; // It has already exited, as a drained server should.
  }
  const timer = Promise.withResolvers<void>();
  const timeout = setTimeout(timer.resolve, DRAIN_TIMEOUT_MS);
  await Promise.race([task.exited, timer.promise]);
  clearTimeout(timeout);
  try {
    task.child.kill("SIGKILL");
  } catch {
    // Ended within the time.
  }
  await task.exited;
}

afterEach(async () => {
  if (started) await stop(started);
  if (dataDir) await Deno.remove(dataDir, { recursive: true });
  started = undefined;
  dataDir = undefined;
});

/** Collects the lines of `stream`, telling `onLine` of each. */
async function collect(stream: Deno.ChildProcess["stdout"], lines: string[], onLine: (line: string) => void) {
  for await (const line of linesOf(stream)) {
    lines.push(line);
    onLine(line);
  }
}

/** Runs `deno task start` on a free port; resolves once the server logs that it listens. */
async function startTask(env: Record<string, string>): Promise<Started> {
  const child = new Deno.Command(Deno.execPath(), {
    args: ["task", "start"],
    cwd: REPOSITORY,
    env: { PORT: "0", BRANDKIT_PROVIDER: "offline", NO_COLOR: "1", ...env },
    stdin: "null",
    stdout: "piped",
    stderr: "piped",
  }).spawn();
  const stdout: string[] = [];
  const stderr: string[] = [];
  const logs: Array<Record<string, unknown>> = [];
  const listening = Promise.withResolvers<string>();
  collect(child.stdout, stdout, (line) => {
    if (!line.startsWith("{")) return;
    const entry = JSON.parse(line);
    logs.push(entry);
    if (entry.event === "listening") listening.resolve(entry.url);
  });
  collect(child.stderr, stderr, () => {});
  const exited = child.status.then((status) => status.code);
  exited.then((code) =>
    listening.reject(new Error(`deno task start exited with ${code}: ${stderr.join("\n")}`))
  );
  const timer = setTimeout(
    () => listening.reject(new Error("the server did not start in time")),
    STARTUP_TIMEOUT_MS,
  );
  try {
    const url = (await listening.promise).replace("localhost", "127.0.0.1");
    return { url, child, stdout, stderr, logs, exited };
  } catch (error) {
    child.kill("SIGKILL");
    throw error;
  } finally {
    clearTimeout(timer);
  }
}

/** Sends a kit request on a raw connection and closes it after `ms`, before the kit can be made. */
async function leaveKit(url: string, ms: number): Promise<void> {
  const { hostname, port } = new URL(url);
  const connection = await Deno.connect({ hostname, port: Number(port) });
  const body = JSON.stringify(LEFT_KIT);
  const head = `POST /api/kits HTTP/1.1\r\nHost: ${hostname}\r\nContent-Type: application/json\r\n` +
    `Content-Length: ${new TextEncoder().encode(body).byteLength}\r\n\r\n`;
  await connection.write(new TextEncoder().encode(head + body));
  await new Promise((resolve) => setTimeout(resolve, ms));
  connection.close();
}

describe("deno task start", () => {
  it(
    "prints its task line and the server's log, nothing else, and still cancels a kit its visitor left",
    async () => {
      dataDir = await Deno.makeTempDir({ prefix: "brandkit-quiet-start-" });
      started = await startTask({ BRANDKIT_DATA_DIR: dataDir, BRANDKIT_RENDER_WORKERS: "1" });
      const { url } = started;

      const page = await fetch(`${url}/`);
      expect(page.status).toBe(200);
      await page.body?.cancel();
      // A kit answered whole: the first request that read its signal, where Deno used to warn.
      const kit = await fetch(`${url}/api/kits`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(KIT),
      });
      expect(kit.status).toBe(200);
      expect((await kit.json()).selectedName).toBe("Quiet Start");

      await leaveKit(url, LEAVE_AFTER_MS);
      const requests = () =>
        started!.logs.filter((entry) => entry.event === "request" && entry.route === "/api/kits");
      await expect.poll(() => requests().map((entry) => entry.status), { timeout: 30_000 }).toEqual([
        200,
        499,
      ]);

      started.child.kill("SIGTERM");
      expect(await started.exited).toBe(0);
      // On a fresh clone the install reports its downloads; never its own task line, and nothing warns.
      expect(started.stderr[0]).toMatch(/^Task start deno task -q install:app && /);
      expect(started.stderr.filter((line) => /^Task install:app|warn|legacy/i.test(line))).toEqual([]);
      expect(started.stdout.filter((line) => /warn|legacy/i.test(line) && !line.startsWith("{"))).toEqual([]);
      expect(started.logs.map((entry) => entry.event)).toContain("stopped");
    },
    240_000,
  );
});
