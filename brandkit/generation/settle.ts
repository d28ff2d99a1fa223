/**
 * Step 0 of a generation (docs/architecture.md#the-generation-pipeline), done once per kit request wherever
 * it comes in: the kit's language decided (the request's own, else Auto's rule over the name, the place and
 * the browser's languages), its colours settled (a named palette's, or the palette that fits its vibes:
 * palette-choice.ts), and its text checked against the fonts (UNSUPPORTED_CHARACTER). The web routes take
 * this step in their opening, before a request waits for a place; the generator takes it for the CLI and the
 * batch. Either way it is taken once, and what it gives is passed on (to the generator, the designer's brief
 * and the keeper), never worked out again. A kit sent back for its other files or an edit (settleSentKit) is
 * settled by the same rules.
 */
import { buildBrandGuide } from "../guide/guide.ts";
import { resolveLanguage, type WrittenLanguage, writtenLanguage } from "../languages/language.ts";
import type { Palette } from "../palettes/palettes.ts";
import { withPaletteColors } from "../palettes/palette-choice.ts";
import type { BrandGuide, GenerationRequest, KitArt } from "../schemas.ts";
import type { KitDesign } from "../design.ts";
import { designOfKit } from "../studio/kit-design.ts";
import type { DesignLines, DrawableCheck } from "../type/drawable.ts";

/** What step 0 needs from the edge that takes it. */
export type SettleOptions = {
  /**
   * Refuses text no font can draw (UNSUPPORTED_CHARACTER) before any work is done: createDrawableCheck over the
   * type engine's font library, wired at the edges. @default no check (the designer still never draws a hole)
   */
  checkDrawable?: DrawableCheck;
  /**
   * The page visitor's languages, best first (their Accept-Language): "Auto" uses the first when the name and
   * place do not say. @default none (the CLI): Auto falls back to English
   */
  browserLanguages?: readonly string[];
};

/** A request with its language decided and its colours settled. */
export type SettledRequest = {
  /** The request with its colours settled and its language as it was asked for (a kept kit keeps it so). */
  readonly request: GenerationRequest;
  /** The kit's language, decided once (recorded in the kit; a notice says when BrandKit does not write it). */
  readonly language: string;
  /** The palette BrandKit chose, when the request had no colours (the kit's notice names it). */
  readonly chosenPalette?: Palette;
};

const CHECKED: unique symbol = Symbol("checked");

/** A request settled and checked by checkRequest: step 0 is done, and the generator takes it as it is. */
export type CheckedRequest = SettledRequest & { readonly [CHECKED]: true };

/** The request's language decided and its colours settled (no check: see checkRequest). */
export function settleRequest(
  input: GenerationRequest,
  browserLanguages?: readonly string[],
): SettledRequest {
  const { language } = resolveLanguage(input, browserLanguages);
  const { request, chosen } = withPaletteColors(input);
  return chosen ? { request, language, chosenPalette: chosen } : { request, language };
}

/**
 * Step 0: the request's text (and a regeneration's name, and a design's lines) checked against the fonts, then
 * its language decided and its colours settled. Throws UNSUPPORTED_CHARACTER, or VALIDATION_ERROR for a palette
 * that cannot be settled.
 */
export async function checkRequest(
  input: GenerationRequest,
  options: SettleOptions,
  drawn: { name?: string; design?: DesignLines } = {},
): Promise<CheckedRequest> {
  await options.checkDrawable?.(input, drawn.name, drawn.design);
  return { ...settleRequest(input, options.browserLanguages), [CHECKED]: true };
}

/** True when step 0 was taken already (checkRequest). */
export function isChecked(input: GenerationRequest | CheckedRequest): input is CheckedRequest {
  return CHECKED in input;
}

/** A request in the language its kit is written in, settled once: what comes after takes the language as it is. */
export type WrittenRequest = GenerationRequest & { language: WrittenLanguage };

/**
 * The request the provider and the designer get: in the language the kit is written in, which is English for a
 * language BrandKit does not write.
 */
export function writtenRequest(settled: SettledRequest): WrittenRequest {
  return { ...settled.request, language: writtenLanguage(settled.language) };
}

/**
 * A kit made before and sent back with its request (the page's kit, not kept here), settled as the generator
 * settled it when it made the kit: the request's colours settled and the language decided (one the kit names
 * wins), the kit's design as it is read (designOfKit: a kit sent without one, made before designs were data, does
 * not say the day it was made, and is over AI art when its art comes with it), and the guide listing the colours
 * of that design. What its other files and an edit of it are made from.
 */
export function settleSentKit<Kit extends { selectedName: string; language?: string; design?: KitDesign }>(
  sent: { kit: Kit; request: GenerationRequest; art?: KitArt },
  browserLanguages?: readonly string[],
): {
  kit: Kit & { language: string; brandGuide: BrandGuide; design: KitDesign };
  request: GenerationRequest;
} {
  const settled = settleRequest(sent.request, browserLanguages);
  const language = sent.kit.language ?? settled.language;
  const request = { ...settled.request, language };
  const overAiArt = Object.values(sent.art ?? {}).some(Boolean);
  const design = designOfKit(sent.kit, request, { overAiArt });
  const brandGuide = buildBrandGuide(design.colors);
  return { kit: { ...sent.kit, language, brandGuide, design }, request };
}
