/**
 * 'Download All Assets': the kit as a ZIP made in the browser. Which files it holds (the graphics, the extra
 * formats, brand-guide.md, copy.txt and kit.json) is the core's one archive layout (brandkit/archive), the same
 * as a CLI kit folder's, so an unpacked download can be regenerated with `brandkit regenerate`; they are zipped
 * by the core's one ZIP writer, as the CLI's `--zip` is.
 */
import {
  type BrandKit,
  type FormatName,
  type GenerationRequest,
  IMAGE_KINDS,
  type ImageKind,
  kitFiles,
  toKitFile,
  zipArchive,
} from "../../brandkit/web.ts";

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
  /** When the kit is packed, epoch ms: kit.json's createdAt and the entries' time. */
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
  return zipArchive(kitFiles(kitFile, input.images, input.formatFiles), { nowMs: input.nowMs });
}
