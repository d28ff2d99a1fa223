/**
 * The published SDK against the tests' local platform, for every call of docs/behaviour.md#platform-services
 * the SDK makes: if the SDK works against it, the local platform speaks the real platform's wire (see
 * client.test.ts for ours).
 */
import { afterEach, describe, expect, test } from "vitest";
import { COMPAT_EMAIL, COMPAT_PASSWORD, type CompatEnv, createCompatEnv } from "../support/compat-env.ts";
import { ANALYTICS_EVENT_FIELDS, expectWire, SCENARIOS } from "../support/compat-scenarios.ts";

let env: CompatEnv | undefined;
afterEach(async () => {
  await env?.close();
  env = undefined;
});

describe("the published SDK against the local platform", () => {
  test.each(SCENARIOS.map((scenario) => [scenario.call, scenario] as const))(
    "%s",
    async (_call, scenario) => {
      env = createCompatEnv(scenario.platform);
      scenario.arrange?.(env.platform);
      if (scenario.signedIn) await env.sdk.auth.signInWithEmail(COMPAT_EMAIL, COMPAT_PASSWORD);
      const result = await scenario.sdk(env.sdk, env);
      scenario.expectResult(result, env);
      expectWire(scenario, env.platform);
    },
  );

  test("POST /api/analytics/{projectId}/log {events} (the SDK's batcher, which it only starts in a browser)", async () => {
    env = createCompatEnv();
    // Outside a browser the SDK never queues events, so its own event builder and flush are driven directly.
    const analytics = env.sdk.analytics as unknown as {
      queue: unknown[];
      buildEvent(type: string, data: Record<string, unknown>): unknown;
      flush(): Promise<void>;
    };
    analytics.queue.push(analytics.buildEvent("pageview", { plan: "pro" }));
    await analytics.flush();
    const [batch] = env.platform.state.analyticsBatches;
    expect(batch.events).toHaveLength(1);
    expect(Object.keys(batch.events[0]).sort()).toEqual(ANALYTICS_EVENT_FIELDS);
    expect(batch.events[0]).toMatchObject({ type: "pageview", project_id: "proj_local", plan: "pro" });
  });
});
