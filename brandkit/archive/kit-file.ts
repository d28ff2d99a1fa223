/**
 * The one layout of a kit on disk or in a ZIP, shared by the CLI's kit folders, the batch's row folders and the
 * page's 'Download All Assets': which files a kit has (the seed's three graphics, the extra formats it was asked
 * for, brand-guide.md, copy.txt and kit.json), in the order to write them, and kit.json's schema and version.
 * Browser-safe: no Deno, no Node; reading and writing the files is the caller's.
 */
import { z } from "zod";
import { IMAGE_FILE_NAMES, IMAGE_KINDS, type ImageKind } from "../constants.ts";
import { graphicAltTexts } from "../guide/alt-text.ts";
import { BrandKitError, ErrorCode } from "../errors.ts";
import {
  type CanvasKind,
  EXTRA_CANVASES,
  FORMAT_FILE_NAMES,
  FORMAT_NAMES,
  type FormatName,
} from "../formats/formats.ts";
import {
  type BrandKit,
  BrandKitSchema,
  type GenerationRequest,
  GenerationRequestSchema,
  KitLanguageSchema,
} from "../schemas.ts";
import { seedOf } from "../seed.ts";
import type { KitDesign } from "../design.ts";
import { BRAND_GUIDE_FILE_NAME, renderBrandGuide } from "../guide/brand-guide-md.ts";
import { COPY_TEXT_FILE_NAME, renderCopyText } from "./copy-txt.ts";

export const KIT_FILE_NAME = "kit.json";
/** Version of the kit.json layout, so a later layout can still read older folders. */
export const KIT_FILE_VERSION = 1;

/** A format's name, as kit.json lists the extra formats a kit was made with. */
export const FormatNameSchema = z.enum(FORMAT_NAMES, {
  error: (issue) => `'${issue.input}' is not a format; use one of ${FORMAT_NAMES.join(", ")}`,
});

/** Each graphic's alt text, keyed like `images` ("" for a graphic the kit does not have). */
const ImageAltSchema = z.object(
  Object.fromEntries(IMAGE_KINDS.map((kind) => [kind, z.string()])) as Record<ImageKind, z.ZodString>,
);

/** kit.json: the kit (graphics by file name, "" for a missing one), plus what is needed to regenerate it. */
export const KitFileSchema = BrandKitSchema.extend({
  version: z.literal(KIT_FILE_VERSION),
  /** The kit's language; kit.json files written before languages read as "en". */
  language: KitLanguageSchema,
  /** The provider that made the kit ("offline", "openai", ...). */
  provider: z.string().min(1),
  /** When the kit was made or last regenerated (ISO 8601). */
  createdAt: z.iso.datetime(),
  /**
   * The validated request, its seed and language filled in, so regenerating keeps the kit's look and language
   * (older kit folders may lack the language: the kit's `language` then stands).
   */
  request: GenerationRequestSchema,
  /** Each graphic's alt text (graphicAltTexts), rewritten with every write; older kit folders lack it. */
  imageAlt: ImageAltSchema.optional(),
  /** The extra formats the kit was made with, so regenerating makes them again; older kit folders lack it. */
  formats: z.array(FormatNameSchema).optional(),
});
export type KitFile = z.output<typeof KitFileSchema>;

/** kit.json with its design: as a kit is written since designs are data, and as the server reads any (kit-design.ts). */
export type DesignedKitFile = KitFile & { design: KitDesign };

/** One file of a kit: its name inside the folder (or ZIP) and its content. */
export type KitArchiveFile = { name: string; data: Uint8Array | string };

/** One file an extra format adds: its name, its format, and the canvas it shows (PNGs and SVGs). */
export type FormatFile = { name: string; format: FormatName; canvas?: CanvasKind };

/** How a kit is described in kit.json beyond its copy. */
export type KitFileDetails = {
  /** The validated request the kit was made from; its seed is filled in here. */
  request: GenerationRequest;
  provider: string;
  /** When the kit was made, epoch ms. */
  nowMs: number;
  /** The extra formats made with it. @default [] */
  formats?: readonly FormatName[];
};

/** `formats` once each, in FORMAT_NAMES order. */
export function sortFormats(formats: readonly FormatName[]): FormatName[] {
  return FORMAT_NAMES.filter((format) => formats.includes(format));
}

/**
 * The files the extra `formats` add to a kit, in the order they are written: the story and link-preview PNGs,
 * an SVG of every canvas made, the print poster and guide PDFs, and event.ics (only when the event has a date,
 * as a calendar entry needs one).
 */
export function formatFiles(formats: readonly FormatName[], details: { eventDate?: string }): FormatFile[] {
  const wanted = new Set(formats);
  const canvases: CanvasKind[] = [...IMAGE_KINDS, ...EXTRA_CANVASES.filter((canvas) => wanted.has(canvas))];
  const files: FormatFile[] = EXTRA_CANVASES.filter((canvas) => wanted.has(canvas)).map((canvas) => ({
    name: FORMAT_FILE_NAMES[canvas],
    format: canvas,
    canvas,
  }));
  if (wanted.has("svg")) {
    for (const canvas of canvases) files.push({ name: FORMAT_FILE_NAMES.svg(canvas), format: "svg", canvas });
  }
  if (wanted.has("pdf")) files.push({ name: FORMAT_FILE_NAMES.pdf, format: "pdf" });
  if (wanted.has("guide-pdf")) files.push({ name: FORMAT_FILE_NAMES["guide-pdf"], format: "guide-pdf" });
  if (wanted.has("ics") && details.eventDate) files.push({ name: FORMAT_FILE_NAMES.ics, format: "ics" });
  return files;
}

/**
 * kit.json for `kit`: graphics referred to by file name ("" for one it does not have), the request's seed and
 * the kit's language filled in, and the kit's design, so a kit.json edited by hand renders again (`brandkit render`).
 */
export function toKitFile(kit: BrandKit & { design: KitDesign }, details: KitFileDetails): DesignedKitFile;
export function toKitFile(kit: BrandKit, details: KitFileDetails): KitFile;
export function toKitFile(kit: BrandKit, details: KitFileDetails): KitFile {
  const { request } = details;
  const language = kit.language ?? "en";
  return {
    version: KIT_FILE_VERSION,
    selectedName: kit.selectedName,
    eventNames: [...kit.eventNames],
    headline: kit.headline,
    tagline: kit.tagline,
    description: kit.description,
    socialCaptions: [...kit.socialCaptions],
    images: Object.fromEntries(
      IMAGE_KINDS.map((kind) => [kind, kit.images[kind] ? IMAGE_FILE_NAMES[kind] : ""]),
    ) as BrandKit["images"],
    brandGuide: kit.brandGuide,
    ...(kit.design ? { design: { ...kit.design, colors: [...kit.design.colors] } } : {}),
    language,
    ...(kit.notices?.length ? { notices: [...kit.notices] } : {}),
    provider: details.provider,
    createdAt: new Date(details.nowMs).toISOString(),
    request: { ...request, seed: seedOf(request), language },
    formats: sortFormats(details.formats ?? []),
  };
}

/** The request to regenerate `kit` with: its own, in the kit's language (older kit.json files lack it there). */
export function kitRequest(kit: KitFile): GenerationRequest {
  return { ...kit.request, language: kit.request.language ?? kit.language };
}

/** The graphics `kit` has. */
function presentGraphics(kit: KitFile): ImageKind[] {
  return IMAGE_KINDS.filter((kind) => kit.images[kind]);
}

/** Every file name of `kit`'s folder, in the order they are written (kit.json last: it marks a finished kit). */
export function kitFileNames(kit: KitFile): string[] {
  return [
    ...presentGraphics(kit).map((kind) => IMAGE_FILE_NAMES[kind]),
    ...formatFiles(kit.formats ?? [], kit.request).map((file) => file.name),
    BRAND_GUIDE_FILE_NAME,
    COPY_TEXT_FILE_NAME,
    KIT_FILE_NAME,
  ];
}

/** kit.json's text, with the alt text of each graphic the kit has (rewritten on every write). */
function kitJsonText(kit: KitFile): string {
  const alt = graphicAltTexts(kit.selectedName, kitRequest(kit));
  const imageAlt = Object.fromEntries(IMAGE_KINDS.map((kind) => [kind, kit.images[kind] ? alt[kind] : ""]));
  return `${JSON.stringify({ ...kit, imageAlt }, null, 2)}\n`;
}

function missingFile(name: string): BrandKitError {
  return new BrandKitError(ErrorCode.INTERNAL, `Cannot write the kit as its ${name} was not made`);
}

/**
 * The files of `kit`, in the order to write them (kit.json last): the PNG bytes of each graphic it has, the
 * bytes of each file its formats add (by file name, see formatFiles), brand-guide.md, copy.txt and kit.json.
 * Throws INTERNAL naming a file the kit should have but was not given.
 */
export function kitFiles(
  kit: KitFile,
  images: Partial<Record<ImageKind, Uint8Array>>,
  formats: Readonly<Record<string, Uint8Array | string>> = {},
): KitArchiveFile[] {
  const graphics = presentGraphics(kit).map((kind) => {
    const data = images[kind];
    if (!data) throw missingFile(IMAGE_FILE_NAMES[kind]);
    return { name: IMAGE_FILE_NAMES[kind], data };
  });
  const extras = formatFiles(kit.formats ?? [], kit.request).map(({ name }) => {
    const data = formats[name];
    if (data === undefined) throw missingFile(name);
    return { name, data };
  });
  return [
    ...graphics,
    ...extras,
    { name: BRAND_GUIDE_FILE_NAME, data: renderBrandGuide(kit, kitFileNames(kit)) },
    { name: COPY_TEXT_FILE_NAME, data: renderCopyText(kit) },
    { name: KIT_FILE_NAME, data: kitJsonText(kit) },
  ];
}
