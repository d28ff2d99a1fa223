/**
 * The local platform's realtime service: REST publish, presence and history, and the websocket protocol
 * (subscribe, unsubscribe, publish, ping) as the platform's SDK speaks it: `{type, payload}` frames, a
 * `connected` greeting, acks naming their channel (request ids echoed only when `echoRequestIds` is on),
 * delivered messages flat in the payload, presence as `payload.data.users`, errors as `payload.error`, history
 * ranges as stream ids ("-" and "+" for the ends). Faults: pings left unanswered, acks held back or sent in
 * reverse order, sockets dropped or closed right after opening, upgrades refused or kept waiting.
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
  /** Echo the client's request id on acks (the platform need not; the SDK never sends one). */
  echoRequestIds = false;
  /** Close every socket as soon as it opens (a flapping server). */
  closeOnOpen = false;
  connections = 0;
  /** The addresses sockets were opened with. */
  readonly socketUrls: string[] = [];
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

  /** The request id to echo on an ack, if echoing is on. */
  #echo(frame: Frame): { requestId?: string } {
    return this.echoRequestIds && frame.requestId ? { requestId: frame.requestId } : {};
  }

  store(
    channel: string,
    input: { type: string; data: unknown; userId?: string; metadata?: Record<string, unknown> },
  ) {
    const message: StoredMessage = {
      id: this.state.nextStreamId(this.now()),
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
        peer.ws.send(JSON.stringify({ type: "message", payload: { channel, ...message } }));
      }
    }
    return message;
  }

  #broadcastPresence(channel: string): void {
    const users = [...(this.presence.get(channel)?.values() ?? [])];
    for (const peer of this.peers) {
      if (peer.channels.has(channel)) {
        peer.ws.send(JSON.stringify({ type: "presence", payload: { channel, data: { users } } }));
      }
    }
  }

  handle(peer: Peer, frame: Frame): void {
    this.received.push(frame);
    const channel = String(frame.payload?.channel ?? "");
    if (frame.type === "ping") {
      if (this.answerPings) peer.ws.send(JSON.stringify({ type: "pong", ...this.#echo(frame), payload: {} }));
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
          JSON.stringify({ type: "subscribed", ...this.#echo(frame), payload: { channel } }),
        );
      }
      this.#broadcastPresence(channel);
    } else if (frame.type === "unsubscribe") {
      peer.channels.delete(channel);
      peer.ws.send(JSON.stringify({ type: "unsubscribed", ...this.#echo(frame), payload: { channel } }));
    } else if (frame.type === "publish") {
      const message = this.store(channel, frame.payload as any);
      const ack = { type: "published", ...this.#echo(frame), payload: { channel, messageId: message.id } };
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
        JSON.stringify({
          type: "error",
          ...this.#echo(frame),
          payload: { channel: frame.payload?.channel, error: `Unknown message type: ${frame.type}` },
        }),
      );
    }
  }

  /** GET / with an upgrade header: the websocket endpoint. */
  socketRoute() {
    return upgradeWebSocket((c) => {
      if (!c.req.query("project_id")) throw new Error("project_id is required");
      this.socketUrls.push(c.req.url);
      let peer: Peer;
      return {
        onOpen: (_event, ws) => {
          this.connections++;
          peer = { ws, channels: new Set() };
          this.peers.add(peer);
          if (this.closeOnOpen) return ws.close(1011, "flapping");
          ws.send(JSON.stringify({ type: "connected", payload: { socketId: `socket_${this.connections}` } }));
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
      const start = parseStreamId(c.req.query("start") ?? "-", "start");
      const end = parseStreamId(c.req.query("end") ?? "+", "end");
      if (!start || !end) return c.json(errorBody("VALIDATION_ERROR", "start and end are stream ids"), 400);
      const messages = (this.state.history.get(channel) ?? []).filter((message) => {
        const id = parseStreamId(message.id, "start")!;
        return compareStreamIds(id, start) >= 0 && compareStreamIds(id, end) <= 0;
      });
      return c.json({ messages: messages.slice(0, limit) });
    });
    return app;
  }
}

type StreamId = [number, number];

/**
 * A history bound as Redis streams take it: "-" and "+" for the ends, "ms-seq", or "ms" (epoch milliseconds,
 * any sequence number).
 */
export function parseStreamId(text: string, side: "start" | "end"): StreamId | undefined {
  if (text === "-") return [-Infinity, 0];
  if (text === "+") return [Infinity, 0];
  const match = /^(\d+)(?:-(\d+))?$/.exec(text);
  if (!match) return undefined;
  const seq = match[2] === undefined ? (side === "start" ? 0 : Infinity) : Number(match[2]);
  return [Number(match[1]), seq];
}

function compareStreamIds(a: StreamId, b: StreamId): number {
  return a[0] === b[0] ? a[1] - b[1] : a[0] - b[0];
}
