/**
 * The extra canvases of a kit whose AI draws its own type (BRANDKIT_TYPOGRAPHY=model, issue 20): the story
 * and the link preview are asked of the model itself, with the image prompt for that canvas
 * (docs/behaviour.md#prompts) and at the size nearest to it that the model draws, then fitted to their exact
 * size by the pipeline's exact-image step. They are then by the same hand as the kit's graphics, not laid out
 * by our designer in another style.
 */
import { BrandKitError, ErrorCode } from "../errors.ts";
import type { ToExactPng } from "../images/exact-image.ts";
import { CANVAS_SIZES, type ExtraCanvas, FORMAT_FILE_NAMES, type FormatName } from "../formats/formats.ts";
import { imageBriefFor } from "../generation/generator.ts";
import { buildImagePrompt } from "../generation/prompts.ts";
import type { AiProvider } from "../generation/provider.ts";
import { classifyProviderError } from "../generation/provider-errors.ts";
import type { GenerationRequest } from "../schemas.ts";
import type { KitDesign } from "../design.ts";

/** The kit a canvas is drawn for: its selected name and its design. */
export type CanvasKit = { selectedName: string; design: KitDesign };

/** Draws one extra canvas of `kit`, as PNG bytes of its exact size. */
export type CanvasModel = (
  canvas: ExtraCanvas,
  kit: CanvasKit,
  request: GenerationRequest,
  signal?: AbortSignal,
) => Promise<Uint8Array>;

/** The formats that set BrandKit's own type over text-free art: a model that draws its own type cannot give them. */
export const OWN_TYPE_FORMATS: readonly FormatName[] = ["svg", "pdf"];

/** Why OWN_TYPE_FORMATS are not made (the API's error and the CLI's note). */
export const OWN_TYPE_REASON = "The SVGs and the print poster (" + FORMAT_FILE_NAMES.pdf +
  ") are not made when " +
  "the AI draws its own text (BRANDKIT_TYPOGRAPHY=model): they set BrandKit's type over text-free art. " +
  "BRANDKIT_TYPOGRAPHY=overlay makes them.";

/** FORMAT_UNAVAILABLE for a format of OWN_TYPE_FORMATS. */
export function ownTypeFormatUnavailable(): BrandKitError {
  return new BrandKitError(ErrorCode.FORMAT_UNAVAILABLE, OWN_TYPE_REASON);
}

/** The formats `provider`'s kits cannot come in: OWN_TYPE_FORMATS when its AI draws its own type, else none. */
export function unavailableFormatsOf(provider: Pick<AiProvider, "typography">): readonly FormatName[] {
  return provider.typography === "model" ? OWN_TYPE_FORMATS : [];
}

export type CanvasModelDeps = {
  /** The configured AI provider; a canvas model exists only when it draws its own type. */
  provider: AiProvider;
  /** The pipeline's step to PNG bytes of the exact size (download, fit). */
  exactImage: ToExactPng;
  /** The clock a rate limit's wait is measured against, as for the kit's graphics. @default Date.now */
  now?: () => number;
};

/** The model that draws the extra canvases, or undefined when our designer sets the type (it lays them out). */
export function canvasModelOf(deps: CanvasModelDeps): CanvasModel | undefined {
  const { provider, exactImage } = deps;
  if (provider.typography !== "model") return undefined;
  return async (canvas, kit, request, signal) => {
    const size = CANVAS_SIZES[canvas];
    const brief = imageBriefFor(kit.selectedName, request, kit.design);
    // The prompt has the colours the kit's graphics were drawn in: its design's.
    const prompt = buildImagePrompt(canvas, kit.selectedName, { ...request, colors: [...brief.colors] });
    const image = await provider.image({ kind: canvas, prompt, artPrompt: prompt, size, brief, signal })
      .catch((error) => {
        throw classifyProviderError(error, `${canvas} graphic`, { signal, now: deps.now });
      });
    return exactImage(image, { kind: canvas, ...size }, signal);
  };
}
