/**
 * The web app: createApp(deps) builds every route, so tests drive it in-process with app.request(...). Errors
 * from any route end in the one onError below, as `{error: {code, message, retryAfter?, issues?}}`.
 */
import { Hono } from "hono";
import { type AiProvider, BrandKitError, type Config, ErrorCode } from "../brandkit/mod.ts";
import { type ClientKey, peerAddress } from "./client-key.ts";
import { createClientLimiter } from "./client-limiter.ts";
import { errorResponse, isUnexpected } from "./http-errors.ts";
import { createKitRoutes } from "./kit-routes.ts";
import { createMediaRoutes } from "./media-routes.ts";
import type { MediaStore } from "./media-store.ts";
import { securityHeaders } from "./security-headers.ts";
import { createStaticRoutes } from "./static-routes.ts";
import { createImageStorer, type FitImage } from "./store-image.ts";
import type { WebAssets } from "./web-assets.ts";

/** What the app needs from its edge (server.ts, or a test). */
export type AppDeps = {
  config: Config;
  /** Shown by /api/health. */
  version: string;
  provider: AiProvider;
  media: MediaStore;
  /** The bundle and the rendered page (prepareWebAssets). */
  assets: WebAssets;
  /** Fits graphics of another size to the exact size, as PNG. */
  fitImage: FitImage;
  /** Fetches graphics that providers return as URLs. @default globalThis.fetch */
  fetch?: typeof fetch;
  /** @default Date.now */
  now?: () => number;
  /** Where unexpected errors are reported. @default console.error */
  logError?: (error: unknown) => void;
  /** Who a request comes from, for the rate limit. @default peerAddress */
  clientKey?: ClientKey;
};

/** The whole web app: the page, the API, the graphics and the bundle, with one error handler. */
export function createApp(deps: AppDeps) {
  const logError = deps.logError ?? console.error;
  const now = deps.now ?? Date.now;
  const app = new Hono();

  // The page and the bundle answer with the security headers themselves: a middleware on their paths would take
  // Hono off its one-handler fast path, and GET / is the hot path. Error answers add them in errorResponse.
  app.route("/", createStaticRoutes(deps.assets.bundle, deps.assets.page));
  app.use("/api/*", securityHeaders);
  app.use("/media/*", securityHeaders);
  app.get(
    "/api/health",
    (c) =>
      c.json({ ok: true, provider: deps.provider.name, version: deps.version }, 200, {
        "Cache-Control": "no-store",
      }),
  );
  app.route(
    "/",
    createKitRoutes({
      provider: deps.provider,
      storeImage: createImageStorer({ media: deps.media, fitImage: deps.fitImage, fetch: deps.fetch }),
      limiter: createClientLimiter({ limit: deps.config.BRANDKIT_RATE_LIMIT_PER_MINUTE, now }),
      clientKey: deps.clientKey ?? peerAddress,
      now,
      logError,
    }),
  );
  app.route("/", createMediaRoutes(deps.media));

  app.notFound((c) =>
    errorResponse(c, new BrandKitError(ErrorCode.NOT_FOUND, `There is no ${c.req.method} ${c.req.path}.`))
  );
  app.onError((error, c) => {
    if (isUnexpected(error)) logError(error);
    return errorResponse(c, error);
  });
  return app;
}

/** The app's type, for typed clients. */
export type AppType = ReturnType<typeof createApp>;
