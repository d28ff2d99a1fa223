/**
 * Generates a brand kit: the copy in one structured-object generation, then the poster, square and banner
 * strictly one after another (spec §7.1), with the spec's failure rules (§4, §8).
 */
import { IMAGE_KINDS, IMAGE_SIZES, type ImageKind } from "./constants.ts";
import { formatLongUsDate } from "./dates.ts";
import { BrandKitError, ErrorCode, isBrandKitError } from "./errors.ts";
import { buildBrandGuide } from "./guide.ts";
import { toDataUrl } from "./image-type.ts";
import { buildImagePrompt, buildTextPrompt } from "./prompts.ts";
import type { AiProvider, ImageBrief, ImageResult } from "./provider.ts";
import { isRateLimitError, rateLimitMessage, rateLimitWaitSeconds } from "./rate-limit.ts";
import {
  type GenerationRequest,
  type ImageError,
  KIT_TEXT_JSON_SCHEMA,
  type KitImages,
  type KitResult,
  type KitText,
  KitTextSchema,
  type RegeneratedImages,
} from "./schemas.ts";
import { seedOf } from "./seed.ts";
import { toValidationIssues } from "./validate.ts";

/** The steps of a generation, in order, as progress reports name them. */
export type GenerationStep = "copy" | ImageKind;
export type ProgressEvent = { step: GenerationStep };

/** Turns a provider's graphic into the URL the kit carries (fit to size, store, return where it lives). */
export type StoreImage = (
  image: ImageResult,
  target: { kind: ImageKind; width: number; height: number },
  signal?: AbortSignal,
) => Promise<string>;

export type GenerateOptions = {
  provider: AiProvider;
  /** @default bytes become a data URL; a URL is kept as it is */
  storeImage?: StoreImage;
  onProgress?: (event: ProgressEvent) => void;
  signal?: AbortSignal;
  /** The clock rate-limit waits are measured against. @default Date.now */
  now?: () => number;
  /** Told of unexpected failures that the kit reports only as "could not be made" (for the server log). */
  reportError?: (error: unknown) => void;
};

const EMPTY_IMAGES: KitImages = { poster: "", square: "", banner: "" };
const MAX_PROVIDER_MESSAGE_LENGTH = 300;

/** Keeps bytes as a data URL and URLs as they are: enough where nothing is stored (tests, the CLI's JSON). */
export const keepImageInline: StoreImage = (image) =>
  Promise.resolve("url" in image ? image.url : toDataUrl(image.bytes, image.mimeType));

function throwIfCancelled(signal: AbortSignal | undefined): void {
  if (signal?.aborted) throw new BrandKitError(ErrorCode.CANCELLED, "Generation was cancelled.");
}

/** Puts any provider failure into the error vocabulary: cancelled, rate limited, timed out or failed. */
function classifyProviderError(error: unknown, what: string, options: GenerateOptions): BrandKitError {
  if (options.signal?.aborted || (error instanceof Error && error.name === "AbortError")) {
    return new BrandKitError(ErrorCode.CANCELLED, "Generation was cancelled.", { cause: error });
  }
  if (isBrandKitError(error) && error.code !== ErrorCode.RATE_LIMIT_EXCEEDED) return error;
  if (isRateLimitError(error)) {
    const wait = rateLimitWaitSeconds(error, (options.now ?? Date.now)());
    return new BrandKitError(ErrorCode.RATE_LIMIT_EXCEEDED, rateLimitMessage(wait), {
      retryAfter: wait,
      cause: error,
    });
  }
  const detail = error instanceof Error ? error.message : String(error);
  const message = `The AI service failed to make the ${what}: ${detail}`.slice(
    0,
    MAX_PROVIDER_MESSAGE_LENGTH,
  );
  return new BrandKitError(ErrorCode.AI_ERROR, message, { cause: error });
}

/** The custom name leads the names when the visitor gave one, whatever the provider did with it. */
function withCustomNameFirst(names: string[], customName: string | undefined): string[] {
  if (!customName) return names;
  const others = names.filter((name) => name.toLowerCase() !== customName.toLowerCase());
  return [customName, ...others].slice(0, names.length);
}

async function writeCopy(
  request: GenerationRequest,
  seed: number,
  options: GenerateOptions,
): Promise<KitText> {
  let reply: unknown;
  try {
    reply = await options.provider.object({
      prompt: buildTextPrompt(request),
      schema: KitTextSchema,
      jsonSchema: KIT_TEXT_JSON_SCHEMA,
      schemaName: "brand_kit_copy",
      request,
      seed,
      signal: options.signal,
    });
  } catch (error) {
    throw classifyProviderError(error, "copy", options);
  }
  const parsed = KitTextSchema.safeParse(reply);
  if (!parsed.success) {
    const issues = toValidationIssues(parsed.error);
    const first = issues[0];
    throw new BrandKitError(
      ErrorCode.AI_ERROR,
      `The AI returned copy that does not fit a brand kit: ${
        first.path ? `${first.path}: ` : ""
      }${first.message}`,
      { issues },
    );
  }
  return { ...parsed.data, eventNames: withCustomNameFirst(parsed.data.eventNames, request.customEventName) };
}

function briefFor(eventName: string, request: GenerationRequest, seed: number): ImageBrief {
  const brief: ImageBrief = { eventName, vibes: request.vibes, colors: request.colors, seed };
  if (request.eventDate) brief.displayDate = formatLongUsDate(request.eventDate);
  if (request.eventLocation) brief.location = request.eventLocation;
  if (request.inspirationImage) brief.inspirationImage = request.inspirationImage;
  return brief;
}

/** The three graphics for `eventName`, made strictly one after another. */
async function makeImages(
  eventName: string,
  request: GenerationRequest,
  seed: number,
  options: GenerateOptions,
): Promise<KitImages> {
  const storeImage = options.storeImage ?? keepImageInline;
  const brief = briefFor(eventName, request, seed);
  const images: KitImages = { ...EMPTY_IMAGES };
  for (const kind of IMAGE_KINDS) {
    throwIfCancelled(options.signal);
    options.onProgress?.({ step: kind });
    const size = IMAGE_SIZES[kind];
    const prompt = buildImagePrompt(kind, eventName, request);
    const artPrompt = buildImagePrompt(kind, eventName, request, { typography: "overlay" });
    let image: ImageResult;
    try {
      image = await options.provider.image({ kind, prompt, artPrompt, size, brief, signal: options.signal });
    } catch (error) {
      throw classifyProviderError(error, `${kind} graphic`, options);
    }
    // Storing is ours, not the provider's: its failures are not dressed up as AI errors.
    images[kind] = await storeImage(image, { kind, ...size }, options.signal);
  }
  return images;
}

function toImageError(error: unknown): ImageError {
  if (!isBrandKitError(error)) {
    return { code: ErrorCode.AI_ERROR, message: "The graphics could not be made." };
  }
  const code = error.code === ErrorCode.RATE_LIMIT_EXCEEDED || error.code === ErrorCode.AI_TIMEOUT
    ? error.code
    : ErrorCode.AI_ERROR;
  return error.retryAfter === undefined
    ? { code, message: error.message }
    : { code, message: error.message, retryAfter: error.retryAfter };
}

/**
 * A whole kit for a validated request. A failure of the copy fails the generation; a failure of the graphics
 * (a rate limit or anything else) still returns the kit, with empty image URLs and `imageError` (spec §4).
 * Cancellation always throws CANCELLED.
 */
export async function generateKit(request: GenerationRequest, options: GenerateOptions): Promise<KitResult> {
  const seed = seedOf(request);
  throwIfCancelled(options.signal);
  options.onProgress?.({ step: "copy" });
  const copy = await writeCopy(request, seed, options);
  const selectedName = copy.eventNames[0];
  let images = { ...EMPTY_IMAGES };
  let imageError: ImageError | undefined;
  try {
    images = await makeImages(selectedName, request, seed, options);
  } catch (error) {
    if (isBrandKitError(error, ErrorCode.CANCELLED)) throw error;
    if (!isBrandKitError(error)) options.reportError?.(error);
    imageError = toImageError(error);
  }
  const kit: KitResult = { selectedName, ...copy, images, brandGuide: buildBrandGuide(request.colors) };
  if (imageError) kit.imageError = imageError;
  return kit;
}

/** New graphics for another of the kit's names; only the images and the selected name change (spec §4). */
export async function regenerateImages(
  request: GenerationRequest,
  name: string,
  options: GenerateOptions,
): Promise<RegeneratedImages> {
  const images = await makeImages(name, request, seedOf(request), options);
  return { selectedName: name, images };
}
