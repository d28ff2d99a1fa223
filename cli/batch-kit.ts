/**
 * One batch row's kit, made and written: the step a local batch and a queue worker share. The kit is made with the
 * provider (make-kit.ts: its graphics fitted in the render pool), then written to the sink as one whole folder by
 * the CLI's one kit-folder writer.
 */
import type { AiProvider, ToExactPng } from "../brandkit/mod.ts";
import type { FormatName, GenerationRequest } from "../brandkit/web.ts";
import { rowFolderName } from "./batch-folders.ts";
import type { CliDeps } from "./deps.ts";
import type { KitSink } from "./kit-sink.ts";
import { makeKit } from "./make-kit.ts";
import { writeKitFolder } from "./write-kit-folder.ts";

export type RowKitOptions = {
  /** The row's number (1-based) and how many rows the batch has, for the folder's name. */
  row: number;
  total: number;
  /** The extra formats each kit gets (`--formats`). @default [] */
  formats?: readonly FormatName[];
  provider: AiProvider;
  /** The provider's exact-image step (its ChosenProvider's). */
  exactImage: ToExactPng;
  sink: KitSink;
  /** The folder to complete, when an unfinished one of this row is already there. */
  folder?: string;
  /** Cancels the generation; a queue worker passes none, so stopping it lets its kits finish. */
  signal?: AbortSignal;
  deps: Pick<CliDeps, "now" | "formatService" | "checkDrawable">;
};

/** What writing the row did: `written` is false when a complete folder of that name was already there. */
export type RowKitResult = { folder: string; written: boolean };

/** Makes the kit for `request` and writes its folder; throws what the generation or the sink throws. */
export async function makeRowKit(request: GenerationRequest, options: RowKitOptions): Promise<RowKitResult> {
  const run = {
    ...options.deps,
    provider: options.provider,
    exactImage: options.exactImage,
    signal: options.signal,
  };
  const made = await makeKit(request, { ...run, formats: options.formats });
  const folder = options.folder ??
    rowFolderName(options.row, options.total, request.customEventName ?? made.kit.selectedName);
  const written = await writeKitFolder(made, (files) => options.sink.writeFolder(folder, files), run);
  return { folder, written };
}
