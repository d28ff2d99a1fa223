/**
 * A small server behind the connection guard, for connection-guard-process.test.ts, wired as server.ts wires
 * BrandKit: Deno.serve on an ephemeral loopback port, the guard on the public one with Deno.listen and
 * Deno.connect, the total cap from the process's descriptor limit (`ulimit -n`). GET answers the client address the app
 * learned through peerOf(); POST reads the whole body and answers its length. With GUARDED_SERVER_DIRECT=1
 * Deno.serve listens on the public port itself, with no guard: the unprotected server, for comparison.
 *
 * Prints one JSON line `{port, maxConnections}` on stdout once listening; the guard logs on stderr.
 * Limits come from GUARD_HEADER_TIMEOUT_MS, GUARD_IDLE_TIMEOUT_MS and GUARD_LOG_INTERVAL_MS.
 */
import {
  createConnectionGuard,
  maxConnectionsFor,
  openFilesLimitOf,
} from "../../../adapters/connection-guard/mod.ts";

const numberFromEnv = (name: string) => {
  const value = Deno.env.get(name);
  return value === undefined ? undefined : Number(value);
};

async function handle(request: Request, peer: string): Promise<Response> {
  if (request.method !== "POST") return new Response(`hello ${peer}`);
  try {
    const body = await request.arrayBuffer();
    return new Response(`read ${body.byteLength} bytes from ${peer}`);
  } catch {
    // The client (or the guard, on its idle timeout) went away mid-body: nobody reads this answer.
    return new Response("the body was cut", { status: 400 });
  }
}

if (Deno.env.get("GUARDED_SERVER_DIRECT") === "1") {
  const server = Deno.serve(
    { hostname: "127.0.0.1", port: 0, onListen() {} },
    (request, info) => handle(request, info.remoteAddr.hostname),
  );
  console.log(JSON.stringify({ port: server.addr.port, maxConnections: null }));
} else {
  const app = Deno.serve(
    { hostname: "127.0.0.1", port: 0, onListen() {} },
    (request, info) => handle(request, guard.peerOf(info.remoteAddr.port) ?? "unknown"),
  );
  const ulimit = await new Deno.Command("sh", { args: ["-c", "ulimit -n"], stdout: "piped" }).output();
  const openFiles = openFilesLimitOf(new TextDecoder().decode(ulimit.stdout));
  const maxConnections = openFiles === undefined ? undefined : maxConnectionsFor(openFiles);
  const guard = createConnectionGuard({
    listen: Deno.listen,
    connect: Deno.connect,
    hostname: "127.0.0.1",
    port: 0,
    upstream: { hostname: "127.0.0.1", port: app.addr.port },
    maxConnections,
    headerTimeoutMs: numberFromEnv("GUARD_HEADER_TIMEOUT_MS"),
    idleTimeoutMs: numberFromEnv("GUARD_IDLE_TIMEOUT_MS"),
    logIntervalMs: numberFromEnv("GUARD_LOG_INTERVAL_MS"),
  });
  console.log(JSON.stringify({ port: guard.addr.port, maxConnections }));
}
