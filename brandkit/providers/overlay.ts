/**
 * The overlay typography mode (BRANDKIT_TYPOGRAPHY=overlay): wraps an AI provider so that its graphics are
 * text-free art (it is asked with the request's artPrompt) and the designer sets the event's name, date and
 * place on that art in the brand fonts. Image models misspell text; this is what makes their graphics usable.
 * The art reaches it as bytes through the pipeline's one download (the exact-image step's createImageBytes:
 * bounded in size and time, checked to be an image).
 */
import { throwIfCancelled } from "../errors.ts";
import type { ToImageBytes } from "../images/exact-image.ts";
import type { AiProvider, ImageRequest } from "../generation/provider.ts";
import type { ImageResult } from "../images/exact-image.ts";
import { FitSizeSchema, type RenderService } from "../render/mod.ts";
import { parseOrThrow } from "../validate.ts";

export type TypographyOverlayOptions = {
  /** The designer that sets the type: one per process, shared. */
  renderer: Pick<RenderService, "overlay">;
  /** The art as checked bytes, downloaded when the provider names a URL: the exact-image step's. */
  imageBytes: ToImageBytes;
};

/**
 * `provider` with its graphics made as text-free art and the type set on top by the designer; object() is
 * passed through. The name stays the provider's own. The result is always PNG bytes of the exact size, with the
 * art it was set on (`art`), which the kit's other formats are made from.
 */
export function withTypographyOverlay(provider: AiProvider, options: TypographyOverlayOptions): AiProvider {
  return {
    name: provider.name,
    object: (request) => provider.object(request),
    async image(request: ImageRequest): Promise<ImageResult> {
      const { signal } = request;
      const what = `${request.kind} graphic`;
      const size = parseOrThrow(FitSizeSchema, request.size, "image size");
      throwIfCancelled(signal);
      const result = await provider.image({ ...request, prompt: request.artPrompt });
      throwIfCancelled(signal);
      const art = await options.imageBytes(result, what, signal);
      throwIfCancelled(signal);
      const bytes = await options.renderer.overlay(
        { kind: request.kind, size, brief: request.brief, art },
        signal,
      );
      return { bytes, mimeType: "image/png", art };
    },
  };
}
