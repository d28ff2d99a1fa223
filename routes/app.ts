/**
 * The web app: createApp(deps) builds every route, so tests drive it in-process with app.request(...). Every
 * answer gets the security headers and a line in the request log; errors from any route end in the one onError
 * below, as `{error: {code, message, retryAfter?, issues?}}`, with what only the log may know kept out.
 */
import {
  type AiProvider,
  canvasModelOf,
  type Config,
  createDoor,
  createGuestBook,
  createKitUpdates,
  type DrawableCheck,
  type FormatService,
  type GuestMail,
  keeperTellingChanges,
  type KeptKitRecord,
  type KitKeeper,
  type KitUpdatesDeps,
  type Log,
  type MediaStore,
  type ToExactPng,
} from "../brandkit/mod.ts";
import { BrandKitError, ErrorCode, sharePath } from "../brandkit/web.ts";
import type { Admission } from "./admission.ts";
import { createKeptKitRoutes } from "./kept-kit-routes.ts";
import { publicOriginOf } from "./public-origin.ts";
import { createShareRoutes } from "./share-routes.ts";
import { createDoorPageRoutes } from "./door-page-routes.ts";
import { type ClientKey, clientKeyBehind } from "./client-key.ts";
import type { ClientLimits } from "../adapters/client-limits.ts";
import { errorResponse } from "./error-responses.ts";
import { createFormatRoutes } from "./format-routes.ts";
import { createStudioRoutes } from "./studio-routes.ts";
import { createKitRoutes } from "./kit-routes.ts";
import { createRsvpRoutes } from "./rsvp-routes.ts";
import { createUnsubscribeRoutes } from "./unsubscribe-routes.ts";
import { createUpdateRoutes } from "./update-routes.ts";
import { createDoorRoutes } from "./door-routes.ts";
import { createMediaRoutes } from "./media-routes.ts";
import { createPublicErrors } from "./public-errors.ts";
import { createRequestLogger, jsonLinesLog } from "./request-log.ts";
import { securityHeaders, securityHeaderValues } from "./security-headers.ts";
import { STATIC_PREFIX } from "../adapters/bundle.ts";
import { createInterfaceRoutes } from "./interface-routes.ts";
import { createStaticRoutes, type StaticAnswer } from "./static-routes.ts";
import { createArtStorer, createImageStorer } from "./store-image.ts";
import type { WebAssets } from "./web-assets.ts";
import { Hono } from "hono";

/** What the app needs from its edge (server.ts, or a test). */
export type AppDeps = {
  config: Config;
  /** Shown by /api/health. */
  version: string;
  provider: AiProvider;
  media: MediaStore;
  /** The bundle and the rendered page (prepareWebAssets). */
  assets: WebAssets;
  /** Makes each graphic PNG bytes of its exact size: the kit pipeline's exact-image step. */
  exactImage: ToExactPng;
  /** Makes the extra formats' files (POST /api/kits/formats): the render pool. */
  formats: FormatService;
  /** Kits in progress and waiting, sized by the render pool (admissionLimitsOf). */
  admission: Admission;
  /** Keeps every kit made, for its link (the kit store and the media store: createKitKeeper). */
  keeper: KitKeeper;
  /** Aborts kits still in progress when a graceful drain runs out of time. */
  shutdownSignal?: AbortSignal;
  /** @default Date.now */
  now?: () => number;
  /** Structured log lines (requests, failures). @default one JSON line each on stdout */
  log?: Log;
  /** Removes secrets from details before they are logged. @default the text as it is */
  redact?: (text: string) => string;
  /**
   * The per-client limits: kits, the extra formats of this server's kits, and guests' answers per client and per
   * kit (the kit pipeline's clientLimits: in Redis with REDIS_URL, else in this process).
   */
  limits: ClientLimits;
  /** Who a request comes from, for the rate limit and the log. @default the peer, or X-Forwarded-For from a trusted proxy */
  clientKey?: ClientKey;
  /** Refuses names and places with a character no font can draw (createDrawableCheck). @default no check */
  checkDrawable?: DrawableCheck;
  /**
   * The guests' mail (issue 38; the kit pipeline's mail(), when BRANDKIT_SMTP_URL is set): the RSVP form asks
   * for an address, an answer with one gets its confirmation, and /k/:id/unsubscribe works. @default no mail
   */
  mail?: GuestMail;
  /** Told of each owner's update once it is kept (issue 38: mail to the guests). @default nothing */
  afterUpdate?: KitUpdatesDeps["afterPost"];
  /**
   * Told of each owner's edit that moved the event (raised its calendar's SEQUENCE), once the edit is kept
   * (issue 38: mail to the guests); its failure is logged and never fails the edit. @default nothing
   */
  afterEventChange?: (kit: KeptKitRecord) => Promise<unknown>;
};

/**
 * What the app does before Hono's router sees a request:
 * - the page and the bundle are answered from memory (`staticAnswer`) when the path is exactly theirs, with
 *   no routing, context or middleware chain, and synchronously, which Deno.serve sends by a faster path;
 * - a request whose method is the name of an Object property ("toString", "constructor") is answered 404: Hono's
 *   trie router, which the kits' routes need beside the static ones ("/api/kits/:id/extend" next to
 *   "/api/kits/formats"), looks methods up on a plain object and would throw.
 */
function beforeRouting(app: Hono, staticAnswer: StaticAnswer, headers: Record<string, string>): void {
  const routed = app.fetch;
  app.fetch = (request, env, executionContext) => {
    const answered = staticAnswer(request, env);
    if (answered) return answered;
    if (!(request.method in Object.prototype)) return routed(request, env, executionContext);
    const path = new URL(request.url).pathname.slice(0, 200);
    const error = {
      code: ErrorCode.NOT_FOUND,
      message: `There is no ${request.method.slice(0, 40)} ${path}.`,
    };
    return Response.json({ error }, { status: 404, headers });
  };
}

/** The whole web app: the page, the API, the graphics and the bundle, with one error handler. */
export function createApp(deps: AppDeps) {
  const log = deps.log ?? jsonLinesLog;
  const now = deps.now ?? Date.now;
  const clientKey = deps.clientKey ?? clientKeyBehind(deps.config.BRANDKIT_TRUSTED_PROXIES);
  const publicErrors = createPublicErrors({ log, redact: deps.redact });
  const { admission } = deps;
  // Every route edits through this keeper: an edit that moves the event is told to afterEventChange once kept.
  const keeper = deps.afterEventChange
    ? keeperTellingChanges(deps.keeper, deps.afterEventChange, log)
    : deps.keeper;
  /** What the kit, studio and format routes share: the admission queue, who asks, the shutdown, the clock. */
  const making = { admission, clientKey, shutdownSignal: deps.shutdownSignal, now };
  // Kits (and regenerations) have one limit; extra formats of this server's kits their own (format-routes.ts).
  const { limits } = deps;
  const app = new Hono();
  // The AI draws the extra canvases itself when it draws its own type (BRANDKIT_TYPOGRAPHY=model).
  const model = canvasModelOf({ provider: deps.provider, exactImage: deps.exactImage, now });

  const requestLogger = createRequestLogger({ log, clientKey, now });
  const headerOptions = { hstsMaxAgeS: deps.config.BRANDKIT_HSTS_MAX_AGE_S };
  const publicUrl = deps.config.BRANDKIT_PUBLIC_URL;
  /** A kept kit's link: relative, or absolute when the site's public URL is configured. */
  const shareUrl = (id: string) => `${publicUrl ?? ""}${sharePath(id)}`;
  // The page and the bundle come first: answered from memory with the headers baked in, before the middleware
  // (and before the router too: beforeRouting).
  const statics = createStaticRoutes(deps.assets.bundle, deps.assets.pages, {
    headers: securityHeaderValues(headerOptions),
    served: requestLogger.served,
    now,
  });
  app.route("/", statics.routes);
  // RSVP (issue 28): the guest book over the kit keeper, whose store keeps each kit's guests.
  const guests = createGuestBook({
    store: keeper.guests,
    door: keeper.door,
    kits: keeper,
    maxGuests: deps.config.BRANDKIT_MAX_GUESTS,
    now,
    log,
    ...deps.mail ? { confirm: deps.mail.confirm } : {},
  });
  // The door (issue 39): check-ins and co-hosts, kept beside the kit like its guests.
  const door = createDoor({ store: keeper.door, guests: keeper.guests, kits: keeper, now });
  // The owner's updates to the guests (issue 38), kept beside the kit like its guests.
  const updates = createKitUpdates({
    store: keeper.updates,
    kits: keeper,
    perDay: deps.config.BRANDKIT_UPDATES_PER_DAY,
    now,
    afterPost: deps.afterUpdate,
    log,
  });
  app.route(
    "/",
    createShareRoutes({
      keeper,
      guests,
      updates,
      origin: publicOriginOf(publicUrl, deps.config.BRANDKIT_TRUSTED_PROXIES),
      shareUrl,
      renderSharePage: deps.assets.renderSharePage,
      renderEventPage: deps.assets.renderEventPage,
      mail: deps.mail !== undefined,
      mapsUrl: deps.config.BRANDKIT_MAPS_URL,
      notFoundPages: deps.assets.kitNotFoundPages,
      headers: securityHeaderValues(headerOptions),
      served: requestLogger.served,
      now,
    }),
  );
  // The door page (issue 39) and its service worker, served like the event page.
  app.route(
    "/",
    createDoorPageRoutes({
      keeper,
      page: {
        bundle: deps.assets.bundle,
        provider: deps.provider.name,
        kitTtlDays: deps.config.BRANDKIT_KIT_TTL_DAYS,
      },
      notFoundPages: deps.assets.kitNotFoundPages,
      headers: securityHeaderValues(headerOptions),
      served: requestLogger.served,
      now,
    }),
  );
  app.use(requestLogger.middleware);
  app.use(securityHeaders(headerOptions));
  // The database being down does not take the instance out of rotation: kits are still made, unkept.
  app.get("/api/health", async (c) =>
    c.json(
      { ok: true, provider: deps.provider.name, version: deps.version, database: await keeper.health() },
      200,
      { "Cache-Control": "no-store" },
    ));
  app.route("/", createInterfaceRoutes());
  app.route(
    "/",
    createKitRoutes({
      provider: deps.provider,
      checkDrawable: deps.checkDrawable,
      exactImage: deps.exactImage,
      storeImage: createImageStorer(deps.media),
      storeArt: createArtStorer(deps.media),
      limiter: limits.kits,
      ...making,
      publicErrors,
      logError: (error) => publicErrors(error),
      keeper,
      shareUrl,
    }),
  );
  app.route(
    "/",
    createKeptKitRoutes({
      keeper,
      media: deps.media,
      formats: deps.formats,
      model,
      shareUrl,
      admission,
      shutdownSignal: deps.shutdownSignal,
      now,
    }),
  );
  app.route(
    "/",
    createStudioRoutes({
      keeper,
      media: deps.media,
      formats: deps.formats,
      model,
      checkDrawable: deps.checkDrawable,
      shareUrl,
      limiter: limits.formats,
      ...making,
    }),
  );
  app.route(
    "/",
    createFormatRoutes({
      formats: deps.formats,
      model,
      readMedia: (id) => deps.media.get(id),
      limiter: limits.formats,
      kitLimiter: limits.kits,
      ...making,
    }),
  );
  app.route(
    "/",
    createRsvpRoutes({
      guests,
      clientLimiter: limits.rsvpClients,
      kitLimiter: limits.rsvpKits,
      clientKey,
      origin: publicOriginOf(publicUrl, deps.config.BRANDKIT_TRUSTED_PROXIES),
      shareUrl,
      publicErrors,
      now,
    }),
  );
  app.route("/", createUpdateRoutes({ updates }));
  app.route(
    "/",
    createDoorRoutes({
      door,
      origin: publicOriginOf(publicUrl, deps.config.BRANDKIT_TRUSTED_PROXIES),
      formats: deps.formats,
      formatsLimiter: limits.formats,
      ...making,
    }),
  );
  if (deps.mail) app.route("/", createUnsubscribeRoutes({ mail: deps.mail }));
  app.route("/", createMediaRoutes(deps.media));

  app.notFound((c) => {
    const what = c.req.path.startsWith(STATIC_PREFIX) ? "static file" : c.req.method;
    return errorResponse(
      c,
      publicErrors(new BrandKitError(ErrorCode.NOT_FOUND, `There is no ${what} ${c.req.path}.`)),
    );
  });
  app.onError((error, c) =>
    errorResponse(c, publicErrors(error, { requestId: c.get("requestId" as never) as string | undefined }))
  );
  beforeRouting(app, statics.answer, securityHeaderValues(headerOptions));
  return app;
}
