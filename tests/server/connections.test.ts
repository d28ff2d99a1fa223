/**
 * The real server against a flood of half-open connections under a small descriptor limit (issue 10's
 * finding: about 1,000 of them killed the process). server.ts runs under `ulimit -n 256`; 600 connections from
 * 127.0.0.3 each send a POST head with Content-Length: 100 and no body. The process stays up, a visitor on
 * 127.0.0.1 is served a page and a whole kit meanwhile, and the guard logs what it refused.
 */
import net from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { type ServerProcess, startServer } from "../support/server-process.ts";

const OPEN_FILES = 256;
const FLOOD_CONNECTIONS = 600;
const ATTACKER_ADDRESS = "127.0.0.3";
const HALF_OPEN_HEAD =
  "POST /api/kits HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n";

let server: ServerProcess | undefined;
let dataDir: string | undefined;
const sockets: net.Socket[] = [];

afterEach(async () => {
  for (const socket of sockets.splice(0)) socket.destroy();
  if (server) {
    try {
      server.process.kill("SIGKILL");
    } catch {
      // Already gone.
    }
    await server.exited;
  }
  if (dataDir) await Deno.remove(dataDir, { recursive: true });
  server = undefined;
  dataDir = undefined;
});

/** Opens `count` connections from `localAddress`, each sending a head and then nothing. */
function flood(port: number, count: number, localAddress: string): void {
  for (let index = 0; index < count; index++) {
    const socket = net.connect({ host: "127.0.0.1", port, localAddress });
    socket.on("error", () => {});
    socket.on("connect", () => socket.write(HALF_OPEN_HEAD));
    sockets.push(socket);
  }
}

describe("the server under a flood of half-open connections", () => {
  it("stays up and keeps serving other visitors, with a descriptor limit of 256", async () => {
    dataDir = await Deno.makeTempDir({ prefix: "brandkit-flood-" });
    server = await startServer(
      { BRANDKIT_DATA_DIR: dataDir, BRANDKIT_RENDER_WORKERS: "1" },
      { openFiles: OPEN_FILES },
    );
    let exitedEarly = false;
    server.exited.then(() => exitedEarly = true);
    const port = Number(new URL(server.url).port);
    flood(port, FLOOD_CONNECTIONS, ATTACKER_ADDRESS);
    await expect.poll(() => sockets.filter((socket) => socket.closed).length, { timeout: 10_000 })
      .toBeGreaterThan(FLOOD_CONNECTIONS / 2);

    const client = Deno.createHttpClient({ poolMaxIdlePerHost: 0 });
    try {
      const health = await fetch(`${server.url}/api/health`, { client });
      expect(health.status).toBe(200);
      await health.body?.cancel();
      const kit = await fetch(`${server.url}/api/kits`, {
        client,
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ vibes: ["neon"], customEventName: "Still Standing" }),
      });
      expect(kit.status).toBe(200);
      expect((await kit.json()).selectedName).toBe("Still Standing");
    } finally {
      client.close();
    }
    expect(server.logs.some((entry) => entry.event === "connection-guard")).toBe(true);
    expect(exitedEarly).toBe(false);
  });
});
