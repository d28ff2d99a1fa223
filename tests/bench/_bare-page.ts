/**
 * Bare Hono on Deno.serve answering GET / with the bytes and headers the app answered: the floor the app's page
 * is measured against (web-edge.bench.ts). Run as its own process, as the app is:
 *
 *   deno run -A tests/bench/_bare-page.ts <url of the app's page> <port>
 *
 * It asks the app for its page as a browser does (brotli) and keeps the answer as it came, compressed, with
 * every header but those Deno writes itself. It prints "ready" once it listens.
 */
import http from "node:http";
import { Hono } from "hono";

/** What a browser sends: the page is answered precompressed. */
const ACCEPT_ENCODING = "gzip, deflate, br";
/** Headers Deno.serve writes itself. */
const WRITTEN_BY_DENO = new Set(["date", "content-length", "connection", "keep-alive", "transfer-encoding"]);

/** The answer to GET `url`, body as sent (node:http does not decompress, unlike fetch). */
function rawAnswer(url: string): Promise<{ body: Uint8Array<ArrayBuffer>; headers: Record<string, string> }> {
  return new Promise((resolve, reject) => {
    http.get(url, { headers: { "Accept-Encoding": ACCEPT_ENCODING } }, (response) => {
      const chunks: Uint8Array[] = [];
      response.on("data", (chunk: Uint8Array) => chunks.push(chunk));
      response.on("error", reject);
      response.on("end", () => {
        const headers: Record<string, string> = {};
        for (const [name, value] of Object.entries(response.headers)) {
          if (!WRITTEN_BY_DENO.has(name) && value !== undefined) headers[name] = String(value);
        }
        const body = new Uint8Array(chunks.reduce((sum, chunk) => sum + chunk.byteLength, 0));
        chunks.reduce((offset, chunk) => (body.set(chunk, offset), offset + chunk.byteLength), 0);
        resolve({ body, headers });
      });
    }).on("error", reject);
  });
}

const [source, port] = Deno.args;
const { body, headers } = await rawAnswer(source);
const app = new Hono();
app.get("/", (c) => c.body(body, 200, headers));
Deno.serve({ hostname: "127.0.0.1", port: Number(port), onListen: () => console.log("ready") }, app.fetch);
