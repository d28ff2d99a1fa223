/**
 * The overlay typography mode (BRANDKIT_TYPOGRAPHY=overlay): wraps an AI provider so that its graphics are
 * text-free art (it is asked with the request's artPrompt) and the designer sets the event's name, date and
 * place on that art in the brand fonts. Image models misspell text; this is what makes their graphics usable.
 * Art that comes back as a URL is downloaded (downloadImage: bounded in size and time, checked to be an image).
 */
import { z } from "zod";
import { BrandKitError, ErrorCode } from "../errors.ts";
import {
  checkProviderImage,
  downloadImage,
  IMAGE_DOWNLOAD_TIMEOUT_MS,
  MAX_PROVIDER_IMAGE_BYTES,
} from "../image-download.ts";
import type { OutboundPolicy } from "../outbound.ts";
import type { AiProvider, ImageRequest, ImageResult } from "../provider.ts";
import { MAX_FIT_SIDE_PX, type RenderService } from "../render/mod.ts";
import { parseOrThrow } from "../validate.ts";

const SizeSchema = z.strictObject({
  width: z.number().int().min(1).max(MAX_FIT_SIDE_PX),
  height: z.number().int().min(1).max(MAX_FIT_SIDE_PX),
});

export type TypographyOverlayOptions = {
  /** The designer that sets the type: one per process, shared. */
  renderer: Pick<RenderService, "overlay">;
  /** Downloads art the provider returns as a URL. @default globalThis.fetch */
  fetch?: typeof fetch;
  /** Where such art may be downloaded from. @default any http(s) URL */
  policy?: OutboundPolicy;
  /** Largest art accepted, bytes, downloaded or not. @default MAX_PROVIDER_IMAGE_BYTES (32 MB) */
  maxImageBytes?: number;
  /** Longest a download may take, ms. @default IMAGE_DOWNLOAD_TIMEOUT_MS (60 s) */
  downloadTimeoutMs?: number;
};

function throwIfCancelled(signal: AbortSignal | undefined): void {
  if (signal?.aborted) throw new BrandKitError(ErrorCode.CANCELLED, "Generation was cancelled.");
}

/**
 * `provider` with its graphics made as text-free art and the type set on top by the designer; object() is
 * passed through. The name stays the provider's own. The result is always PNG bytes of the exact size.
 */
export function withTypographyOverlay(provider: AiProvider, options: TypographyOverlayOptions): AiProvider {
  const fetcher = options.fetch ?? globalThis.fetch.bind(globalThis);
  const maxBytes = options.maxImageBytes ?? MAX_PROVIDER_IMAGE_BYTES;
  const timeoutMs = options.downloadTimeoutMs ?? IMAGE_DOWNLOAD_TIMEOUT_MS;
  return {
    name: provider.name,
    object: (request) => provider.object(request),
    async image(request: ImageRequest): Promise<ImageResult> {
      const { signal } = request;
      const what = `${request.kind} graphic`;
      const size = parseOrThrow(SizeSchema, request.size, "image size");
      throwIfCancelled(signal);
      const result = await provider.image({ ...request, prompt: request.artPrompt });
      throwIfCancelled(signal);
      const art = "url" in result
        ? await downloadImage(result.url, {
          fetch: fetcher,
          maxBytes,
          timeoutMs,
          what,
          signal,
          policy: options.policy,
        })
        : checkProviderImage(result, what, maxBytes);
      throwIfCancelled(signal);
      const bytes = await options.renderer.overlay(
        { kind: request.kind, size, brief: request.brief, art },
        signal,
      );
      return { bytes, mimeType: "image/png" };
    },
  };
}
