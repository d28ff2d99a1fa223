/**
 * The connection guard: BrandKit's public TCP listener, in front of Deno.serve. Deno.serve (Deno 2.9) has no
 * header-read timeout and no connection caps, and its accept loop dies of EMFILE as an uncaught rejection, so
 * a few hundred half-open connections kill the process. The guard accepts in its own loop and survives accept
 * errors, caps open connections per client address and in total, wants the first request head within a
 * timeout before it opens a connection to the app (on an ephemeral loopback port), closes idle connections,
 * relays the bytes both ways, and tells the app which client each relayed connection belongs to (`peerOf`).
 */
import { ErrorCode } from "../../brandkit/mod.ts";
import { readRequestHead } from "./_head.ts";
import { createEventLog } from "./_log.ts";
import { type ConnectionGuardOptions, limitsOf } from "./_options.ts";
import { relay, RELAY_BUFFER_BYTES } from "./_relay.ts";
import { closeQuietly, type GuardConn, messageOf, type NetAddress, systemClock, writeAll } from "./_types.ts";

export { maxConnectionsFor, openFilesLimitOf } from "./_budget.ts";
export { LOG_PREFIX } from "./_log.ts";
export * from "./_options.ts";
export type { Connect, GuardClock, GuardConn, GuardListener, Listen, NetAddress } from "./_types.ts";

/** The answer to a first request head larger than the bound, before closing (the app never sees it). */
function headTooLargeResponse(maxHeadBytes: number): Uint8Array {
  const body = JSON.stringify({
    error: {
      code: ErrorCode.PAYLOAD_TOO_LARGE,
      message: `The request head must be at most ${maxHeadBytes} bytes.`,
    },
  });
  return new TextEncoder().encode(
    "HTTP/1.1 431 Request Header Fields Too Large\r\nContent-Type: application/json\r\n" +
      `Content-Length: ${body.length}\r\nConnection: close\r\n\r\n${body}`,
  );
}

/** A running guard. */
export type ConnectionGuard = {
  /** Where the public listener listens (the real port when 0 was asked for). */
  readonly addr: NetAddress;
  /** Connections open now, relayed or still sending their first head. */
  readonly openConnections: number;
  /** The client address of the relayed connection whose socket to the app has local port `port`. */
  peerOf(port: number): string | undefined;
  /** Stops accepting and closes the connections still waiting for their first head; relayed ones go on. */
  close(): void;
  /** Resolves when no connection is open (after close(), for a graceful drain). */
  drain(): Promise<void>;
  /** Closes every open connection, for when the drain's grace period is over. */
  closeConnections(): void;
};

/** An open connection: its client's address, its sockets, and whether its first head has arrived. */
type Tracked = { address: string; conns: GuardConn[]; hasHead: boolean };

/** Starts listening and relaying. */
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

  // Idempotent: close(), closeConnections() and the connection's own end may all release it.
  function release(tracked: Tracked): void {
    if (!open.delete(tracked)) return;
    for (const conn of tracked.conns) closeQuietly(conn);
    const left = (perAddress.get(tracked.address) ?? 1) - 1;
    if (left > 0) perAddress.set(tracked.address, left);
    else perAddress.delete(tracked.address);
    if (open.size === 0) {
      for (const resolve of drainWaiters) resolve();
      drainWaiters = [];
    }
  }

  /** Waits for the first head (bounded in time and size), then relays to the app. */
  async function serve(client: GuardConn, tracked: Tracked): Promise<void> {
    const { address } = tracked;
    // One buffer for the head and then the client's side of the relay (the head is written out before reuse).
    const buffer = new Uint8Array(Math.max(limits.maxHeadBytes + 1, RELAY_BUFFER_BYTES));
    let waitingForHead = true;
    // Also bounds the 431 answer below: a client that does not read cannot hold it open.
    const timer = clock.setTimeout(() => {
      if (waitingForHead) {
        log.event(
          "header-timeout",
          `closed a connection from ${address}: no whole request head within ${limits.headerTimeoutMs} ms`,
        );
      }
      release(tracked);
    }, limits.headerTimeoutMs);
    try {
      const head = await readRequestHead(client, buffer, limits.maxHeadBytes);
      waitingForHead = false;
      if (head.kind === "ended" || !open.has(tracked)) return;
      if (head.kind === "too-large") {
        log.event(
          "head-too-large",
          `answered 431 to ${address}: request head over ${limits.maxHeadBytes} bytes`,
        );
        await writeAll(client, headTooLargeResponse(limits.maxHeadBytes)).catch(() => {});
        return;
      }
      clock.clearTimeout(timer);
      tracked.hasHead = true;
      await relayToApp(client, buffer, tracked, head.bytes);
    } finally {
      clock.clearTimeout(timer);
    }
  }

  async function relayToApp(
    client: GuardConn,
    buffer: Uint8Array,
    tracked: Tracked,
    prefix: Uint8Array,
  ): Promise<void> {
    const { address } = tracked;
    let upstream: GuardConn;
    try {
      upstream = await options.connect(options.upstream);
    } catch (error) {
      log.event("upstream-error", `could not reach the app for ${address}: ${messageOf(error)}`);
      return;
    }
    if (!open.has(tracked)) {
      // Released (close() or closeConnections()) while connecting.
      closeQuietly(upstream);
      return;
    }
    tracked.conns.push(upstream);
    const port = upstream.localAddr.port;
    peers.set(port, address);
    try {
      const end = await relay(client, upstream, {
        prefix,
        buffer,
        clock,
        idleTimeoutMs: limits.idleTimeoutMs,
      });
      if (end === "idle") {
        log.event(
          "idle",
          `closed an idle connection from ${address}: no bytes either way for ${limits.idleTimeoutMs} ms`,
        );
      }
    } finally {
      peers.delete(port);
    }
  }

  function handle(client: GuardConn): void {
    const address = client.remoteAddr.hostname;
    const reason = refusal(address);
    if (reason) {
      log.event("refused", `refused a connection from ${address}: ${reason}`);
      closeQuietly(client);
      return;
    }
    const tracked: Tracked = { address, conns: [client], hasHead: false };
    open.add(tracked);
    perAddress.set(address, (perAddress.get(address) ?? 0) + 1);
    serve(client, tracked)
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
      for (const tracked of open) if (!tracked.hasHead) release(tracked);
      log.flush();
    },
    drain: () => open.size === 0 ? Promise.resolve() : new Promise((resolve) => drainWaiters.push(resolve)),
    closeConnections() {
      for (const tracked of open) release(tracked);
    },
  };
}
