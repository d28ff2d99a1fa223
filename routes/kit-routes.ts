/**
 * POST /api/kits (a kit, as JSON or as an NDJSON progress stream) and POST /api/kits/images (new graphics
 * for another name). Both open with kitOpening (kit-opening.ts): the client's rate limit, the body bounded and
 * validated, text no font can draw refused, then a place in admission control. The visitor's Accept-Language is
 * what "Auto" falls back on when the name and place do not say the kit's language.
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
  regenerateImages,
  RegenerateRequestSchema,
  type StoreImage,
  type ToExactPng,
} from "../brandkit/mod.ts";
import { browserLanguagesOf } from "./accept-language.ts";
import { kitOpening, type KitOpeningDeps } from "./kit-opening.ts";
import { streamKit, wantsNdjson } from "./kit-stream.ts";
import type { PublicErrors } from "./public-errors.ts";

/** What the kit routes need: the provider, where graphics go, the clock, and what their opening needs. */
export type KitRouteDeps = {
  provider: AiProvider;
  exactImage: ToExactPng;
  storeImage: StoreImage;
  publicErrors: PublicErrors;
  now: () => number;
  logError: (error: unknown) => void;
  /** Refuses text no font can draw (UNSUPPORTED_CHARACTER, 400) before admission and any work. */
  checkDrawable?: DrawableCheck;
} & KitOpeningDeps;

const NO_STORE = { "Cache-Control": "no-store" };

/** POST /api/kits and POST /api/kits/images. */
export function createKitRoutes(deps: KitRouteDeps): Hono {
  const routes = new Hono();

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

  /** The kit as a visitor may see it: a failure of its graphics told by a fixed sentence and an error id. */
  const publicKit = (c: Context, kit: KitResult): KitResult => {
    if (!kit.imageError) return kit;
    const cause = new BrandKitError(kit.imageError.code, kit.imageError.message);
    const { message } = deps.publicErrors(cause, requestIdOf(c));
    return { ...kit, imageError: { ...kit.imageError, message } };
  };

  const openKit = kitOpening(deps, {
    schema: GenerationRequestSchema,
    what: "generation request",
    check: (request) => deps.checkDrawable?.(request),
  });
  routes.post("/api/kits", openKit, async (c) => {
    const { input: request, signal, keepPlace } = c.var.opened;
    if (!wantsNdjson(c.req.raw)) {
      return c.json(publicKit(c, await generateKit(request, generateOptions(c, signal))), 200, NO_STORE);
    }
    // The stream outlives this handler: its place is given back when the kit is done.
    const leave = keepPlace();
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

  const openImages = kitOpening(deps, {
    schema: RegenerateRequestSchema,
    what: "regeneration request",
    check: ({ request, name }) => deps.checkDrawable?.(request, name),
  });
  routes.post("/api/kits/images", openImages, async (c) => {
    const { input: { request, name }, signal } = c.var.opened;
    return c.json(await regenerateImages(request, name, generateOptions(c, signal)), 200, NO_STORE);
  });

  return routes;
}

/** The id the request log gave this request. */
function requestIdOf(c: Context): { requestId?: string } {
  return { requestId: c.get("requestId" as never) as string | undefined };
}
