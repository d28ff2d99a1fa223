/**
 * Our client through the same scenarios as the published SDK (sdk.test.ts), against the same local platform:
 * the same requests on the wire, the same results.
 */
import { afterEach, describe, expect, test } from "vitest";
import { COMPAT_EMAIL, COMPAT_PASSWORD, type CompatEnv, createCompatEnv } from "../support/compat-env.ts";
import { ANALYTICS_EVENT_FIELDS, expectWire, SCENARIOS } from "../support/compat-scenarios.ts";

let env: CompatEnv | undefined;
afterEach(async () => {
  await env?.close();
  env = undefined;
});

describe("our client in the SDK's scenarios", () => {
  test.each(SCENARIOS.map((scenario) => [scenario.call, scenario] as const))(
    "%s",
    async (_call, scenario) => {
      env = createCompatEnv(scenario.platform);
      scenario.arrange?.(env.platform);
      if (scenario.signedIn) await env.ours.auth.signInWithEmail(COMPAT_EMAIL, COMPAT_PASSWORD);
      const result = await scenario.ours(env.ours, env);
      scenario.expectResult(result, env);
      expectWire(scenario, env.platform);
    },
  );

  test("POST /api/analytics/{projectId}/log {events}: the same event fields, custom properties beside them", async () => {
    env = createCompatEnv();
    env.ours.analytics.log("pageview", { plan: "pro" });
    await env.ours.analytics.flush();
    const [batch] = env.platform.state.analyticsBatches;
    expect(batch.events).toHaveLength(1);
    expect(Object.keys(batch.events[0]).sort()).toEqual(ANALYTICS_EVENT_FIELDS);
    expect(batch.events[0]).toMatchObject({ type: "pageview", project_id: "proj_local", plan: "pro" });
  });
});
