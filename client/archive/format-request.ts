/**
 * What the page asks POST /api/kits/formats for, for the kit it shows: the request the kit was made from, its
 * copy (the files show the name, the headline, the description ...), the file names wanted, and the kit's
 * graphics' URLs for the guide PDF's thumbnails. One body for the 'More formats' section and 'Download All
 * Assets', so both ask for the same kit.
 */
import type { FormatFilesRequestInput, GenerationRequestInput, KitResult } from "../../brandkit/mod.ts";

/** The body asking for `files` of `kit`, made from `request` (none: the server's defaults). */
export function formatRequestFor(
  kit: KitResult,
  request: GenerationRequestInput | null,
  files: readonly string[],
): FormatFilesRequestInput {
  return {
    request: request ?? {},
    kit: {
      selectedName: kit.selectedName,
      eventNames: kit.eventNames,
      headline: kit.headline,
      tagline: kit.tagline,
      description: kit.description,
      socialCaptions: kit.socialCaptions,
    },
    files: [...files],
    images: kit.images,
  };
}
