/**
 * A batch's kit folders under an S3-compatible prefix (`--out s3://bucket/prefix`): "prefix/007-neon-nights/…".
 * S3 has no rename, so "whole and once" rests on the marker (kit.json), written last: a folder is complete
 * when its marker is there, a complete folder is never written again (checked before writing), and a folder a
 * killed worker left half-written has no marker, so the retry simply writes all of it again over the top.
 *
 * It is the CLI's KitSink (cli/kit-sink.ts), the interface batch and worker define, beside their local sink
 * (cli/sinks/local.ts). An adapter does not import from the floor above it, so it is that shape without naming
 * it; cli/main.ts, which wires it in, is where the two are held together by the type checker.
 */
import {
  HeadObjectCommand,
  paginateListObjectsV2,
  PutObjectCommand,
  type S3Client,
} from "@aws-sdk/client-s3";
import { BrandKitError, ErrorCode, KIT_FILE_NAME, type KitArchiveFile } from "../brandkit/web.ts";
import { isS3NotFound, s3Failure } from "./s3-errors.ts";

/** A row folder's name starts with its row number (as the CLI names them): "007-neon-nights". */
const ROW_FOLDER = /^(\d+)-/;
/** Content types by file extension, so a kit opened from the store's console shows as what it is. */
const CONTENT_TYPES: Readonly<Record<string, string>> = {
  png: "image/png",
  json: "application/json",
  md: "text/markdown; charset=utf-8",
  svg: "image/svg+xml",
  txt: "text/plain; charset=utf-8",
  pdf: "application/pdf",
  ics: "text/calendar; charset=utf-8",
  zip: "application/zip",
};
const DEFAULT_CONTENT_TYPE = "application/octet-stream";

/** The bucket and prefix of an S3 sink. */
export type S3SinkOptions = {
  /** Built by s3ClientFrom(config). */
  client: S3Client;
  bucket: string;
  /** The folder inside the bucket; slashes at either end do not matter. @default "" (the bucket's top) */
  prefix?: string;
  /** The file that completes a folder. @default KIT_FILE_NAME */
  marker?: string;
};

function contentTypeOf(name: string): string {
  const extension = name.slice(name.lastIndexOf(".") + 1).toLowerCase();
  return CONTENT_TYPES[extension] ?? DEFAULT_CONTENT_TYPE;
}

function assertPlainName(name: string): void {
  if (name === "" || name === "." || name === ".." || name.includes("/")) {
    throw new BrandKitError(
      ErrorCode.INTERNAL,
      `Cannot write '${name}' to the S3 store as it is not a plain name`,
    );
  }
}

/** A row folder found under the prefix: its name and whether its marker is there. */
export type S3SinkFolder = { name: string; complete: boolean };

/** A batch's sink over an S3 prefix (the CLI's KitSink). */
export function createS3Sink(options: S3SinkOptions) {
  const { client, bucket } = options;
  const marker = options.marker ?? KIT_FILE_NAME;
  const trimmed = (options.prefix ?? "").replace(/^\/+|\/+$/g, "");
  const base = trimmed === "" ? "" : `${trimmed}/`;

  async function exists(key: string): Promise<boolean> {
    try {
      await client.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
      return true;
    } catch (error) {
      if (isS3NotFound(error)) return false;
      throw s3Failure("check", bucket, key, error);
    }
  }

  async function put(key: string, data: Uint8Array | string): Promise<void> {
    try {
      await client.send(
        new PutObjectCommand({ Bucket: bucket, Key: key, Body: data, ContentType: contentTypeOf(key) }),
      );
    } catch (error) {
      throw s3Failure("write", bucket, key, error);
    }
  }

  /** Every folder directly under the prefix (S3 knows only keys: any key inside makes one), and whether its marker is there. */
  async function listFolders(): Promise<Map<string, boolean>> {
    const folders = new Map<string, boolean>();
    try {
      for await (const page of paginateListObjectsV2({ client }, { Bucket: bucket, Prefix: base })) {
        for (const { Key: key } of page.Contents ?? []) {
          const [folder, ...inside] = (key ?? "").slice(base.length).split("/");
          if (inside.length === 0) continue;
          const isMarker = inside.length === 1 && inside[0] === marker;
          folders.set(folder, folders.get(folder) === true || isMarker);
        }
      }
    } catch (error) {
      throw s3Failure("list", bucket, base, error);
    }
    return folders;
  }

  return {
    location: `s3://${bucket}/${base}`,
    async scan(): Promise<Map<number, S3SinkFolder>> {
      const rows = new Map<number, S3SinkFolder>();
      for (const [name, complete] of await listFolders()) {
        const match = ROW_FOLDER.exec(name);
        if (!match) continue;
        const row = Number(match[1]);
        if (!rows.get(row)?.complete) rows.set(row, { name, complete });
      }
      return rows;
    },
    async writeFolder(name: string, files: readonly KitArchiveFile[]): Promise<boolean> {
      assertPlainName(name);
      files.forEach((file) => assertPlainName(file.name));
      const last = files.at(-1);
      if (last === undefined) {
        throw new BrandKitError(ErrorCode.INTERNAL, `Cannot write the folder '${name}' as it has no files`);
      }
      const folder = `${base}${name}/`;
      if (await exists(`${folder}${last.name}`)) return false;
      for (const file of files.slice(0, -1)) await put(`${folder}${file.name}`, file.data);
      await put(`${folder}${last.name}`, last.data);
      return true;
    },
    async writeFile(name: string, data: Uint8Array | string): Promise<void> {
      assertPlainName(name);
      await put(`${base}${name}`, data);
    },
  };
}
