/**
 * The storage service (docs/behaviour.md#platform-services, #platform-input-rules): upload (multipart: file,
 * path, options; a file, a non-empty path and at most 50 MB), download and remove. A 409 is FILE_EXISTS and a
 * 404 NOT_FOUND (docs/behaviour.md#platform-errors).
 */
import { z } from "zod";
import { MAX_UPLOAD_BYTES } from "./constants.ts";
import type { ClientContext } from "./context.ts";
import { ErrorKind, validationError } from "./errors.ts";
import { unwrapping } from "./wrapped.ts";

const UploadedFileSchema = z.looseObject({
  publicUrl: z.string(),
  path: z.string().optional(),
  size: z.number().optional(),
  contentType: z.string().optional(),
});
/** The platform answers the uploaded file bare (older) or wrapped as `{data: {...}}` (newer); both are read. */
export const UploadResultSchema = unwrapping("data", UploadedFileSchema);
export type UploadResult = z.infer<typeof UploadedFileSchema>;

export const DownloadResultSchema = z.looseObject({
  downloadUrl: z.string(),
  filename: z.string().optional(),
  contentType: z.string().optional(),
  size: z.number().optional(),
});
export type DownloadResult = z.infer<typeof DownloadResultSchema>;

const RemoveResultSchema = z.looseObject({ success: z.boolean().optional() });

export type UploadOptions = {
  /** Replace a file already at the path instead of failing with FILE_EXISTS. @default false */
  upsert?: boolean;
  /** @default the file's own type */
  contentType?: string;
  signal?: AbortSignal;
};

/** What can be uploaded: a Blob (or File), or raw bytes. */
export type UploadBody = Blob | Uint8Array;

export type StorageApi = {
  upload(file: UploadBody, path: string, options?: UploadOptions): Promise<UploadResult>;
  download(path: string): Promise<DownloadResult>;
  remove(paths: string | readonly string[]): Promise<void>;
};

/** Human sizes for messages: 52428800 -> "50MB". */
export function formatMegabytes(bytes: number): string {
  return `${Math.round(bytes / (1024 * 1024))}MB`;
}

/** Checks the upload rules (docs/behaviour.md#platform-input-rules); throws the first broken one. */
export function checkUpload(file: UploadBody | null | undefined, path: string): Blob {
  if (!file) throw validationError("A file is required");
  if (!path || !path.trim()) throw validationError("A non-empty path is required");
  const blob = file instanceof Blob ? file : new Blob([file as Uint8Array<ArrayBuffer>]);
  if (blob.size > MAX_UPLOAD_BYTES) {
    throw validationError(`File size exceeds the ${formatMegabytes(MAX_UPLOAD_BYTES)} limit`);
  }
  return blob;
}

export function createStorage(context: ClientContext): StorageApi {
  const base = `/api/storage/${context.projectPath}`;
  return {
    async upload(file, path, options = {}) {
      const blob = checkUpload(file, path);
      const form = new FormData();
      const name = path.split("/").pop() || "file";
      form.append("file", options.contentType ? new Blob([blob], { type: options.contentType }) : blob, name);
      form.append("path", path);
      form.append(
        "options",
        JSON.stringify({ upsert: options.upsert ?? false, contentType: options.contentType }),
      );
      return await context.http.json(
        { path: `${base}/upload`, body: form, kind: ErrorKind.STORAGE, signal: options.signal },
        UploadResultSchema,
      );
    },
    async download(path) {
      if (!path || !path.trim()) throw validationError("A non-empty path is required");
      return await context.http.json(
        { path: `${base}/download`, query: { path }, kind: ErrorKind.STORAGE },
        DownloadResultSchema,
      );
    },
    async remove(paths) {
      const list = typeof paths === "string" ? [paths] : [...paths];
      if (list.length === 0 || list.some((path) => !path.trim())) {
        throw validationError("A non-empty path is required");
      }
      await context.http.json(
        { method: "DELETE", path: `${base}/remove`, json: { paths: list }, kind: ErrorKind.STORAGE },
        RemoveResultSchema,
      );
    },
  };
}
