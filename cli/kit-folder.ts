/**
 * A kit on disk: kit.json (the kit, the request that made it, and which provider), the three graphics and
 * brand-guide.md, written atomically with kit.json last. kit.json is read back through zod (regenerate).
 */
import { join } from "node:path";
import { z } from "zod";
import {
  BRAND_GUIDE_FILE_NAME,
  type BrandKit,
  BrandKitError,
  BrandKitSchema,
  ErrorCode,
  type GenerationRequest,
  GenerationRequestSchema,
  graphicAltTexts,
  IMAGE_FILE_NAMES,
  IMAGE_KINDS,
  type ImageError,
  type ImageKind,
  isBrandKitError,
  renderBrandGuide,
  seedOf,
  toValidationIssues,
} from "../brandkit/mod.ts";
import type { FolderFile } from "./atomic.ts";
import type { FileSystem } from "./deps.ts";

export const KIT_FILE_NAME = "kit.json";
/** Version of the kit.json layout, so a later layout can still read older folders. */
export const KIT_FILE_VERSION = 1;

/** Every file of a complete kit folder; kit.json is written last, so it marks a finished folder. */
export const KIT_FOLDER_FILE_NAMES: readonly string[] = [
  ...IMAGE_KINDS.map((kind) => IMAGE_FILE_NAMES[kind]),
  BRAND_GUIDE_FILE_NAME,
  KIT_FILE_NAME,
];

/** kit.json: the kit (graphics by file name), plus what is needed to regenerate it. */
export const KitFileSchema = BrandKitSchema.extend({
  version: z.literal(KIT_FILE_VERSION),
  /** The provider that made the kit ("offline", "openai", ...). */
  provider: z.string().min(1),
  /** When the kit was made or last regenerated (ISO 8601). */
  createdAt: z.iso.datetime(),
  /** The validated request, its seed filled in, so regenerating keeps the kit's look. */
  request: GenerationRequestSchema,
  /** Each graphic's alt text (graphicAltTexts), rewritten with every write; older kit folders lack it. */
  imageAlt: z.object({ poster: z.string(), square: z.string(), banner: z.string() }).optional(),
});
export type KitFile = z.output<typeof KitFileSchema>;

/** The graphics of a kit as PNG bytes. */
export type KitImageBytes = Record<ImageKind, Uint8Array>;

/** kit.json for a kit made from `request` by `provider` at `nowMs`; graphics are referred to by file name. */
export function toKitFile(
  kit: BrandKit,
  request: GenerationRequest,
  provider: string,
  nowMs: number,
): KitFile {
  return {
    version: KIT_FILE_VERSION,
    selectedName: kit.selectedName,
    eventNames: [...kit.eventNames],
    headline: kit.headline,
    tagline: kit.tagline,
    description: kit.description,
    socialCaptions: [...kit.socialCaptions],
    images: { ...IMAGE_FILE_NAMES },
    brandGuide: kit.brandGuide,
    provider,
    createdAt: new Date(nowMs).toISOString(),
    request: { ...request, seed: seedOf(request) },
  };
}

/** The files of a kit folder, in the order to write them with writeFolderAtomically (kit.json last). */
export function kitFolderFiles(kit: KitFile, images: KitImageBytes): FolderFile[] {
  return [
    ...IMAGE_KINDS.map((kind) => ({ name: IMAGE_FILE_NAMES[kind], data: images[kind] })),
    { name: BRAND_GUIDE_FILE_NAME, data: renderBrandGuide(kit) },
    // The graphics' alt texts ride along for whoever publishes them; reading kit.json back ignores them.
    {
      name: KIT_FILE_NAME,
      data: `${
        JSON.stringify({ ...kit, imageAlt: graphicAltTexts(kit.selectedName, kit.request) }, null, 2)
      }\n`,
    },
  ];
}

/** A kit whose graphics failed is not written: the error says why, with the wait of a rate limit. */
export function graphicsFailed(imageError: ImageError): BrandKitError {
  return new BrandKitError(
    imageError.code,
    `The graphics failed, so nothing was written: ${imageError.message}`,
    {
      retryAfter: imageError.retryAfter,
    },
  );
}

/** The kit as --json prints it: kit.json with the graphics' paths from here, plus where the files are. */
export function kitJsonOutput(kit: KitFile, dir: string, zip?: string): Record<string, unknown> {
  const images = Object.fromEntries(IMAGE_KINDS.map((kind) => [kind, join(dir, IMAGE_FILE_NAMES[kind])]));
  return { ...kit, images, dir, ...(zip ? { zip } : {}) };
}

/** Reads and validates `dir`/kit.json; a missing, unreadable or malformed one is bad input, said plainly. */
export async function readKitFile(fs: FileSystem, dir: string): Promise<KitFile> {
  const path = join(dir, KIT_FILE_NAME);
  let text: string;
  try {
    text = await fs.readTextFile(path);
  } catch (error) {
    if (isBrandKitError(error, ErrorCode.NOT_FOUND)) {
      throw new BrandKitError(
        ErrorCode.NOT_FOUND,
        `'${dir}' is not a kit folder: it has no ${KIT_FILE_NAME} (make one with 'brandkit generate')`,
      );
    }
    throw error;
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new BrandKitError(ErrorCode.VALIDATION_ERROR, `'${path}' is not valid JSON`);
  }
  const result = KitFileSchema.safeParse(json);
  if (result.success) return result.data;
  const issues = toValidationIssues(result.error);
  const where = issues[0].path ? `${issues[0].path}: ` : "";
  throw new BrandKitError(
    ErrorCode.VALIDATION_ERROR,
    `'${path}' is not a kit: ${where}${issues[0].message}`,
    {
      issues,
    },
  );
}

/** True when `dir` holds every file of a kit (a folder a killed run did not finish never does). */
export async function isCompleteKitFolder(fs: FileSystem, dir: string): Promise<boolean> {
  for (const name of KIT_FOLDER_FILE_NAMES) {
    const info = await fs.stat(join(dir, name));
    if (!info?.isFile) return false;
  }
  return true;
}
