/**
 * The local platform's realtime service: REST publish, presence and history, and the websocket protocol
 * (subscribe, unsubscribe, publish, ping) with faults: pings left unanswered, acks held back or sent in reverse
 * order, sockets dropped, upgrades refused or kept waiting.
 */
import { Hono } from "hono";
import { upgradeWebSocket } from "hono/deno";
import type { WSContext } from "hono/ws";
import { errorBody, type PlatformEnv } from "./env.ts";
import type { PlatformState, StoredMessage } from "./state.ts";

type Frame = { type: string; requestId?: string; payload?: Record<string, any> };
type Member = { userId: string; metadata?: Record<string, unknown>; joinedAt: number; lastSeen: number };
type Peer = { ws: WSContext; channels: Set<string> };

export class RealtimeHub {
  readonly peers = new Set<Peer>();
  /** Every frame the server received, in order. */
  readonly received: Frame[] = [];
  readonly presence = new Map<string, Map<string, Member>>();
  /** Faults. */
  answerPings = true;
  ackSubscribes = true;
  /** Publish acks are held until this many publishes wait, then sent newest first. */
  reverseAckBatch = 0;
  refuseUpgrades = false;
  connections = 0;
  #heldAcks: { ws: WSContext; frame: Frame }[] = [];
  #upgradeGates = new Set<PromiseWithResolvers<void>>();

  constructor(private readonly state: PlatformState, private readonly now: () => number) {}

  /**
   * Keeps websocket upgrades waiting (a connect that never completes) until released; a held upgrade is then
   * refused, never completed, so no socket outlives the client that gave up on it.
   */
  holdUpgrades(): () => void {
    const gate = Promise.withResolvers<void>();
    this.#upgradeGates.add(gate);
    return () => {
      this.#upgradeGates.delete(gate);
      gate.resolve();
    };
  }

  /** Releases every held upgrade (teardown). */
  releaseUpgrades(): void {
    for (const gate of this.#upgradeGates) gate.resolve();
    this.#upgradeGates.clear();
  }

  /** True when the upgrade was held (and has now been released): it must be refused. */
  async waitForUpgrade(): Promise<boolean> {
    const gates = [...this.#upgradeGates];
    await Promise.all(gates.map((gate) => gate.promise));
    return gates.length > 0;
  }

  /** Closes every socket from the server side. */
  dropAll(): void {
    for (const peer of this.peers) peer.ws.close(1012, "dropped by test");
  }

  framesOfType(type: string): Frame[] {
    return this.received.filter((frame) => frame.type === type);
  }

  store(
    channel: string,
    input: { type: string; data: unknown; userId?: string; metadata?: Record<string, unknown> },
  ) {
    const message: StoredMessage = {
      id: this.state.next("msg_"),
      type: input.type,
      data: input.data,
      timestamp: this.now(),
      userId: input.userId ?? null,
      metadata: input.metadata ?? null,
    };
    if (!this.state.history.has(channel)) this.state.history.set(channel, []);
    this.state.history.get(channel)!.push(message);
    for (const peer of this.peers) {
      if (peer.channels.has(channel)) {
        peer.ws.send(JSON.stringify({ type: "message", payload: { channel, message } }));
      }
    }
    return message;
  }

  #broadcastPresence(channel: string): void {
    const users = [...(this.presence.get(channel)?.values() ?? [])];
    for (const peer of this.peers) {
      if (peer.channels.has(channel)) {
        peer.ws.send(JSON.stringify({ type: "presence", payload: { channel, users } }));
      }
    }
  }

  handle(peer: Peer, frame: Frame): void {
    this.received.push(frame);
    const channel = String(frame.payload?.channel ?? "");
    if (frame.type === "ping") {
      if (this.answerPings) peer.ws.send(JSON.stringify({ type: "pong", requestId: frame.requestId }));
    } else if (frame.type === "subscribe") {
      peer.channels.add(channel);
      if (frame.payload?.userId) {
        if (!this.presence.has(channel)) this.presence.set(channel, new Map());
        const at = this.now();
        this.presence.get(channel)!.set(frame.payload.userId, {
          userId: frame.payload.userId,
          metadata: frame.payload.metadata,
          joinedAt: at,
          lastSeen: at,
        });
      }
      if (this.ackSubscribes) {
        peer.ws.send(
          JSON.stringify({ type: "subscribed", requestId: frame.requestId, payload: { channel } }),
        );
      }
      this.#broadcastPresence(channel);
    } else if (frame.type === "unsubscribe") {
      peer.channels.delete(channel);
      peer.ws.send(JSON.stringify({ type: "unsubscribed", requestId: frame.requestId }));
    } else if (frame.type === "publish") {
      const message = this.store(channel, frame.payload as any);
      const ack = {
        type: "published",
        requestId: frame.requestId,
        payload: { channel, messageId: message.id },
      };
      if (this.reverseAckBatch > 0) {
        this.#heldAcks.push({ ws: peer.ws, frame: ack });
        if (this.#heldAcks.length >= this.reverseAckBatch) {
          for (const held of this.#heldAcks.reverse()) held.ws.send(JSON.stringify(held.frame));
          this.#heldAcks = [];
        }
      } else {
        peer.ws.send(JSON.stringify(ack));
      }
    } else {
      peer.ws.send(
        JSON.stringify({ type: "error", requestId: frame.requestId, payload: { message: "unknown type" } }),
      );
    }
  }

  /** GET / with an upgrade header: the websocket endpoint. */
  socketRoute() {
    return upgradeWebSocket((c) => {
      if (!c.req.query("project_id")) throw new Error("project_id is required");
      let peer: Peer;
      return {
        onOpen: (_event, ws) => {
          this.connections++;
          peer = { ws, channels: new Set() };
          this.peers.add(peer);
        },
        onMessage: (event, ws) =>
          this.handle(peer ?? { ws, channels: new Set() }, JSON.parse(String(event.data))),
        onClose: () => {
          this.peers.delete(peer);
        },
      };
    });
  }

  routes() {
    const app = new Hono<PlatformEnv>();
    app.post("/:project/publish", async (c) => {
      const body = await c.req.json();
      return c.json({ messageId: this.store(body.channel, body).id });
    });
    app.get("/:project/presence", (c) => {
      const channel = c.req.query("channel");
      if (!channel) return c.json(errorBody("VALIDATION_ERROR", "channel is required"), 400);
      return c.json({ users: [...(this.presence.get(channel)?.values() ?? [])] });
    });
    app.get("/:project/messages", (c) => {
      const channel = c.req.query("channel") ?? "";
      const limit = Number(c.req.query("limit") ?? 50);
      const start = c.req.query("start");
      const end = c.req.query("end");
      let messages = this.state.history.get(channel) ?? [];
      if (start) messages = messages.filter((message) => message.timestamp >= Number(start));
      if (end) messages = messages.filter((message) => message.timestamp <= Number(end));
      return c.json({ messages: messages.slice(-limit) });
    });
    return app;
  }
}
