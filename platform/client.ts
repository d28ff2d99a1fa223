/**
 * createClient: one platform client for one project (docs/behaviour.md#platform-services). It resolves the
 * injected side effects to their real defaults, builds the HTTP layer with the auth session as its bearer
 * source, and wires the services.
 */
import { z } from "zod";
import { type AiApi, createAi } from "./ai/ai.ts";
import { type AnalyticsApi, createAnalytics } from "./analytics/analytics.ts";
import { type AuthApi, createAuth } from "./auth/auth.ts";
import type { AuthOptions } from "./auth/options.ts";
import { createSession, type Session } from "./auth/session.ts";
import { createTokenStore } from "./auth/token-store.ts";
import type { ClientContext } from "./context.ts";
import { createData, type DataApi } from "./data.ts";
import { createDb, type DbApi } from "./db/db.ts";
import { validationError } from "./errors.ts";
import { createHttpClient, type FetchLike } from "./http.ts";
import { createNotifications, type NotificationsApi } from "./notifications.ts";
import { createRealtime, type RealtimeApi } from "./realtime/realtime.ts";
import {
  type BrowserEnv,
  type Clock,
  defaultStorage,
  detectBrowser,
  type KeyValueStorage,
  type Random,
  realTimers,
  type SocketConstructor,
  type Timers,
} from "./runtime.ts";
import { createStorage, type StorageApi } from "./storage.ts";

export type ClientOptions = {
  /** The project on the platform (required). */
  projectId: string;
  /** The platform's address, e.g. "https://core.example.com". */
  baseUrl: string;
  /** Send visitors to the auth page when they are not signed in. BrandKit: false. @default false */
  authRequired?: boolean;
  auth?: AuthOptions;
  /** @default globalThis.fetch */
  fetch?: FetchLike;
  /** @default globalThis.WebSocket */
  WebSocket?: SocketConstructor;
  /** Where tokens and the analytics session are kept. @default localStorage in a browser, memory elsewhere */
  storage?: KeyValueStorage;
  /** @default Date */
  clock?: Clock;
  /** @default globalThis.setTimeout / clearTimeout */
  timers?: Timers;
  /** @default Math.random */
  random?: Random;
  /** The page's window, location and so on. @default the real ones in a browser, none elsewhere */
  browser?: BrowserEnv | null;
  /** The realtime websocket address. @default baseUrl with ws:// or wss:// */
  realtimeUrl?: string;
};

export type PlatformClient = {
  readonly projectId: string;
  auth: AuthApi;
  db: DbApi;
  storage: StorageApi;
  ai: AiApi;
  data: DataApi;
  realtime: RealtimeApi;
  notifications: NotificationsApi;
  analytics: AnalyticsApi;
  /** Closes the realtime socket, stops the analytics timer and stops listening to the page and other tabs. */
  dispose(): void;
};

const RequiredOptionsSchema = z.object({
  projectId: z.string({ error: "A project id is required" }).trim().min(1, {
    error: "A project id is required",
  }),
  baseUrl: z.url({ error: "baseUrl must be an absolute http(s) URL" }),
});

/** A platform client for one project. Nothing is shared between clients. */
export function createClient(options: ClientOptions): PlatformClient {
  const checked = RequiredOptionsSchema.safeParse({
    projectId: options?.projectId,
    baseUrl: options?.baseUrl,
  });
  if (!checked.success) throw validationError(checked.error.issues[0].message, checked.error.issues);
  const { projectId, baseUrl } = checked.data;

  const browser = options.browser === null ? undefined : options.browser ?? detectBrowser();
  const clock = options.clock ?? { now: () => Date.now() };
  const timers = options.timers ?? realTimers();
  const fetchImpl: FetchLike = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const storage = options.storage ?? defaultStorage(browser);

  // The session is the HTTP layer's bearer source, and refreshes through it: built in two steps.
  const sessionRef: { current?: Session } = {};
  const http = createHttpClient({
    baseUrl,
    fetch: fetchImpl,
    clock,
    bearer: { token: () => sessionRef.current!.token(), renew: (stale) => sessionRef.current!.renew(stale) },
  });
  const context: ClientContext = {
    projectId,
    projectPath: encodeURIComponent(projectId),
    http,
    clock,
    timers,
    random: options.random ?? Math.random,
    storage,
    browser,
  };
  const store = createTokenStore(storage, projectId);
  const session = createSession({ http, store, clock, timers });
  sessionRef.current = session;

  const auth = createAuth({
    context,
    session,
    store,
    options: options.auth ?? {},
    authRequired: options.authRequired ?? false,
    baseUrl,
  });
  const realtime = createRealtime({
    context,
    WebSocket: options.WebSocket ?? (globalThis.WebSocket as unknown as SocketConstructor | undefined),
    url: options.realtimeUrl ?? baseUrl,
  });
  const analytics = createAnalytics(context, session);

  return {
    projectId,
    auth,
    db: createDb(context),
    storage: createStorage(context),
    ai: createAi(context),
    data: createData(context),
    realtime,
    notifications: createNotifications(context),
    analytics,
    dispose() {
      auth.dispose();
      realtime.disconnect();
      analytics.dispose();
    },
  };
}
