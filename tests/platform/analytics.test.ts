import { describe, expect, test } from "vitest";
import { detectChannel, readUtm } from "../../platform/analytics/attribution.ts";
import { truncateStrings } from "../../platform/analytics/analytics.ts";
import type { BrowserEnv } from "../../platform/mod.ts";
import { setup, signIn } from "./support/setup.ts";

/** A page whose document and window record their listeners, so tests can hide the page. */
function page(options: { href?: string; referrer?: string; doNotTrack?: string } = {}) {
  const listeners = new Map<string, Set<(event: unknown) => void>>();
  const target = {
    addEventListener: (type: string, listener: (event: unknown) => void) => {
      if (!listeners.has(type)) listeners.set(type, new Set());
      listeners.get(type)!.add(listener);
    },
    removeEventListener: (type: string, listener: (event: unknown) => void) =>
      listeners.get(type)?.delete(listener),
  };
  const document = { ...target, referrer: options.referrer ?? "", visibilityState: "visible" };
  const browser: BrowserEnv = {
    location: {
      href: options.href ?? "https://app.example/kit?utm_source=news&utm_medium=email&utm_campaign=launch",
      assign: () => {},
    },
    document,
    window: target,
    navigator: { doNotTrack: options.doNotTrack ?? null },
    screen: { width: 1440 },
  };
  const fire = (type: string) => [...(listeners.get(type) ?? [])].forEach((listener) => listener({}));
  return { browser, document, fire, listeners };
}

describe("analytics batching", () => {
  test("ten events go at once as one batch", async () => {
    const { client, platform, time } = setup({ browser: page().browser });
    for (let index = 0; index < 10; index++) client.analytics.log("click", { index });
    await time.advance(0);
    expect(platform.state.analyticsBatches).toHaveLength(1);
    expect(platform.state.analyticsBatches[0].events).toHaveLength(10);
    expect(client.analytics.pending()).toBe(0);
  });

  test("fewer than ten events go 3 s after the first", async () => {
    const { client, platform, time } = setup({ browser: page().browser });
    client.analytics.log("view");
    await time.advance(1_000);
    client.analytics.log("click");
    await time.advance(1_999);
    expect(platform.state.analyticsBatches).toHaveLength(0);
    await time.advance(1);
    expect(platform.state.analyticsBatches.map((batch) => batch.events.map((event) => event.type))).toEqual([[
      "view",
      "click",
    ]]);
  });

  test("twenty-three events go as 10, 10 and then 3 after 3 s", async () => {
    const { client, platform, time } = setup({ browser: page().browser });
    for (let index = 0; index < 23; index++) client.analytics.log("e");
    await time.advance(0);
    expect(platform.state.analyticsBatches.map((batch) => batch.events.length)).toEqual([10, 10]);
    await time.advance(3_000);
    expect(platform.state.analyticsBatches.map((batch) => batch.events.length)).toEqual([10, 10, 3]);
  });

  test("an event carries the documented fields: project, user, session, page, screen, channel and UTM", async () => {
    const env = setup({
      browser: page({ referrer: "https://www.google.com/search?q=x" }).browser,
    });
    await signIn(env, { email: "ada@example.com" });
    await env.client.auth.me();
    env.client.analytics.log("cta_click", { button: "Make My Kit" });
    await env.client.analytics.flush();
    const [event] = env.platform.state.analyticsBatches[0].events;
    expect(event).toEqual({
      type: "cta_click",
      timestamp: "2026-01-01T00:00:00.000Z",
      project_id: "proj_local",
      user_id: expect.stringMatching(/^user_/),
      user_email: "ada@example.com",
      session_id: expect.stringMatching(/^s_[0-9a-z]{16}$/),
      pathname: "/kit",
      referrer: "https://www.google.com/search?q=x",
      screen_width: 1440,
      channel: "Email",
      utm_source: "news",
      utm_medium: "email",
      utm_campaign: "launch",
      utm_content: null,
      utm_term: null,
      button: "Make My Kit",
    });
    expect(env.platform.state.requestsTo("/api/analytics/proj_local/log")).toHaveLength(1);
  });

  test("strings are cut to 256 characters, nested ones too", async () => {
    const { client, platform } = setup({ browser: page().browser });
    const long = "x".repeat(300);
    client.analytics.log(long, { note: long, list: [long, 1], nested: { deep: long }, short: "ok" });
    await client.analytics.flush();
    const [event] = platform.state.analyticsBatches[0].events as any[];
    expect(event.type).toHaveLength(256);
    expect(event.note).toHaveLength(256);
    expect(event.list[0]).toHaveLength(256);
    expect(event.list[1]).toBe(1);
    expect(event.nested.deep).toHaveLength(256);
    expect(event.short).toBe("ok");
  });

  test.each([
    ["x".repeat(256), 256],
    ["x".repeat(257), 256],
    ["", 0],
  ])("truncateStrings keeps at most 256 of %#", (text, length) => {
    expect(truncateStrings(text)).toHaveLength(length);
  });

  test("a failed send keeps the events for the next flush", async () => {
    const { client, platform } = setup({ browser: page().browser });
    platform.faults.fail({ path: "/log", status: 503 });
    client.analytics.log("a");
    await client.analytics.flush();
    expect(client.analytics.pending()).toBe(1);
    await client.analytics.flush();
    expect(platform.state.analyticsBatches.map((batch) => batch.events.length)).toEqual([1]);
  });

  test("a failed send tries again 3 s later by itself, without waiting for another event", async () => {
    const { client, platform, time } = setup({ browser: page().browser });
    platform.faults.fail({ path: "/log", status: 503, times: 2 });
    client.analytics.log("a");
    await time.advance(3_000);
    expect(platform.state.requestsTo("/log")).toHaveLength(1);
    expect(client.analytics.pending()).toBe(1);
    await time.advance(2_999);
    expect(platform.state.requestsTo("/log")).toHaveLength(1);
    await time.advance(1);
    expect(platform.state.requestsTo("/log")).toHaveLength(2);
    await time.advance(3_000);
    expect(platform.state.analyticsBatches.map((batch) => batch.events.map((event) => event.type))).toEqual([[
      "a",
    ]]);
    expect(client.analytics.pending()).toBe(0);
    await time.advance(60_000);
    expect(platform.state.requestsTo("/log")).toHaveLength(3);
  });

  test("custom properties travel beside the standard fields, and cannot replace them", async () => {
    const { client, platform } = setup({ browser: page().browser });
    client.analytics.log("signup", { plan: "pro", session_id: "forged", type: "forged" });
    await client.analytics.flush();
    const [event] = platform.state.analyticsBatches[0].events;
    expect(event).toMatchObject({ type: "signup", plan: "pro", session_id: expect.stringMatching(/^s_/) });
  });
});

describe("analytics sessions", () => {
  test("the session lasts while events keep coming and is replaced after 30 minutes idle", async () => {
    const { client, platform, time } = setup({ browser: page().browser });
    const sessions = async () => {
      await client.analytics.flush();
      return platform.state.analyticsBatches.flatMap((batch) =>
        batch.events.map((event) => event.session_id)
      );
    };
    client.analytics.log("a");
    await time.advance(30 * 60 * 1000);
    client.analytics.log("b"); // exactly 30 minutes later: the same session
    await time.advance(30 * 60 * 1000 + 1);
    client.analytics.log("c"); // more than 30 minutes idle: a new one
    const ids = await sessions();
    expect(ids[0]).toBe(ids[1]);
    expect(ids[2]).not.toBe(ids[1]);
  });
});

describe("do-not-track and page hide", () => {
  test.each([["navigator.doNotTrack", "1"], ["navigator.doNotTrack", "yes"]])(
    "with %s = %j nothing is recorded",
    async (_where, flag) => {
      const { client, platform, time } = setup({ browser: page({ doNotTrack: flag }).browser });
      client.analytics.log("view");
      await time.advance(3_000);
      await client.analytics.flush();
      expect(client.analytics.isEnabled()).toBe(false);
      expect(platform.state.analyticsBatches).toEqual([]);
    },
  );

  test("window.doNotTrack counts too, and enable() cannot override it", () => {
    const { browser } = page();
    const { client } = setup({ browser: { ...browser, doNotTrack: "1" } });
    client.analytics.enable();
    expect(client.analytics.isEnabled()).toBe(false);
  });

  test("disable() stops recording and drops the queue", async () => {
    const { client, platform, time } = setup({ browser: page().browser });
    client.analytics.log("a");
    client.analytics.disable();
    client.analytics.log("b");
    await time.advance(3_000);
    expect(platform.state.analyticsBatches).toEqual([]);
  });

  test.each(["visibilitychange", "pagehide"])(
    "on %s the queue is sent at once with keepalive",
    async (event) => {
      const view = page();
      const { client, platform, time } = setup({ browser: view.browser });
      client.analytics.log("view");
      view.document.visibilityState = "hidden";
      view.fire(event);
      await time.advance(0);
      expect(platform.state.analyticsBatches).toHaveLength(1);
      expect(platform.state.keepaliveFetches).toEqual(["/api/analytics/proj_local/log"]);
    },
  );

  test("dispose() removes the page listeners", () => {
    const view = page();
    const { client } = setup({ browser: view.browser });
    client.dispose();
    expect([...view.listeners.values()].every((set) => set.size === 0)).toBe(true);
  });
});

describe("attribution", () => {
  test("readUtm() reads the five UTM parameters", () => {
    expect(
      readUtm("https://a.example/?utm_source=s&utm_medium=m&utm_campaign=c&utm_content=x&utm_term=t&other=1"),
    ).toEqual({
      source: "s",
      medium: "m",
      campaign: "c",
      content: "x",
      term: "t",
    });
  });

  test.each([
    ["", {}, "Direct"],
    ["https://app.example/other", {}, "Direct"],
    ["", { source: "newsletter" }, "Campaign"],
    ["https://www.google.com/", {}, "Organic Search"],
    ["https://duckduckgo.com/", {}, "Organic Search"],
    ["https://t.co/abc", {}, "Social"],
    ["https://www.instagram.com/", {}, "Social"],
    ["https://blog.example/post", {}, "Referral"],
    ["https://www.google.com/", { medium: "cpc" }, "Paid"],
    ["", { medium: "Email" }, "Email"],
    ["https://blog.example/", { medium: "social" }, "Social"],
    ["not a url", {}, "Direct"],
  ])("referrer %j with UTM %j is %s", (referrer, utm, channel) => {
    expect(detectChannel(referrer, utm, "app.example")).toBe(channel);
  });
});
