/**
 * The connection guard serving in process (the default): each admitted connection goes to the HTTP layer of
 * this process, played here by a fake, with a fake clock. The guard sees requests start and finish and bodies
 * being read, not bytes; these tests hold its caps, timeouts, close and drain to that. Also serveBehindGuard(),
 * which picks in process, relay or direct from the configuration and the edge.
 */
import { describe, expect, it } from "vitest";
import {
  type ConnectionGuardOptions,
  createConnectionGuard,
  type GuardEdge,
  type InProcessTarget,
  serveBehindGuard,
  type ServeHandler,
} from "../../adapters/connection-guard/mod.ts";
import { WATCHED_RESPONSE_BYTES } from "../../adapters/connection-guard/_watched-bodies.ts";
import {
  createFakeClock,
  FakeConn,
  FakeListener,
  FakeServedConnection,
  settle,
} from "./support/guard-fakes.ts";

type SetupOptions = Partial<Omit<ConnectionGuardOptions, keyof InProcessTarget>> & { handler?: ServeHandler };

/** A guard serving in process over fakes; `served` holds the HTTP layer of each connection it handed on. */
function setup(options: SetupOptions = {}) {
  const listener = new FakeListener();
  const clock = createFakeClock();
  const served: FakeServedConnection[] = [];
  const lines: string[] = [];
  const guard = createConnectionGuard({
    listen: () => listener,
    port: 8000,
    log: (line) => lines.push(line),
    clock,
    ...options,
    handler: options.handler ?? ((_request, info) => new Response(`hello ${info.remoteAddr.hostname}`)),
    serveConnection: (conn, handler) => {
      const connection = new FakeServedConnection(conn, handler);
      served.push(connection);
      return connection;
    },
  });
  /** A client connecting from `hostname`, accepted by the guard. */
  const client = (hostname?: string) => listener.connect(hostname);
  return { guard, listener, clock, served, lines, client };
}

/** A body that sends `first` and then nothing, as a client that stops mid-body. */
function stalledBody(first: string): ReadableStream<Uint8Array> {
  return new ReadableStream({
    start: (controller) => controller.enqueue(new TextEncoder().encode(first)),
  });
}

describe("createConnectionGuard() serving in process", () => {
  it("hands each admitted connection to the HTTP layer, whose requests reach the app with the client's address", async () => {
    const { client, served } = setup();
    await client("198.51.100.1");
    await client("198.51.100.2");
    const answers = await Promise.all(served.map((connection) => connection.request().response));
    expect(await Promise.all(answers.map((answer) => answer.text()))).toEqual([
      "hello 198.51.100.1",
      "hello 198.51.100.2",
    ]);
  });

  it("caps connections per address and in total before handing them on", async () => {
    const { guard, client, served, lines } = setup({ maxConnections: 3, maxConnectionsPerAddress: 2 });
    const fromOne = [await client("192.0.2.66"), await client("192.0.2.66"), await client("192.0.2.66")];
    const others = [await client("192.0.2.1"), await client("192.0.2.2")];
    expect([...fromOne, ...others].map((conn) => conn.closed)).toEqual([false, false, true, false, true]);
    expect([served.length, guard.openConnections]).toEqual([3, 3]);
    served[0].end();
    await settle();
    expect((await client("192.0.2.2")).closed).toBe(false);
    expect(lines).toEqual([
      "connection-guard: refused a connection from 192.0.2.66: 2 connections open from 192.0.2.66 (limit 2 per address)",
    ]);
  });

  it("closes a connection whose first request head has not arrived within the header timeout", async () => {
    const { guard, client, clock, served, lines } = setup({ headerTimeoutMs: 1_000 });
    await client("192.0.2.5");
    await client("192.0.2.6");
    await clock.advance(500);
    served[1].request();
    await clock.advance(499);
    expect(served.map((connection) => connection.aborted)).toEqual([false, false]);
    await clock.advance(1);
    expect(served.map((connection) => connection.aborted)).toEqual([true, false]);
    expect(guard.openConnections).toBe(1);
    expect(lines).toEqual([
      "connection-guard: closed a connection from 192.0.2.5: no whole request head within 1000 ms",
    ]);
  });

  it("closes a connection with no request in progress after the idle timeout, counting from the last answer sent", async () => {
    const { client, clock, served, lines } = setup({ idleTimeoutMs: 60_000 });
    await client("192.0.2.5");
    const first = served[0].request();
    await first.response;
    await clock.advance(30_000);
    first.sent();
    await clock.advance(59_999);
    expect(served[0].aborted).toBe(false);
    await clock.advance(1);
    expect(served[0].aborted).toBe(true);
    expect(lines).toEqual([
      "connection-guard: closed an idle connection from 192.0.2.5: no request or body bytes for 60000 ms",
    ]);
  });

  it("keeps a connection open while the app works on a request or sends its answer, however long", async () => {
    const work = Promise.withResolvers<Response>();
    const { client, clock, served } = setup({ idleTimeoutMs: 1_000, handler: () => work.promise });
    await client();
    const request = served[0].request();
    await clock.advance(5_000);
    work.resolve(new Response("done"));
    await request.response;
    await clock.advance(5_000);
    expect(served[0].aborted).toBe(false);
    request.sent();
    await clock.advance(1_000);
    expect(served[0].aborted).toBe(true);
  });

  it("closes a connection whose request waits on body bytes that do not come; bytes that come keep it open", async () => {
    const read: string[] = [];
    const handler: ServeHandler = async (request) => {
      const reader = request.body!.getReader();
      for (;;) {
        const { done, value } = await reader.read();
        if (done) return new Response("read");
        read.push(new TextDecoder().decode(value));
      }
    };
    const { client, clock, served, lines } = setup({ idleTimeoutMs: 1_000, handler });
    await client("192.0.2.5");
    let send!: (text: string) => void;
    const body = new ReadableStream<Uint8Array>({
      start: (controller) => (send = (text) => controller.enqueue(new TextEncoder().encode(text))),
    });
    served[0].request(new Request("http://x/", { method: "POST", body, duplex: "half" } as RequestInit));
    for (let step = 0; step < 4; step++) {
      await clock.advance(900);
      send(`part ${step}`);
    }
    await clock.advance(999);
    expect([served[0].aborted, read.length]).toEqual([false, 4]);
    await clock.advance(1);
    expect(served[0].aborted).toBe(true);
    expect(lines).toEqual([
      "connection-guard: closed an idle connection from 192.0.2.5: no request or body bytes for 1000 ms",
    ]);
  });

  it("sends a large answer in slices as the client takes them, and closes a client that stops taking it", async () => {
    const size = 3 * WATCHED_RESPONSE_BYTES;
    const { client, clock, served, lines } = setup({
      idleTimeoutMs: 1_000,
      handler: () => new Response(new Uint8Array(size), { headers: { "Content-Length": String(size) } }),
    });
    await client("192.0.2.5");
    const request = served[0].request();
    const response = await request.response;
    request.sent(); // Deno says so once the answer is handed over, long before a slow client has it all
    const reader = response.body!.getReader();
    const slices: number[] = [];
    for (let slice = 0; slice < 2; slice++) {
      await clock.advance(900);
      slices.push((await reader.read()).value!.length);
    }
    await clock.advance(999);
    expect([served[0].aborted, slices]).toEqual([false, [WATCHED_RESPONSE_BYTES, WATCHED_RESPONSE_BYTES]]);
    expect(response.headers.get("content-length")).toBe(String(size));
    await clock.advance(1);
    expect(served[0].aborted).toBe(true);
    expect(lines).toEqual([
      "connection-guard: closed an idle connection from 192.0.2.5: no request or body bytes for 1000 ms",
    ]);
  });

  it("hands a small answer, or one of unknown length, to the HTTP layer as the app made it", async () => {
    const small = new Response("small", { headers: { "Content-Length": "5" } });
    const streamed = new Response(stalledBody("progress"));
    const answers = [small, streamed];
    const { client, served } = setup({ handler: () => answers.shift()! });
    await client();
    expect(await served[0].request().response).toBe(small);
    expect(await served[0].request().response).toBe(streamed);
  });

  it("passes a body the app reads whole through unchanged, and a GET untouched", async () => {
    const seen: Request[] = [];
    const { client, served } = setup({
      handler: async (request) => {
        seen.push(request);
        return new Response(request.method === "GET" ? "got" : `read ${await request.text()}`);
      },
    });
    await client();
    const get = new Request("http://x/page");
    const answers = [
      served[0].request(get),
      served[0].request(new Request("http://x/", { method: "POST", body: stalledBody("hello") })),
    ];
    expect(seen[0]).toBe(get);
    expect(await (await answers[0].response).text()).toBe("got");
    await settle();
    expect(seen[1].method).toBe("POST");
  });

  it("close() stops accepting, closes connections still waiting for a head and asks served ones to finish; drain() waits", async () => {
    const { guard, listener, client, served } = setup();
    await client();
    await client();
    served[0].request();
    guard.close();
    expect([listener.closed, served[0].shutdownAsked, served[1].aborted]).toEqual([true, true, true]);
    let drained = false;
    const drain = guard.drain().then(() => (drained = true));
    await settle();
    expect(drained).toBe(false);
    served[0].end();
    await drain;
    expect(guard.openConnections).toBe(0);
  });

  it("closeConnections() closes every connection not already finishing its answers, and lets drain() resolve", async () => {
    const { guard, client, served } = setup();
    await client();
    await client();
    await client();
    served[0].request();
    served[1].request();
    served[1].shutdown(); // already asked to finish, by Deno.serve's own shutdown
    guard.closeConnections();
    expect(served.map((connection) => connection.aborted)).toEqual([true, false, true]);
    served[1].end();
    await guard.drain();
  });
});

/** An edge over fakes: `serveConnection` only when `inProcess`; `serve` records what it was asked. */
function fakeEdge(inProcess: boolean, openFiles: number | undefined) {
  const listener = new FakeListener();
  const served: FakeServedConnection[] = [];
  const servers: Array<{ hostname?: string; port: number; handler: ServeHandler }> = [];
  const upstreams: FakeConn[] = [];
  const edge: GuardEdge = {
    listen: () => listener,
    connect: (target) => {
      const conn = new FakeConn(target, { hostname: "127.0.0.1", port: 50_000 + upstreams.length });
      upstreams.push(conn);
      return Promise.resolve(conn);
    },
    serve: (options, handler) => {
      servers.push({ ...options, handler });
      return {
        addr: { hostname: options.hostname ?? "0.0.0.0", port: options.port || 9000 },
        shutdown: async () => {},
      };
    },
    serveConnection: inProcess
      ? (conn, handler) => {
        const connection = new FakeServedConnection(conn, handler);
        served.push(connection);
        return connection;
      }
      : undefined,
    openFilesLimit: () => Promise.resolve(openFiles),
  };
  let nextAddress = 1;
  /** A client from a new address each time (so only the total cap applies). */
  async function client(): Promise<FakeConn> {
    const conn = new FakeConn({ hostname: `198.51.100.${nextAddress++}`, port: 40_000 }, listener.addr);
    listener.push(conn);
    await settle();
    return conn;
  }
  return { edge, listener, served, servers, upstreams, client };
}

const app: ServeHandler = (_request, info) => new Response(`hello ${info.remoteAddr.hostname}`);

describe("serveBehindGuard()", () => {
  it("serves in process behind the guard, its total cap one connection per spare descriptor", async () => {
    const { edge, served, servers, client } = fakeEdge(true, 64 + 3);
    const { mode, guard, server } = await serveBehindGuard({ edge, guarded: true, port: 8000, handler: app });
    const conns = [await client(), await client(), await client(), await client()];
    expect([mode, servers.length, served.length]).toEqual(["in-process", 0, 3]);
    expect(conns.map((conn) => conn.closed)).toEqual([false, false, false, true]);
    expect(await (await served[0].request().response).text()).toBe("hello 198.51.100.1");
    const stopped = server.shutdown();
    expect(served.map((connection) => connection.shutdownAsked || connection.aborted)).toEqual([
      true,
      true,
      true,
    ]);
    for (const connection of served) connection.end();
    await stopped;
    expect(guard?.openConnections).toBe(0);
  });

  it("falls back to relaying to the app's own server on loopback, saying why, at three descriptors a connection", async () => {
    const lines: string[] = [];
    const { edge, servers, upstreams, client } = fakeEdge(false, 64 + 3);
    const { mode, guard, server, addr } = await serveBehindGuard({
      edge,
      guarded: true,
      port: 8000,
      handler: app,
      log: (line) => lines.push(line),
    });
    expect([mode, servers.map(({ hostname, port }) => ({ hostname, port })), server.addr.port, addr.port])
      .toEqual(["relay", [{ hostname: "127.0.0.1", port: 0 }], 9000, 8000]);
    const [first, second] = [await client(), await client()];
    expect([first.closed, second.closed]).toEqual([false, true]);
    first.send("GET / HTTP/1.1\r\n\r\n");
    await settle();
    expect(upstreams.map((upstream) => upstream.received)).toEqual(["GET / HTTP/1.1\r\n\r\n"]);
    const answer = await servers[0].handler(new Request("http://x/"), {
      remoteAddr: { hostname: "127.0.0.1", port: 50_000 },
    });
    expect(await answer.text()).toBe("hello 198.51.100.1");
    expect(guard?.peerOf(50_000)).toBe("198.51.100.1");
    expect(lines).toEqual([
      "connection-guard: this Deno has no HTTP layer for accepted connections (serveHttpOnConnection): relaying each one to the app on a loopback port instead, at about half the requests per second",
      "connection-guard: refused a connection from 198.51.100.2: 1 connections open (limit 1)",
    ]);
  });

  it("with the guard off, serves the app itself on the public port", async () => {
    const { edge, servers, listener } = fakeEdge(true, 1024);
    const { mode, guard } = await serveBehindGuard({ edge, guarded: false, port: 8000, handler: app });
    expect([mode, guard, servers.map(({ hostname, port }) => ({ hostname, port })), listener.accepts])
      .toEqual([
        "direct",
        undefined,
        [{ hostname: undefined, port: 8000 }],
        0,
      ]);
  });
});
