/**
 * How the web server serves the app, picked from the configuration and what this Deno offers:
 * - behind the guard (the default), with Deno's HTTP layer serving each admitted connection in this process;
 * - behind the guard relaying to Deno.serve on a loopback port, where a Deno lacks that layer (half the speed);
 * - with the guard off (behind a proxy that does its job), Deno.serve on the public port itself.
 * The handler always learns the real client's address.
 */
import {
  DESCRIPTORS_PER_RELAYED_CONNECTION,
  DESCRIPTORS_PER_SERVED_CONNECTION,
  maxConnectionsFor,
} from "./_budget.ts";
import { type ConnectionGuard, createConnectionGuard } from "./_guard.ts";
import { LOG_PREFIX } from "./_log.ts";
import type { GuardLimitOptions } from "./_options.ts";
import type { Connect, Listen, NetAddress, ServeConnection, ServeHandler } from "./_types.ts";

/** A server that shuts down gracefully: stops accepting, lets the requests in progress finish, then closes. */
export type AppServer = { readonly addr: NetAddress; shutdown(): Promise<void> };

/** What the guard needs from the runtime (adapters/deno-serve.ts gives Deno's). */
export type GuardEdge = {
  /** Opens a listening socket (`Deno.listen`). */
  listen: Listen;
  /** Opens a connection (`Deno.connect`), for the relay. */
  connect: Connect;
  /** Listens on `hostname:port` and serves `handler` (`Deno.serve`). */
  serve: (options: { hostname?: string; port: number }, handler: ServeHandler) => AppServer;
  /** The HTTP layer for one accepted connection, where this runtime has one. */
  serveConnection?: ServeConnection;
  /** The process's soft descriptor limit (`ulimit -n`), or undefined when unknown. */
  openFilesLimit: () => Promise<number | undefined>;
};

/** How to serve: the edge, whether the guard is on, where to listen, the app, and the guard's limits. */
export type ServeBehindGuardOptions = GuardLimitOptions & {
  edge: GuardEdge;
  /** False behind a proxy that caps and times out connections itself (BRANDKIT_CONNECTION_GUARD=off). */
  guarded: boolean;
  /** Address of the public listener. @default "0.0.0.0" */
  hostname?: string;
  port: number;
  handler: ServeHandler;
  /** Writes one log line of the guard's. @default console.error */
  log?: (line: string) => void;
};

/** What serves the app: `server` to shut down gracefully, and the guard when it is on. */
export type GuardedServer = {
  /** Where visitors connect: the guard's listener, or the app's own without the guard. */
  addr: NetAddress;
  /** Relaying, the app's own server on loopback; otherwise what visitors reach. */
  server: AppServer;
  guard?: ConnectionGuard;
  /** How connections reach the app. */
  mode: "in-process" | "relay" | "direct";
};

/**
 * Starts serving `handler` as `options` say. Unless given, the guard's total cap comes from the descriptor
 * limit and what each connection holds (one in process, three relayed).
 */
export async function serveBehindGuard(options: ServeBehindGuardOptions): Promise<GuardedServer> {
  const { edge, guarded, handler, ...rest } = options;
  if (!guarded) {
    const server = edge.serve({ hostname: options.hostname, port: options.port }, handler);
    return { addr: server.addr, server, mode: "direct" };
  }
  const serveConnection = edge.serveConnection;
  const perConnection = serveConnection
    ? DESCRIPTORS_PER_SERVED_CONNECTION
    : DESCRIPTORS_PER_RELAYED_CONNECTION;
  const openFiles = options.maxConnections === undefined ? await edge.openFilesLimit() : undefined;
  const common = {
    ...rest,
    listen: edge.listen,
    maxConnections: options.maxConnections ??
      (openFiles === undefined ? undefined : maxConnectionsFor(openFiles, perConnection)),
  };
  if (serveConnection) {
    const guard = createConnectionGuard({ ...common, serveConnection, handler });
    const server = {
      addr: guard.addr,
      shutdown() {
        guard.close();
        return guard.drain();
      },
    };
    return { addr: guard.addr, server, guard, mode: "in-process" };
  }
  (options.log ?? console.error)(
    `${LOG_PREFIX} this Deno has no HTTP layer for accepted connections (serveHttpOnConnection): ` +
      "relaying each one to the app on a loopback port instead, at about half the requests per second",
  );
  // The app listens first, so that the guard knows where to relay; it learns each client from the guard.
  const relaying: { guard?: ConnectionGuard } = {};
  const app = edge.serve({ hostname: "127.0.0.1", port: 0 }, (request, info) => {
    const hostname = relaying.guard?.peerOf(info.remoteAddr.port) ?? "unknown";
    return handler(request, { remoteAddr: { ...info.remoteAddr, hostname } });
  });
  const guard = createConnectionGuard({
    ...common,
    connect: edge.connect,
    upstream: { hostname: "127.0.0.1", port: app.addr.port },
  });
  relaying.guard = guard;
  return { addr: guard.addr, server: app, guard, mode: "relay" };
}
