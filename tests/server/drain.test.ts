/**
 * Graceful drain, on the real server process: SIGTERM with kits in flight stops new connections, lets every
 * kit finish, leaves no temporary file and exits 0; a grace period that runs out cancels what is left.
 */
import { afterEach, describe, expect, it } from "vitest";
import { type ServerProcess, startServer } from "../support/server-process.ts";

let server: ServerProcess | undefined;
let dataDir: string | undefined;

afterEach(async () => {
  if (server) {
    try {
      server.process.kill("SIGKILL");
    } catch {
      // It has already exited, as a drained server should.
    }
    await server.exited;
  }
  if (dataDir) await Deno.remove(dataDir, { recursive: true });
  server = undefined;
  dataDir = undefined;
});

/** Starts a kit as an NDJSON stream; resolves with the stream's reader once its first line has arrived. */
async function startKit(url: string, index: number) {
  const response = await fetch(`${url}/api/kits`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Accept: "application/x-ndjson" },
    body: JSON.stringify({ vibes: ["neon", "retro"], customEventName: `Drain Test ${index}` }),
  });
  expect(response.status).toBe(200);
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  let text = (await reader.read()).value ?? "";
  return {
    /** Every line of the stream, read to its end. */
    async lines(): Promise<Array<{ type: string }>> {
      for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) text += chunk.value;
      return text.split("\n").filter(Boolean).map((line) => JSON.parse(line));
    },
  };
}

async function filesIn(dir: string): Promise<string[]> {
  const names: string[] = [];
  for await (const entry of Deno.readDir(dir)) names.push(entry.name);
  return names;
}

describe("the server on SIGTERM", () => {
  it("finishes every kit in flight, refuses new connections, leaves no temporary file and exits 0", async () => {
    dataDir = await Deno.makeTempDir({ prefix: "brandkit-drain-" });
    server = await startServer({ BRANDKIT_DATA_DIR: dataDir, BRANDKIT_RENDER_WORKERS: "1" });
    const kits = await Promise.all(Array.from({ length: 4 }, (_, index) => startKit(server!.url, index)));
    server.signal("SIGTERM");
    await expect.poll(() => server!.logs.some((entry) => entry.event === "draining")).toBe(true);
    await expect(fetch(`${server.url}/api/health`)).rejects.toThrow();
    for (const kit of kits) expect((await kit.lines()).at(-1)?.type).toBe("kit");
    expect(await server.exited).toBe(0);
    expect(server.logs.find((entry) => entry.event === "stopped")).toMatchObject({ inTime: true });
    const media = await filesIn(`${dataDir}/media`);
    expect(media.length).toBeGreaterThanOrEqual(12);
    expect(media.filter((name) => name.startsWith(".tmp-"))).toEqual([]);
  });

  it("cancels what is left when the grace period runs out, and still exits 0 with no temporary file", async () => {
    dataDir = await Deno.makeTempDir({ prefix: "brandkit-drain-" });
    server = await startServer({
      BRANDKIT_DATA_DIR: dataDir,
      BRANDKIT_RENDER_WORKERS: "1",
      BRANDKIT_SHUTDOWN_GRACE_S: "0",
    });
    const kits = await Promise.all(Array.from({ length: 4 }, (_, index) => startKit(server!.url, index)));
    server.signal("SIGTERM");
    expect(await server.exited).toBe(0);
    expect(server.logs.find((entry) => entry.event === "stopped")).toMatchObject({ inTime: false });
    for (const kit of kits) await kit.lines().catch(() => []);
    expect((await filesIn(`${dataDir}/media`)).filter((name) => name.startsWith(".tmp-"))).toEqual([]);
  });
});
