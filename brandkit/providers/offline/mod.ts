/**
 * The offline provider, BrandKit's default: no key, no network. The copywriter writes the copy from the request
 * and the designer lays out and renders the graphics, both deterministic for a request and seed.
 */
import { z } from "zod";
import { BrandKitError, ErrorCode } from "../../errors.ts";
import type { AiProvider, ImageRequest, ImageResult, ObjectRequest } from "../../provider.ts";
import { parseOrThrow } from "../../validate.ts";
import { createRenderer, MAX_FIT_SIDE_PX, type RenderAssets, type Renderer } from "../../render/mod.ts";
import { writeCopy } from "./copywriter.ts";

export { writeCopy } from "./copywriter.ts";

const SizeSchema = z.strictObject({
  width: z.number().int().min(1).max(MAX_FIT_SIDE_PX),
  height: z.number().int().min(1).max(MAX_FIT_SIDE_PX),
});

export type OfflineProviderOptions = {
  /** A renderer to share (one per process is enough). @default a new one over `assets` */
  renderer?: Renderer;
};

function throwIfAborted(signal: AbortSignal | undefined): void {
  if (signal?.aborted) throw new BrandKitError(ErrorCode.CANCELLED, "Generation was cancelled.");
}

/** The offline provider over the render assets (loadRenderAssets at the edge). */
export function createOfflineProvider(
  assets: RenderAssets,
  options: OfflineProviderOptions = {},
): AiProvider {
  const renderer = options.renderer ?? createRenderer(assets);
  return {
    name: "offline",
    object(request: ObjectRequest): Promise<unknown> {
      throwIfAborted(request.signal);
      return Promise.resolve(writeCopy(request.request, request.seed));
    },
    async image(request: ImageRequest): Promise<ImageResult> {
      throwIfAborted(request.signal);
      const size = parseOrThrow(SizeSchema, request.size, "image size");
      const bytes = await renderer.render({ kind: request.kind, size, brief: request.brief });
      return { bytes, mimeType: "image/png" };
    },
  };
}
