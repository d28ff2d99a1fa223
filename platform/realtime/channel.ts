/**
 * One realtime channel: subscribe (acknowledged within 10 s), publish over the socket (acknowledged by
 * request id within 10 s), live messages and presence, history and presence over HTTP. Its state follows the
 * connection: connecting -> connected -> subscribed -> reconnecting
 * (docs/behaviour.md#platform-realtime-and-analytics); after a reconnect it subscribes again.
 */
import { WS_SEND_TIMEOUT_MS, WS_SUBSCRIBE_TIMEOUT_MS } from "../constants.ts";
import type { Connection } from "./connection.ts";
import type { Identity, PresenceUser, RealtimeMessage, ServerMessage } from "./protocol.ts";
import type { HistoryOptions, RealtimeRest } from "./rest.ts";

export type ChannelState = "idle" | "connecting" | "connected" | "subscribed" | "reconnecting" | "closed";

export const SUBSCRIBE_TIMEOUT_MESSAGE = "Subscription timeout";
export const PUBLISH_TIMEOUT_MESSAGE = "Publish timeout";
export const UNSUBSCRIBE_TIMEOUT_MESSAGE = "Unsubscribe timeout";

type Listener<T> = (value: T) => void;

/** Calls every listener; one that throws does not keep the others from hearing. */
function emit<T>(listeners: Set<Listener<T>>, value: T): void {
  for (const listener of [...listeners]) {
    try {
      listener(value);
    } catch {
      // A listener's own failure is its own; the channel goes on.
    }
  }
}

export class RealtimeChannel {
  #wanted = false;
  #subscribed = false;
  #closed = false;
  /** A subscribe on its way: the socket opening must not send a second one. */
  #subscribing: Promise<void> | undefined;
  #identity: Identity = {};
  #state: ChannelState = "idle";
  readonly #messages = new Set<Listener<RealtimeMessage>>();
  readonly #presence = new Set<Listener<PresenceUser[]>>();
  readonly #states = new Set<Listener<ChannelState>>();

  constructor(
    readonly name: string,
    private readonly connection: Connection,
    private readonly rest: RealtimeRest,
  ) {}

  get state(): ChannelState {
    return this.#state;
  }

  /** True while the channel should be subscribed (also across reconnects). */
  get wanted(): boolean {
    return this.#wanted;
  }

  #refresh(): void {
    const connection = this.connection.state();
    let next: ChannelState;
    if (!this.#wanted) next = this.#closed ? "closed" : "idle";
    else if (connection === "connected") next = this.#subscribed ? "subscribed" : "connected";
    else if (connection === "reconnecting") next = "reconnecting";
    else next = "connecting";
    if (next === this.#state) return;
    this.#state = next;
    emit(this.#states, next);
  }

  #sendSubscribe(): Promise<void> {
    this.#subscribing ??= this.connection.request(
      { type: "subscribe", payload: { channel: this.name, ...this.#identity } },
      WS_SUBSCRIBE_TIMEOUT_MS,
      SUBSCRIBE_TIMEOUT_MESSAGE,
    ).then(() => {
      this.#subscribed = true;
      this.#refresh();
    }).finally(() => {
      this.#subscribing = undefined;
    });
    return this.#subscribing;
  }

  /** Subscribes, shown to others as `identity`; resolves once the platform acknowledged it. */
  async subscribe(identity: Identity = {}): Promise<void> {
    this.#identity = identity;
    this.#wanted = true;
    this.#closed = false;
    this.#refresh();
    try {
      await this.#sendSubscribe();
    } catch (error) {
      this.#wanted = false;
      this.#refresh();
      throw error;
    }
  }

  /** Stops listening. */
  async unsubscribe(): Promise<void> {
    const wasSubscribed = this.#subscribed && this.connection.state() === "connected";
    this.#wanted = false;
    this.#subscribed = false;
    this.#closed = true;
    this.#refresh();
    if (wasSubscribed) {
      await this.connection.request(
        { type: "unsubscribe", payload: { channel: this.name } },
        WS_SEND_TIMEOUT_MS,
        UNSUBSCRIBE_TIMEOUT_MESSAGE,
      );
    }
  }

  /** Publishes over the socket; resolves with the message id of this very publish. */
  async publish(
    type: string,
    data: unknown,
    identity: Identity = this.#identity,
  ): Promise<string | undefined> {
    const answer = await this.connection.request(
      { type: "publish", payload: { channel: this.name, type, data, ...identity } },
      WS_SEND_TIMEOUT_MS,
      PUBLISH_TIMEOUT_MESSAGE,
    );
    return answer.type === "published" ? answer.payload?.messageId : undefined;
  }

  onMessage(listener: Listener<RealtimeMessage>): () => void {
    this.#messages.add(listener);
    return () => void this.#messages.delete(listener);
  }

  onPresence(listener: Listener<PresenceUser[]>): () => void {
    this.#presence.add(listener);
    return () => void this.#presence.delete(listener);
  }

  onStateChange(listener: Listener<ChannelState>): () => void {
    this.#states.add(listener);
    return () => void this.#states.delete(listener);
  }

  getPresence(): Promise<PresenceUser[]> {
    return this.rest.presence(this.name);
  }

  getMessages(options?: HistoryOptions): Promise<RealtimeMessage[]> {
    return this.rest.messages(this.name, options);
  }

  /** @internal The connection changed state. */
  connectionChanged(): void {
    if (this.connection.state() !== "connected") this.#subscribed = false;
    this.#refresh();
  }

  /** @internal The socket (re)opened: subscribe again if wanted; a failure counts as a broken connection. */
  resubscribe(onFailure: (error: unknown) => void): void {
    if (!this.#wanted || this.#subscribed || this.#subscribing) return;
    this.#sendSubscribe().catch(onFailure);
  }

  /** @internal A message for this channel arrived. */
  deliver(message: ServerMessage): void {
    if (message.type === "message") emit(this.#messages, message.payload.message);
    else if (message.type === "presence") emit(this.#presence, message.payload.users);
  }
}
