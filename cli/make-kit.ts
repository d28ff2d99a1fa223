/**
 * A kit made for a kit folder, the step generate, regenerate and every batch row share: a new kit from a
 * request, or new graphics for another of a kit's names (the copy stays: docs/behaviour.md#generation). The
 * graphics are kept as PNG bytes for the folder (image-collector.ts) rather than stored, and come back with
 * kit.json's content; a kit whose graphics failed is an error, as nothing is written then. New graphics of a
 * kit keep its design (issue 26).
 */
import {
  type AiProvider,
  type CanvasModel,
  canvasModelOf,
  decideFamily,
  type FormatArt,
  generateKit,
  type GenerateOptions,
  regenerateImages,
  seedOf,
  unavailableFormatsOf,
} from "../brandkit/mod.ts";
import {
  ART_FAMILY,
  BrandKitError,
  type DesignedKitFile,
  type FormatName,
  type GenerationRequest,
  IMAGE_FILE_NAMES,
  IMAGE_KINDS,
  type ImageError,
  type KitDesign,
  type KitFile,
  kitRequest,
  toKitFile,
} from "../brandkit/web.ts";
import type { ChosenProvider } from "../adapters/kit-pipeline.ts";
import type { CliDeps } from "./deps.ts";
import { createImageCollector, type ImageCollector } from "./image-collector.ts";
import type { KitImageBytes } from "./kit-folder.ts";

/** What making a kit uses. */
export type MakeKitOptions = Pick<CliDeps, "now" | "checkDrawable"> & ChosenProvider & {
  /** Cancels the generation. @default none (a queue worker lets its kits finish) */
  signal?: AbortSignal;
  /** Told of each step (the terminal's progress line). @default none */
  onProgress?: GenerateOptions["onProgress"];
};

/**
 * A kit as its folder holds it: kit.json's content and the graphics' PNG bytes, and the art an AI drew for them
 * (which the folder's other formats are made from; it is not written).
 */
export type MadeKit = {
  kit: DesignedKitFile;
  images: KitImageBytes;
  art?: FormatArt;
  /** The AI, when it draws its own type (BRANDKIT_TYPOGRAPHY=model): it draws the folder's story and preview. */
  model?: CanvasModel;
};

/** The made kit's graphics and art, as collected, and the AI that draws its canvases when it draws its own type. */
function collectedOf(collector: ImageCollector, options: MakeKitOptions): Omit<MadeKit, "kit"> {
  const art = collector.art();
  const model = canvasModelOf(options);
  return { images: collector.images(), ...art ? { art } : {}, ...model ? { model } : {} };
}

/** The generator's options: every command makes graphics the same way, collected for the folder. */
function generatorOptions(options: MakeKitOptions, collector: ImageCollector): GenerateOptions {
  const { provider, exactImage, checkDrawable, onProgress, signal, now } = options;
  const { storeImage, storeArt } = collector;
  return { provider, exactImage, storeImage, storeArt, checkDrawable, onProgress, signal, now };
}

/** The formats of `formats` that `provider`'s kits can come in: the others are not made (formatNotes says so). */
function availableFormats(formats: readonly FormatName[] | undefined, provider: AiProvider): FormatName[] {
  const unavailable = unavailableFormatsOf(provider);
  return (formats ?? []).filter((format) => !unavailable.includes(format));
}

/** A kit whose graphics failed is not written: the error says why, with the wait of a rate limit. */
function graphicsFailed(imageError: ImageError): BrandKitError {
  return new BrandKitError(
    imageError.code,
    `The graphics failed, so nothing was written: ${imageError.message}`,
    {
      retryAfter: imageError.retryAfter,
    },
  );
}

/** A new kit for `request`; kit.json lists the extra `formats` (their files are made when it is written). */
export async function makeKit(
  request: GenerationRequest,
  options: MakeKitOptions & { formats?: readonly FormatName[] },
): Promise<MadeKit> {
  const collector = createImageCollector();
  const kit = await generateKit(request, generatorOptions(options, collector));
  if (kit.imageError) throw graphicsFailed(kit.imageError);
  const kitFile = toKitFile(kit, {
    request,
    provider: options.provider.name,
    nowMs: options.now(),
    formats: availableFormats(options.formats, options.provider),
  });
  return { kit: kitFile, ...collectedOf(collector, options) };
}

/**
 * The design new graphics of `kit` are drawn in: the kit's own (the organiser's layout, lines and colours stay).
 * The offline designer lays out no art, so an AI kit's ("art") is drawn in the family its request calls for, and
 * kit.json says so.
 */
function designFor(kit: DesignedKitFile, provider: AiProvider): KitDesign {
  const { design } = kit;
  if (!provider.local || design.family !== ART_FAMILY) return design;
  const request = kitRequest(kit);
  return { ...design, family: decideFamily(request, seedOf(request)) };
}

/**
 * New graphics for `kit` under `name` (in its own spelling; `render` passes the selected one), drawn in the kit's
 * design; the copy and formats stay, and the guide lists the colours the design has (a hand edit may change them).
 */
export async function remakeKit(
  kit: DesignedKitFile,
  name: string,
  options: MakeKitOptions,
): Promise<MadeKit> {
  const collector = createImageCollector();
  const drawn = designFor(kit, options.provider);
  // The kit's language stays: kit.json's request has it (an older one only the kit's `language`).
  const { art } = await regenerateImages(kitRequest(kit), name, generatorOptions(options, collector), drawn);
  // Type set over an AI's art is the art family, as the generator records it.
  const design: KitDesign = art ? { ...drawn, family: ART_FAMILY } : drawn;
  const remade: DesignedKitFile = {
    ...kit,
    images: Object.fromEntries(
      IMAGE_KINDS.map((kind) => [kind, IMAGE_FILE_NAMES[kind]]),
    ) as KitFile["images"],
    brandGuide: { ...kit.brandGuide, colors: [...design.colors] },
    design,
    formats: availableFormats(kit.formats, options.provider),
    request: kitRequest(kit),
    selectedName: name,
    provider: options.provider.name,
    createdAt: new Date(options.now()).toISOString(),
  };
  return { kit: remade, ...collectedOf(collector, options) };
}
