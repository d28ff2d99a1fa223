/**
 * Serves one admitted connection by relaying it to the app behind (Deno.serve on a loopback port): the first
 * request head must arrive within the header timeout before a connection to the app is opened, then every byte
 * crosses the second socket through JavaScript. The fallback for a Deno without the in-process HTTP layer
 * (see _in-process.ts): it costs about half the requests per second of a small answer.
 */
import { ErrorCode } from "../../brandkit/web.ts";
import { readRequestHead } from "./_head.ts";
import type { EventLog } from "./_log.ts";
import type { Limits } from "./_options.ts";
import { relay, RELAY_BUFFER_BYTES } from "./_relay.ts";
import {
  closeQuietly,
  type Connect,
  type GuardClock,
  type GuardConn,
  messageOf,
  type NetAddress,
  writeAll,
} from "./_types.ts";

/** One open connection as the guard tracks it. */
export type TrackedConnection = {
  readonly address: string;
  /** Whether its first request head has arrived. */
  hasHead: boolean;
  /** Closes it now, whatever serves it. */
  close: () => void;
};

/** What relaying needs from the guard. */
export type RelayContext = {
  connect: Connect;
  upstream: NetAddress;
  limits: Limits;
  clock: GuardClock;
  log: EventLog;
  /** Client addresses by the local port of their connection to the app. */
  peers: Map<number, string>;
  /** Whether the guard still tracks the connection (close() or closeConnections() may release it). */
  isOpen: () => boolean;
};

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

/** Waits for the first head (bounded in time and size), then relays to the app until either side ends. */
export async function serveRelayed(
  client: GuardConn,
  tracked: TrackedConnection,
  context: RelayContext,
): Promise<void> {
  const { address } = tracked;
  const { limits, clock, log } = context;
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
    tracked.close();
  }, limits.headerTimeoutMs);
  try {
    const head = await readRequestHead(client, buffer, limits.maxHeadBytes);
    waitingForHead = false;
    if (head.kind === "ended" || !context.isOpen()) return;
    if (head.kind === "too-large") {
      log.event(
        "head-too-large",
        `answered 431 to ${address}: request head over ${limits.maxHeadBytes} bytes`,
      );
      await writeAll(client, headTooLargeResponse(limits.maxHeadBytes)).catch(() => {});
      return;
    }
    clock.clearTimeout(timer);
    // A malformed head is relayed too: the app answers it (400) at once.
    tracked.hasHead = true;
    await relayToApp(client, buffer, tracked, head.bytes, context);
  } finally {
    clock.clearTimeout(timer);
  }
}

async function relayToApp(
  client: GuardConn,
  buffer: Uint8Array,
  tracked: TrackedConnection,
  prefix: Uint8Array,
  context: RelayContext,
): Promise<void> {
  const { address } = tracked;
  const { limits, log, peers } = context;
  let upstream: GuardConn;
  try {
    upstream = await context.connect(context.upstream);
  } catch (error) {
    log.event("upstream-error", `could not reach the app for ${address}: ${messageOf(error)}`);
    return;
  }
  if (!context.isOpen()) {
    // Released (close() or closeConnections()) while connecting.
    closeQuietly(upstream);
    return;
  }
  tracked.close = () => {
    closeQuietly(client);
    closeQuietly(upstream);
  };
  const port = upstream.localAddr.port;
  peers.set(port, address);
  try {
    const end = await relay(client, upstream, {
      prefix,
      buffer,
      clock: context.clock,
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
