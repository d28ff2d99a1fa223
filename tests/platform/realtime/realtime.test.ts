/**
 * Realtime against the local platform over a real websocket on 127.0.0.1, with fake timers driving heartbeats,
 * timeouts and the reconnect backoff.
 */
import { afterEach, describe, expect, test } from "vitest";
import type { ChannelState, PresenceUser, RealtimeMessage } from "../../../platform/mod.ts";
import { eventually } from "../support/fake-time.ts";
import { type RealtimeSetup, realtimeSetup } from "../support/realtime-setup.ts";
import { rejection } from "../support/setup.ts";

let env: RealtimeSetup | undefined;
afterEach(async () => {
  await env?.close();
  env = undefined;
});

function start(): RealtimeSetup {
  env = realtimeSetup();
  return env;
}

async function subscribed(setup: RealtimeSetup, name = "lobby") {
  const channel = setup.client.realtime.channel(name);
  await channel.subscribe({ userId: "u1", metadata: { name: "Ada" } });
  return channel;
}

describe("channels", () => {
  test("a channel goes connecting -> connected -> subscribed and gets messages and presence", async () => {
    const setup = start();
    const channel = setup.client.realtime.channel("lobby");
    const states: ChannelState[] = [];
    const messages: RealtimeMessage[] = [];
    const presence: PresenceUser[][] = [];
    channel.onStateChange((state) => states.push(state));
    channel.onMessage((message) => messages.push(message));
    channel.onPresence((users) => presence.push(users));
    await channel.subscribe({ userId: "u1", metadata: { name: "Ada" } });
    expect(states).toEqual(["connecting", "connected", "subscribed"]);
    expect(setup.sockets[0].url).toBe(`${setup.served.url.replace("http", "ws")}/?project_id=proj_local`);

    await setup.client.realtime.publish("lobby", "chat", { text: "hello" }, { userId: "u2" });
    await eventually(() => messages.length === 1, "the message");
    expect(messages[0]).toMatchObject({
      type: "chat",
      data: { text: "hello" },
      userId: "u2",
      id: expect.any(String),
    });
    await eventually(() => presence.length === 1, "presence");
    expect(presence[0]).toEqual([expect.objectContaining({ userId: "u1", metadata: { name: "Ada" } })]);
    expect(await channel.getPresence()).toEqual(presence[0]);
  });

  test("message history comes over HTTP with channel, limit, start and end", async () => {
    const setup = start();
    for (let index = 0; index < 5; index++) {
      await setup.client.realtime.publish("news", "post", { index });
      await setup.time.advance(1_000);
    }
    const channel = setup.client.realtime.channel("news");
    // Like a Redis stream range: the oldest first, up to the limit.
    expect((await channel.getMessages({ limit: 2 })).map((message) => message.data)).toEqual([{ index: 0 }, {
      index: 1,
    }]);
    const from = setup.time.now() - 4_000;
    const history = await setup.client.realtime.messages("news", { start: from, end: from + 1_000 });
    expect(history.map((message) => message.data)).toEqual([{ index: 1 }, { index: 2 }]);
    expect(setup.platform.state.requestsTo("/api/realtime/proj_local/messages")[0].query).toBe(
      "channel=news&limit=2",
    );
  });

  test("with a server that echoes request ids, two concurrent publishes on one channel each get their own ack, even in reverse", async () => {
    const setup = start();
    setup.platform.hub.echoRequestIds = true;
    const channel = await subscribed(setup);
    setup.platform.hub.reverseAckBatch = 2;
    const [first, second] = await Promise.all([
      channel.publish("chat", { n: 1 }),
      channel.publish("chat", { n: 2 }),
    ]);
    expect(first).not.toBe(second);
    const history = setup.platform.state.history.get("lobby")!;
    expect(history.find((message) => message.id === first)?.data).toEqual({ n: 1 });
    expect(history.find((message) => message.id === second)?.data).toEqual({ n: 2 });
    const ids = setup.platform.hub.framesOfType("publish").map((frame) => frame.requestId);
    expect(new Set(ids).size).toBe(2);
  });

  test("the simple subscribe() delivers messages until the function it returns is called", async () => {
    const setup = start();
    const seen: unknown[] = [];
    const stop = await setup.client.realtime.subscribe("ticker", (message) => seen.push(message.data));
    await setup.client.realtime.publish("ticker", "tick", 1);
    await eventually(() => seen.length === 1, "the first tick");
    stop();
    await eventually(() => setup.platform.hub.framesOfType("unsubscribe").length === 1, "the unsubscribe");
    await setup.client.realtime.publish("ticker", "tick", 2);
    await setup.client.realtime.publish("other", "x", 0);
    expect(seen).toEqual([1]);
    expect(setup.client.realtime.channel("ticker").state).toBe("closed");
  });
});

describe("timeouts", () => {
  test("a subscription not acknowledged in 10 s fails with 'Subscription timeout'", async () => {
    const setup = start();
    setup.platform.hub.ackSubscribes = false;
    const channel = setup.client.realtime.channel("lobby");
    const outcome = rejection(channel.subscribe());
    await eventually(() => setup.platform.hub.framesOfType("subscribe").length === 1, "the subscribe frame");
    await setup.time.advance(9_999);
    expect(channel.state).toBe("connected");
    await setup.time.advance(1);
    expect(await outcome).toMatchObject({
      kind: "realtime",
      code: "TIMEOUT",
      message: "Subscription timeout",
    });
    expect(channel.state).toBe("idle");
  });

  test("a publish not acknowledged in 10 s fails with 'Publish timeout'", async () => {
    const setup = start();
    const channel = await subscribed(setup);
    setup.platform.hub.reverseAckBatch = 99;
    const outcome = rejection(channel.publish("chat", {}));
    await eventually(() => setup.platform.hub.framesOfType("publish").length === 1, "the publish frame");
    await setup.time.advance(10_000);
    expect(await outcome).toMatchObject({ kind: "realtime", code: "TIMEOUT", message: "Publish timeout" });
  });

  test("a socket that does not open in 10 s is closed, and connecting fails with 'Connection timeout'", async () => {
    const setup = start();
    const release = setup.platform.hub.holdUpgrades();
    const outcome = rejection(setup.client.realtime.connect());
    await eventually(() => setup.sockets.length === 1, "the socket");
    await setup.time.advance(9_999);
    expect(setup.sockets[0].closedByClient).toBe(false);
    await setup.time.advance(1);
    expect(await outcome).toMatchObject({ kind: "realtime", code: "TIMEOUT", message: "Connection timeout" });
    expect(setup.sockets[0].closedByClient).toBe(true);
    expect(setup.client.realtime.state()).toBe("idle");
    release();
  });
});

describe("heartbeat and reconnect", () => {
  test("a ping goes every 25 s and, answered, keeps the connection", async () => {
    const setup = start();
    await subscribed(setup);
    await setup.time.advance(24_999);
    expect(setup.platform.hub.framesOfType("ping")).toHaveLength(0);
    await setup.time.advance(1);
    await eventually(() => setup.platform.hub.framesOfType("ping").length === 1, "the first ping");
    // The pong crosses a real socket: the fake clock moves on only once the client has it.
    await eventually(() => setup.sockets[0].pongs === 1, "the first pong");
    await setup.time.advance(25_000);
    await eventually(() => setup.platform.hub.framesOfType("ping").length === 2, "the second ping");
    await eventually(() => setup.sockets[0].pongs === 2, "the second pong");
    await setup.time.advance(10_000);
    expect(setup.client.realtime.state()).toBe("connected");
    expect(setup.sockets).toHaveLength(1);
  });

  test("a missing pong closes the dead socket, reconnects and resubscribes", async () => {
    const setup = start();
    const channel = await subscribed(setup);
    setup.platform.hub.answerPings = false;
    await setup.time.advance(25_000);
    await eventually(() => setup.platform.hub.framesOfType("ping").length === 1, "the ping");
    await setup.time.advance(9_999);
    expect(setup.sockets[0].closedByClient).toBe(false);
    await setup.time.advance(1);
    expect(setup.sockets[0].closedByClient).toBe(true);
    expect(channel.state).toBe("reconnecting");
    const scheduled = setup.changes.at(-1)!;
    expect(scheduled).toEqual({ state: "reconnecting", attempt: 1, delayMs: 1_000 + 601 });

    setup.platform.hub.answerPings = true;
    await setup.time.advance(scheduled.delayMs!);
    await eventually(() => channel.state === "subscribed", "the resubscription");
    expect(setup.sockets).toHaveLength(2);
    expect(setup.platform.hub.framesOfType("subscribe").map((frame) => frame.payload)).toEqual([
      { channel: "lobby", userId: "u1", metadata: { name: "Ada" } },
      { channel: "lobby", userId: "u1", metadata: { name: "Ada" } },
    ]);
  });

  test("a dropped socket reconnects after 1, 2, 4, 8, 16, 30, 30 s plus the seeded jitter, then starts over", async () => {
    const setup = start();
    const channel = await subscribed(setup);
    setup.platform.hub.refuseUpgrades = true;
    setup.platform.hub.dropAll();
    // seededRandom(42) draws 601, 448, 852, 669, 174, 526, 273 (ms of jitter), in that order.
    const expected = [1_601, 2_448, 4_852, 8_669, 16_174, 30_526, 30_273];
    const scheduled = () => setup.changes.filter((change) => change.delayMs !== undefined);
    for (const [index, delay] of expected.entries()) {
      await eventually(() => scheduled().length === index + 1, `reconnect ${index + 1} to be scheduled`);
      expect(scheduled()[index]).toEqual({ state: "reconnecting", attempt: index + 1, delayMs: delay });
      expect(channel.state).toBe("reconnecting");
      if (index < expected.length - 1) await setup.time.advance(delay);
    }
    setup.platform.hub.refuseUpgrades = false;
    await setup.time.advance(expected.at(-1)!);
    await eventually(() => channel.state === "subscribed", "the resubscription");
    expect(setup.platform.hub.framesOfType("subscribe")).toHaveLength(2);

    // A connection that stays up resets the backoff: the next drop waits about a second again.
    await setup.time.advance(10_000);
    setup.platform.hub.dropAll();
    await eventually(() => scheduled().length === expected.length + 1, "the next reconnect");
    expect(scheduled().at(-1)).toEqual({ state: "reconnecting", attempt: 1, delayMs: 1_000 + 624 });
  });

  test("a pending publish fails with CONNECTION_CLOSED when the socket drops", async () => {
    const setup = start();
    const channel = await subscribed(setup);
    setup.platform.hub.reverseAckBatch = 99;
    const outcome = rejection(channel.publish("chat", {}));
    await eventually(() => setup.platform.hub.framesOfType("publish").length === 1, "the publish frame");
    setup.platform.hub.dropAll();
    expect(await outcome).toMatchObject({
      kind: "realtime",
      code: "CONNECTION_CLOSED",
      message: "Realtime connection closed",
    });
  });

  test("without subscriptions a dropped socket is not reconnected", async () => {
    const setup = start();
    const channel = await subscribed(setup);
    await channel.unsubscribe();
    setup.platform.hub.dropAll();
    await eventually(() => setup.client.realtime.state() === "idle", "the idle state");
    expect(setup.time.pending()).toEqual([]);
  });
});
