/**
 * One compatibility scenario's world: a fresh local platform served on loopback, a user who can sign in, and
 * both clients pointed at it: the published SDK and ours.
 */
import { createClient, memoryStorage, type PlatformClient } from "../../../platform/mod.ts";
import { createLocalPlatform, type LocalPlatform, type LocalPlatformOptions } from "./local-platform/app.ts";
import type { StoredUser } from "./local-platform/state.ts";
import { closeSdkRealtime, createSdk, guardGlobals, type SdkClient } from "./sdk-client.ts";
import { type ServedPlatform, servePlatform } from "./serve.ts";

export const COMPAT_EMAIL = "ada@example.com";
export const COMPAT_PASSWORD = "correct horse";

export type CompatEnv = {
  platform: LocalPlatform;
  served: ServedPlatform;
  user: StoredUser;
  sdk: SdkClient;
  ours: PlatformClient;
  close(): Promise<void>;
};

export function createCompatEnv(options: LocalPlatformOptions = {}): CompatEnv {
  const restore = guardGlobals();
  const platform = createLocalPlatform(options);
  const served = servePlatform(platform);
  const user = platform.state.addUser({ email: COMPAT_EMAIL, password: COMPAT_PASSWORD, displayName: "Ada" });
  const sdk = createSdk(served.url, platform.projectId);
  const ours = createClient({
    projectId: platform.projectId,
    baseUrl: served.url,
    auth: { mode: "headless" },
    fetch: (input, init) => globalThis.fetch(input, init),
    WebSocket: globalThis.WebSocket,
    storage: memoryStorage(),
    browser: null,
  });
  return {
    platform,
    served,
    user,
    sdk,
    ours,
    async close() {
      closeSdkRealtime(sdk);
      ours.dispose();
      await served.close();
      restore();
    },
  };
}
