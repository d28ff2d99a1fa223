/**
 * Incremental parsing of the platform's streamed answers (server-sent events): bytes arrive in arbitrary chunks,
 * so UTF-8 characters, lines and events may all be split across chunk boundaries.
 */

/** Feeds text in, gets complete event payloads (the joined `data:` lines of each event) out. */
export type SseParser = { push(text: string): string[]; end(): string[] };

export function createSseParser(): SseParser {
  let buffer = "";
  let data: string[] = [];
  const takeLine = (line: string, events: string[]) => {
    if (line === "") {
      if (data.length > 0) events.push(data.join("\n"));
      data = [];
      return;
    }
    if (line.startsWith(":")) return;
    const colon = line.indexOf(":");
    const field = colon === -1 ? line : line.slice(0, colon);
    let value = colon === -1 ? "" : line.slice(colon + 1);
    if (value.startsWith(" ")) value = value.slice(1);
    if (field === "data") data.push(value);
  };
  return {
    push(text) {
      buffer += text;
      const events: string[] = [];
      let newline = buffer.search(/\r\n|\r|\n/);
      while (newline !== -1) {
        // A lone "\r" at the end may be the first half of "\r\n": wait for the next chunk.
        if (buffer[newline] === "\r" && newline === buffer.length - 1) break;
        const width = buffer.startsWith("\r\n", newline) ? 2 : 1;
        takeLine(buffer.slice(0, newline), events);
        buffer = buffer.slice(newline + width);
        newline = buffer.search(/\r\n|\r|\n/);
      }
      return events;
    },
    end() {
      const events: string[] = [];
      if (buffer !== "") takeLine(buffer.replace(/\r$/, ""), events);
      buffer = "";
      takeLine("", events);
      return events;
    },
  };
}

/** The event payloads of a streamed body, as they complete. */
export async function* readSseEvents(body: ReadableStream<Uint8Array>): AsyncGenerator<string> {
  const decoder = new TextDecoder();
  const parser = createSseParser();
  const reader = body.getReader();
  let finished = false;
  try {
    while (true) {
      const { done, value } = await reader.read();
      if (done) {
        finished = true;
        break;
      }
      yield* parser.push(decoder.decode(value, { stream: true }));
    }
    yield* parser.push(decoder.decode());
    yield* parser.end();
  } finally {
    // A consumer that stops early must not leave the connection open.
    if (!finished) await reader.cancel().catch(() => {});
    reader.releaseLock();
  }
}
