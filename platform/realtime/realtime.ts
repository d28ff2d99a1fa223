/**
 * The realtime service: channels over one shared websocket (connection.ts), plus the HTTP calls (rest.ts).
 */
import type { ClientContext } from "../context.ts";
import { ErrorCode, isPlatformError } from "../errors.ts";
import type { SocketConstructor } from "../runtime.ts";
import { RealtimeChannel } from "./channel.ts";
import { type ConnectionState, createConnection, realtimeError, type StateChange } from "./connection.ts";
import type { Identity, PresenceUser, RealtimeMessage } from "./protocol.ts";
import { createRealtimeRest, type HistoryOptions, requireChannel } from "./rest.ts";

export type RealtimeApi = {
  /** The channel called `name` (one object per name for this client). */
  channel(name: string): RealtimeChannel;
  /** Subscribes and calls `listener` for each message; resolves with a function that unsubscribes. */
  subscribe(
    name: string,
    listener: (message: RealtimeMessage) => void,
    identity?: Identity,
  ): Promise<() => void>;
  /** Publishes over HTTP (no socket needed). */
  publish(name: string, type: string, data: unknown, identity?: Identity): Promise<string | undefined>;
  presence(name: string): Promise<PresenceUser[]>;
  messages(name: string, options?: HistoryOptions): Promise<RealtimeMessage[]>;
  /** Opens the socket now (subscribing opens it too); rejects with 'Connection timeout' after 10 s. */
  connect(): Promise<void>;
  state(): ConnectionState;
  onStateChange(listener: (change: StateChange) => void): () => void;
  /** Closes the socket and forgets every channel's subscription. */
  disconnect(): void;
};

export type RealtimeDeps = {
  context: ClientContext;
  WebSocket?: SocketConstructor;
  /** The websocket address. @default baseUrl with ws:// or wss:// */
  url: string;
};

/**
 * The socket address of the project: the core address with project_id, as the platform's SDK opens it. No
 * token: a URL ends up in proxy and server logs, and the platform does not authenticate the socket by one.
 */
export function socketUrl(base: string, projectId: string): string {
  const url = new URL(base.replace(/^http/, "ws"));
  url.searchParams.set("project_id", projectId);
  return url.toString();
}

export function createRealtime(deps: RealtimeDeps): RealtimeApi {
  const { context } = deps;
  const rest = createRealtimeRest(context);
  const channels = new Map<string, RealtimeChannel>();
  const listeners = new Set<(change: StateChange) => void>();

  const connection = createConnection({
    url: () => Promise.resolve(socketUrl(deps.url, context.projectId)),
    WebSocket: deps.WebSocket ?? (missingWebSocket as unknown as SocketConstructor),
    timers: context.timers,
    random: context.random,
    wanted: () => [...channels.values()].some((channel) => channel.wanted),
    onOpen() {
      for (const channel of channels.values()) {
        channel.resubscribe((error) => {
          connection.drop(
            isPlatformError(error)
              ? error
              : realtimeError(ErrorCode.CONNECTION_CLOSED, "Resubscribe failed", error),
          );
        });
      }
    },
    onMessage(message) {
      if (message.type !== "message" && message.type !== "presence") return;
      channels.get(message.payload.channel)?.deliver(message);
    },
    onStateChange(change) {
      for (const channel of channels.values()) channel.connectionChanged();
      for (const listener of [...listeners]) listener(change);
    },
  });

  function channel(name: string): RealtimeChannel {
    requireChannel(name);
    let found = channels.get(name);
    if (!found) {
      found = new RealtimeChannel(name, connection, rest);
      channels.set(name, found);
    }
    return found;
  }

  return {
    channel,
    async subscribe(name, listener, identity) {
      const target = channel(name);
      const stop = target.onMessage(listener);
      try {
        await target.subscribe(identity);
      } catch (error) {
        stop();
        throw error;
      }
      return () => {
        stop();
        void target.unsubscribe().catch(() => {});
      };
    },
    publish: (name, type, data, identity) => rest.publish(name, type, data, identity),
    presence: (name) => rest.presence(name),
    messages: (name, options) => rest.messages(name, options),
    connect: () => connection.open(),
    state: () => connection.state(),
    onStateChange(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    disconnect() {
      for (const found of channels.values()) void found.unsubscribe().catch(() => {});
      connection.close();
    },
  };
}

/** Stands in where the runtime has no WebSocket: connecting fails with a clear error. */
class missingWebSocket {
  constructor() {
    throw realtimeError(
      ErrorCode.CONNECTION_CLOSED,
      "This runtime has no WebSocket; pass one to createClient.",
    );
  }
}
