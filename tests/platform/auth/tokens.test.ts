import { describe, expect, test } from "vitest";
import { requestParentTokens, TOKEN_HANDOVER_MESSAGE } from "../../../platform/auth/parent-window.ts";
import { tokenStorageKey } from "../../../platform/auth/token-store.ts";
import {
  isAccessExpired,
  isRefreshExpired,
  readUrlTokens,
  stampTokens,
} from "../../../platform/auth/tokens.ts";
import type { BrowserEnv } from "../../../platform/mod.ts";
import { FakeTime } from "../support/fake-time.ts";
import { setup } from "../support/setup.ts";

const ISSUED_S = 1_767_225_600; // 2026-01-01T00:00:00Z
const at = (seconds: number) => (ISSUED_S + seconds) * 1000;
const tokens = stampTokens(
  { access_token: "a", refresh_token: "r", expires_in: 900, refresh_expires_in: 3600, issued_at: ISSUED_S },
  0,
);

describe("token expiry (docs/behaviour.md#platform-auth)", () => {
  test.each([
    [0, false],
    [869, false],
    [869.999, false],
    [870, true],
    [899, true],
    [901, true],
  ])(
    "an access token living 900 s, %s s after issue, counts as expired: %s (30 s early)",
    (elapsed, expired) => {
      expect(isAccessExpired(tokens, at(elapsed))).toBe(expired);
    },
  );

  test.each([
    [{}, 3599, false],
    [{}, 3600, true],
    [{ refresh_expires_in: undefined }, 10 ** 9, false],
    [{ refresh_token: undefined }, 0, true],
  ])("refresh token %j at %s s is expired: %s", (change, elapsed, expired) => {
    expect(isRefreshExpired({ ...tokens, ...change }, at(elapsed))).toBe(expired);
  });

  test("a token set without issued_at is stamped with the time it arrived, and 900 s without expires_in", () => {
    expect(stampTokens({ access_token: "a" }, at(10) + 999)).toMatchObject({
      issued_at: ISSUED_S + 10,
      expires_in: 900,
      token_type: "Bearer",
    });
  });
});

describe("tokens in the URL", () => {
  test("are read from the query with 900 s and 30-day defaults, and removed from the address", () => {
    const found = readUrlTokens("https://app.example/kit?x=1&access_token=AT&refresh_token=RT#top", at(0));
    expect(found?.tokens).toMatchObject({
      access_token: "AT",
      refresh_token: "RT",
      expires_in: 900,
      refresh_expires_in: 2_592_000,
      issued_at: ISSUED_S,
    });
    expect(found?.cleanHref).toBe("https://app.example/kit?x=1#top");
  });

  test("are read from the fragment too, with the lifetimes the URL states", () => {
    const found = readUrlTokens(
      "https://app.example/#access_token=AT&refresh_token=RT&expires_in=60&refresh_expires_in=120",
      0,
    );
    expect(found?.tokens).toMatchObject({ expires_in: 60, refresh_expires_in: 120 });
    expect(found?.cleanHref).toBe("https://app.example/");
  });

  test("a URL without tokens is left alone", () => {
    expect(readUrlTokens("https://app.example/?a=1", 0)).toBeUndefined();
  });

  test("malformed tokens are removed from the address but not used", () => {
    const found = readUrlTokens("https://app.example/?access_token=AT&expires_in=soon", 0);
    expect(found).toEqual({ tokens: undefined, cleanHref: "https://app.example/" });
  });

  test("the client takes tokens from the page URL at start-up, saves them and replaces the address", async () => {
    const replaced: string[] = [];
    let issued = "";
    const { client, storage, platform } = setup((platform) => {
      const user = platform.state.addUser({ email: "url@example.com", password: "pw" });
      const { access_token, refresh_token } = platform.state.issueTokens(user.id);
      issued = access_token;
      const browser: BrowserEnv = {
        location: {
          href: `https://app.example/?access_token=${access_token}&refresh_token=${refresh_token}`,
          assign: () => {},
        },
        history: { replaceState: (_data, _unused, url) => replaced.push(url) },
      };
      return { browser };
    });
    await client.auth.ready();
    expect(client.auth.currentUser()).toMatchObject({ email: "url@example.com" });
    expect(replaced).toEqual(["https://app.example/"]);
    expect(JSON.parse(storage.getItem(tokenStorageKey(platform.projectId))!)).toMatchObject({
      access_token: issued,
    });
  });
});

/** A window that can receive message events, and a parent that records what is posted to it. */
function frame() {
  const listeners = new Set<(event: unknown) => void>();
  const posted: { message: unknown; origin: string }[] = [];
  return {
    posted,
    window: {
      addEventListener: (_type: string, listener: (event: unknown) => void) => listeners.add(listener),
      removeEventListener: (_type: string, listener: (event: unknown) => void) => listeners.delete(listener),
    },
    parent: { postMessage: (message: unknown, origin: string) => posted.push({ message, origin }) },
    deliver: (event: unknown) => [...listeners].forEach((listener) => listener(event)),
    listeners,
  };
}

describe("tokens from a parent window", () => {
  const handover = { type: TOKEN_HANDOVER_MESSAGE, tokens: { access_token: "PT", refresh_token: "PR" } };

  test("are requested with postMessage and accepted from a trusted origin", async () => {
    const time = new FakeTime();
    const page = frame();
    const waiting = requestParentTokens({
      ...page,
      trustedOrigins: ["https://studio.example"],
      projectId: "p",
      timers: time,
      nowMs: () => time.now(),
    });
    expect(page.posted).toEqual([{
      message: { type: "PLATFORM_REQUEST_TOKENS", projectId: "p" },
      origin: "*",
    }]);
    page.deliver({ origin: "https://studio.example", data: handover });
    expect(await waiting).toMatchObject({ access_token: "PT", refresh_token: "PR" });
    expect(page.listeners.size).toBe(0);
  });

  test("are ignored from any other origin, and the wait ends after 100 ms", async () => {
    const time = new FakeTime();
    const page = frame();
    let result: unknown = "pending";
    void requestParentTokens({
      ...page,
      trustedOrigins: ["https://studio.example"],
      projectId: "p",
      timers: time,
      nowMs: () => time.now(),
    })
      .then((tokens) => (result = tokens));
    page.deliver({ origin: "https://evil.example", data: handover });
    page.deliver({ origin: "https://studio.example", data: { type: "OTHER", tokens: handover.tokens } });
    await time.advance(99);
    expect(result).toBe("pending");
    await time.advance(1);
    expect(result).toBeUndefined();
    expect(page.listeners.size).toBe(0);
  });

  test("the client in a frame uses the parent's tokens before the URL and storage", async () => {
    const page = frame();
    const { client, time, platform } = setup(() => ({
      browser: {
        window: page.window,
        parent: page.parent,
        location: { href: "https://app.example/?access_token=URL", assign: () => {} },
      },
      auth: { trustedOrigins: ["https://studio.example"] },
    }));
    const user = platform.state.addUser({ email: "parent@example.com", password: "pw" });
    page.deliver({
      origin: "https://studio.example",
      data: { type: TOKEN_HANDOVER_MESSAGE, tokens: platform.state.issueTokens(user.id) },
    });
    await time.advance(0);
    await client.auth.ready();
    expect(client.auth.currentUser()).toMatchObject({ email: "parent@example.com" });
    // The URL's token was not used, and is still in the address (it was never read).
    expect(platform.state.requests.map((request) => request.headers.authorization)).not.toContain(
      "Bearer URL",
    );
  });
});

describe("tokens in storage", () => {
  test("are restored at start-up, and unreadable ones are removed", async () => {
    const first = setup();
    const user = first.platform.state.addUser({ email: "a@b.c", password: "pw" });
    first.storage.setItem(
      tokenStorageKey(first.platform.projectId),
      JSON.stringify({ ...first.platform.state.issueTokens(user.id), issued_at: first.time.now() / 1000 }),
    );
    // The same storage, a new client: it starts signed in and fetches the user.
    const second = setup({
      storage: first.storage,
      fetch: first.platform.fetch,
      clock: first.time,
      timers: first.time,
    });
    await second.client.auth.ready();
    expect(second.client.auth.currentUser()).toMatchObject({ id: user.id, email: "a@b.c" });

    first.storage.setItem(tokenStorageKey(first.platform.projectId), "{not json");
    const third = setup({ storage: first.storage });
    await third.client.auth.ready();
    expect(third.client.auth.isAuthenticated()).toBe(false);
    expect(first.storage.getItem(tokenStorageKey(first.platform.projectId))).toBeNull();
  });
});
