/**
 * 'Download All Assets': the kit as a ZIP made in the browser. Which files it holds (the graphics, the extra
 * formats, brand-guide.md, copy.txt and kit.json) is the core's one archive layout (brandkit/archive), the same
 * as a CLI kit folder's, so an unpacked download can be regenerated with `brandkit regenerate`; this module only
 * zips them.
 */
import { strToU8, type Zippable, zipSync } from "fflate";
import {
  type BrandKit,
  type FormatName,
  type GenerationRequest,
  IMAGE_KINDS,
  type ImageKind,
  kitFiles,
  toKitFile,
} from "../../brandkit/mod.ts";

/** ZIP timestamps can only say 1980 to 2099; a browser clock outside that is clamped into it. */
const ZIP_EARLIEST_MS = Date.UTC(1980, 0, 2);
const ZIP_LATEST_MS = Date.UTC(2099, 11, 30);
/** Deflate level for text entries (fflate's range is 0-9); PNG and PDF are compressed already, so stored. */
const TEXT_LEVEL = 6;
const STORED_LEVEL = 0;
const COMPRESSED_EXTENSIONS = [".png", ".pdf"];

export type KitZipInput = {
  kit: BrandKit;
  /** The validated request the kit was made from. */
  request: GenerationRequest;
  /** The provider that made the kit. */
  provider: string;
  /** PNG bytes of each graphic the kit has. */
  images: Partial<Record<ImageKind, Uint8Array>>;
  /** The extra formats to include. @default [] */
  formats?: readonly FormatName[];
  /** The bytes of each file those formats add, by file name (formatFiles). @default {} */
  formatFiles?: Readonly<Record<string, Uint8Array>>;
  nowMs: number;
};

/** The ZIP's bytes. */
export function buildKitZip(input: KitZipInput): Uint8Array {
  // A graphic whose bytes the page does not have is left out, and kit.json says so.
  const present = Object.fromEntries(
    IMAGE_KINDS.map((kind) => [kind, input.images[kind] ? input.kit.images[kind] : ""]),
  ) as BrandKit["images"];
  const kitFile = toKitFile({ ...input.kit, images: present }, {
    request: input.request,
    provider: input.provider,
    nowMs: input.nowMs,
    formats: input.formats,
  });
  const files: Zippable = {};
  for (const file of kitFiles(kitFile, input.images, input.formatFiles)) {
    const data = typeof file.data === "string" ? strToU8(file.data) : file.data;
    const stored = COMPRESSED_EXTENSIONS.some((extension) => file.name.endsWith(extension));
    files[file.name] = [data, { level: stored ? STORED_LEVEL : TEXT_LEVEL }];
  }
  const mtime = new Date(Math.min(ZIP_LATEST_MS, Math.max(ZIP_EARLIEST_MS, input.nowMs)));
  return zipSync(files, { level: TEXT_LEVEL, mtime });
}
