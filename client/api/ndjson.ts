/**
 * Splits a streamed response body into lines as they arrive (NDJSON), whatever the chunk boundaries.
 */

/** Each non-empty line of `body`, as soon as it is complete. */
export async function* readLines(body: ReadableStream<Uint8Array>): AsyncGenerator<string> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let pending = "";
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      pending += decoder.decode(value, { stream: true });
      const lines = pending.split("\n");
      pending = lines.pop() ?? "";
      for (const line of lines) if (line.trim()) yield line;
    }
    pending += decoder.decode();
    if (pending.trim()) yield pending;
  } finally {
    reader.releaseLock();
  }
}
