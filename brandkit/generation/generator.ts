/**
 * Generates a brand kit: the copy in one structured-object generation, then the poster, square and banner,
 * with the failure rules of docs/behaviour.md#generation. Calls to an AI service stay strictly one after
 * another; local work (fitting each graphic to its size, and a local provider's whole rendering) overlaps,
 * while progress reports keep the order copy, poster, square, banner.
 */
import { IMAGE_KINDS, IMAGE_SIZES, type ImageKind } from "../constants.ts";
import { formatEventDate } from "../dates/written-dates.ts";
import { languageNotice, writtenLanguage } from "../languages/language.ts";
import { BrandKitError, ErrorCode, isBrandKitError, throwIfCancelled } from "../errors.ts";
import { buildBrandGuide } from "../guide/guide.ts";
import { localCalendarDate } from "../dates/calendar-dates.ts";
import { toDataUrl } from "../images/image-type.ts";
import type { ImageTarget, ToExactPng } from "../images/exact-image.ts";
import { buildImagePrompt } from "./prompts.ts";
import type { AiProvider, BriefDesign, ImageBrief } from "./provider.ts";
import type { ImageBytes, ImageResult } from "../images/exact-image.ts";
import { formatEventTimes } from "../dates/times.ts";
import type { KitDesign } from "../design.ts";
import { decideDesign } from "../studio/decide.ts";
import { layoutFamilyOf } from "../studio/family.ts";
import { ART_FAMILY } from "../design.ts";
import { classifyProviderError } from "./provider-errors.ts";
import {
  type GenerationRequest,
  type ImageError,
  type KitArt,
  type KitImages,
  type KitResult,
  type RegeneratedImages,
} from "../schemas.ts";
import { chosenPaletteNotice, withPaletteColors } from "../palettes/palette-choice.ts";
import { seedOf } from "../seed.ts";
import { writeCopy } from "./copy-step.ts";
import {
  type CheckedRequest,
  checkRequest,
  isChecked,
  type SettleOptions,
  type WrittenRequest,
  writtenRequest,
} from "./settle.ts";

import type { GenerationStep } from "../web-api.ts";
export type ProgressEvent = { step: GenerationStep };

/** Keeps a graphic (PNG bytes of exactly the target's size) and returns the URL the kit carries. */
export type StoreImage = (png: Uint8Array, target: ImageTarget, signal?: AbortSignal) => Promise<string>;

/** Keeps the text-free art a graphic was set on (issue 20) and returns where the kit finds it again. */
export type StoreArt = (art: ImageBytes, kind: ImageKind, signal?: AbortSignal) => Promise<string>;

/** What a generation uses; step 0's options (settle.ts) are used only for a request that has not taken it. */
export type GenerateOptions = SettleOptions & {
  provider: AiProvider;
  /**
   * Makes each graphic PNG bytes of its exact size (download, fit): createExactImage.
   * @default the provider's bytes as they are (a URL is refused)
   */
  exactImage?: ToExactPng;
  /** @default a data URL */
  storeImage?: StoreImage;
  /**
   * Keeps the art of an AI's graphics (BRANDKIT_TYPOGRAPHY=overlay), so the kit's other formats show it too.
   * @default not kept: the kit has no `art`, and its other formats are laid out from the brief
   */
  storeArt?: StoreArt;
  onProgress?: (event: ProgressEvent) => void;
  signal?: AbortSignal;
  /** The clock rate-limit waits are measured against. @default Date.now */
  now?: () => number;
  /** Told of unexpected failures that the kit reports only as "could not be made" (for the server log). */
  reportError?: (error: unknown) => void;
};

const EMPTY_IMAGES: KitImages = { poster: "", square: "", banner: "" };

/** Keeps graphics as data URLs: enough where nothing is stored (tests). */
export const keepImageInline: StoreImage = (png) => Promise.resolve(toDataUrl(png, "image/png"));

/** Takes the provider's bytes as they are: for providers that already answer with exact PNGs (tests). */
export const keepProviderBytes: ToExactPng = (image) => {
  if ("url" in image) {
    return Promise.reject(
      new BrandKitError(ErrorCode.INTERNAL, "This generation was given no way to download graphics."),
    );
  }
  return Promise.resolve(image.bytes);
};

/**
 * What the designer needs to lay out any canvas of `eventName`'s kit; the extra formats (brandkit/archive) use it
 * to make the story, the link preview and the SVGs look like the kit's graphics. A request without colours gets
 * the palette its kit got; its language (as the kit recorded it) is settled here, once. The kit's `design` is
 * taken as it is: the designer lays it out and decides none of it.
 */
export function imageBriefFor(
  eventName: string,
  input: GenerationRequest,
  design: KitDesign,
  seed?: number,
): ImageBrief {
  // The colours are the design's: a request's palette matters only to the seed of a request that has none
  // pinned, so a kept kit's (whose seed is pinned when it is kept) is never settled again.
  const pinned = seed !== undefined || input.seed !== undefined;
  const settled = pinned ? input : withPaletteColors(input).request;
  return briefOf(eventName, { ...settled, language: writtenLanguage(input.language) }, design, seed);
}

/** imageBriefFor of a request whose colours and language are settled already (a generation's: settle.ts). */
function briefOf(
  eventName: string,
  request: WrittenRequest,
  design: KitDesign,
  seed = seedOf(request),
): ImageBrief {
  const { language } = request;
  const brief: ImageBrief = {
    eventName,
    vibes: request.vibes,
    colors: design.colors,
    seed,
    language,
    design: briefDesignOf(design, request.vibes, seed),
  };
  if (request.eventDate) brief.displayDate = formatEventDate(request.eventDate, language);
  if (request.eventTime) {
    brief.displayTime = formatEventTimes(request.eventTime, request.eventEndTime, language);
  }
  if (request.eventLocation) brief.location = request.eventLocation;
  if (request.eventLink) brief.eventLink = request.eventLink;
  if (request.inspirationImage) brief.inspirationImage = request.inspirationImage;
  return brief;
}

/**
 * The parts of a design the layouts read, in the family the designer lays it out in (layoutFamilyOf), without
 * the colours (the brief carries those).
 */
function briefDesignOf(design: KitDesign, vibes: readonly string[], seed: number): BriefDesign {
  const { variation, topLine, details, showQr } = design;
  const family = layoutFamilyOf(design.family, vibes, seed);
  return details === undefined
    ? { family, variation, topLine, showQr }
    : { family, variation, topLine, details, showQr };
}

/** The design the designer decides for `request` today: a new kit's, or a kit's new graphics sent without one. */
function decidedToday(request: WrittenRequest, seed: number, options: GenerateOptions): KitDesign {
  return decideDesign(request, seed, {
    language: request.language,
    today: localCalendarDate((options.now ?? Date.now)()),
  });
}

/** A settled outcome, so a failure seen late is never an unhandled rejection. */
type Outcome<T> = { ok: true; value: T } | { ok: false; error: unknown };

function settle<T>(promise: Promise<T>): Promise<Outcome<T>> {
  return promise.then((value) => ({ ok: true, value }), (error) => ({ ok: false, error }));
}

/** A graphic as the kit carries it: where it is kept, and where its art is, when an AI drew art for it. */
type KeptGraphic = { url: string; art?: string };

/** The three graphics of a kit, and the art they were set on (only when an AI drew it and it could be kept). */
type MadeImages = { images: KitImages; art?: KitArt };

/**
 * The three graphics for `eventName`, drawn in `design`. An AI provider is asked for one after another, each
 * answer fitted and stored while the next is being drawn; a local provider's three graphics are made at once
 * (the render pool runs them in parallel when workers are free). The first failure, in poster-square-banner
 * order, wins.
 */
async function makeImages(
  eventName: string,
  request: WrittenRequest,
  seed: number,
  options: GenerateOptions,
  design: KitDesign,
): Promise<MadeImages> {
  const { provider, signal, storeArt } = options;
  const exactImage = options.exactImage ?? keepProviderBytes;
  const storeImage = options.storeImage ?? keepImageInline;
  const brief = briefOf(eventName, request, design, seed);

  const ask = async (kind: ImageKind): Promise<ImageResult> => {
    const size = IMAGE_SIZES[kind];
    const prompt = buildImagePrompt(kind, eventName, request);
    const artPrompt = buildImagePrompt(kind, eventName, request, { typography: "overlay" });
    try {
      return await provider.image({ kind, prompt, artPrompt, size, brief, signal });
    } catch (error) {
      throw classifyProviderError(error, `${kind} graphic`, options);
    }
  };
  // Fitting and storing are ours, not the provider's: their failures are not dressed up as AI errors.
  const keep = async (kind: ImageKind, image: ImageResult): Promise<KeptGraphic> => {
    const target = { kind, ...IMAGE_SIZES[kind] };
    const keptArt = image.art && storeArt ? storeArt(image.art, kind, signal) : undefined;
    // Seen below unless the graphic fails first: then the graphic's error is the one reported.
    keptArt?.catch(() => {});
    const url = await storeImage(await exactImage(image, target, signal), target, signal);
    const art = await keptArt;
    return art ? { url, art } : { url };
  };

  const outcomes: Promise<Outcome<KeptGraphic>>[] = [];
  let keepingFailed = false;
  const keepSettled = (kind: ImageKind, image: ImageResult) =>
    settle(
      keep(kind, image).catch((error) => {
        keepingFailed = true;
        throw error;
      }),
    );
  if (provider.local) {
    throwIfCancelled(signal);
    for (const kind of IMAGE_KINDS) outcomes.push(settle(ask(kind).then((image) => keep(kind, image))));
    for (const [index, kind] of IMAGE_KINDS.entries()) {
      if (index > 0) await outcomes[index - 1];
      options.onProgress?.({ step: kind });
    }
  } else {
    for (const kind of IMAGE_KINDS) {
      // A graphic that could not be kept fails the set: the AI service is not asked for the rest.
      if (keepingFailed) break;
      throwIfCancelled(signal);
      options.onProgress?.({ step: kind });
      outcomes.push(keepSettled(kind, await ask(kind)));
    }
  }
  const images: KitImages = { ...EMPTY_IMAGES };
  const art: KitArt = {};
  for (const [index, outcome] of (await Promise.all(outcomes)).entries()) {
    if (!outcome.ok) throw outcome.error;
    images[IMAGE_KINDS[index]] = outcome.value.url;
    if (outcome.value.art) art[IMAGE_KINDS[index]] = outcome.value.art;
  }
  throwIfCancelled(signal);
  return Object.keys(art).length > 0 ? { images, art } : { images };
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
 * Step 0 (settle.ts) of a request that comes without it; a request that took it in the edge's opening is taken
 * as it is, so its check and its settling are never done twice.
 */
function stepZero(
  input: GenerationRequest | CheckedRequest,
  options: GenerateOptions,
  drawn?: { name: string; design?: KitDesign },
): Promise<CheckedRequest> {
  return isChecked(input) ? Promise.resolve(input) : checkRequest(input, options, drawn);
}

/**
 * A whole kit for a validated request, or for one that took step 0 (settle.ts) in its edge's opening. A
 * failure of the copy fails the generation; a failure of the graphics (a rate limit or anything else) still
 * returns the kit, with empty image URLs and `imageError` (docs/behaviour.md#generation). Cancellation always
 * throws CANCELLED. The kit records its language, and a notice when BrandKit does not write that language
 * (the kit is then in English throughout).
 */
export async function generateKit(
  input: GenerationRequest | CheckedRequest,
  options: GenerateOptions,
): Promise<KitResult & { design: KitDesign }> {
  throwIfCancelled(options.signal);
  const settled = await stepZero(input, options);
  const { language, chosenPalette } = settled;
  const request = writtenRequest(settled);
  const seed = seedOf(request);
  const decided = decidedToday(request, seed, options);
  options.onProgress?.({ step: "copy" });
  const copy = await writeCopy(request, seed, options);
  const selectedName = copy.eventNames[0];
  let made: MadeImages = { images: { ...EMPTY_IMAGES } };
  let imageError: ImageError | undefined;
  try {
    made = await makeImages(selectedName, request, seed, options, decided);
  } catch (error) {
    if (isBrandKitError(error, ErrorCode.CANCELLED)) throw error;
    if (!isBrandKitError(error)) options.reportError?.(error);
    imageError = toImageError(error);
  }
  // Type set over an AI's art is the "art" family: its edits set the type over the same art again.
  const design: KitDesign = made.art ? { ...decided, family: ART_FAMILY } : decided;
  const kit: KitResult & { design: KitDesign } = {
    selectedName,
    ...copy,
    images: made.images,
    brandGuide: buildBrandGuide(design.colors),
    language,
    design,
  };
  const notices = [languageNotice(language), chosenPalette && chosenPaletteNotice(chosenPalette)]
    .filter((notice): notice is string => Boolean(notice));
  if (notices.length > 0) kit.notices = notices;
  if (imageError) kit.imageError = imageError;
  if (made.art) kit.art = made.art;
  return kit;
}

/**
 * New graphics for another of the kit's names; only the images and the selected name change
 * (docs/behaviour.md#generation). The kit's language comes with its request (the page and kit.json keep it);
 * Auto decides as it did for the kit. The kit's design, when given, is kept: the organiser's layout, lines
 * and palette stay (issue 26); without one, the designer decides it as for a new kit. Step 0 checks the name
 * and the design's lines too.
 */
export async function regenerateImages(
  input: GenerationRequest | CheckedRequest,
  name: string,
  options: GenerateOptions,
  design?: KitDesign,
): Promise<RegeneratedImages> {
  const request = writtenRequest(await stepZero(input, options, { name, design }));
  const seed = seedOf(request);
  const drawn = design ?? decidedToday(request, seed, options);
  const { images, art } = await makeImages(name, request, seed, options, drawn);
  return art ? { selectedName: name, images, art } : { selectedName: name, images };
}
