/**
 * Relays one connection's bytes both ways between the client and the app, after the guard has read the first
 * request head. Either side ending, failing or staying silent too long ends both: the app (Deno.serve) does not
 * support half-closed connections anyway, and a relay must never outlive one of its sides.
 */
import { closeQuietly, type GuardClock, type GuardConn, writeAll } from "./_types.ts";

/** Bytes each direction of a relay reads at a time (one buffer per direction, reused). */
export const RELAY_BUFFER_BYTES = 16 * 1024;

/** How a relay ended: one side closed or failed, or no byte moved either way for the idle timeout. */
export type RelayEnd = "closed" | "idle";

/** What the relay needs besides the two connections. */
export type RelayOptions = {
  /** Bytes already read from the client (the first request head and whatever followed it). */
  prefix: Uint8Array;
  /** A buffer to reuse for the client's side (the one the head was read with). */
  buffer?: Uint8Array;
  clock: GuardClock;
  idleTimeoutMs: number;
};

async function pump(from: GuardConn, to: GuardConn, buffer: Uint8Array, touch: () => void): Promise<void> {
  for (;;) {
    const read = await from.read(buffer);
    if (read === null) return;
    touch();
    // Waiting for each write is the backpressure: a client that does not read slows the app's side, not memory.
    // A socket usually takes the whole buffer at once; calling write() directly saves writeAll's extra promise
    // on that path, a few percent of requests per second for small answers.
    const written = await to.write(buffer.subarray(0, read));
    if (written < read) await writeAll(to, buffer.subarray(written, read));
  }
}

/** Relays until either side ends or the connection is idle for `idleTimeoutMs`, then closes both connections. */
export async function relay(
  client: GuardConn,
  upstream: GuardConn,
  { prefix, buffer, clock, idleTimeoutMs }: RelayOptions,
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
  // One timer per connection, re-armed for the remainder instead of reset on every read.
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
    writeAll(upstream, prefix)
      .then(() => pump(client, upstream, buffer ?? new Uint8Array(RELAY_BUFFER_BYTES), touch))
      .catch(() => {}),
    pump(upstream, client, new Uint8Array(RELAY_BUFFER_BYTES), touch).catch(() => {}),
  ];
  await Promise.race(directions);
  clock.clearTimeout(timer);
  closeBoth();
  await Promise.all(directions);
  return end;
}
