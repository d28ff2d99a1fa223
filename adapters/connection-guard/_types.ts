/**
 * The few shapes of a TCP listener, a connection and a clock the guard needs, written structurally so that
 * server.ts can pass `Deno.listen` and `Deno.connect` and tests can pass in-memory fakes.
 */

/** A TCP endpoint. */
export type NetAddress = { hostname: string; port: number };

/**
 * One TCP connection (what `Deno.TcpConn` offers). The guard uses read() and write() rather than the web
 * streams: measured on Deno 2.9 (tests/bench/connection-guard.bench.ts), relaying through reader/writer pumps
 * served about 40% of the requests per second that plain reads and writes did.
 */
export interface GuardConn {
  readonly remoteAddr: NetAddress;
  readonly localAddr: NetAddress;
  /** Reads into `buffer`; answers the number of bytes read, or null at the end of the stream. */
  read(buffer: Uint8Array): Promise<number | null>;
  /** Writes some of `bytes`; answers how many were written. */
  write(bytes: Uint8Array): Promise<number>;
  /** Closes both directions; may throw when already closed (the guard ignores that). */
  close(): void;
}

/** A listening TCP socket (what `Deno.TcpListener` offers). */
export interface GuardListener {
  readonly addr: NetAddress;
  accept(): Promise<GuardConn>;
  close(): void;
}

/** Opens a listening socket, as `Deno.listen` does. */
export type Listen = (options: NetAddress) => GuardListener;
/** Opens a connection, as `Deno.connect` does. */
export type Connect = (options: NetAddress) => Promise<GuardConn>;

/** What a request handler learns besides the request: the client's address. */
export type ServeInfo = { readonly remoteAddr: NetAddress };
/** Answers one request (the app's fetch). */
export type ServeHandler = (request: Request, info: ServeInfo) => Response | Promise<Response>;

/** What the HTTP layer tells of each request: the client, and when the answer has been sent (or given up). */
export type ConnectionRequestInfo = ServeInfo & { readonly completed: Promise<void> };

/** One accepted connection served by the HTTP layer in this process. */
export interface ServedConnection {
  /** Resolves when the connection has ended, whoever ended it. */
  readonly finished: Promise<void>;
  /**
   * Lets the requests in progress finish, then closes (at once when none is). Deno's HTTP layer cannot be
   * hurried after that: a later abort() does nothing.
   */
  shutdown(): void;
  /** Closes now, unless it has ended or is shutting down. */
  abort(): void;
}

/**
 * Serves HTTP/1.1 and HTTP/2 on one accepted connection in this process, as Deno.serve does on the
 * connections its own listener accepts (Deno's serveHttpOnConnection, see adapters/deno-serve.ts).
 */
export type ServeConnection = (
  conn: GuardConn,
  handler: (request: Request, info: ConnectionRequestInfo) => Response | Promise<Response>,
) => ServedConnection;

/** Time and timers, injected so tests can run the timeouts on a fake clock. */
export interface GuardClock {
  /** Milliseconds on a monotonic clock. */
  now(): number;
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

/** The real clock. */
export const systemClock: GuardClock = {
  now: () => performance.now(),
  setTimeout: (callback, ms) => setTimeout(callback, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/** Closes a connection that may already be closed: a double close is not an error worth reporting. */
export function closeQuietly(conn: GuardConn): void {
  try {
    conn.close();
  } catch {
    // Already closed, by the peer or by the other direction of the relay.
  }
}

/** Writes all of `bytes` (write() may take only part of them). */
export async function writeAll(conn: GuardConn, bytes: Uint8Array): Promise<void> {
  for (let written = 0; written < bytes.length;) written += await conn.write(bytes.subarray(written));
}

/** The message of any thrown value, for one log line. */
export function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
