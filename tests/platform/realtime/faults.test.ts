/**
 * Realtime faults of issue 12, over a real websocket on 127.0.0.1 with fake timers: acks that carry no request
 * id, a server that accepts and drops every socket at once, and the token kept out of the socket's address.
 */
import { afterEach, describe, expect, test } from "vitest";
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

describe("acks without a request id (matched by channel, in order)", () => {
  test("subscribe resolves on a 'subscribed' ack that names only the channel, well before the 10 s timeout", async () => {
    const setup = start();
    const channel = setup.client.realtime.channel("lobby");
    await channel.subscribe({ userId: "u1" });
    expect(channel.state).toBe("subscribed");
    expect(setup.time.now() - Date.UTC(2026, 0, 1)).toBe(0);
  });

  test("two publishes on one channel get their own message ids, in the order sent", async () => {
    const setup = start();
    const channel = setup.client.realtime.channel("lobby");
    await channel.subscribe();
    const [first, second] = await Promise.all([
      channel.publish("chat", { n: 1 }),
      channel.publish("chat", { n: 2 }),
    ]);
    const history = setup.platform.state.history.get("lobby")!;
    expect(history.find((message) => message.id === first)?.data).toEqual({ n: 1 });
    expect(history.find((message) => message.id === second)?.data).toEqual({ n: 2 });
  });

  test("a publish on another channel does not take this channel's ack", async () => {
    const setup = start();
    const lobby = setup.client.realtime.channel("lobby");
    const news = setup.client.realtime.channel("news");
    await Promise.all([lobby.subscribe(), news.subscribe()]);
    const [inLobby, inNews] = await Promise.all([lobby.publish("chat", "a"), news.publish("post", "b")]);
    expect(setup.platform.state.history.get("lobby")!.map((message) => message.id)).toEqual([inLobby]);
    expect(setup.platform.state.history.get("news")!.map((message) => message.id)).toEqual([inNews]);
  });

  test("an error frame naming the channel fails that channel's waiting request with the platform's text", async () => {
    const setup = start();
    const channel = setup.client.realtime.channel("lobby");
    await channel.subscribe();
    setup.platform.hub.reverseAckBatch = 99; // the publish ack never comes
    const publish = rejection(channel.publish("chat", {}));
    await eventually(() => setup.platform.hub.framesOfType("publish").length === 1, "the publish frame");
    for (const peer of setup.platform.hub.peers) {
      peer.ws.send(
        JSON.stringify({ type: "error", payload: { channel: "lobby", error: "Message too large" } }),
      );
    }
    expect(await publish).toMatchObject({
      kind: "realtime",
      code: "SERVER_ERROR",
      message: "Message too large",
    });
  });
});

describe("a flapping server", () => {
  test("a server that accepts and closes at once is backed off from: 1, 2, 4, 8, 16, 30 s, never reset by opening", async () => {
    const setup = start();
    await setup.client.realtime.channel("lobby").subscribe();
    setup.platform.hub.closeOnOpen = true;
    setup.platform.hub.dropAll();
    const scheduled = () => setup.changes.filter((change) => change.delayMs !== undefined);
    await eventually(() => scheduled().length === 1, "the first reconnect");
    for (let attempt = 1; attempt <= 6; attempt++) {
      await eventually(() => scheduled().length === attempt, `reconnect ${attempt}`);
      await setup.time.advance(scheduled()[attempt - 1].delayMs!);
      await eventually(() => setup.platform.hub.connections === attempt + 1, `socket ${attempt + 1} opened`);
    }
    await eventually(() => scheduled().length === 7, "reconnect 7");
    const seconds = scheduled().map((change) => Math.floor(change.delayMs! / 1000));
    expect(seconds).toEqual([1, 2, 4, 8, 16, 30, 30]);
    expect(scheduled().map((change) => change.attempt)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });
});

describe("the socket's address", () => {
  test("carries the project but never the access token, even when signed in", async () => {
    const setup = start();
    const user = setup.platform.state.addUser({ email: "ada@example.com", password: "pw" });
    const tokens = setup.platform.state.issueTokens(user.id);
    await setup.client.auth.setSession(tokens);
    await setup.client.realtime.channel("lobby").subscribe();
    const [url] = setup.platform.hub.socketUrls;
    expect(new URL(url).search).toBe("?project_id=proj_local");
    expect(url).not.toContain(tokens.access_token);
  });
});
