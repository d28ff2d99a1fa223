/**
 * Where a batch's kit folders go: a local folder (cli/sinks/local.ts, atomic renames) or an S3-compatible prefix
 * (adapters/kit-sink-s3.ts, `--out s3://bucket/prefix`). Whatever the place, each row's folder appears whole and once:
 * a folder is complete when its marker file (kit.json, written last) is there, and a complete folder is never
 * written again, so a job retried on another machine after its first attempt finished changes nothing.
 */
import type { FolderFile } from "./atomic.ts";

/** A row folder found in the sink: its name ("007-neon-nights") and whether it is complete. */
export type SinkFolder = { name: string; complete: boolean };

export interface KitSink {
  /** Where the folders go, for messages ("events/", "s3://bucket/prefix/"). */
  readonly location: string;
  /** The row folders already there, by row number (a complete one wins over an unfinished one). */
  scan(): Promise<Map<number, SinkFolder>>;
  /**
   * Writes the folder `name` so that it appears whole or not at all; resolves false (writing nothing) when a
   * complete folder of that name is already there. The last file is the marker that completes the folder.
   */
  writeFolder(name: string, files: readonly FolderFile[]): Promise<boolean>;
  /** Writes one file at the top (summary.json), whole. */
  writeFile(name: string, data: Uint8Array | string): Promise<void>;
}
