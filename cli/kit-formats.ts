/**
 * `--formats LIST` (generate, batch, and the rows a worker takes) and the making of those formats' files for a
 * kit folder: `story,link-preview,svg,pdf,guide-pdf,ics` or `all`, each file made in the render pool from the
 * kit as kit.json describes it, so regenerating makes them again for the new name.
 */
import { z } from "zod";
import {
  formatFiles,
  type FormatName,
  type FormatService,
  type KitFile,
  kitRequest,
  makeFormatFiles,
  parseFormatList,
} from "../brandkit/mod.ts";
import type { CliDeps } from "./deps.ts";
import type { KitImageBytes } from "./kit-folder.ts";

/** `--formats`: "all" or a comma-separated list of format names. */
export const FormatsFlagSchema = z.string().transform((list, context): FormatName[] => {
  try {
    return parseFormatList(list);
  } catch (error) {
    context.addIssue({ code: "custom", message: (error as Error).message });
    return z.NEVER;
  }
});

/** Help text of `--formats`. */
export const FORMATS_FLAG_HELP =
  "extra formats: story, link-preview, svg, pdf, guide-pdf, ics (comma-separated), or all";

/**
 * The bytes of every file `kit.formats` adds, by file name; none when it has no extra formats. `graphics` are the
 * kit's PNGs, shown in the guide PDF.
 */
export async function makeKitFormatFiles(
  kit: KitFile,
  graphics: KitImageBytes,
  deps: Pick<CliDeps, "formatService" | "now" | "signal">,
): Promise<Record<string, Uint8Array>> {
  const files = formatFiles(kit.formats ?? [], kit.request);
  if (files.length === 0) return {};
  const service: FormatService = await deps.formatService();
  return makeFormatFiles(files, { kit, request: kitRequest(kit), graphics }, {
    service,
    now: deps.now,
    signal: deps.signal,
  });
}
