/**
 * One batch row's kit, made and written: the step a local batch and a queue worker share. The kit is generated
 * with the provider (its graphics fitted in the render pool), then written to the sink as one whole folder.
 */
import {
  type AiProvider,
  type FormatName,
  generateKit,
  type GenerationRequest,
  kitFiles,
  toKitFile,
} from "../brandkit/mod.ts";
import { rowFolderName } from "./batch-folders.ts";
import type { CliDeps } from "./deps.ts";
import { createImageCollector } from "./image-collector.ts";
import { graphicsFailed } from "./kit-folder.ts";
import { makeKitFormatFiles } from "./kit-formats.ts";
import type { KitSink } from "./kit-sink.ts";

export type RowKitOptions = {
  /** The row's number (1-based) and how many rows the batch has, for the folder's name. */
  row: number;
  total: number;
  /** The extra formats each kit gets (`--formats`). @default [] */
  formats?: readonly FormatName[];
  provider: AiProvider;
  sink: KitSink;
  /** The folder to complete, when an unfinished one of this row is already there. */
  folder?: string;
  /** Cancels the generation; a queue worker passes none, so stopping it lets its kits finish. */
  signal?: AbortSignal;
  deps: Pick<CliDeps, "now" | "exactImage" | "formatService" | "checkDrawable">;
};

/** What writing the row did: `written` is false when a complete folder of that name was already there. */
export type RowKitResult = { folder: string; written: boolean };

/** Makes the kit for `request` and writes its folder; throws what the generation or the sink throws. */
export async function makeRowKit(request: GenerationRequest, options: RowKitOptions): Promise<RowKitResult> {
  const { deps, provider } = options;
  const collector = createImageCollector();
  const kit = await generateKit(request, {
    provider,
    exactImage: deps.exactImage,
    storeImage: collector.storeImage,
    checkDrawable: deps.checkDrawable,
    signal: options.signal,
    now: deps.now,
  });
  if (kit.imageError) throw graphicsFailed(kit.imageError);
  const folder = options.folder ??
    rowFolderName(options.row, options.total, request.customEventName ?? kit.selectedName);
  const kitFile = toKitFile(kit, {
    request,
    provider: provider.name,
    nowMs: deps.now(),
    formats: options.formats,
  });
  const images = collector.images();
  const formats = await makeKitFormatFiles(kitFile, images, { ...deps, signal: options.signal });
  const files = kitFiles(kitFile, images, formats);
  return { folder, written: await options.sink.writeFolder(folder, files) };
}
