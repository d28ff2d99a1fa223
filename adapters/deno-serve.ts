/**
 * The connection guard's edge on Deno (adapters/connection-guard/): listening and connecting, Deno.serve, the
 * descriptor limit, and Deno's HTTP layer for one accepted connection.
 *
 * That last one is `serveHttpOnConnection`, the function Deno.serve itself runs its connections through (hyper,
 * in Rust): Deno 2.9 has no public API to serve HTTP on a connection that JavaScript accepted (Deno.serveHttp
 * was removed in Deno 2), and reaches it only through `Deno[Deno.internal]`. It is looked up once; when a Deno
 * no longer has it, `serveConnection` is undefined and the guard falls back to relaying to Deno.serve over a
 * loopback socket (tests/adapters/connection-guard-http.test.ts fails first, naming the Deno version).
 */
import {
  type ConnectionRequestInfo,
  type GuardConn,
  type GuardEdge,
  openFilesLimitOf,
  type ServeConnection,
} from "./connection-guard/mod.ts";

/** The shape of Deno's internal serveHttpOnConnection (ext/http/00_serve.ts). */
type ServeHttpOnConnection = (
  connection: Deno.Conn,
  signal: AbortSignal,
  handler: (request: Request, info: ConnectionRequestInfo) => Response | Promise<Response>,
  onError: (error: unknown) => Response | Promise<Response>,
  onListen: (scheme: string) => void,
) => { finished: Promise<void>; shutdown(): Promise<void> };

/** Deno's serveHttpOnConnection, or undefined when this Deno does not expose it. */
function internalServeHttpOnConnection(): ServeHttpOnConnection | undefined {
  const key = (Deno as unknown as { internal?: symbol }).internal;
  if (typeof key !== "symbol") return undefined;
  const internals = (Deno as unknown as Record<symbol, Record<string, unknown> | undefined>)[key];
  const serve = internals?.serveHttpOnConnection;
  return typeof serve === "function" ? serve as ServeHttpOnConnection : undefined;
}

/** What Deno.serve answers when a handler throws (its default onError): the error is logged, the visitor told little. */
function internalServerError(error: unknown): Response {
  console.error(error);
  return new Response("Internal Server Error", { status: 500 });
}

/** Serves one connection accepted by `Deno.listen` with Deno's HTTP layer, or undefined without one. */
function createServeConnection(): ServeConnection | undefined {
  const serveHttpOnConnection = internalServeHttpOnConnection();
  if (!serveHttpOnConnection) return undefined;
  return (conn: GuardConn, handler) => {
    const abort = new AbortController();
    const server = serveHttpOnConnection(
      conn as Deno.Conn,
      abort.signal,
      handler,
      internalServerError,
      () => {},
    );
    // Deno's abort listener throws (uncaught, so fatal) once the connection's handle is gone: when the
    // connection has ended, or has been asked to shut down (Deno's graceful close takes the handle). So each
    // connection is aborted or shut down at most once, and only while live. A connection closes and `finished`
    // resolves in one chain of microtasks, with no timer in between.
    let live = true;
    // Ends with the connection; a connection that fails (a reset) has ended too.
    const finished = server.finished.catch(() => {}).finally(() => (live = false));
    return {
      finished,
      shutdown() {
        if (!live) return;
        live = false;
        server.shutdown().catch(() => {});
      },
      abort() {
        if (!live) return;
        live = false;
        abort.abort();
      },
    };
  };
}

/** `ulimit -n` as a child shell sees it (Deno 2.9 lets only --allow-all read /proc/self/limits). */
async function openFilesLimit(): Promise<number | undefined> {
  try {
    const { stdout } = await new Deno.Command("sh", { args: ["-c", "ulimit -n"], stdout: "piped" }).output();
    return openFilesLimitOf(new TextDecoder().decode(stdout));
  } catch {
    return undefined; // No shell, or no --allow-run: the guard's default fits a limit of 1024.
  }
}

/** Deno's side of the guard, for server.ts. */
export const denoGuardEdge: GuardEdge = {
  listen: (options) => Deno.listen({ ...options, transport: "tcp" }),
  connect: (options) => Deno.connect({ ...options, transport: "tcp" }),
  serve: ({ hostname, port }, handler) => Deno.serve({ hostname, port, onListen() {} }, handler),
  serveConnection: createServeConnection(),
  openFilesLimit,
};
