/**
 * Reads the first request head, up to and including the blank line that ends it, without parsing it: the app
 * behind the guard parses HTTP; the guard only needs to know that a whole head arrived, in bounded memory.
 * Lines may end in CRLF or in a bare LF, as the app's parser accepts both; and bytes that cannot start a
 * request head are handed on at once, so that the app answers its 400 instead of the guard holding them.
 */
import type { GuardConn } from "./_types.ts";

const LF = 10;
const CR = 13;

/** What reading the head gave: every byte read so far (the head and whatever followed it), or why it stopped. */
export type HeadResult =
  | { kind: "head"; bytes: Uint8Array }
  | { kind: "malformed"; bytes: Uint8Array }
  | { kind: "too-large" }
  | { kind: "ended" };

/** The index just past the blank line ending a head ("\n\n" or "\n\r\n") in `bytes`, searching from `from`, or -1. */
export function headEndOf(bytes: Uint8Array, from: number): number {
  for (let index = Math.max(0, from); index + 1 < bytes.length; index++) {
    if (bytes[index] !== LF) continue;
    if (bytes[index + 1] === LF) return index + 2;
    if (bytes[index + 1] === CR && bytes[index + 2] === LF) return index + 3;
  }
  return -1;
}

const TOKEN = "[!#$%&'*+.^_`|~0-9A-Za-z-]";
const REQUEST_LINE = new RegExp(`^${TOKEN}+ [\\x21-\\x7e]+ HTTP/1\\.[01]\\r?$`);
/** The start of a request line (or of an empty line before it), as far as it has arrived. */
const REQUEST_LINE_START = new RegExp(
  `^(\\r|${TOKEN}*|${TOKEN}+ [\\x21-\\x7e]*|${TOKEN}+ [\\x21-\\x7e]+ (H(T(T(P(/(1(\\.([01]\\r?)?)?)?)?)?)?)?)?)$`,
);
const HEADER_LINE = new RegExp(`^${TOKEN}+:[\\t\\x20-\\x7e\\x80-\\xff]*\\r?$`);
/** Longest start of a first line checked as it arrives (a longer one is checked once whole): bounds the work. */
const MAX_CHECKED_START_BYTES = 256;

/** A control byte no request head may hold: its lines end in LF or CRLF, and only HTAB may appear in values. */
function isForbidden(byte: number): boolean {
  return (byte < 0x20 && byte !== 0x09 && byte !== LF && byte !== CR) || byte === 0x7f;
}

const latin1 = (bytes: Uint8Array) => String.fromCharCode(...bytes);

/**
 * A check of a head's bytes as they arrive (each byte looked at once, each line matched once it is whole): it
 * answers false once they cannot start a request head, for a control byte, a first line that is no request
 * line, or a header line with no name. Leading empty lines are skipped, as the app's parser does. Strict on
 * purpose: what it refuses is handed on at once, which costs nothing but the wait.
 */
export function createHeadCheck(): (bytes: Uint8Array) => boolean {
  let scanned = 0;
  let lineStart = 0;
  let sawRequestLine = false;
  return (bytes) => {
    for (; scanned < bytes.length; scanned++) {
      const byte = bytes[scanned];
      if (isForbidden(byte)) return false;
      if (byte !== LF) continue;
      const line = latin1(bytes.subarray(lineStart, scanned));
      lineStart = scanned + 1;
      if (!sawRequestLine && (line === "" || line === "\r")) continue;
      if (!(sawRequestLine ? HEADER_LINE : REQUEST_LINE).test(line)) return false;
      sawRequestLine = true;
    }
    const arriving = bytes.length - lineStart;
    return sawRequestLine || arriving > MAX_CHECKED_START_BYTES ||
      REQUEST_LINE_START.test(latin1(bytes.subarray(lineStart)));
  };
}

/**
 * Reads from `conn` until a complete head has arrived (answering every byte read, which may run past the
 * head), the bytes read cannot start one, more than `maxHeadBytes` arrived without one, or the connection
 * ended or failed. Reads go straight into `buffer` (at least `maxHeadBytes + 1` long) at the next free offset,
 * so a client trickling one byte at a time costs no copying; the head answered is a view of `buffer`.
 */
export async function readRequestHead(
  conn: Pick<GuardConn, "read">,
  buffer: Uint8Array,
  maxHeadBytes: number,
): Promise<HeadResult> {
  const space = buffer.subarray(0, maxHeadBytes + 1);
  const isHeadStart = createHeadCheck();
  let filled = 0;
  try {
    for (;;) {
      const read = await conn.read(space.subarray(filled));
      if (read === null) return { kind: "ended" };
      // The end marker may straddle two reads: search again from two bytes before the new ones.
      const end = headEndOf(space.subarray(0, filled + read), filled - 2);
      filled += read;
      if (end >= 0 && end <= maxHeadBytes) return { kind: "head", bytes: space.subarray(0, filled) };
      if (filled > maxHeadBytes) return { kind: "too-large" };
      if (!isHeadStart(space.subarray(0, filled))) {
        return { kind: "malformed", bytes: space.subarray(0, filled) };
      }
    }
  } catch {
    // The connection was closed under the read (the header timeout, close(), or a reset by the peer).
    return { kind: "ended" };
  }
}
