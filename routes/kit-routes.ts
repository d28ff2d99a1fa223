/**
 * POST /api/kits (a kit, as JSON or as an NDJSON progress stream) and POST /api/kits/images (new graphics
 * for another name). Both validate their body with the shared schemas and count against the client's rate
 * limit before any AI work starts.
 */
import { type Context, Hono } from "hono";
import {
  type AiProvider,
  BrandKitError,
  ErrorCode,
  generateKit,
  type GenerateOptions,
  GenerationRequestSchema,
  parseOrThrow,
  rateLimitMessage,
  regenerateImages,
  RegenerateRequestSchema,
  type StoreImage,
} from "../brandkit/mod.ts";
import type { ClientKey } from "./client-key.ts";
import type { ClientLimiter } from "./client-limiter.ts";
import { streamKit, wantsNdjson } from "./kit-stream.ts";
import { readJsonBody } from "./read-json.ts";

/** The largest body: room for the largest inspiration image (base64 is 4/3 of its bytes) and the rest. */
export const MAX_KIT_REQUEST_BYTES = 8 * 1024 * 1024;

/** What the kit routes need: the provider, where graphics go, the limit and the clock. */
export type KitRouteDeps = {
  provider: AiProvider;
  storeImage: StoreImage;
  limiter: ClientLimiter;
  clientKey: ClientKey;
  now: () => number;
  logError: (error: unknown) => void;
};

const NO_STORE = { "Cache-Control": "no-store" };

/** POST /api/kits and POST /api/kits/images. */
export function createKitRoutes(deps: KitRouteDeps): Hono {
  const routes = new Hono();

  const generateOptions = (signal: AbortSignal): GenerateOptions => ({
    provider: deps.provider,
    storeImage: deps.storeImage,
    signal,
    now: deps.now,
    reportError: deps.logError,
  });

  /** Counts the attempt against the client's limit, or refuses it with 429 and the wait. */
  const takeOrThrow = (c: Context) => {
    const verdict = deps.limiter.take(deps.clientKey(c));
    if (verdict.allowed) return;
    throw new BrandKitError(ErrorCode.RATE_LIMIT_EXCEEDED, rateLimitMessage(verdict.retryAfterS), {
      retryAfter: verdict.retryAfterS,
    });
  };

  routes.post("/api/kits", async (c) => {
    const body = await readJsonBody(c.req.raw, MAX_KIT_REQUEST_BYTES);
    const request = parseOrThrow(GenerationRequestSchema, body, "generation request");
    takeOrThrow(c);
    if (!wantsNdjson(c.req.raw)) {
      return c.json(await generateKit(request, generateOptions(c.req.raw.signal)), 200, NO_STORE);
    }
    return streamKit({
      signal: c.req.raw.signal,
      logError: deps.logError,
      run: (send, signal) =>
        generateKit(request, {
          ...generateOptions(signal),
          onProgress: ({ step }) => send({ type: "progress", step }),
        }),
    });
  });

  routes.post("/api/kits/images", async (c) => {
    const body = await readJsonBody(c.req.raw, MAX_KIT_REQUEST_BYTES);
    const { request, name } = parseOrThrow(RegenerateRequestSchema, body, "regeneration request");
    takeOrThrow(c);
    return c.json(await regenerateImages(request, name, generateOptions(c.req.raw.signal)), 200, NO_STORE);
  });

  return routes;
}
