/**
 * The connection guard with real sockets and a real descriptor limit: support/guarded-server.ts started under
 * `ulimit -n 256`, flooded with 600 half-open connections (a POST head with Content-Length: 100 and no body)
 * from a second loopback address, 127.0.0.3, while a client on 127.0.0.1 uses it. Without the guard the same
 * flood kills Deno.serve (the finding of issue 10); with it the process stays up, serving in process (the
 * default) or relaying (the fallback).
 */
import net from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Server, startServer, within } from "./support/guarded-process.ts";

const OPEN_FILES = 256;
const FLOOD_CONNECTIONS = 600;
const PER_ADDRESS_CAP = 32; // DEFAULT_MAX_CONNECTIONS_PER_ADDRESS, which the fixture keeps
const HEADER_TIMEOUT_MS = 1_000;
const IDLE_TIMEOUT_MS = 3_000;
const LOG_INTERVAL_MS = 500;
/** Slack for scheduling on a busy machine, on top of the timeouts. */
const SLACK_MS = 1_500;
const HALF_OPEN_HEAD = "POST / HTTP/1.1\r\nHost: x\r\nContent-Length: 100\r\n\r\n";

type Flood = {
  /** Connections the server has closed so far. */
  closed: () => number;
  /** Milliseconds each closed connection stayed open, from connect to close. */
  lifetimesMs: () => number[];
  /** Resolves when the server has closed `count` of them. */
  closedAtLeast: (count: number) => Promise<void>;
  destroy: () => void;
};

/** Opens `count` connections from `localAddress`, each sending `head` and then nothing. */
function flood(port: number, count: number, localAddress: string, head: string): Flood {
  const sockets: net.Socket[] = [];
  const lifetimes: number[] = [];
  const watchers = new Set<() => void>();
  for (let index = 0; index < count; index++) {
    const socket = net.connect({ host: "127.0.0.1", port, localAddress });
    let connectedAt = performance.now();
    socket.on("connect", () => {
      connectedAt = performance.now();
      socket.write(head);
    });
    // A reset is one way for the server to close it; the close event below counts it either way.
    socket.on("error", () => {});
    socket.on("close", () => {
      lifetimes.push(performance.now() - connectedAt);
      for (const watcher of watchers) watcher();
    });
    sockets.push(socket);
  }
  return {
    closed: () => lifetimes.length,
    lifetimesMs: () => [...lifetimes],
    closedAtLeast: (wanted) =>
      new Promise((resolve) => {
        const watcher = () => {
          if (lifetimes.length < wanted) return;
          watchers.delete(watcher);
          resolve();
        };
        watchers.add(watcher);
        watcher();
      }),
    destroy: () => sockets.forEach((socket) => socket.destroy()),
  };
}

/** How many events of a kind the guard logged: its lines, plus the counts in its summary lines. */
function loggedCount(stderr: string, line: string): number {
  const escaped = line.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const once = stderr.match(new RegExp(`^connection-guard: ${escaped}$`, "gm"))?.length ?? 0;
  const summaries = [
    ...stderr.matchAll(
      new RegExp(`^connection-guard: (\\d+) more like that in \\d+ ms, the latest: ${escaped}$`, "gm"),
    ),
  ];
  return once + summaries.reduce((sum, match) => sum + Number(match[1]), 0);
}

const GUARD_ENV = {
  GUARD_HEADER_TIMEOUT_MS: String(HEADER_TIMEOUT_MS),
  GUARD_IDLE_TIMEOUT_MS: String(IDLE_TIMEOUT_MS),
  GUARD_LOG_INTERVAL_MS: String(LOG_INTERVAL_MS),
};

describe("Deno.serve without the guard (subprocess, ulimit -n 256)", () => {
  it("dies of 600 half-open connections: the finding the guard fixes", async () => {
    const server = await startServer({ GUARDED_SERVER_MODE: "direct" }, OPEN_FILES);
    const attack = flood(server.port, FLOOD_CONNECTIONS, "127.0.0.3", HALF_OPEN_HEAD);
    try {
      const status = await within(server.status, 10_000, "the unguarded server survived");
      expect(status.success).toBe(false);
      expect(server.stderr()).toContain(
        "Uncaught (in promise) Http: Error: Too many open files (os error 24)",
      );
    } finally {
      attack.destroy();
      await server.stop();
    }
  });
});

/** Per mode: the total cap under 256 descriptors (64 spare), and how the guard words an idle close. */
const MODES = [
  {
    mode: "in-process",
    maxConnections: 192, // one descriptor per connection
    idle: `no request or body bytes for ${IDLE_TIMEOUT_MS} ms`,
  },
  {
    mode: "relay",
    maxConnections: 64, // three descriptors per relayed connection
    idle: `no bytes either way for ${IDLE_TIMEOUT_MS} ms`,
  },
];

describe.each(MODES)(
  "the connection guard, $mode (subprocess, ulimit -n 256)",
  ({ mode, maxConnections, idle }) => {
    let server: Server;
    /**
     * The legitimate client keeps no idle connection in a pool: its connections end with each answer, so the
     * guard's idle closes (and their log lines) are the attacker's alone.
     */
    const visitor = Deno.createHttpClient({ poolMaxIdlePerHost: 0 });
    beforeAll(async () => {
      const env = mode === "relay" ? { ...GUARD_ENV, GUARDED_SERVER_MODE: "relay" } : GUARD_ENV;
      server = await startServer(env, OPEN_FILES);
    });
    afterAll(async () => {
      visitor.close();
      await server?.stop();
    });

    it("stays up under 600 half-open connections from one address and serves another client meanwhile", async () => {
      expect(server.maxConnections).toBe(maxConnections);
      const started = performance.now();
      const attack = flood(server.port, FLOOD_CONNECTIONS, "127.0.0.3", HALF_OPEN_HEAD);
      try {
        // Past the per-address cap each is closed at once; the first 32 are handed on and held by the app.
        const refused = FLOOD_CONNECTIONS - PER_ADDRESS_CAP;
        await within(
          attack.closedAtLeast(refused),
          5_000,
          "the guard did not refuse the connections over the cap",
        );
        const refusedMs = performance.now() - started;

        const get = await fetch(`http://127.0.0.1:${server.port}/`, { client: visitor });
        const post = await fetch(`http://127.0.0.1:${server.port}/`, {
          method: "POST",
          body: "hello",
          client: visitor,
        });
        expect([await get.text(), await post.text()]).toEqual([
          "hello 127.0.0.1",
          "read 5 bytes from 127.0.0.1",
        ]);
        expect(attack.closed()).toBe(refused); // the legitimate client was served while the 32 were held

        await within(
          attack.closedAtLeast(FLOOD_CONNECTIONS),
          IDLE_TIMEOUT_MS + SLACK_MS,
          "the held ones stayed",
        );
        const allClosedMs = performance.now() - started;
        const lifetimes = attack.lifetimesMs().sort((a, b) => a - b);
        const held = lifetimes.slice(refused);
        expect(held[0]).toBeGreaterThanOrEqual(IDLE_TIMEOUT_MS - 50);
        expect(lifetimes[refused - 1]).toBeLessThan(HEADER_TIMEOUT_MS);

        const logged = await server.stderrUntil(
          (text) =>
            loggedCount(text, `closed an idle connection from 127.0.0.3: ${idle}`) === PER_ADDRESS_CAP,
          LOG_INTERVAL_MS + SLACK_MS,
        );
        expect(
          loggedCount(
            logged,
            `refused a connection from 127.0.0.3: 32 connections open from 127.0.0.3 (limit 32 per address)`,
          ),
        ).toBe(refused);
        expect(logged).not.toContain("Uncaught");

        expect(server.exited()).toBe(false);
        expect(await (await fetch(`http://127.0.0.1:${server.port}/`, { client: visitor })).text())
          .toBe("hello 127.0.0.1");
        console.log(
          `${mode}, 600 half-open: ${refused} refused within ${refusedMs.toFixed(0)} ms, ` +
            `the last held one closed at ${allClosedMs.toFixed(0)} ms (held ${held[0].toFixed(0)}-${
              held.at(-1)!.toFixed(0)
            } ms)`,
        );
      } finally {
        attack.destroy();
      }
    });

    it("closes a slowloris client, trickling a head that never ends, after the header timeout", async () => {
      const socket = net.connect({ host: "127.0.0.1", port: server.port, localAddress: "127.0.0.4" });
      socket.on("error", () => {});
      const TRICKLE_MS = 200;
      const MAX_LINES = 20; // 4 s of trickling: well past the timeout, bounded if the guard failed
      const connected = new Promise<number>((resolve) =>
        socket.on("connect", () => resolve(performance.now()))
      );
      const closed = new Promise<number>((resolve) => socket.on("close", () => resolve(performance.now())));
      const connectedAt = await connected;
      socket.write("GET / HTTP/1.1\r\nHost: x\r\n");
      let lines = 0;
      const trickle = setInterval(() => {
        if (++lines > MAX_LINES || socket.destroyed) return clearInterval(trickle);
        socket.write("X-Slow: 1\r\n");
      }, TRICKLE_MS);
      try {
        const lifetimeMs = (await within(closed, HEADER_TIMEOUT_MS + SLACK_MS, "the slow client stayed")) -
          connectedAt;
        expect(lifetimeMs).toBeGreaterThanOrEqual(HEADER_TIMEOUT_MS - 50);
        expect(lines).toBeGreaterThanOrEqual(3); // it was sending all along
        await server.stderrUntil(
          (text) =>
            text.includes(
              `connection-guard: closed a connection from 127.0.0.4: no whole request head within ${HEADER_TIMEOUT_MS} ms\n`,
            ),
          SLACK_MS,
        );
        console.log(
          `${mode}, slowloris: closed ${
            lifetimeMs.toFixed(0)
          } ms after connecting, after ${lines} trickled lines`,
        );
      } finally {
        clearInterval(trickle);
        socket.destroy();
      }
    });
  },
);
