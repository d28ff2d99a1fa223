/**
 * Relays one connection's bytes both ways between the client and the app, after the guard has read the first
 * request head. Either side ending, failing or staying silent too long ends both: the app (Deno.serve) does not
 * support half-closed connections anyway, and a relay must never outlive one of its sides.
 */
import { closeQuietly, type GuardClock, type GuardConn } from "./_types.ts";

/** How a relay ended: one side closed or failed, or no byte moved either way for the idle timeout. */
export type RelayEnd = "closed" | "idle";

/** What the relay needs besides the two connections. */
export type RelayOptions = {
  /** Bytes already read from the client (the first request head and whatever followed it). */
  prefix: Uint8Array;
  clock: GuardClock;
  idleTimeoutMs: number;
};

async function pump(
  reader: ReadableStreamDefaultReader<Uint8Array>,
  writable: WritableStream<Uint8Array>,
  prefix: Uint8Array | undefined,
  touch: () => void,
): Promise<void> {
  const writer = writable.getWriter();
  if (prefix) await writer.write(prefix);
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return;
    touch();
    // Awaiting each write is the backpressure: a client that does not read slows the app's side, not memory.
    await writer.write(value);
  }
}

/**
 * Relays until either side ends or the connection is idle for `idleTimeoutMs`, then closes both connections.
 * `clientReader` is the reader the head was read with (the client's readable stays locked to it).
 */
export async function relay(
  client: GuardConn,
  clientReader: ReadableStreamDefaultReader<Uint8Array>,
  upstream: GuardConn,
  { prefix, clock, idleTimeoutMs }: RelayOptions,
): Promise<RelayEnd> {
  let end: RelayEnd = "closed";
  let lastActivityMs = clock.now();
  const touch = () => {
    lastActivityMs = clock.now();
  };
  const closeBoth = () => {
    closeQuietly(client);
    closeQuietly(upstream);
  };
  // One timer per connection, re-armed for the remainder instead of reset on every chunk.
  let timer: unknown;
  const checkIdle = () => {
    const idleMs = clock.now() - lastActivityMs;
    if (idleMs >= idleTimeoutMs) {
      end = "idle";
      closeBoth();
    } else {
      timer = clock.setTimeout(checkIdle, idleTimeoutMs - idleMs);
    }
  };
  timer = clock.setTimeout(checkIdle, idleTimeoutMs);

  // Each direction's failure is expected (a reset, or the close below); both are caught so none goes unhandled.
  const directions = [
    pump(clientReader, upstream.writable, prefix, touch).catch(() => {}),
    pump(upstream.readable.getReader(), client.writable, undefined, touch).catch(() => {}),
  ];
  await Promise.race(directions);
  clock.clearTimeout(timer);
  closeBoth();
  await Promise.all(directions);
  return end;
}
