/**
 * A small server behind the connection guard, for the guard's subprocess tests, wired as server.ts wires
 * BrandKit: serveBehindGuard() with Deno's edge (adapters/deno-serve.ts), the total cap from the process's
 * descriptor limit (`ulimit -n`). GET answers the client address the app learned; other methods read the
 * whole body and answer its length. GUARDED_SERVER_MODE picks how connections reach the app:
 * - unset: in process, as `deno task start` serves;
 * - "relay": relayed to Deno.serve on a loopback port, the fallback for a Deno without the in-process layer;
 * - "direct": Deno.serve on the public port itself, with no guard: the unprotected server, for comparison.
 *
 * Prints one JSON line `{port, maxConnections, mode}` on stdout once listening; the guard logs on stderr.
 * Limits come from GUARD_HEADER_TIMEOUT_MS, GUARD_IDLE_TIMEOUT_MS and GUARD_LOG_INTERVAL_MS.
 */
import { serveBehindGuard, type ServeHandler } from "../../../adapters/connection-guard/mod.ts";
import { denoGuardEdge } from "../../../adapters/deno-serve.ts";

const numberFromEnv = (name: string) => {
  const value = Deno.env.get(name);
  return value === undefined ? undefined : Number(value);
};

const handle: ServeHandler = async (request, info) => {
  const peer = info.remoteAddr.hostname;
  if (request.method === "GET") return new Response(`hello ${peer}`);
  try {
    const body = await request.arrayBuffer();
    return new Response(`read ${body.byteLength} bytes from ${peer}`);
  } catch {
    // The client (or the guard, on its idle timeout) went away mid-body: nobody reads this answer.
    return new Response("the body was cut", { status: 400 });
  }
};

const mode = Deno.env.get("GUARDED_SERVER_MODE");
const { addr, guard } = await serveBehindGuard({
  edge: mode === "relay" ? { ...denoGuardEdge, serveConnection: undefined } : denoGuardEdge,
  guarded: mode !== "direct",
  hostname: "127.0.0.1",
  port: 0,
  handler: handle,
  headerTimeoutMs: numberFromEnv("GUARD_HEADER_TIMEOUT_MS"),
  idleTimeoutMs: numberFromEnv("GUARD_IDLE_TIMEOUT_MS"),
  logIntervalMs: numberFromEnv("GUARD_LOG_INTERVAL_MS"),
});
console.log(
  JSON.stringify({
    port: addr.port,
    maxConnections: guard?.maxConnections ?? null,
    mode: mode ?? "in-process",
  }),
);
