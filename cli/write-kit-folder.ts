/**
 * The CLI's one kit-folder writer, for generate, regenerate and every batch row: a made kit's files in the core's
 * layout (kitFiles: the graphics, the files of the extra formats kit.json lists, brand-guide.md, copy.txt, and
 * kit.json last, as it marks a finished folder), handed whole to where the folder goes — a folder written
 * atomically (cli/atomic.ts) or a batch's sink. The formats' files are made here, in the render pool, from the
 * kit as kit.json describes it, so regenerating makes them again for the new name.
 */
import { formatFiles, kitFiles, kitRequest } from "../brandkit/web.ts";
import { type FormatService, makeFormatFiles } from "../brandkit/mod.ts";
import type { FolderFile } from "./atomic.ts";
import type { CliDeps } from "./deps.ts";
import type { MadeKit } from "./make-kit.ts";

/** What the writer uses: the render pool for the formats, the clock, and the user's interrupt. */
export type KitFolderDeps = Pick<CliDeps, "formatService" | "now" | "signal">;

/** Puts a folder's files in place, whole, in the order given (the last marks the folder finished). */
export type WriteFolder<T> = (files: readonly FolderFile[]) => Promise<T>;

/** The bytes of every file `made.kit.formats` adds, by file name; none when it has no extra formats. */
async function formatFilesOf(made: MadeKit, deps: KitFolderDeps): Promise<Record<string, Uint8Array>> {
  const files = formatFiles(made.kit.formats ?? [], made.kit.request);
  if (files.length === 0) return {};
  const service: FormatService = await deps.formatService();
  // The guide PDF shows the kit's graphics as thumbnails; an AI kit's formats are made from its art.
  const input = { kit: made.kit, request: kitRequest(made.kit), graphics: made.images };
  return makeFormatFiles(files, made.art ? { ...input, art: made.art } : input, {
    service,
    now: deps.now,
    signal: deps.signal,
    model: made.model,
  });
}

/** Writes `made`'s folder with `write`, and resolves what `write` does. */
export async function writeKitFolder<T>(
  made: MadeKit,
  write: WriteFolder<T>,
  deps: KitFolderDeps,
): Promise<T> {
  return write(kitFiles(made.kit, made.images, await formatFilesOf(made, deps)));
}
