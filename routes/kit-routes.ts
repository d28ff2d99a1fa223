/**
 * POST /api/kits (a kit, as JSON or as an NDJSON progress stream) and POST /api/kits/images (new graphics
 * for another name). Both open with kitOpening (kit-opening.ts): the client's rate limit, the body bounded and
 * validated, then the generation's step 0 (checkRequest: text no font can draw refused, the language decided,
 * the colours settled), then a place in admission control. The generator and the keeper take the request as
 * step 0 left it and do none of it again. The visitor's languages (the interface's they chose, then their
 * Accept-Language: page-language.ts) are what "Auto" falls back on when the name and place do not say the kit's
 * language.
 *
 * Every kit made is kept (issue 19): it goes out with its id, its share link and, to its maker only, the owner
 * token. New graphics asked for with the kit's id and its owner token (`Authorization: Bearer`) are kept in it;
 * a token that is not the owner's is refused before anything is made. When the database cannot be reached, the
 * kit still goes out, unkept, with a notice.
 */
import {
  type AiProvider,
  type CheckedRequest,
  checkRequest,
  type DrawableCheck,
  generateKit,
  type GenerateOptions,
  type KitKeeper,
  regenerateImages,
  type SettledRequest,
  type SettleOptions,
  type StoreArt,
  type StoreImage,
  type ToExactPng,
  UNKEPT_NOTICE,
  UNKEPT_REGENERATION_NOTICE,
} from "../brandkit/mod.ts";
import {
  BrandKitError,
  ErrorCode,
  GenerationRequestSchema,
  isBrandKitError,
  type KitResult,
  RegenerateRequestSchema,
} from "../brandkit/web.ts";
import { visitorLanguagesOf } from "./page-language.ts";
import { kitOpening, type KitOpeningDeps } from "./kit-opening.ts";
import { streamKit, wantsNdjson } from "./kit-stream.ts";
import { bearerTokenOf } from "./owner-token.ts";
import type { PublicErrors } from "./public-errors.ts";
import { type Context, Hono } from "hono";

/** What the kit routes need: the provider, where graphics go, the clock, and what their opening needs. */
export type KitRouteDeps = {
  provider: AiProvider;
  exactImage: ToExactPng;
  storeImage: StoreImage;
  /** Where an AI's art goes, so the kit's other formats are made from it. */
  storeArt: StoreArt;
  publicErrors: PublicErrors;
  now: () => number;
  logError: (error: unknown) => void;
  /** Refuses text no font can draw (UNSUPPORTED_CHARACTER, 400) before admission and any work. */
  checkDrawable?: DrawableCheck;
  /** Keeps each kit made, and an owner's new graphics. */
  keeper: KitKeeper;
  /** A kept kit's share link (`/k/{id}`, absolute when the public URL is configured). */
  shareUrl: (id: string) => string;
} & KitOpeningDeps;

const NO_STORE = { "Cache-Control": "no-store" };

/** POST /api/kits and POST /api/kits/images. */
export function createKitRoutes(deps: KitRouteDeps): Hono {
  const routes = new Hono();

  /** What step 0 needs from the request: the visitor's languages for Auto, and the fonts' check. */
  const settleOptions = (c: Context): SettleOptions => ({
    browserLanguages: visitorLanguagesOf(c.req),
    checkDrawable: deps.checkDrawable,
  });

  /** What the generation needs from the request: its signal (step 0 is done: the opening took it). */
  const generateOptions = (signal: AbortSignal): GenerateOptions => ({
    provider: deps.provider,
    exactImage: deps.exactImage,
    storeImage: deps.storeImage,
    storeArt: deps.storeArt,
    signal,
    now: deps.now,
    reportError: deps.logError,
  });

  /** The kit as a visitor may see it: a failure of its graphics told by a fixed sentence and an error id. */
  const publicKit = (c: Context, kit: KitResult): KitResult => {
    if (!kit.imageError) return kit;
    const cause = new BrandKitError(kit.imageError.code, kit.imageError.message);
    const { message } = deps.publicErrors(cause, requestIdOf(c));
    return { ...kit, imageError: { ...kit.imageError, message } };
  };

  /** The kit kept, with its id, link and owner token; or as it was, with a notice, when it cannot be kept. */
  const keptKit = async (kit: KitResult, settled: SettledRequest): Promise<KitResult> => {
    const kept = await deps.keeper.keep(kit, settled);
    if (!kept) return { ...kit, notices: [...kit.notices ?? [], UNKEPT_NOTICE] };
    return { ...kit, id: kept.id, shareUrl: deps.shareUrl(kept.id), ownerToken: kept.ownerToken };
  };

  const openKit = kitOpening(deps, {
    schema: GenerationRequestSchema,
    what: "generation request",
    check: (request, c) => checkRequest(request, settleOptions(c)),
  });
  routes.post("/api/kits", openKit, async (c) => {
    const { checked: request, signal, keepPlace } = c.var.opened;
    if (!wantsNdjson(c.req.raw)) {
      const kit = await generateKit(request, generateOptions(signal));
      return c.json(publicKit(c, await keptKit(kit, request)), 200, NO_STORE);
    }
    // The stream outlives this handler: its place is given back when the kit is done.
    const leave = keepPlace();
    return streamKit({
      signal,
      publicErrors: (error) => deps.publicErrors(error, requestIdOf(c)),
      run: (send, streamSignal) =>
        generateKit(request, {
          ...generateOptions(streamSignal),
          onProgress: ({ step }) => send({ type: "progress", step }),
        }).then((kit) => keptKit(kit, request)).then((kit) => publicKit(c, kit)).finally(leave),
    });
  });

  const openImages = kitOpening(deps, {
    schema: RegenerateRequestSchema,
    what: "regeneration request",
    check: async ({ request, name, kitId, design }, c) => {
      const checked = await checkRequest(request, settleOptions(c), { name, design });
      const token = bearerTokenOf(c);
      // A kept kit is changed only by its owner: a wrong token is refused before anything is made. When the
      // database cannot say, the graphics are still made; they are just not kept (a notice says so).
      if (kitId && token) {
        await deps.keeper.checkOwner(kitId, token).catch((error) => {
          if (!isBrandKitError(error, ErrorCode.STORE_UNAVAILABLE)) throw error;
        });
      }
      return checked;
    },
  });
  /**
   * The owner's request with the kit's own inspiration image when the page has none to send (a kit opened again
   * from its link keeps its image on the server only), so the new graphics match the kit's. Checked as the
   * owner's before (openImages); a kit that cannot be read leaves the request as it is. Step 0 stands: the check
   * reads no image, and a reopened kit's request comes with the colours and seed it was kept with, so the image
   * changes no palette choice.
   */
  const withKeptInspiration = async (
    checked: CheckedRequest,
    kitId: string | undefined,
    token: string | undefined,
  ): Promise<CheckedRequest> => {
    if (!kitId || !token || checked.request.inspirationImage) return checked;
    const record = await deps.keeper.find(kitId).catch(() => null);
    if (!record?.content.inspiration) return checked;
    const { inspirationImage } = await deps.keeper.requestOf(record);
    return { ...checked, request: { ...checked.request, inspirationImage } };
  };

  routes.post("/api/kits/images", openImages, async (c) => {
    const { input: { name, kitId, design }, signal } = c.var.opened;
    const token = bearerTokenOf(c);
    const request = await withKeptInspiration(c.var.opened.checked, kitId, token);
    const regenerated = await regenerateImages(request, name, generateOptions(signal), design);
    if (!kitId || !token) return c.json(regenerated, 200, NO_STORE);
    const kept = await deps.keeper.regenerated(kitId, token, regenerated);
    const answer = kept
      ? { ...regenerated, kept }
      : { ...regenerated, kept, notices: [UNKEPT_REGENERATION_NOTICE] };
    return c.json(answer, 200, NO_STORE);
  });

  return routes;
}

/** The id the request log gave this request. */
function requestIdOf(c: Context): { requestId?: string } {
  return { requestId: c.get("requestId" as never) as string | undefined };
}
