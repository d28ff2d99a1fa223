/**
 * Structured logs for operators: one JSON line per request (id, method, route, status, duration, a hash of the
 * client's key) and one per failure the visitor only sees by its error id. Enough to see an attack (many
 * 429s from one client hash, 503s piling up) without keeping anyone's address in the log.
 */
import type { MiddlewareHandler } from "hono";
import { hashText } from "../brandkit/mod.ts";
import type { ClientKey } from "./client-key.ts";

/** One log entry; written as one JSON line. */
export type LogEntry = Record<string, unknown> & { level: "info" | "warn" | "error"; event: string };
/** Where log entries go. */
export type Log = (entry: LogEntry) => void;

/** Writes each entry as one line of JSON on stdout, with the time. */
export const jsonLinesLog: Log = (entry) =>
  console.log(JSON.stringify({ time: new Date().toISOString(), ...entry }));

/** The request id of the current request (set by the middleware below). */
export const REQUEST_ID_HEADER = "X-Request-Id";

/** A short, salted hash of a client key: the same client gives the same hash within one process's life. */
export function clientHasher(salt = crypto.randomUUID()): (key: string) => string {
  return (key) => hashText(`${salt}:${key}`).toString(36);
}

export type RequestLogOptions = {
  log: Log;
  clientKey: ClientKey;
  /** @default Date.now */
  now?: () => number;
  /** @default crypto.randomUUID */
  newId?: () => string;
  /** @default clientHasher() */
  hashClient?: (key: string) => string;
};

/** The middleware: gives each request an id (also sent back as X-Request-Id) and logs it when answered. */
export function requestLog(options: RequestLogOptions): MiddlewareHandler {
  const now = options.now ?? Date.now;
  const newId = options.newId ?? (() => crypto.randomUUID());
  const hashClient = options.hashClient ?? clientHasher();
  return async (c, next) => {
    const startedAt = now();
    const id = newId();
    c.set("requestId" as never, id as never);
    await next();
    c.res.headers.set(REQUEST_ID_HEADER, id);
    const status = c.res.status;
    options.log({
      level: status >= 500 ? "error" : status >= 400 ? "warn" : "info",
      event: "request",
      id,
      method: c.req.method,
      route: c.req.routePath,
      path: c.req.path.slice(0, 200),
      status,
      durationMs: now() - startedAt,
      client: hashClient(options.clientKey(c)),
    });
  };
}
