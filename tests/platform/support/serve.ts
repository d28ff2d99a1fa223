/**
 * Serves the local platform on a loopback port, for the tests that need a real socket: the realtime websocket
 * and multipart upload over the network. close() releases every held request and stops the server.
 */
import type { LocalPlatform } from "./local-platform/app.ts";

export type ServedPlatform = { url: string; close(): Promise<void> };

export function servePlatform(platform: LocalPlatform): ServedPlatform {
  const server = Deno.serve(
    { hostname: "127.0.0.1", port: 0, onListen() {} },
    (request) => platform.app.fetch(request),
  );
  const { port } = server.addr as Deno.NetAddr;
  return {
    url: `http://127.0.0.1:${port}`,
    async close() {
      platform.faults.releaseAll();
      platform.hub.releaseUpgrades();
      platform.hub.dropAll();
      await server.shutdown();
    },
  };
}
