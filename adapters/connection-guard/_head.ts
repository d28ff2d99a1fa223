/**
 * Reads the first request head, up to and including the blank line that ends it, without parsing it: the app
 * behind the guard parses HTTP; the guard only needs to know that a whole head arrived, in bounded memory.
 */
import type { GuardConn } from "./_types.ts";

const HEAD_END = [13, 10, 13, 10]; // "\r\n\r\n"

/** What reading the head gave: every byte read so far (the head and whatever followed it), or why it stopped. */
export type HeadResult =
  | { kind: "head"; bytes: Uint8Array }
  | { kind: "too-large" }
  | { kind: "ended" };

/** The index just past "\r\n\r\n" in `bytes`, searching from `from`, or -1. */
export function headEndOf(bytes: Uint8Array, from: number): number {
  for (let index = Math.max(0, from); index + 3 < bytes.length; index++) {
    if (
      bytes[index] === HEAD_END[0] && bytes[index + 1] === HEAD_END[1] &&
      bytes[index + 2] === HEAD_END[2] && bytes[index + 3] === HEAD_END[3]
    ) return index + 4;
  }
  return -1;
}

/**
 * Reads from `conn` until a complete head has arrived (answering every byte read, which may run past the
 * head), more than `maxHeadBytes` arrived without one, or the connection ended or failed. Reads go straight
 * into `buffer` (at least `maxHeadBytes + 1` long) at the next free offset, so a client trickling one byte at a
 * time costs no copying; the head answered is a view of `buffer`.
 */
export async function readRequestHead(
  conn: Pick<GuardConn, "read">,
  buffer: Uint8Array,
  maxHeadBytes: number,
): Promise<HeadResult> {
  const space = buffer.subarray(0, maxHeadBytes + 1);
  let filled = 0;
  try {
    for (;;) {
      const read = await conn.read(space.subarray(filled));
      if (read === null) return { kind: "ended" };
      // The end marker may straddle two reads: search again from three bytes before the new ones.
      const end = headEndOf(space.subarray(0, filled + read), filled - (HEAD_END.length - 1));
      filled += read;
      if (end >= 0 && end <= maxHeadBytes) return { kind: "head", bytes: space.subarray(0, filled) };
      if (filled > maxHeadBytes) return { kind: "too-large" };
    }
  } catch {
    // The connection was closed under the read (the header timeout, close(), or a reset by the peer).
    return { kind: "ended" };
  }
}
