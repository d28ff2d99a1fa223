/**
 * The guard's options and their defaults: every limit is an option, and its default lives here, named with its
 * unit.
 */
import type { Connect, GuardClock, Listen, NetAddress, ServeConnection, ServeHandler } from "./_types.ts";

/** Open connections allowed in total: fits a soft limit of 1024 descriptors (see maxConnectionsFor). */
export const DEFAULT_MAX_CONNECTIONS = 256;
/** Open connections allowed from one client address (a browser opens about 6). */
export const DEFAULT_MAX_CONNECTIONS_PER_ADDRESS = 32;
/** Time a new connection has to send its whole first request head. */
export const DEFAULT_HEADER_TIMEOUT_MS = 10_000;
/**
 * Size the first request head may have when relayed, as nginx's large_client_header_buffers. Served in process,
 * heads are bounded by Deno's HTTP layer instead (about 400 KB, answered 431).
 */
export const DEFAULT_MAX_HEAD_BYTES = 16 * 1024;
/**
 * Time a connection may wait on its client: relayed, with no byte either way; served in process, with no
 * request in progress or with the app waiting for request body bytes that do not come.
 */
export const DEFAULT_IDLE_TIMEOUT_MS = 60_000;
/** First pause of the accept loop after an accept error; doubled on each error in a row. */
export const DEFAULT_ACCEPT_PAUSE_MS = 100;
/** Longest pause of the accept loop after accept errors in a row. */
export const DEFAULT_ACCEPT_PAUSE_MAX_MS = 2_000;
/** Repeats of one kind of event within this interval are summarised in one log line. */
export const DEFAULT_LOG_INTERVAL_MS = 10_000;

/** Relays each connection to the app on a loopback port (the fallback, see _relayed.ts). */
export type RelayTarget = {
  /** Opens a connection to the app (`Deno.connect`). */
  connect: Connect;
  /** Where the app (Deno.serve) listens, on loopback. */
  upstream: NetAddress;
};

/** Serves each connection with the HTTP layer in this process (see _in-process.ts). */
export type InProcessTarget = {
  /** Deno's HTTP layer for one accepted connection. */
  serveConnection: ServeConnection;
  /** Answers each request (the app). */
  handler: ServeHandler;
};

/** How to build a guard: the listener from the edge, where to listen, how to serve, and the limits. */
export type ConnectionGuardOptions = GuardLimitOptions & (RelayTarget | InProcessTarget) & {
  /** Opens the public listener (`Deno.listen`). */
  listen: Listen;
  /** Address of the public listener. @default "0.0.0.0" */
  hostname?: string;
  /** Port of the public listener (0 for any free port). */
  port: number;
  /** Writes one log line. @default console.error */
  log?: (line: string) => void;
  /** @default the system clock and timers */
  clock?: GuardClock;
};

/** The guard's limits, each with its default. */
export type GuardLimitOptions = {
  /** Open connections in total; past it a new connection is closed at once. @default DEFAULT_MAX_CONNECTIONS */
  maxConnections?: number;
  /** Open connections per client address. @default DEFAULT_MAX_CONNECTIONS_PER_ADDRESS */
  maxConnectionsPerAddress?: number;
  /** Addresses exempt from the per-address cap: the reverse proxies in front. @default [] */
  trustedAddresses?: readonly string[];
  /** @default DEFAULT_HEADER_TIMEOUT_MS */
  headerTimeoutMs?: number;
  /** @default DEFAULT_MAX_HEAD_BYTES */
  maxHeadBytes?: number;
  /** @default DEFAULT_IDLE_TIMEOUT_MS */
  idleTimeoutMs?: number;
  /** @default DEFAULT_ACCEPT_PAUSE_MS */
  acceptPauseMs?: number;
  /** @default DEFAULT_ACCEPT_PAUSE_MAX_MS */
  acceptPauseMaxMs?: number;
  /** @default DEFAULT_LOG_INTERVAL_MS */
  logIntervalMs?: number;
};

/** The limits with the defaults filled in. */
export type Limits = {
  total: number;
  perAddress: number;
  headerTimeoutMs: number;
  maxHeadBytes: number;
  idleTimeoutMs: number;
  acceptPauseMs: number;
  acceptPauseMaxMs: number;
  logIntervalMs: number;
};

/** The limits of `options`, defaults filled in. */
export function limitsOf(options: GuardLimitOptions): Limits {
  return {
    total: options.maxConnections ?? DEFAULT_MAX_CONNECTIONS,
    perAddress: options.maxConnectionsPerAddress ?? DEFAULT_MAX_CONNECTIONS_PER_ADDRESS,
    headerTimeoutMs: options.headerTimeoutMs ?? DEFAULT_HEADER_TIMEOUT_MS,
    maxHeadBytes: options.maxHeadBytes ?? DEFAULT_MAX_HEAD_BYTES,
    idleTimeoutMs: options.idleTimeoutMs ?? DEFAULT_IDLE_TIMEOUT_MS,
    acceptPauseMs: options.acceptPauseMs ?? DEFAULT_ACCEPT_PAUSE_MS,
    acceptPauseMaxMs: options.acceptPauseMaxMs ?? DEFAULT_ACCEPT_PAUSE_MAX_MS,
    logIntervalMs: options.logIntervalMs ?? DEFAULT_LOG_INTERVAL_MS,
  };
}
