/**
 * The guard itself: BrandKit's public TCP listener. Deno.serve (Deno 2.9) has no header-read timeout and no
 * connection caps, and its accept loop dies of EMFILE as an uncaught rejection, so a few hundred half-open
 * connections kill the process. The guard accepts in its own loop and survives accept errors, caps open
 * connections per client address and in total, wants the first request head within a timeout, and closes idle
 * connections. It hands each admitted connection to Deno's HTTP layer in this process (`serveConnection`,
 * _in-process.ts: no second socket), or, where a Deno has no such layer, relays it
 * to Deno.serve on a loopback port (`connect` and `upstream`, _relayed.ts) and tells the app which client each
 * relayed connection belongs to (`peerOf`).
 */
import { serveInProcess } from "./_in-process.ts";
import { createEventLog } from "./_log.ts";
import { type ConnectionGuardOptions, type InProcessTarget, limitsOf } from "./_options.ts";
import { serveRelayed, type TrackedConnection } from "./_relayed.ts";
import { closeQuietly, type GuardConn, messageOf, type NetAddress, systemClock } from "./_types.ts";

/** A running guard. */
export type ConnectionGuard = {
  /** Where the public listener listens (the real port when 0 was asked for). */
  readonly addr: NetAddress;
  /** Connections open now, served or still sending their first head. */
  readonly openConnections: number;
  /** The total cap on open connections. */
  readonly maxConnections: number;
  /** The client address of the relayed connection whose socket to the app has local port `port`. */
  peerOf(port: number): string | undefined;
  /**
   * Stops accepting and closes the connections still waiting for their first head. The others go on: those
   * served in process finish their requests in progress and close; relayed ones end with the app behind.
   */
  close(): void;
  /** Resolves when no connection is open (after close(), for a graceful drain). */
  drain(): Promise<void>;
  /**
   * Closes every open connection, for when the drain's grace period is over; those served in process that
   * close() asked to finish close once their answers in progress are sent (Deno's HTTP layer cannot be hurried).
   */
  closeConnections(): void;
};

/** An open connection; in process, also how to let it finish its requests and close. */
type Tracked = TrackedConnection & { shutdown?: () => void };

/** Starts listening and serving. */
export function createConnectionGuard(options: ConnectionGuardOptions): ConnectionGuard {
  const clock = options.clock ?? systemClock;
  const limits = limitsOf(options);
  const trusted = new Set(options.trustedAddresses ?? []);
  const log = createEventLog(options.log ?? ((line) => console.error(line)), clock, limits.logIntervalMs);
  const listener = options.listen({ hostname: options.hostname ?? "0.0.0.0", port: options.port });
  const open = new Set<Tracked>();
  const perAddress = new Map<string, number>();
  const peers = new Map<number, string>();
  let drainWaiters: Array<() => void> = [];
  let closed = false;

  function refusal(address: string): string | undefined {
    if (open.size >= limits.total) return `${open.size} connections open (limit ${limits.total})`;
    const count = perAddress.get(address) ?? 0;
    if (!trusted.has(address) && count >= limits.perAddress) {
      return `${count} connections open from ${address} (limit ${limits.perAddress} per address)`;
    }
  }

  // Idempotent: close(), closeConnections(), the timeouts and the connection's own end may all release it.
  function release(tracked: Tracked): void {
    if (!open.delete(tracked)) return;
    tracked.close();
    const left = (perAddress.get(tracked.address) ?? 1) - 1;
    if (left > 0) perAddress.set(tracked.address, left);
    else perAddress.delete(tracked.address);
    if (open.size === 0) {
      for (const resolve of drainWaiters) resolve();
      drainWaiters = [];
    }
  }

  /** Hands the connection to the HTTP layer in this process; resolves when it has ended. */
  async function serveHere(client: GuardConn, tracked: Tracked, target: InProcessTarget): Promise<void> {
    const { address } = tracked;
    const served = serveInProcess(client, {
      serveConnection: target.serveConnection,
      handler: target.handler,
      clock,
      headerTimeoutMs: limits.headerTimeoutMs,
      idleTimeoutMs: limits.idleTimeoutMs,
      onHead: () => (tracked.hasHead = true),
      onTimeout: (kind) =>
        log.event(
          kind,
          kind === "idle"
            ? `closed an idle connection from ${address}: no request or body bytes for ${limits.idleTimeoutMs} ms`
            : `closed a connection from ${address}: no whole request head within ${limits.headerTimeoutMs} ms`,
        ),
    });
    tracked.close = () => served.abort();
    tracked.shutdown = () => served.shutdown();
    await served.finished;
  }

  function handle(client: GuardConn): void {
    const address = client.remoteAddr.hostname;
    const reason = refusal(address);
    if (reason) {
      log.event("refused", `refused a connection from ${address}: ${reason}`);
      closeQuietly(client);
      return;
    }
    const tracked: Tracked = { address, hasHead: false, close: () => closeQuietly(client) };
    open.add(tracked);
    perAddress.set(address, (perAddress.get(address) ?? 0) + 1);
    const served = "serveConnection" in options
      ? serveHere(client, tracked, options)
      : serveRelayed(client, tracked, {
        ...options,
        limits,
        clock,
        log,
        peers,
        isOpen: () => open.has(tracked),
      });
    served
      .catch((error) => log.event("internal", `a connection from ${address} failed: ${messageOf(error)}`))
      .finally(() => release(tracked));
  }

  const sleep = (ms: number) => new Promise<void>((resolve) => clock.setTimeout(resolve, ms));

  async function acceptLoop(): Promise<void> {
    let pauseMs = limits.acceptPauseMs;
    while (!closed) {
      let client: GuardConn;
      try {
        client = await listener.accept();
      } catch (error) {
        if (closed) return;
        // EMFILE and its kin leave the pending connections in the kernel's backlog: pause, then take them.
        log.event("accept-error", `accept failed (${messageOf(error)}); pausing accepts for ${pauseMs} ms`);
        await sleep(pauseMs);
        pauseMs = Math.min(pauseMs * 2, limits.acceptPauseMaxMs);
        continue;
      }
      pauseMs = limits.acceptPauseMs;
      if (closed) closeQuietly(client);
      else handle(client);
    }
  }
  acceptLoop().catch((error) => log.event("internal", `the accept loop stopped: ${messageOf(error)}`));

  return {
    addr: listener.addr,
    maxConnections: limits.total,
    get openConnections() {
      return open.size;
    },
    peerOf: (port) => peers.get(port),
    close() {
      if (closed) return;
      closed = true;
      try {
        listener.close();
      } catch {
        // Already closed.
      }
      for (const tracked of open) {
        if (!tracked.hasHead) release(tracked);
        else tracked.shutdown?.();
      }
      log.flush();
    },
    drain: () => open.size === 0 ? Promise.resolve() : new Promise((resolve) => drainWaiters.push(resolve)),
    closeConnections() {
      for (const tracked of open) release(tracked);
    },
  };
}
