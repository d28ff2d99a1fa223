/**
 * Reads a byte stream to the end, refusing it as soon as it grows past a bound, so an oversized body (a request,
 * a download) never fills memory.
 */

/**
 * All bytes of `body`, or the error of `tooLarge()` once more than `maxBytes` have arrived. When `signal`
 * aborts first, the read stops with the signal's reason. Either way the stream is cancelled.
 */
export async function readBounded(
  body: ReadableStream<Uint8Array>,
  maxBytes: number,
  tooLarge: () => Error,
  signal?: AbortSignal,
): Promise<Uint8Array> {
  const reader = body.getReader();
  signal?.throwIfAborted();
  // Cancelling the reader (not the locked stream) ends a pending read() and frees the connection's body.
  const onAbort = () => void reader.cancel(signal!.reason).catch(() => {});
  signal?.addEventListener("abort", onAbort, { once: true });
  try {
    return await readAll(reader, maxBytes, tooLarge, signal);
  } finally {
    signal?.removeEventListener("abort", onAbort);
  }
}

async function readAll(
  reader: ReadableStreamDefaultReader<Uint8Array>,
  maxBytes: number,
  tooLarge: () => Error,
  signal: AbortSignal | undefined,
): Promise<Uint8Array> {
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    signal?.throwIfAborted();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel().catch(() => {});
      throw tooLarge();
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}
