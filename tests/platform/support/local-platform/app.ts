/**
 * The local platform: a Hono app implementing the platform's routes (docs/behaviour.md#platform-services)
 * over in-memory state, with fault injection. Tests call it in-process through `platform.fetch`, or serve it
 * on a loopback port (serve.ts) for the websocket and multipart upload.
 */
import { Hono } from "hono";
import type { FetchLike } from "../../../../platform/mod.ts";
import { aiRoutes } from "./ai-routes.ts";
import { authRoutes } from "./auth-routes.ts";
import { dbRoutes } from "./db-routes.ts";
import { authErrorBody, errorBody, type PlatformEnv } from "./env.ts";
import { Faults } from "./faults.ts";
import { analyticsRoutes, dataRoutes, notificationRoutes } from "./misc-routes.ts";
import { RealtimeHub } from "./realtime-hub.ts";
import { PlatformState } from "./state.ts";
import { fileRoutes, storageRoutes } from "./storage-routes.ts";

/** The address tests use for the in-process platform. */
export const LOCAL_PLATFORM_URL = "http://platform.test";
export const LOCAL_PROJECT_ID = "proj_local";

export type LocalPlatformOptions = {
  /** What GET /api/auth/providers lists. @default nothing */
  providers?: string[];
  /** Lifetime of issued access tokens, seconds. @default 900 */
  accessLifetimeS?: number;
  /** The platform's clock (message timestamps, presence). @default Date.now */
  now?: () => number;
};

async function bodyOf(request: Request): Promise<unknown> {
  const type = request.headers.get("content-type") ?? "";
  if (type.includes("application/json")) return await request.clone().json().catch(() => undefined);
  if (type.includes("multipart/form-data")) return "[multipart]";
  return undefined;
}

export function createLocalPlatform(options: LocalPlatformOptions = {}) {
  const state = new PlatformState();
  const faults = new Faults();
  const hub = new RealtimeHub(state, options.now ?? (() => Date.now()));
  const app = new Hono<PlatformEnv>();

  app.use("*", async (c, next) => {
    const url = new URL(c.req.url);
    c.set("origin", url.origin);
    c.set("url", url);
    if (c.req.header("upgrade")?.toLowerCase() !== "websocket") {
      state.requests.push({
        method: c.req.method,
        path: url.pathname,
        query: url.search.replace(/^\?/, ""),
        headers: Object.fromEntries(c.req.raw.headers),
        body: await bodyOf(c.req.raw),
      });
    }
    await next();
  });
  app.use("*", faults.middleware());
  app.use("/api/*", async (c, next) => {
    const url = c.get("url");
    const header = c.req.header("authorization");
    if (header) {
      const userId = state.accessTokens.get(header.replace(/^Bearer /, ""));
      if (!userId) {
        state.unauthorizedReplies++;
        const body = url.pathname.startsWith("/api/auth/") ? authErrorBody : errorBody;
        return c.json(body("UNAUTHORIZED", "Invalid or expired token"), 401);
      }
      c.set("userId", userId);
    }
    await next();
  });

  app.route(
    "/api/auth",
    authRoutes(state, {
      providers: options.providers,
      accessLifetimeS: options.accessLifetimeS ?? 900,
    }),
  );
  app.route("/api/db", dbRoutes(state));
  app.route("/api/storage", storageRoutes(state));
  app.route("/api/ai", aiRoutes(state));
  app.route("/api/data", dataRoutes());
  app.route("/api/notifications", notificationRoutes(state));
  app.route("/api/analytics", analyticsRoutes(state));
  app.route("/api/realtime", hub.routes());
  app.route("/files", fileRoutes(state));
  app.get("/", async (c, next) => {
    if (hub.refuseUpgrades || await hub.waitForUpgrade()) {
      return c.json(errorBody("UNAVAILABLE", "realtime is down"), 503);
    }
    return next();
  }, hub.socketRoute());
  app.notFound((c) => c.json(errorBody("NOT_FOUND", `No route for ${c.req.method} ${c.req.path}`), 404));

  /** The in-process fetch handed to the client; like the real one, it rejects when its signal aborts. */
  const fetch: FetchLike = (input, init) => {
    const request = new Request(input, init);
    if (init?.keepalive) state.keepaliveFetches.push(new URL(request.url).pathname);
    const signal = init?.signal;
    if (!signal) return Promise.resolve(app.fetch(request));
    return new Promise((resolve, reject) => {
      const abort = () => reject(signal.reason ?? new DOMException("The request was aborted", "AbortError"));
      if (signal.aborted) return abort();
      signal.addEventListener("abort", abort, { once: true });
      Promise.resolve(app.fetch(request)).then(resolve, reject).finally(() =>
        signal.removeEventListener("abort", abort)
      );
    });
  };

  return { app, state, faults, hub, fetch, url: LOCAL_PLATFORM_URL, projectId: LOCAL_PROJECT_ID };
}

export type LocalPlatform = ReturnType<typeof createLocalPlatform>;
