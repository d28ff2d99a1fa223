/**
 * One websocket to the realtime service and its life (docs/behaviour.md#platform-realtime-and-analytics):
 * connecting with a 10 s timeout that closes the socket, a ping every 25 s whose pong must come back (or the
 * socket counts as dead), reconnecting after min(30 s, 2^attempt s) plus up to 1 s of jitter while anything
 * is subscribed (the attempt count starts over only once a socket has stayed open 10 s, so a server that
 * accepts and drops at once is backed off from), and requests whose acknowledgements are matched by request
 * id, or by channel when the server does not echo ids.
 */
import {
  WS_CONNECT_TIMEOUT_MS,
  WS_HEARTBEAT_INTERVAL_MS,
  WS_SEND_TIMEOUT_MS,
  WS_STABLE_CONNECTION_MS,
} from "../constants.ts";
import { ErrorCode, ErrorKind, PlatformError } from "../errors.ts";
import type { Random, SocketConstructor, SocketLike, TimerId, Timers } from "../runtime.ts";
import { reconnectDelayMs } from "./backoff.ts";
import { type ClientMessage, parseServerMessage, type ServerMessage } from "./protocol.ts";

export type ConnectionState = "idle" | "connecting" | "connected" | "reconnecting" | "closed";

/** Told on every change of state; a scheduled reconnect also says which attempt and after how long. */
export type StateChange = { state: ConnectionState; attempt?: number; delayMs?: number };

export type ConnectionOptions = {
  /** The websocket address, with the project. */
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
type Pending = {
  resolve(message: ServerMessage): void;
  reject(error: PlatformError): void;
  /** The channel the request is about, and the answer that acknowledges it (for servers that echo no id). */
  channel?: string;
  expects?: ServerMessage["type"];
};

/** The acknowledgement each request type waits for. */
const ACK_TYPE: Partial<Record<ClientMessage["type"], ServerMessage["type"]>> = {
  subscribe: "subscribed",
  unsubscribe: "unsubscribed",
  publish: "published",
};

function channelOf(message: object): string | undefined {
  const payload = (message as { payload?: { channel?: unknown } }).payload;
  return typeof payload?.channel === "string" ? payload.channel : undefined;
}

export function createConnection(options: ConnectionOptions): Connection {
  const { timers } = options;
  let state: ConnectionState = "idle";
  let socket: SocketLike | undefined;
  let attempt = 0;
  let requestCounter = 0;
  let waiters: Waiter[] = [];
  const pending = new Map<string, Pending>();
  const timer: Record<"connect" | "reconnect" | "heartbeat" | "pong" | "stable", TimerId | undefined> = {
    connect: undefined,
    reconnect: undefined,
    heartbeat: undefined,
    pong: undefined,
    stable: undefined,
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
    stop("stable");
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
    send(ws, { type: "ping", payload: {}, requestId: nextRequestId() });
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

  /** The request an answer settles: by its echoed request id, else the oldest one waiting on its channel. */
  function answered(message: ServerMessage): [string, Pending] | undefined {
    const raw = (message as { requestId?: unknown }).requestId;
    if (typeof raw === "string") {
      const entry = pending.get(raw);
      return entry ? [raw, entry] : undefined;
    }
    const channel = channelOf(message);
    for (const [id, entry] of pending) {
      const sameChannel = channel === undefined ? message.type === "error" : entry.channel === channel;
      if (sameChannel && (message.type === "error" || entry.expects === message.type)) return [id, entry];
    }
    return undefined;
  }

  function receive(message: ServerMessage | undefined): void {
    if (!message || message.type === "connected") return;
    if (message.type === "pong") {
      stop("pong");
      return;
    }
    if (message.type === "message" || message.type === "presence") return options.onMessage(message);
    const found = answered(message);
    if (!found) return;
    const [id, entry] = found;
    pending.delete(id);
    if (message.type === "error") {
      const text = message.payload?.error ?? message.payload?.message ?? "The realtime request failed";
      entry.reject(realtimeError(ErrorCode.SERVER_ERROR, text));
    } else {
      entry.resolve(message);
    }
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
      // Opening is not enough to start the backoff over: a server that accepts and closes at once would be
      // retried every second forever. Only a socket that stays up counts.
      timer.stable = timers.setTimeout(() => {
        timer.stable = undefined;
        attempt = 0;
      }, WS_STABLE_CONNECTION_MS);
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
        channel: channelOf(message),
        expects: ACK_TYPE[message.type],
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
