/**
 * In-memory stand-ins for what the connection guard gets from the edge: connections, a listener, a clock whose
 * timers fire only when a test moves it on, and Deno's HTTP layer for one connection.
 */
import type {
  ConnectionRequestInfo,
  GuardConn,
  GuardListener,
  ServedConnection,
} from "../../../adapters/connection-guard/mod.ts";

const encoder = new TextEncoder();
const decoder = new TextDecoder();
/** Where the relayed app listens in these tests. */
export const APP = { hostname: "127.0.0.1", port: 9000 };

/** Lets every pending promise chain run (streams and the guard's awaits are all microtasks). */
export const settle = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** One end of an in-memory connection, seen from the guard: `send` is what the peer sends, `received` what the guard wrote. */
export class FakeConn implements GuardConn {
  received = "";
  closed = false;
  /** The most bytes one write() takes, as a socket with a full send buffer. */
  maxWriteBytes = Infinity;
  #chunks: Uint8Array[] = [];
  #ended = false;
  #pending?: { resolve: () => void; reject: (error: Error) => void };

  constructor(readonly remoteAddr: { hostname: string; port: number }, readonly localAddr = APP) {}

  send(text: string): void {
    this.#chunks.push(encoder.encode(text));
    this.#wake();
  }

  /** The peer closes its side. */
  end(): void {
    this.#ended = true;
    this.#wake();
  }

  async read(buffer: Uint8Array): Promise<number | null> {
    while (this.#chunks.length === 0 && !this.#ended) {
      if (this.closed) throw new Error("connection closed");
      await new Promise<void>((resolve, reject) => (this.#pending = { resolve, reject }));
    }
    if (this.closed) throw new Error("connection closed");
    const chunk = this.#chunks.shift();
    if (!chunk) return null;
    const count = Math.min(chunk.length, buffer.length);
    buffer.set(chunk.subarray(0, count));
    if (count < chunk.length) this.#chunks.unshift(chunk.subarray(count));
    return count;
  }

  write(bytes: Uint8Array): Promise<number> {
    if (this.closed) return Promise.reject(new Error("connection closed"));
    const count = Math.min(bytes.length, this.maxWriteBytes);
    this.received += decoder.decode(bytes.subarray(0, count));
    return Promise.resolve(count);
  }

  close(): void {
    if (this.closed) throw new Error("Bad resource ID");
    this.closed = true;
    this.#pending?.reject(new Error("connection closed"));
  }

  #wake(): void {
    this.#pending?.resolve();
    this.#pending = undefined;
  }
}

/** A listener whose accept() answers queued connections or errors, in order. */
export class FakeListener implements GuardListener {
  readonly addr = { hostname: "0.0.0.0", port: 8000 };
  accepts = 0;
  closed = false;
  #queue: Array<FakeConn | Error> = [];
  #waiting: Array<{ resolve: (conn: FakeConn) => void; reject: (error: Error) => void }> = [];
  #nextClientPort = 40_000;

  /** A client connecting from `hostname` (each from its own port), once the guard has accepted it. */
  async connect(hostname = "203.0.113.7"): Promise<FakeConn> {
    const conn = new FakeConn({ hostname, port: this.#nextClientPort++ }, this.addr);
    this.push(conn);
    await settle();
    return conn;
  }

  push(item: FakeConn | Error): void {
    const waiter = this.#waiting.shift();
    if (!waiter) this.#queue.push(item);
    else if (item instanceof Error) waiter.reject(item);
    else waiter.resolve(item);
  }

  accept(): Promise<FakeConn> {
    this.accepts++;
    const item = this.#queue.shift();
    if (item instanceof Error) return Promise.reject(item);
    if (item) return Promise.resolve(item);
    return new Promise((resolve, reject) => this.#waiting.push({ resolve, reject }));
  }

  close(): void {
    this.closed = true;
    for (const waiter of this.#waiting.splice(0)) waiter.reject(new Error("Listener has been closed"));
  }
}

/** Timers that fire only when the test advances the clock. */
export function createFakeClock() {
  let now = 0;
  let nextId = 0;
  const timers = new Map<number, { at: number; callback: () => void }>();
  return {
    now: () => now,
    setTimeout(callback: () => void, ms: number) {
      timers.set(++nextId, { at: now + ms, callback });
      return nextId;
    },
    clearTimeout: (handle: unknown) => void timers.delete(handle as number),
    /** Moves time on by `ms`, firing each timer due on the way at its own time. */
    async advance(ms: number) {
      const target = now + ms;
      for (;;) {
        await settle();
        const due = [...timers].filter(([, timer]) => timer.at <= target).sort(([, a], [, b]) => a.at - b.at);
        if (due.length === 0) break;
        const [id, timer] = due[0];
        timers.delete(id);
        now = timer.at;
        timer.callback();
      }
      now = target;
      await settle();
    },
  };
}

/** One request as the fake HTTP layer hands it to the guard's handler. */
export type FakeRequest = {
  /** What the handler answered. */
  response: Promise<Response>;
  /** The HTTP layer has sent the answer (or given up on it). */
  sent: () => void;
};

/** Deno's HTTP layer on one connection, played by the test: it calls the handler when told a request arrived. */
export class FakeServedConnection implements ServedConnection {
  readonly finished: Promise<void>;
  aborted = false;
  shutdownAsked = false;
  #end!: () => void;

  constructor(
    readonly conn: GuardConn,
    readonly handler: (request: Request, info: ConnectionRequestInfo) => Response | Promise<Response>,
  ) {
    this.finished = new Promise((resolve) => (this.#end = resolve));
  }

  /** A request head arrives: the handler is called with it. */
  request(request = new Request("http://x/")): FakeRequest {
    const sent = Promise.withResolvers<void>();
    const info = { remoteAddr: this.conn.remoteAddr, completed: sent.promise };
    return { response: Promise.resolve(this.handler(request, info)), sent: () => sent.resolve() };
  }

  /** The connection ends (the client closed it, or the HTTP layer did). */
  end(): void {
    this.#end();
  }

  shutdown(): void {
    this.shutdownAsked = true;
  }

  /** As Deno's: a connection shutting down cannot be hurried. */
  abort(): void {
    if (this.shutdownAsked) return;
    this.aborted = true;
    this.end();
  }
}
