/**
 * One websocket to the realtime service and its life (spec §4, §9): connecting with a 10 s timeout that closes
 * the socket, a ping every 25 s whose pong must come back (or the socket counts as dead), reconnecting after
 * min(30 s, 2^attempt s) plus up to 1 s of jitter while anything is subscribed, and requests whose
 * acknowledgements are matched by request id.
 */
import { WS_CONNECT_TIMEOUT_MS, WS_HEARTBEAT_INTERVAL_MS, WS_SEND_TIMEOUT_MS } from "../constants.ts";
import { ErrorCode, ErrorKind, PlatformError } from "../errors.ts";
import type { Random, SocketConstructor, SocketLike, TimerId, Timers } from "../runtime.ts";
import { reconnectDelayMs } from "./backoff.ts";
import { type ClientMessage, parseServerMessage, type ServerMessage } from "./protocol.ts";

export type ConnectionState = "idle" | "connecting" | "connected" | "reconnecting" | "closed";

/** Told on every change of state; a scheduled reconnect also says which attempt and after how long. */
export type StateChange = { state: ConnectionState; attempt?: number; delayMs?: number };

export type ConnectionOptions = {
  /** The websocket address, with the project and the current token. */
  url(): Promise<string>;
  WebSocket: SocketConstructor;
  timers: Timers;
  random: Random;
  /** True while something needs the connection (a subscription): then a lost socket is reconnected. */
  wanted(): boolean;
  /** Runs on every (re)open, before waiting calls go on: resubscribe here. */
  onOpen(): void;
  /** Messages that answer no request (channel messages, presence). */
  onMessage(message: ServerMessage): void;
  onStateChange(change: StateChange): void;
};

export type Connection = {
  state(): ConnectionState;
  /** Resolves once the socket is open, opening it if needed. */
  open(): Promise<void>;
  /** Sends `message` with a fresh request id and resolves with the server's answer to that id. */
  request(message: ClientMessage, timeoutMs: number, timeoutMessage: string): Promise<ServerMessage>;
  /** Gives up the current socket as broken: reconnects if wanted. */
  drop(reason: PlatformError): void;
  /** Closes for good (until open() is called again); pending calls fail. */
  close(): void;
};

/** A realtime failure. */
export function realtimeError(code: ErrorCode, message: string, cause?: unknown): PlatformError {
  return new PlatformError(ErrorKind.REALTIME, code, message, { cause });
}

export const CONNECTION_TIMEOUT_MESSAGE = "Connection timeout";
export const CONNECTION_CLOSED_MESSAGE = "Realtime connection closed";
export const HEARTBEAT_TIMEOUT_MESSAGE = "Heartbeat timeout: the server did not answer a ping";

type Waiter = { resolve(): void; reject(error: PlatformError): void };
type Pending = { resolve(message: ServerMessage): void; reject(error: PlatformError): void };

export function createConnection(options: ConnectionOptions): Connection {
  const { timers } = options;
  let state: ConnectionState = "idle";
  let socket: SocketLike | undefined;
  let attempt = 0;
  let requestCounter = 0;
  let waiters: Waiter[] = [];
  const pending = new Map<string, Pending>();
  const timer: Record<"connect" | "reconnect" | "heartbeat" | "pong", TimerId | undefined> = {
    connect: undefined,
    reconnect: undefined,
    heartbeat: undefined,
    pong: undefined,
  };

  const stop = (name: keyof typeof timer) => {
    if (timer[name] !== undefined) timers.clearTimeout(timer[name]);
    timer[name] = undefined;
  };
  const setState = (change: StateChange) => {
    if (change.state === state && change.delayMs === undefined) return;
    state = change.state;
    options.onStateChange(change);
  };
  // Ids only need to be unique on one socket; a counter keeps the random source for the backoff jitter alone.
  const nextRequestId = () => `r${++requestCounter}`;

  function settleWaiters(error?: PlatformError): void {
    const settling = waiters;
    waiters = [];
    for (const waiter of settling) error ? waiter.reject(error) : waiter.resolve();
  }

  function failPending(error: PlatformError): void {
    const failing = [...pending.values()];
    pending.clear();
    for (const entry of failing) entry.reject(error);
  }

  /** The socket is gone (closed, timed out, or dead): fail what waited on it, and come back if wanted. */
  function lost(error: PlatformError): void {
    stop("connect");
    stop("heartbeat");
    stop("pong");
    socket = undefined;
    failPending(error);
    settleWaiters(error);
    if (state === "closed") return;
    if (!options.wanted()) {
      setState({ state: "idle" });
      return;
    }
    const delayMs = reconnectDelayMs(attempt, options.random);
    attempt++;
    setState({ state: "reconnecting", attempt, delayMs });
    timer.reconnect = timers.setTimeout(() => {
      timer.reconnect = undefined;
      void connect();
    }, delayMs);
  }

  /** Stops listening to `ws` and closes it; its late events are ignored. */
  function abandon(ws: SocketLike | undefined, error: PlatformError): void {
    if (!ws || ws !== socket) return;
    socket = undefined;
    try {
      ws.close();
    } catch {
      // Closing a socket that is already failing may throw in some runtimes; it is gone either way.
    }
    lost(error);
  }

  function heartbeat(): void {
    const ws = socket;
    if (!ws || state !== "connected") return;
    send(ws, { type: "ping", requestId: nextRequestId() });
    stop("pong");
    timer.pong = timers.setTimeout(
      () => abandon(ws, realtimeError(ErrorCode.TIMEOUT, HEARTBEAT_TIMEOUT_MESSAGE)),
      WS_SEND_TIMEOUT_MS,
    );
    timer.heartbeat = timers.setTimeout(heartbeat, WS_HEARTBEAT_INTERVAL_MS);
  }

  function send(ws: SocketLike, frame: ClientMessage & { requestId: string }): void {
    ws.send(JSON.stringify(frame));
  }

  function receive(message: ServerMessage | undefined): void {
    if (!message) return;
    if (message.type === "pong") {
      stop("pong");
      return;
    }
    const raw = (message as { requestId?: unknown }).requestId;
    const id = typeof raw === "string" ? raw : undefined;
    const entry = id === undefined ? undefined : pending.get(id);
    if (entry && id !== undefined) {
      pending.delete(id);
      if (message.type === "error") {
        entry.reject(
          realtimeError(ErrorCode.SERVER_ERROR, message.payload?.message ?? "The realtime request failed"),
        );
      } else {
        entry.resolve(message);
      }
      return;
    }
    options.onMessage(message);
  }

  async function connect(): Promise<void> {
    if (state !== "reconnecting") setState({ state: "connecting" });
    let ws: SocketLike;
    try {
      const url = await options.url();
      if (state === "closed") return;
      ws = new options.WebSocket(url);
    } catch (error) {
      lost(realtimeError(ErrorCode.CONNECTION_CLOSED, CONNECTION_CLOSED_MESSAGE, error));
      return;
    }
    socket = ws;
    timer.connect = timers.setTimeout(
      () => abandon(ws, realtimeError(ErrorCode.TIMEOUT, CONNECTION_TIMEOUT_MESSAGE)),
      WS_CONNECT_TIMEOUT_MS,
    );
    ws.onopen = () => {
      if (ws !== socket) return;
      stop("connect");
      attempt = 0;
      setState({ state: "connected" });
      timer.heartbeat = timers.setTimeout(heartbeat, WS_HEARTBEAT_INTERVAL_MS);
      options.onOpen();
      settleWaiters();
    };
    ws.onmessage = (event) => {
      if (ws === socket) receive(parseServerMessage(event.data));
    };
    ws.onclose = () => {
      if (ws === socket) lost(realtimeError(ErrorCode.CONNECTION_CLOSED, CONNECTION_CLOSED_MESSAGE));
    };
    // An error is always followed by a close, which does the work.
    ws.onerror = () => {};
  }

  function open(): Promise<void> {
    if (state === "connected") return Promise.resolve();
    const opened = new Promise<void>((resolve, reject) => waiters.push({ resolve, reject }));
    if (state === "idle" || state === "closed") {
      attempt = 0;
      void connect();
    }
    return opened;
  }

  function request(
    message: ClientMessage,
    timeoutMs: number,
    timeoutMessage: string,
  ): Promise<ServerMessage> {
    const requestId = nextRequestId();
    return new Promise((resolve, reject) => {
      let settled = false;
      const deadline = timers.setTimeout(() => {
        settled = true;
        pending.delete(requestId);
        reject(realtimeError(ErrorCode.TIMEOUT, timeoutMessage));
      }, timeoutMs);
      const entry: Pending = {
        resolve(answer) {
          settled = true;
          timers.clearTimeout(deadline);
          resolve(answer);
        },
        reject(error) {
          settled = true;
          timers.clearTimeout(deadline);
          reject(error);
        },
      };
      open().then(() => {
        if (settled) return;
        if (!socket) {
          return entry.reject(realtimeError(ErrorCode.CONNECTION_CLOSED, CONNECTION_CLOSED_MESSAGE));
        }
        pending.set(requestId, entry);
        try {
          send(socket, { ...message, requestId });
        } catch (error) {
          pending.delete(requestId);
          entry.reject(realtimeError(ErrorCode.CONNECTION_CLOSED, CONNECTION_CLOSED_MESSAGE, error));
        }
      }, entry.reject);
    });
  }

  return {
    state: () => state,
    open,
    request,
    drop: (reason) => abandon(socket, reason),
    close() {
      stop("reconnect");
      const ws = socket;
      setState({ state: "closed" });
      if (ws) abandon(ws, realtimeError(ErrorCode.CONNECTION_CLOSED, CONNECTION_CLOSED_MESSAGE));
      else lost(realtimeError(ErrorCode.CONNECTION_CLOSED, CONNECTION_CLOSED_MESSAGE));
    },
  };
}
