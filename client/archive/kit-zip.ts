/**
 * 'Download All Assets': the kit as a ZIP made in the browser — kit.json, brand-guide.md, copy.txt and the
 * graphics. kit.json has the layout of the CLI's kit folders (version 1), so an unpacked download can be
 * regenerated with `brandkit regenerate`; its `imageAlt` gives each graphic's alt text ("" for a missing one).
 */
import { strToU8, type Zippable, zipSync } from "fflate";
import {
  type BrandKit,
  type GenerationRequest,
  graphicAltTexts,
  IMAGE_FILE_NAMES,
  IMAGE_KINDS,
  type ImageKind,
  renderBrandGuide,
} from "../../brandkit/mod.ts";
import { renderCopyText } from "./copy-txt.ts";

/** Version of the kit.json layout (the CLI's). */
export const KIT_FILE_VERSION = 1;

/** ZIP timestamps can only say 1980 to 2099; a browser clock outside that is clamped into it. */
const ZIP_EARLIEST_MS = Date.UTC(1980, 0, 2);
const ZIP_LATEST_MS = Date.UTC(2099, 11, 30);

export type KitZipInput = {
  kit: BrandKit;
  /** The validated request the kit was made from, its seed filled in. */
  request: GenerationRequest;
  /** The provider that made the kit. */
  provider: string;
  /** PNG bytes of each graphic the kit has. */
  images: Partial<Record<ImageKind, Uint8Array>>;
  nowMs: number;
};

/** The ZIP's bytes. Graphics are stored as they are (PNG is compressed already); text is deflated. */
export function buildKitZip(input: KitZipInput): Uint8Array {
  const { kit, images } = input;
  const present = IMAGE_KINDS.filter((kind) => images[kind]);
  const fileKit: BrandKit = {
    selectedName: kit.selectedName,
    eventNames: [...kit.eventNames],
    headline: kit.headline,
    tagline: kit.tagline,
    description: kit.description,
    socialCaptions: [...kit.socialCaptions],
    images: Object.fromEntries(
      IMAGE_KINDS.map((kind) => [kind, images[kind] ? IMAGE_FILE_NAMES[kind] : ""]),
    ) as BrandKit["images"],
    brandGuide: kit.brandGuide,
  };
  const alt = graphicAltTexts(kit.selectedName, input.request);
  const kitJson = {
    version: KIT_FILE_VERSION,
    ...fileKit,
    imageAlt: Object.fromEntries(IMAGE_KINDS.map((kind) => [kind, images[kind] ? alt[kind] : ""])),
    provider: input.provider,
    createdAt: new Date(input.nowMs).toISOString(),
    request: input.request,
  };
  const files: Zippable = {
    "kit.json": strToU8(`${JSON.stringify(kitJson, null, 2)}\n`),
    "brand-guide.md": strToU8(renderBrandGuide(fileKit)),
    "copy.txt": strToU8(renderCopyText(fileKit)),
  };
  for (const kind of present) files[IMAGE_FILE_NAMES[kind]] = [images[kind]!, { level: 0 }];
  const mtime = new Date(Math.min(ZIP_LATEST_MS, Math.max(ZIP_EARLIEST_MS, input.nowMs)));
  return zipSync(files, { level: 6, mtime });
}
