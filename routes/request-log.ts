/**
 * Structured logs for operators: one JSON line per request (id, method, route, status, duration, a hash of the
 * client's key) and one per failure the visitor only sees by its error id. Enough to see an attack (many
 * 429s from one client hash, 503s piling up) without keeping anyone's address in the log.
 */
import type { MiddlewareHandler } from "hono";
import { hashText, type Log, type LogEntry } from "../brandkit/mod.ts";
import type { ClientKey, KeyedRequest } from "./client-key.ts";

/** How long log lines may wait to be written together, and how many bytes of them at most. */
export const LOG_FLUSH_MS = 50;
export const LOG_BUFFER_BYTES = 64 * 1024;

/** A log whose lines can be written out at once (before the process exits). */
export type FlushableLog = Log & { flush(): void };

export type JsonLinesLogOptions = {
  /** Writes a block of lines. @default console.log */
  write?: (text: string) => void;
  /** @default the system clock, its ISO time made once per millisecond */
  now?: () => Date;
  /** @default LOG_FLUSH_MS */
  flushMs?: number;
  /** @default LOG_BUFFER_BYTES */
  bufferBytes?: number;
};

/**
 * The time as ISO text, made once per millisecond: a busy server logs dozens of lines in one, and formatting a
 * date costs more than the rest of a request's line.
 */
function isoTimePerMillisecond(): () => string {
  let ms = Number.NaN;
  let text = "";
  return () => {
    const now = Date.now();
    if (now !== ms) {
      ms = now;
      text = new Date(now).toISOString();
    }
    return text;
  };
}

/** `entry` as one line of JSON with `time` first, as `{time, ...entry}` would give, without copying it. */
function jsonLine(time: string, entry: LogEntry): string {
  if (Object.hasOwn(entry, "time")) return JSON.stringify({ time, ...entry });
  // A LogEntry has a level and an event, so its JSON is never "{}".
  return `{"time":"${time}",${JSON.stringify(entry).slice(1)}`;
}

/**
 * One line of JSON per entry, with the time, written in blocks: a write per line costs more than serving the
 * page does, so lines wait up to `flushMs` (or until `bufferBytes` of them) and go out together. Errors are
 * written at once. Call flush() before exiting (server.ts also does on an uncaught error).
 */
export function createJsonLinesLog(options: JsonLinesLogOptions = {}): FlushableLog {
  const write = options.write ?? ((text: string) => console.log(text));
  const { now } = options;
  const timeText = now ? () => now().toISOString() : isoTimePerMillisecond();
  const flushMs = options.flushMs ?? LOG_FLUSH_MS;
  const bufferBytes = options.bufferBytes ?? LOG_BUFFER_BYTES;
  let lines: string[] = [];
  let size = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const flush = () => {
    clearTimeout(timer);
    timer = undefined;
    if (lines.length === 0) return;
    const text = lines.join("\n");
    lines = [];
    size = 0;
    write(text);
  };
  const log = (entry: LogEntry) => {
    const line = jsonLine(timeText(), entry);
    lines.push(line);
    size += line.length;
    if (entry.level === "error" || size >= bufferBytes) flush();
    else timer ??= setTimeout(flush, flushMs);
  };
  return Object.assign(log, { flush });
}

/** The default log: JSON lines on stdout, written in blocks. */
export const jsonLinesLog: FlushableLog = createJsonLinesLog();

/** The events a process gets before it ends: Deno.exit (or the end of its work), and the two crashes. */
const ENDING_EVENTS = ["unload", "error", "unhandledrejection"] as const;

/**
 * Flushes `log` whatever ends the process: Deno.exit, an uncaught error or an unhandled rejection (a crash
 * still crashes; its last lines are written first). Called by the edge (server.ts) with the global scope.
 */
export function flushOnExit(log: FlushableLog, scope: Pick<EventTarget, "addEventListener">): void {
  for (const event of ENDING_EVENTS) scope.addEventListener(event, () => log.flush());
}

/** Paths are logged up to this length: enough to read, not a way to fill the log. */
const MAX_LOGGED_PATH_LENGTH = 200;

/** The request id of the current request (set by the middleware below). */
export const REQUEST_ID_HEADER = "X-Request-Id";

/** Client hashes remembered, so a busy client is hashed once. */
const REMEMBERED_CLIENT_HASHES = 10_000;

/** A short, salted hash of a client key: the same client gives the same hash within one process's life. */
export function clientHasher(salt: string = crypto.randomUUID()): (key: string) => string {
  const remembered = new Map<string, string>();
  return (key) => {
    let hash = remembered.get(key);
    if (hash === undefined) {
      hash = hashText(`${salt}:${key}`).toString(36);
      if (remembered.size >= REMEMBERED_CLIENT_HASHES) remembered.clear();
      remembered.set(key, hash);
    }
    return hash;
  };
}

/**
 * Request ids: this process's random prefix and a counter ("3f9c1a2b-1a"), unique across instances and far
 * cheaper than a UUID a request on the hot path.
 */
export function requestIds(prefix = crypto.randomUUID().slice(0, 8)): () => string {
  let count = 0;
  return () => `${prefix}-${(++count).toString(36)}`;
}

export type RequestLogOptions = {
  log: Log;
  clientKey: ClientKey;
  /** @default Date.now */
  now?: () => number;
  /** @default requestIds() */
  newId?: () => string;
  /** @default clientHasher() */
  hashClient?: (key: string) => string;
};

/**
 * What a request's log line reads of it: its method and path, and what its client key reads (its env and
 * headers). A Hono Context is one; the answers made before the router (static-routes.ts) pass their own.
 */
export type LoggedRequest = KeyedRequest & { req: { readonly method: string; readonly path: string } };

/** Writes the request log: the middleware for most routes, `served` for answers made without it. */
export type RequestLogger = {
  /** Gives each request an id (also sent back as X-Request-Id) and logs it when answered. */
  middleware: MiddlewareHandler;
  /** Logs an answer made outside the middleware chain (the page and the bundle, served from memory). */
  served(c: LoggedRequest, response: Response, startedAt: number, route: string): void;
  now: () => number;
};

/** The request log over these options. */
export function createRequestLogger(options: RequestLogOptions): RequestLogger {
  const now = options.now ?? Date.now;
  const newId = options.newId ?? requestIds();
  const hashClient = options.hashClient ?? clientHasher();
  const write = (c: LoggedRequest, id: string, status: number, startedAt: number, route: string) =>
    options.log({
      level: status >= 500 ? "error" : status >= 400 ? "warn" : "info",
      event: "request",
      id,
      method: c.req.method,
      route,
      path: c.req.path.slice(0, MAX_LOGGED_PATH_LENGTH),
      status,
      durationMs: now() - startedAt,
      client: hashClient(options.clientKey(c)),
    });
  return {
    now,
    async middleware(c, next) {
      const startedAt = now();
      const id = newId();
      c.set("requestId" as never, id as never);
      await next();
      c.res.headers.set(REQUEST_ID_HEADER, id);
      write(c, id, c.res.status, startedAt, c.req.routePath);
    },
    served(c, response, startedAt, route) {
      write(c, newId(), response.status, startedAt, route);
    },
  };
}
