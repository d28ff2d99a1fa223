/**
 * The one interface every AI provider implements. The generator sees only this; concrete providers live in
 * providers/ and are chosen by providers/registry.ts.
 */
import type { z } from "zod";
import type { CanvasKind } from "../formats/formats.ts";
import type { ImageResult } from "../images/exact-image.ts";
import type { GenerationRequest } from "../schemas.ts";
import type { KitDesign, LayoutFamily } from "../design.ts";

/** Ask for one structured object (the kit's copy) matching `schema`. */
export type ObjectRequest = {
  /** The text prompt (buildTextPrompt; docs/behaviour.md#prompts). */
  prompt: string;
  /** What the reply must satisfy; the generator validates the reply with it again. */
  schema: z.ZodType;
  /** The same schema as JSON schema, for providers with structured output. */
  jsonSchema: Record<string, unknown>;
  /** A short name for the schema ("brand_kit_copy"), as structured-output APIs ask for one. */
  schemaName: string;
  /** The validated request, for providers that write from the fields rather than the prompt. */
  request: GenerationRequest;
  /** Picks among equally good answers; same request and seed, same answer (where the provider can). */
  seed: number;
  signal?: AbortSignal;
};

/** Everything a designer needs to lay out one graphic, beyond the prompt. */
export type ImageBrief = {
  eventName: string;
  vibes: readonly string[];
  colors: readonly string[];
  /** The kit's language (BCP 47), resolved: the date and the QR caption are written in it. @default "en" */
  language?: string;
  /** The date as the kit's language writes it ("December 31, 2026", "2026年12月31日"), when a date was given. */
  displayDate?: string;
  /** The event's time as the kit's language writes it ("8:00 AM", "20 h – 23 h"), when a time was given. */
  displayTime?: string;
  location?: string;
  /**
   * The kit's design (issue 26), whole and decided: the layout family, the variation, the top line, the details
   * line and whether the QR code is drawn. The designer lays it out as it is and decides none of it.
   */
  design: BriefDesign;
  /** The event's https link (tickets or RSVP), when given: the designer sets it as a QR code. */
  eventLink?: string;
  /** A data URL, when the visitor gave one. */
  inspirationImage?: string;
  seed: number;
};

/**
 * The parts of a kit's design a layout reads (its colours are the brief's `colors`), in the layout family the
 * designer lays it out in (layoutFamilyOf: an art design's, where no art is given, is the one its vibes call for).
 */
export type BriefDesign = Pick<KitDesign, "variation" | "topLine" | "details" | "showQr"> & {
  family: LayoutFamily;
};

/** Ask for one graphic: one of the kit's three, or (a model that draws its own type) an extra canvas. */
export type ImageRequest = {
  kind: CanvasKind;
  /** The image prompt (buildImagePrompt, docs/behaviour.md#prompts): the model draws the event's text. */
  prompt: string;
  /**
   * The same graphic as text-free artwork, for providers whose type is set by our designer on top
   * (BRANDKIT_TYPOGRAPHY=overlay): image models misspell text.
   */
  artPrompt: string;
  /** The exact size the graphic must end up at; a provider may return another size, which is then fitted. */
  size: { width: number; height: number };
  brief: ImageBrief;
  signal?: AbortSignal;
};

export interface AiProvider {
  /** Shown in /api/health and the CLI ("offline", "openai", "platform"). */
  readonly name: string;
  /**
   * "model" when the AI draws the event's text itself (BRANDKIT_TYPOGRAPHY=model): the kit's extra canvases are
   * then asked of it too, and the formats that set BrandKit's type over text-free art cannot be made.
   * @default our designer sets the type (the offline provider, or an AI's art in the overlay mode)
   */
  readonly typography?: "model";
  /**
   * True when image() runs on this machine rather than calling an AI service (the offline designer): its calls
   * may then overlap, since the rule of one call after another (docs/behaviour.md#generation) is about the AI
   * service.
   */
  readonly local?: boolean;
  /** One structured-object generation; the reply is validated by the caller. */
  object(request: ObjectRequest): Promise<unknown>;
  /** One image generation. */
  image(request: ImageRequest): Promise<ImageResult>;
}
