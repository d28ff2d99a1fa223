/**
 * The connection guard: BrandKit's public TCP listener, in front of Deno's HTTP layer. Deno.serve (Deno 2.9) has
 * no header-read timeout and no connection caps, and its accept loop dies of EMFILE. The guard accepts in its
 * own loop, caps connections per address and in total, and enforces a head and an idle timeout (_guard.ts);
 * each connection it admits is served by Deno's HTTP layer in this same process (_in-process.ts), or relayed
 * to Deno.serve on a loopback port where a Deno lacks that layer (_relayed.ts). server.ts calls
 * serveBehindGuard() (_serve.ts) with the Deno edge (adapters/deno-serve.ts).
 */
export {
  DESCRIPTORS_PER_RELAYED_CONNECTION,
  DESCRIPTORS_PER_SERVED_CONNECTION,
  maxConnectionsFor,
  openFilesLimitOf,
} from "./_budget.ts";
export { type ConnectionGuard, createConnectionGuard } from "./_guard.ts";
export { LOG_PREFIX } from "./_log.ts";
export * from "./_options.ts";
export {
  type AppServer,
  type GuardEdge,
  type GuardedServer,
  serveBehindGuard,
  type ServeBehindGuardOptions,
} from "./_serve.ts";
export type {
  Connect,
  ConnectionRequestInfo,
  GuardClock,
  GuardConn,
  GuardListener,
  Listen,
  NetAddress,
  ServeConnection,
  ServedConnection,
  ServeHandler,
  ServeInfo,
} from "./_types.ts";
