/**
 * Serves one admitted connection with the HTTP layer of this process (Deno's own, as Deno.serve uses), with no
 * second socket and no byte of a small answer through JavaScript. The guard cannot see the bytes, so it keeps
 * its timeouts by what the HTTP layer and the watched bodies (_watched-bodies.ts) tell it:
 * - the first request head must arrive within the header timeout;
 * - a connection waiting on its client for the idle timeout is closed: no request in progress (keep-alive), a
 *   request body the app waits for, or a large answer the client does not take;
 * - a request the app is still working on, or streaming its answer to (the NDJSON progress), is the app's.
 */
import type {
  ConnectionRequestInfo,
  GuardClock,
  GuardConn,
  ServeConnection,
  ServedConnection,
  ServeHandler,
  ServeInfo,
} from "./_types.ts";
import { withWatchedRequestBody, withWatchedResponseBody } from "./_watched-bodies.ts";

/** Why the guard closed a connection it served in process. */
export type TimeoutKind = "header-timeout" | "idle";

/** What serving one connection in process needs. */
export type InProcessOptions = {
  serveConnection: ServeConnection;
  handler: ServeHandler;
  clock: GuardClock;
  headerTimeoutMs: number;
  idleTimeoutMs: number;
  /** Called once, when the first request head has arrived. */
  onHead: () => void;
  /** Called when a timeout closes the connection, before it closes. */
  onTimeout: (kind: TimeoutKind) => void;
};

/** Serves `conn` until it ends; the connection answered is how to shut it down or close it. */
export function serveInProcess(conn: GuardConn, options: InProcessOptions): ServedConnection {
  const { clock, idleTimeoutMs, handler } = options;
  let inProgress = 0;
  let clientWaits = 0;
  let lastActivityMs = clock.now();
  let timer: unknown;
  let sawHead = false;

  const touch = () => {
    lastActivityMs = clock.now();
  };
  const report = (delta: 1 | -1) => {
    clientWaits += delta;
    touch();
  };
  const requestDone = () => {
    inProgress--;
    touch();
  };
  const waitingOnClient = () => inProgress === 0 || clientWaits > 0;
  // One timer per connection, re-armed for the remainder instead of reset on every request.
  const checkIdle = () => {
    const quietMs = clock.now() - lastActivityMs;
    if (waitingOnClient() && quietMs >= idleTimeoutMs) {
      options.onTimeout("idle");
      served.abort();
    } else {
      timer = clock.setTimeout(checkIdle, waitingOnClient() ? idleTimeoutMs - quietMs : idleTimeoutMs);
    }
  };
  const watch = (response: Response) => withWatchedResponseBody(response, report, touch);
  // The client's address is the connection's: told to the app from here, not asked of the HTTP layer for each
  // request (an op, and an object, per request).
  const connectionInfo: ServeInfo = { remoteAddr: conn.remoteAddr };

  const served = options.serveConnection(conn, (request: Request, info: ConnectionRequestInfo) => {
    if (!sawHead) {
      sawHead = true;
      clock.clearTimeout(timer);
      timer = clock.setTimeout(checkIdle, idleTimeoutMs);
      options.onHead();
    }
    inProgress++;
    touch();
    info.completed.then(requestDone, requestDone);
    const answer = handler(withWatchedRequestBody(request, report), connectionInfo);
    return answer instanceof Response ? watch(answer) : answer.then(watch);
  });
  timer = clock.setTimeout(() => {
    if (sawHead) return;
    options.onTimeout("header-timeout");
    served.abort();
  }, options.headerTimeoutMs);
  served.finished.then(() => clock.clearTimeout(timer));
  return served;
}
