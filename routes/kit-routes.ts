/**
 * POST /api/kits (a kit, as JSON or as an NDJSON progress stream) and POST /api/kits/images (new graphics
 * for another name). Cheap refusals come first: the client's rate limit is taken before the body is read (so a
 * client sending invalid bodies is limited too), the body is bounded in size, time and shape, then validated,
 * and only then does the kit wait for a place in admission control. The visitor's Accept-Language is what
 * "Auto" falls back on when the name and place do not say the kit's language.
 */
import type { DrawableCheck } from "../brandkit/drawable.ts";
import { type Context, Hono } from "hono";
import {
  type AiProvider,
  BrandKitError,
  generateKit,
  type GenerateOptions,
  GenerationRequestSchema,
  type KitResult,
  parseOrThrow,
  regenerateImages,
  RegenerateRequestSchema,
  type StoreImage,
  type ToExactPng,
} from "../brandkit/mod.ts";
import { browserLanguagesOf } from "./accept-language.ts";
import type { Admission } from "./admission.ts";
import type { ClientKey } from "./client-key.ts";
import type { ClientLimiter } from "../brandkit/client-limit.ts";
import { streamKit, wantsNdjson } from "./kit-stream.ts";
import type { PublicErrors } from "./public-errors.ts";
import { readJsonBody } from "./read-json.ts";
import { takeClientLimit } from "./take-client-limit.ts";

/** The largest body: room for the largest inspiration image (base64 is 4/3 of its bytes) and the rest. */
export const MAX_KIT_REQUEST_BYTES = 8 * 1024 * 1024;

/** What the kit routes need: the provider, where graphics go, the limits and the clock. */
export type KitRouteDeps = {
  provider: AiProvider;
  exactImage: ToExactPng;
  storeImage: StoreImage;
  limiter: ClientLimiter;
  admission: Admission;
  clientKey: ClientKey;
  publicErrors: PublicErrors;
  /** Aborted when the server stops waiting for kits in progress (the end of a graceful drain). */
  shutdownSignal?: AbortSignal;
  now: () => number;
  logError: (error: unknown) => void;
  /** Refuses text no font can draw (UNSUPPORTED_CHARACTER, 400) before admission and any work. */
  checkDrawable?: DrawableCheck;
};

const NO_STORE = { "Cache-Control": "no-store" };

/** POST /api/kits and POST /api/kits/images. */
export function createKitRoutes(deps: KitRouteDeps): Hono {
  const routes = new Hono();

  const signalOf = (c: Context): AbortSignal =>
    deps.shutdownSignal ? AbortSignal.any([c.req.raw.signal, deps.shutdownSignal]) : c.req.raw.signal;

  /** What the generation needs from the request: its signal, and the visitor's languages for Auto. */
  const generateOptions = (c: Context, signal: AbortSignal): GenerateOptions => ({
    browserLanguages: browserLanguagesOf(c.req.header("accept-language")),
    provider: deps.provider,
    exactImage: deps.exactImage,
    storeImage: deps.storeImage,
    signal,
    now: deps.now,
    reportError: deps.logError,
    checkDrawable: deps.checkDrawable,
  });

  const takeOrThrow = (c: Context) => takeClientLimit(c, deps);

  /** The kit as a visitor may see it: a failure of its graphics told by a fixed sentence and an error id. */
  const publicKit = (c: Context, kit: KitResult): KitResult => {
    if (!kit.imageError) return kit;
    const cause = new BrandKitError(kit.imageError.code, kit.imageError.message);
    const { message } = deps.publicErrors(cause, requestIdOf(c));
    return { ...kit, imageError: { ...kit.imageError, message } };
  };

  routes.post("/api/kits", async (c) => {
    await takeOrThrow(c);
    const body = await readJsonBody(c.req.raw, MAX_KIT_REQUEST_BYTES);
    const request = parseOrThrow(GenerationRequestSchema, body, "generation request");
    await deps.checkDrawable?.(request);
    const signal = signalOf(c);
    const leave = await deps.admission.enter(signal);
    if (!wantsNdjson(c.req.raw)) {
      try {
        return c.json(publicKit(c, await generateKit(request, generateOptions(c, signal))), 200, NO_STORE);
      } finally {
        leave();
      }
    }
    return streamKit({
      signal,
      publicErrors: (error) => deps.publicErrors(error, requestIdOf(c)),
      run: (send, streamSignal) =>
        generateKit(request, {
          ...generateOptions(c, streamSignal),
          onProgress: ({ step }) => send({ type: "progress", step }),
        }).then((kit) => publicKit(c, kit)).finally(leave),
    });
  });

  routes.post("/api/kits/images", async (c) => {
    await takeOrThrow(c);
    const body = await readJsonBody(c.req.raw, MAX_KIT_REQUEST_BYTES);
    const { request, name } = parseOrThrow(RegenerateRequestSchema, body, "regeneration request");
    await deps.checkDrawable?.(request, name);
    const signal = signalOf(c);
    const leave = await deps.admission.enter(signal);
    try {
      return c.json(await regenerateImages(request, name, generateOptions(c, signal)), 200, NO_STORE);
    } finally {
      leave();
    }
  });

  return routes;
}

/** The id the request log gave this request. */
function requestIdOf(c: Context): { requestId?: string } {
  return { requestId: c.get("requestId" as never) as string | undefined };
}
