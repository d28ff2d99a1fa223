/**
 * The single-flight refresh: every waiter settles (docs/behaviour.md#platform-auth, docs/platform-client.md).
 */
import { describe, expect, test } from "vitest";
import { tokenStorageKey } from "../../../platform/auth/token-store.ts";
import { eventually } from "../support/fake-time.ts";
import { rejection, setup, signIn } from "../support/setup.ts";

const CONCURRENT_CALLS = 10;

async function tenCalls(client: ReturnType<typeof setup>["client"]) {
  return await Promise.allSettled(
    Array.from({ length: CONCURRENT_CALLS }, (_, index) => client.ai.text({ prompt: `call ${index}` })),
  );
}

describe("the refresh race", () => {
  test("10 concurrent calls rejected with 401 cause exactly one refresh, and all 10 succeed on the new token", async () => {
    const env = setup();
    await signIn(env);
    const { platform, client } = env;
    platform.state.revokeAccessTokens();
    // Hold the refresh until every call has been turned away, so they all wait on the same refresh.
    const held = platform.faults.hold("/api/auth/refresh");
    const calls = tenCalls(client);
    await eventually(() => platform.state.unauthorizedReplies === CONCURRENT_CALLS, "ten 401 replies");
    await eventually(() => held.hits() === 1, "the refresh to arrive");
    held.release();

    const results = await calls;
    expect(results.map((result) => result.status)).toEqual(Array(CONCURRENT_CALLS).fill("fulfilled"));
    expect(platform.state.refreshCalls).toBe(1);
    const retried = platform.state.requestsTo("/text").slice(CONCURRENT_CALLS);
    expect(new Set(retried.map((request) => request.headers.authorization)).size).toBe(1);
    expect(retried).toHaveLength(CONCURRENT_CALLS);
  });

  test("when the refresh fails, all 10 calls settle with TOKEN_EXPIRED and the tokens are cleared", async () => {
    const env = setup();
    await signIn(env);
    const { platform, client, storage } = env;
    platform.state.revokeAccessTokens();
    platform.faults.fail({ path: "/api/auth/refresh", status: 500, body: { error: "down" } });
    const held = platform.faults.hold("/api/auth/refresh");
    const calls = tenCalls(client);
    await eventually(() => platform.state.unauthorizedReplies === CONCURRENT_CALLS, "ten 401 replies");
    held.release();

    const results = await calls;
    expect(results.map((result) => result.status)).toEqual(Array(CONCURRENT_CALLS).fill("rejected"));
    for (const result of results) {
      expect((result as PromiseRejectedResult).reason).toMatchObject({
        kind: "auth",
        code: "TOKEN_EXPIRED",
        message: "Session expired. Please sign in again.",
      });
    }
    expect(platform.state.refreshCalls).toBe(0); // the fault answered before the route counted
    expect(platform.state.requestsTo("/api/auth/refresh")).toHaveLength(1);
    expect(client.auth.isAuthenticated()).toBe(false);
    expect(storage.getItem(tokenStorageKey(platform.projectId))).toBeNull();
  });

  test("a refresh that never answers fails its waiters after 10 s instead of leaving them hanging", async () => {
    const env = setup();
    await signIn(env);
    const { platform, client, time } = env;
    platform.state.revokeAccessTokens();
    const held = platform.faults.hold("/api/auth/refresh");
    const outcomes: string[] = [];
    const calls = Array.from(
      { length: 3 },
      () =>
        client.ai.text({ prompt: "x" }).then(() => outcomes.push("ok"), (error) => outcomes.push(error.code)),
    );
    await eventually(() => held.hits() === 1, "the refresh to arrive");
    await time.advance(9_999);
    expect(outcomes).toEqual([]);
    await time.advance(1);
    await Promise.all(calls);
    expect(outcomes).toEqual(["TOKEN_EXPIRED", "TOKEN_EXPIRED", "TOKEN_EXPIRED"]);
    held.release();
  });

  test("a 401 for a token another call already replaced uses the new token without a second refresh", async () => {
    const env = setup();
    await signIn(env);
    const { platform, client } = env;
    platform.state.revokeAccessTokens();
    await client.ai.text({ prompt: "first" });
    expect(platform.state.refreshCalls).toBe(1);
    await client.ai.text({ prompt: "second" });
    expect(platform.state.refreshCalls).toBe(1);
  });
});

describe("refreshing on expiry", () => {
  test("an access token within 30 s of expiry is refreshed before the call, not after a 401", async () => {
    const env = setup();
    await signIn(env);
    const { platform, client, time } = env;
    await time.advance(869_000);
    await client.ai.text({ prompt: "still fresh" });
    expect(platform.state.refreshCalls).toBe(0);
    await time.advance(1_000);
    await client.ai.text({ prompt: "now stale" });
    expect(platform.state.refreshCalls).toBe(1);
    expect(platform.state.unauthorizedReplies).toBe(0);
  });

  test("an expired refresh token clears the tokens without asking the platform", async () => {
    const env = setup();
    const { platform, client, time, storage } = env;
    const user = platform.state.addUser({ email: "a@b.c", password: "pw" });
    await client.auth.setSession({ ...platform.state.issueTokens(user.id), refresh_expires_in: 3_600 }, {
      id: user.id,
    });
    await time.advance(3_600_000);
    const error = await rejection(client.ai.text({ prompt: "late" }));
    expect(error).toMatchObject({ code: "TOKEN_EXPIRED" });
    expect(platform.state.requestsTo("/api/auth/refresh")).toEqual([]);
    expect(client.auth.isAuthenticated()).toBe(false);
    expect(storage.getItem(tokenStorageKey(platform.projectId))).toBeNull();
    // Signed out, the next call goes without a token.
    await client.ai.text({ prompt: "anonymous" });
    expect(platform.state.requests.at(-1)!.headers.authorization).toBeUndefined();
  });

  test("auth.refresh() refreshes now, keeps the user and saves the new tokens", async () => {
    const env = setup();
    const { user } = await signIn(env);
    const before = env.client.auth.currentUser();
    await env.client.auth.refresh();
    expect(env.platform.state.refreshCalls).toBe(1);
    expect(env.client.auth.currentUser()).toEqual(before);
    expect(before).toMatchObject({ id: user.id });
    const saved = JSON.parse(env.storage.getItem(tokenStorageKey(env.platform.projectId))!);
    expect(env.platform.state.accessTokens.get(saved.access_token)).toBe(user.id);
  });
});
