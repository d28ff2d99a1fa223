/**
 * A client wired to an in-process local platform, with fake time, seeded randomness and memory storage: the
 * starting point of most platform tests.
 */
import { seededRandom } from "../../../brandkit/mod.ts";
import {
  type ClientOptions,
  createClient,
  memoryStorage,
  type PlatformClient,
} from "../../../platform/mod.ts";
import { createLocalPlatform, type LocalPlatform, type LocalPlatformOptions } from "./local-platform/app.ts";
import { FakeTime } from "./fake-time.ts";

export type Setup = {
  time: FakeTime;
  platform: LocalPlatform;
  client: PlatformClient;
  storage: ReturnType<typeof memoryStorage>;
};

/** The seed tests use for the client's random source. */
export const TEST_SEED = 42;

/** Options for the client, or a function of the platform that makes them (to use tokens it issued). */
export type Overrides =
  | Partial<ClientOptions>
  | ((platform: LocalPlatform, time: FakeTime) => Partial<ClientOptions>);

export function setup(overrides: Overrides = {}, platformOptions: LocalPlatformOptions = {}): Setup {
  const time = new FakeTime();
  const platform = createLocalPlatform({ now: () => time.now(), ...platformOptions });
  const storage = memoryStorage();
  const client = createClient({
    projectId: platform.projectId,
    baseUrl: platform.url,
    authRequired: false,
    fetch: platform.fetch,
    clock: time,
    timers: time,
    random: seededRandom(TEST_SEED),
    storage,
    browser: null,
    ...(typeof overrides === "function" ? overrides(platform, time) : overrides),
  });
  return { time, platform, client, storage };
}

/** Signs a fresh user in through the platform and hands the tokens to the client. */
export async function signIn(
  { platform, client }: Setup,
  user: { email?: string; role?: string } = {},
) {
  const stored = platform.state.addUser({
    email: user.email ?? "ada@example.com",
    password: "correct horse",
    role: user.role,
  });
  const tokens = platform.state.issueTokens(stored.id);
  await client.auth.setSession(tokens);
  return { user: stored, tokens };
}

/** The error a promise rejects with (fails the test when it resolves). */
export async function rejection(promise: Promise<unknown>): Promise<any> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error("Expected the promise to reject, but it resolved");
}
