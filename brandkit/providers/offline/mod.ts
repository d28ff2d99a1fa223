/**
 * The offline provider, BrandKit's default: no key, no network. The copywriter writes the copy from the request
 * and the designer lays out and renders the graphics, both deterministic for a request and seed.
 */
import { throwIfCancelled } from "../../errors.ts";
import type { AiProvider, ImageRequest, ObjectRequest } from "../../generation/provider.ts";
import type { ImageResult } from "../../images/exact-image.ts";
import { parseOrThrow } from "../../validate.ts";
import { FitSizeSchema, type RenderService } from "../../render/mod.ts";
import { writeOfflineCopy } from "./copywriter.ts";
import { localCalendarDate } from "../../dates/calendar-dates.ts";

export { writeOfflineCopy } from "./copywriter.ts";

/** What the offline provider takes besides its designer. */
export type OfflineProviderOptions = {
  /** The clock whose calendar date (in this process's time zone) is "today" for the copy. @default Date.now */
  now?: () => number;
};

/**
 * The offline provider over a designer: the render pool (createRenderPool) in the server and the CLI, or a
 * renderer in this thread (createRenderer) in tests. Its graphics are local work, so they may be made at once.
 * Its copy depends on today's date ("tonight", "save the date"), read from `options.now`.
 */
export function createOfflineProvider(
  renderer: Pick<RenderService, "render">,
  options: OfflineProviderOptions = {},
): AiProvider {
  const now = options.now ?? Date.now;
  return {
    name: "offline",
    local: true,
    object(request: ObjectRequest): Promise<unknown> {
      throwIfCancelled(request.signal);
      return Promise.resolve(writeOfflineCopy(request.request, request.seed, localCalendarDate(now())));
    },
    async image(request: ImageRequest): Promise<ImageResult> {
      throwIfCancelled(request.signal);
      const size = parseOrThrow(FitSizeSchema, request.size, "image size");
      const bytes = await renderer.render({ kind: request.kind, size, brief: request.brief }, request.signal);
      return { bytes, mimeType: "image/png" };
    },
  };
}
