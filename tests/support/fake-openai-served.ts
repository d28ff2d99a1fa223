/**
 * The fake OpenAI API (fake-openai-server.ts) served on 127.0.0.1 at a free port, for the tests whose provider
 * talks real HTTP: the CLI and the server as subprocesses. The base URL ends in /v1 like the real one's.
 */
import type { FakeOpenAi } from "./fake-openai-server.ts";

export type ServedFakeOpenAi = { baseUrl: string; close(): Promise<void> };

/** Serves `fake` until close(). */
export function serveFakeOpenAi(fake: FakeOpenAi): ServedFakeOpenAi {
  const server = Deno.serve({ hostname: "127.0.0.1", port: 0, onListen: () => {} }, fake.handler);
  return { baseUrl: `http://127.0.0.1:${server.addr.port}/v1`, close: () => server.shutdown() };
}
