/**
 * A small HTTP/1.1 load generator over raw keep-alive sockets: it reads each response by its Content-Length
 * and never decodes the body, so the measure is the server's work, not the client's (fetch would spend most of
 * its time decompressing a brotli page in this same process).
 */

const HEADER_END = [13, 10, 13, 10];
const BUFFER_BYTES = 1024 * 1024;

function indexOfHeaderEnd(bytes: Uint8Array, length: number): number {
  for (let index = 0; index + 3 < length; index++) {
    if (HEADER_END.every((value, offset) => bytes[index + offset] === value)) return index;
  }
  return -1;
}

/** Sends GET requests on one connection until `endMs`; answers how many completed with 200. */
async function connectionLoop(port: number, request: Uint8Array, endMs: number): Promise<number> {
  const connection = await Deno.connect({ hostname: "127.0.0.1", port });
  const buffer = new Uint8Array(BUFFER_BYTES);
  let completed = 0;
  try {
    while (performance.now() < endMs) {
      await connection.write(request);
      let filled = 0;
      let total = -1;
      while (total < 0 || filled < total) {
        const read = await connection.read(buffer.subarray(filled));
        if (read === null) throw new Error("the server closed the connection");
        filled += read;
        if (total < 0) {
          const end = indexOfHeaderEnd(buffer, filled);
          if (end < 0) continue;
          const head = new TextDecoder().decode(buffer.subarray(0, end));
          if (!head.startsWith("HTTP/1.1 200")) {
            throw new Error(`unexpected answer: ${head.split("\r\n")[0]}`);
          }
          const length = /\r\ncontent-length:\s*(\d+)/i.exec(head);
          if (!length) throw new Error("the answer has no Content-Length");
          total = end + 4 + Number(length[1]);
        }
      }
      completed++;
    }
  } finally {
    connection.close();
  }
  return completed;
}

/** Requests per second of GET `path` on `port` over `durationMs`, with `connections` in parallel. */
export async function requestsPerSecond(
  port: number,
  path: string,
  headers: Record<string, string>,
  connections: number,
  durationMs: number,
): Promise<number> {
  const lines = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`).join("");
  const request = new TextEncoder().encode(`GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\n${lines}\r\n`);
  const started = performance.now();
  const counts = await Promise.all(
    Array.from({ length: connections }, () => connectionLoop(port, request, started + durationMs)),
  );
  return counts.reduce((sum, count) => sum + count, 0) / ((performance.now() - started) / 1_000);
}
