/**
 * Refresh races and tabs (issue 12): a refresh answer is kept only while the session still holds the tokens it
 * refreshed; a failed refresh re-reads storage and never wipes another tab's newer tokens; tabs follow each
 * other's sign-in, refresh and sign-out through storage events.
 */
import { describe, expect, test } from "vitest";
import { tokenStorageKey } from "../../../platform/auth/token-store.ts";
import { browserTabs } from "../support/browser-tabs.ts";
import { eventually, FakeTime } from "../support/fake-time.ts";
import { createLocalPlatform } from "../support/local-platform/app.ts";
import { rejection, setup, signIn } from "../support/setup.ts";
import { createClient } from "../../../platform/mod.ts";

describe("a refresh that finishes after the session moved on", () => {
  test("signing out during a refresh stays signed out: the late answer is dropped and its waiters fail", async () => {
    const env = setup();
    await signIn(env);
    const held = env.platform.faults.hold("/api/auth/refresh");
    const refresh = rejection(env.client.auth.refresh());
    await eventually(() => held.hits() === 1, "the refresh to reach the platform");
    env.client.auth.logout();
    held.release();

    expect(await refresh).toMatchObject({ code: "TOKEN_EXPIRED" });
    expect(env.client.auth.isAuthenticated()).toBe(false);
    expect(env.client.auth.currentUser()).toBeNull();
    expect(env.storage.getItem(tokenStorageKey(env.platform.projectId))).toBeNull();
  });

  test("signing in as B during A's refresh keeps B with B's own token (A's refreshed tokens are dropped)", async () => {
    const env = setup();
    await signIn(env, { email: "a@example.com" });
    const held = env.platform.faults.hold("/api/auth/refresh");
    const refresh = env.client.auth.refresh();
    await eventually(() => held.hits() === 1, "A's refresh to reach the platform");
    const b = env.platform.state.addUser({ email: "b@example.com", password: "pw" });
    const bTokens = env.platform.state.issueTokens(b.id);
    await env.client.auth.setSession(bTokens);
    held.release();
    await refresh;

    expect(env.platform.state.refreshCalls).toBe(1);
    expect(env.client.auth.currentUser()).toMatchObject({ email: "b@example.com" });
    await env.client.ai.text({ prompt: "whose token?" });
    expect(env.platform.state.requestsTo("/text").at(-1)!.headers.authorization).toBe(
      `Bearer ${bTokens.access_token}`,
    );
    const stored = JSON.parse(env.storage.getItem(tokenStorageKey(env.platform.projectId))!);
    expect(stored.access_token).toBe(bTokens.access_token);
  });
});

/** Two tabs of one browser on one local platform, sharing storage. */
function twoTabs() {
  const time = new FakeTime();
  const platform = createLocalPlatform({ now: () => time.now() });
  const tabs = browserTabs();
  const open = () =>
    createClient({
      projectId: platform.projectId,
      baseUrl: platform.url,
      fetch: platform.fetch,
      clock: time,
      timers: time,
      ...tabs.open(),
    });
  const user = platform.state.addUser({ email: "ada@example.com", password: "pw" });
  return { time, platform, tabs, first: open(), second: open(), user };
}

describe("two tabs on one storage", () => {
  test("both refresh with one refresh token: the loser adopts the winner's tokens instead of signing both out", async () => {
    const { platform, first, second, tabs, user } = twoTabs();
    await first.auth.ready();
    await second.auth.ready();
    const tokens = platform.state.issueTokens(user.id);
    await first.auth.setSession(tokens);
    await eventually(() => second.auth.isAuthenticated(), "the second tab to follow the sign-in");

    // The second tab's refresh reaches the platform after the first one rotated the refresh token away.
    const held = platform.faults.hold("/api/auth/refresh");
    const winner = first.auth.refresh();
    const loser = second.auth.refresh();
    await eventually(() => held.hits() === 2, "both refreshes to reach the platform");
    held.release();
    await winner;
    await loser;

    expect(platform.state.refreshCalls).toBe(2);
    const stored = JSON.parse(tabs.items.get(tokenStorageKey(platform.projectId))!);
    expect(stored.access_token).not.toBe(tokens.access_token);
    expect(first.auth.isAuthenticated()).toBe(true);
    expect(second.auth.isAuthenticated()).toBe(true);
    await second.ai.text({ prompt: "still signed in" });
    expect(platform.state.requestsTo("/text").at(-1)!.headers.authorization).toBe(
      `Bearer ${stored.access_token}`,
    );
  });

  test("a tab follows the other's sign-in (fetching who it is), refresh and sign-out", async () => {
    const { platform, first, second, user } = twoTabs();
    await first.auth.ready();
    await second.auth.ready();
    await first.auth.setSession(platform.state.issueTokens(user.id));
    await eventually(() => second.auth.currentUser()?.email === "ada@example.com", "the second tab's user");

    await first.auth.refresh();
    await second.ai.text({ prompt: "after the other tab refreshed" });
    expect(platform.state.refreshCalls).toBe(1);
    expect(platform.state.unauthorizedReplies).toBe(0);

    first.auth.logout();
    expect(second.auth.isAuthenticated()).toBe(false);
    expect(second.auth.currentUser()).toBeNull();
  });
});

describe("auth codes the docs do not list", () => {
  test("a 401 with an unknown code at sign-in shows the default message, not the password one", async () => {
    const env = setup({ auth: { mode: "headless" } });
    env.platform.faults.fail({
      path: "/api/auth/signin/email",
      status: 401,
      body: { error: "Too many failed attempts", code: "ACCOUNT_LOCKED" },
    });
    expect(await rejection(env.client.auth.signInWithEmail("a@example.com", "pw"))).toMatchObject({
      kind: "auth",
      code: "AUTH_ERROR",
      platformCode: "ACCOUNT_LOCKED",
      message: "Authentication error. Please try again.",
    });
  });

  test("a bare 401 at sign-in still means the credentials were wrong", async () => {
    const env = setup({ auth: { mode: "headless" } });
    env.platform.faults.fail({ path: "/api/auth/signin/email", status: 401 });
    expect(await rejection(env.client.auth.signInWithEmail("a@example.com", "pw"))).toMatchObject({
      code: "INVALID_CREDENTIALS",
      message: "Invalid email or password. Please try again.",
    });
  });
});
