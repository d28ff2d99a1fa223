/**
 * The connection guard relaying (the fallback for a Deno without the in-process HTTP layer), over in-memory
 * listeners and connections and a fake clock: caps, the header and idle timeouts, surviving accept errors, the
 * relay and the peer map, close and drain. Serving in process is in connection-guard-in-process.test.ts; the
 * real sockets and the descriptor limit are in connection-guard-process.test.ts and connection-guard-http.test.ts.
 */
import { describe, expect, it } from "vitest";
import {
  type ConnectionGuardOptions,
  createConnectionGuard,
  DEFAULT_HEADER_TIMEOUT_MS,
  DEFAULT_IDLE_TIMEOUT_MS,
} from "../../adapters/connection-guard/mod.ts";
import { APP, createFakeClock, FakeConn, FakeListener, settle } from "./support/guard-fakes.ts";

const HEAD = "GET / HTTP/1.1\r\nHost: x\r\n\r\n";

/** A guard over fakes: the listener, the app's connections (one per connect, local ports from 50000) and the log. */
function setup(options: Partial<ConnectionGuardOptions> = {}) {
  const listener = new FakeListener();
  const clock = createFakeClock();
  const upstreams: FakeConn[] = [];
  const lines: string[] = [];
  let connectError: Error | undefined;
  const guard = createConnectionGuard({
    listen: () => listener,
    connect: (target) => {
      if (connectError) return Promise.reject(connectError);
      const conn = new FakeConn(target, { hostname: "127.0.0.1", port: 50_000 + upstreams.length });
      upstreams.push(conn);
      return Promise.resolve(conn);
    },
    port: 8000,
    upstream: APP,
    log: (line) => lines.push(line),
    clock,
    ...options,
  });
  /** A client connecting from `hostname`, accepted by the guard. */
  const client = (hostname?: string) => listener.connect(hostname);
  return {
    guard,
    listener,
    clock,
    upstreams,
    lines,
    client,
    failConnects: (error: Error) => void (connectError = error),
  };
}

describe("createConnectionGuard() relaying", () => {
  it("relays the first head and what follows to the app, and the app's answer back", async () => {
    const { client, upstreams } = setup();
    const conn = await client();
    conn.send("POST / HTTP/1.1\r\nHost: x\r\nContent-Length: 5\r\n\r\nhel");
    await settle();
    expect(upstreams).toHaveLength(1);
    conn.send("lo");
    upstreams[0].send("HTTP/1.1 200 OK\r\nContent-Length: 2\r\n\r\nok");
    await settle();
    expect(upstreams[0].received).toBe("POST / HTTP/1.1\r\nHost: x\r\nContent-Length: 5\r\n\r\nhello");
    expect(conn.received).toBe("HTTP/1.1 200 OK\r\nContent-Length: 2\r\n\r\nok");
  });

  it("writes everything to a socket that takes a few bytes per write", async () => {
    const { client, upstreams } = setup();
    const conn = await client();
    conn.maxWriteBytes = 5;
    conn.send(HEAD);
    await settle();
    upstreams[0].maxWriteBytes = 3;
    upstreams[0].send("HTTP/1.1 204 No Content\r\n\r\n");
    await settle();
    expect([upstreams[0].received, conn.received]).toEqual([HEAD, "HTTP/1.1 204 No Content\r\n\r\n"]);
  });

  it("finds a head whose blank line arrives split over several chunks", async () => {
    const { client, upstreams } = setup();
    const conn = await client();
    for (const part of ["GET / HTTP/1.1\r\nHost: x\r", "\n", "\r", "\n"]) {
      conn.send(part);
      await settle();
    }
    expect(upstreams.map((upstream) => upstream.received)).toEqual([HEAD]);
  });

  it("relays a head whose lines end in a bare LF as soon as its blank line arrives", async () => {
    const { client, upstreams } = setup();
    const conn = await client();
    conn.send("PUT /api/health HTTP/1.1\nHost: x\nConnection: close\n\n");
    await settle();
    expect(upstreams.map((upstream) => upstream.received)).toEqual([
      "PUT /api/health HTTP/1.1\nHost: x\nConnection: close\n\n",
    ]);
  });

  it("relays bytes that cannot start a request head at once, so the app answers its 400", async () => {
    const { client, upstreams } = setup();
    const junk = await client();
    junk.send("\x16\x03\x01\x02\x00");
    const noName = await client();
    noName.send("GET / HTTP/1.1\r\nHost x\r\n");
    await settle();
    expect(upstreams.map((upstream) => upstream.received)).toEqual([
      "\x16\x03\x01\x02\x00",
      "GET / HTTP/1.1\r\nHost x\r\n",
    ]);
  });

  it("peerOf() names the client of each connection to the app by its local port, until it closes", async () => {
    const { guard, client, upstreams } = setup();
    const first = await client("198.51.100.1");
    const second = await client("198.51.100.2");
    first.send(HEAD);
    second.send(HEAD);
    await settle();
    expect([50_000, 50_001, 50_002].map((port) => guard.peerOf(port))).toEqual([
      "198.51.100.1",
      "198.51.100.2",
      undefined,
    ]);
    upstreams[0].end();
    await settle();
    expect([first.closed, second.closed]).toEqual([true, false]);
    expect(guard.peerOf(50_000)).toBeUndefined();
    expect(guard.openConnections).toBe(1);
  });

  it("closes both sides when the client closes", async () => {
    const { guard, client, upstreams } = setup();
    const conn = await client();
    conn.send(HEAD);
    await settle();
    conn.end();
    await settle();
    expect(upstreams[0].closed).toBe(true);
    expect(guard.openConnections).toBe(0);
  });

  it("closes the client and logs when the app cannot be reached", async () => {
    const { guard, client, lines, failConnects } = setup();
    failConnects(new Error("Too many open files (os error 24)"));
    const conn = await client("198.51.100.9");
    conn.send(HEAD);
    await settle();
    expect(conn.closed).toBe(true);
    expect(guard.openConnections).toBe(0);
    expect(lines).toEqual([
      "connection-guard: could not reach the app for 198.51.100.9: Too many open files (os error 24)",
    ]);
  });
});

describe("createConnectionGuard() caps", () => {
  it("closes a connection at once past the per-address cap; other addresses and trusted proxies go on", async () => {
    const { guard, client, lines } = setup({ maxConnectionsPerAddress: 2, trustedAddresses: ["10.0.0.2"] });
    const fromAttacker = [await client("192.0.2.66"), await client("192.0.2.66"), await client("192.0.2.66")];
    const other = await client("192.0.2.1");
    const fromProxy = [await client("10.0.0.2"), await client("10.0.0.2"), await client("10.0.0.2")];
    expect(fromAttacker.map((conn) => conn.closed)).toEqual([false, false, true]);
    expect(other.closed).toBe(false);
    expect(fromProxy.map((conn) => conn.closed)).toEqual([false, false, false]);
    expect(guard.openConnections).toBe(6);
    expect(lines).toEqual([
      "connection-guard: refused a connection from 192.0.2.66: 2 connections open from 192.0.2.66 (limit 2 per address)",
    ]);
  });

  it("closes a connection at once past the total cap, trusted or not, and admits again once one closes", async () => {
    const { client, lines } = setup({ maxConnections: 2, trustedAddresses: ["10.0.0.2"] });
    const [first, second, third] = [
      await client("10.0.0.2"),
      await client("192.0.2.1"),
      await client("10.0.0.2"),
    ];
    expect([first.closed, second.closed, third.closed]).toEqual([false, false, true]);
    first.end();
    await settle();
    const fourth = await client("192.0.2.1");
    expect(fourth.closed).toBe(false);
    expect(lines).toEqual([
      "connection-guard: refused a connection from 10.0.0.2: 2 connections open (limit 2)",
    ]);
  });

  it("frees a client's place when its connection ends, whichever way", async () => {
    const { guard, client, clock } = setup({ maxConnectionsPerAddress: 1 });
    const silent = await client();
    await clock.advance(DEFAULT_HEADER_TIMEOUT_MS);
    expect(silent.closed).toBe(true);
    const relayed = await client();
    relayed.send(HEAD);
    await settle();
    expect(relayed.closed).toBe(false);
    await clock.advance(DEFAULT_IDLE_TIMEOUT_MS);
    expect(relayed.closed).toBe(true);
    const next = await client();
    expect(next.closed).toBe(false);
    expect(guard.openConnections).toBe(1);
  });
});

describe("createConnectionGuard() timeouts", () => {
  it("closes a client that has not sent a whole head within the header timeout, however it trickles", async () => {
    const { guard, client, clock, upstreams, lines } = setup({ headerTimeoutMs: 1_000 });
    const slow = await client("192.0.2.5");
    slow.send("GET / HTTP/1.1\r\n");
    for (let step = 0; step < 9; step++) {
      await clock.advance(100);
      slow.send("X-Slow: 1\r\n");
    }
    await clock.advance(99);
    expect(slow.closed).toBe(false);
    await clock.advance(1);
    expect(slow.closed).toBe(true);
    expect(upstreams).toHaveLength(0);
    expect(guard.openConnections).toBe(0);
    expect(lines).toEqual([
      "connection-guard: closed a connection from 192.0.2.5: no whole request head within 1000 ms",
    ]);
  });

  it("answers 431 to a head larger than the bound without opening a connection to the app", async () => {
    const { client, upstreams, lines } = setup({ maxHeadBytes: 64 });
    const conn = await client("192.0.2.5");
    conn.send(`GET / HTTP/1.1\r\nCookie: ${"a".repeat(64)}\r\n\r\n`);
    await settle();
    const body =
      '{"error":{"code":"PAYLOAD_TOO_LARGE","message":"The request head must be at most 64 bytes."}}';
    expect(conn.received).toBe(
      "HTTP/1.1 431 Request Header Fields Too Large\r\nContent-Type: application/json\r\n" +
        `Content-Length: ${body.length}\r\nConnection: close\r\n\r\n${body}`,
    );
    expect(conn.closed).toBe(true);
    expect(upstreams).toHaveLength(0);
    expect(lines).toEqual(["connection-guard: answered 431 to 192.0.2.5: request head over 64 bytes"]);
  });

  it("closes a relayed connection after the idle timeout with no bytes either way, counting from the last byte", async () => {
    const { client, clock, upstreams, lines } = setup({ idleTimeoutMs: 60_000 });
    const conn = await client("192.0.2.5");
    conn.send("POST / HTTP/1.1\r\nContent-Length: 100\r\n\r\n");
    await clock.advance(30_000);
    upstreams[0].send("HTTP/1.1 100 Continue\r\n\r\n");
    await clock.advance(59_999);
    expect(conn.closed).toBe(false);
    await clock.advance(1);
    expect([conn.closed, upstreams[0].closed]).toEqual([true, true]);
    expect(lines).toEqual([
      "connection-guard: closed an idle connection from 192.0.2.5: no bytes either way for 60000 ms",
    ]);
  });

  it("summarises repeated events: one line at once, then one line with the count per interval", async () => {
    const { client, clock, lines } = setup({ maxConnectionsPerAddress: 1, logIntervalMs: 1_000 });
    for (let count = 0; count < 5; count++) await client("192.0.2.66");
    expect(lines).toHaveLength(1);
    await clock.advance(1_000);
    expect(lines).toEqual([
      "connection-guard: refused a connection from 192.0.2.66: 1 connections open from 192.0.2.66 (limit 1 per address)",
      "connection-guard: 3 more like that in 1000 ms, the latest: refused a connection from 192.0.2.66: 1 connections open from 192.0.2.66 (limit 1 per address)",
    ]);
  });
});

describe("createConnectionGuard() accepting", () => {
  it("survives accept errors: logs, pauses accepting (doubling the pause), then takes the waiting connections", async () => {
    const { listener, client, clock, lines, upstreams } = setup({
      acceptPauseMs: 100,
      acceptPauseMaxMs: 150,
    });
    await settle();
    const emfile = () => new Error("Too many open files (os error 24)");
    for (let count = 0; count < 3; count++) listener.push(emfile());
    await settle();
    const afterFirstError = listener.accepts;
    await clock.advance(99);
    expect(listener.accepts).toBe(afterFirstError);
    await clock.advance(1);
    expect(listener.accepts).toBe(afterFirstError + 1);
    await clock.advance(150 + 150);
    const conn = await client();
    conn.send(HEAD);
    await settle();
    expect(upstreams).toHaveLength(1);
    await clock.advance(10_000);
    expect(lines).toEqual([
      "connection-guard: accept failed (Too many open files (os error 24)); pausing accepts for 100 ms",
      "connection-guard: 2 more like that in 10000 ms, the latest: accept failed (Too many open files (os error 24)); pausing accepts for 150 ms",
    ]);
  });

  it("close() stops accepting and drops clients still sending their head; drain() waits for relayed ones", async () => {
    const { guard, listener, client, upstreams } = setup();
    const relayed = await client();
    relayed.send(HEAD);
    const waiting = await client();
    guard.close();
    expect([listener.closed, waiting.closed, relayed.closed]).toEqual([true, true, false]);
    let drained = false;
    const drain = guard.drain().then(() => (drained = true));
    await settle();
    expect(drained).toBe(false);
    upstreams[0].send("HTTP/1.1 200 OK\r\nContent-Length: 0\r\n\r\n");
    upstreams[0].end();
    await drain;
    expect(relayed.received).toBe("HTTP/1.1 200 OK\r\nContent-Length: 0\r\n\r\n");
    expect(guard.openConnections).toBe(0);
  });

  it("closeConnections() ends every open connection, relayed or not, and lets drain() resolve", async () => {
    const { guard, client, upstreams } = setup();
    const relayed = await client();
    relayed.send(HEAD);
    const waiting = await client();
    await settle();
    guard.close();
    guard.closeConnections();
    await guard.drain();
    expect([relayed.closed, waiting.closed, upstreams[0].closed]).toEqual([true, true, true]);
  });
});
