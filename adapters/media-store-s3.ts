/**
 * The media store in an S3-compatible bucket (when S3_BUCKET is set): files under `media/<sha256>.<ext>` (the
 * graphics, and the extra formats and inspiration image a kept kit keeps), the same content-addressed ids as the
 * disk store, so any instance serves any file at the same /media/<id> URL and a restarted one still serves the
 * old ones. Each object carries the Content-Type of its extension (MEDIA_TYPES).
 *
 * Serving: the app keeps streaming the bytes through GET /media/:id rather than redirecting to a presigned URL.
 * The page stays same-origin (its CSP keeps `img-src 'self'`, no store origin to allow), and a URL on the page
 * never expires while the page still shows it (a presigned URL does, after its lifetime). The cost is one
 * object read through the app per image view; the immutable Cache-Control lets browsers and a proxy keep it.
 *
 * Expiry: by the bucket's lifecycle rule on the `media/` prefix, not by the app (it does no sweep and keeps no
 * size bound). For example, with `aws s3api put-bucket-lifecycle-configuration --bucket B
 * --lifecycle-configuration`:
 *
 *     { "Rules": [{ "ID": "brandkit-media", "Status": "Enabled",
 *                   "Filter": { "Prefix": "media/" }, "Expiration": { "Days": 30 } }] }
 *
 * Storing the same bytes again makes them the newest, as on disk: an object older than a day is copied onto
 * itself (a server-side copy, no upload), which restarts its lifecycle clock.
 *
 * Kept kits (issue 19): the files a kept kit shows must outlive the rule, for as long as the kit is kept. So
 * `keep` copies `media/<id>` to `kept/<id>` (server-side, once), a prefix the rule does not cover, and `get`
 * reads `media/<id>` and falls back to `kept/<id>`: once the rule expires the `media/` object, the kept copy is
 * still served at the same URL. `kept/` needs no rule of its own: the app deletes a kit's objects there (both
 * prefixes, `remove`) when the kit is deleted or expires. A rule on `kept/` would take a kept kit's files while
 * its link still shows them.
 */
import {
  CopyObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  type S3Client,
} from "@aws-sdk/client-s3";
import {
  IMMUTABLE_CACHE,
  MEDIA_TYPES,
  type MediaExtension,
  mediaIdOf,
  type MediaStore,
} from "../brandkit/mod.ts";
import { MS_PER_DAY } from "../brandkit/web.ts";
import { mediaStoreOf } from "./media-storage.ts";
import { isS3NotFound, s3Failure } from "./s3-errors.ts";

/** Where files go inside the bucket (the lifecycle rule's prefix). */
export const MEDIA_S3_PREFIX = "media/";
/** Where the files a kept kit shows are copied, out of the lifecycle rule's reach. */
export const KEPT_S3_PREFIX = "kept/";
/** An existing file stored again is refreshed (its lifecycle restarted) once it is older than this. */
export const MEDIA_REFRESH_AFTER_MS = MS_PER_DAY;
/** The most keys one DeleteObjects request takes (S3's limit). */
const DELETE_BATCH = 1_000;

/** The bucket and the client of the S3 media store. */
export type S3MediaStoreOptions = {
  /** Built by s3ClientFrom(config). */
  client: S3Client;
  bucket: string;
  /** @default MEDIA_S3_PREFIX */
  prefix?: string;
  /** @default KEPT_S3_PREFIX */
  keptPrefix?: string;
  /** Tells when an existing file is old enough to refresh. @default Date.now */
  now?: () => number;
};

/** The headers every object of `extension` is stored with (a copy onto itself must set them again). */
function objectHeadersOf(extension: MediaExtension) {
  return { ContentType: MEDIA_TYPES[extension], CacheControl: IMMUTABLE_CACHE };
}

/** The keys of `keys` in groups one DeleteObjects request takes. */
function deleteBatchesOf(keys: string[]): string[][] {
  const batches: string[][] = [];
  for (let start = 0; start < keys.length; start += DELETE_BATCH) {
    batches.push(keys.slice(start, start + DELETE_BATCH));
  }
  return batches;
}

/** A media store over an S3 bucket. */
export function createS3MediaStore(options: S3MediaStoreOptions): MediaStore {
  const { client, bucket } = options;
  const prefix = options.prefix ?? MEDIA_S3_PREFIX;
  const keptPrefix = options.keptPrefix ?? KEPT_S3_PREFIX;
  const now = options.now ?? Date.now;
  const keyOf = (id: string) => `${prefix}${id}`;
  const keptKeyOf = (id: string) => `${keptPrefix}${id}`;

  /** When the object was last written, or null when there is none. */
  async function storedAt(key: string): Promise<number | null> {
    try {
      const head = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
      return head.LastModified?.getTime() ?? 0;
    } catch (error) {
      if (isS3NotFound(error)) return null;
      throw s3Failure("check", bucket, key, error);
    }
  }

  async function store(bytes: Uint8Array, extension: MediaExtension): Promise<string> {
    const id = await mediaIdOf(bytes, extension);
    const key = keyOf(id);
    const stored = await storedAt(key);
    if (stored !== null && now() - stored < MEDIA_REFRESH_AFTER_MS) return id;
    const headers = objectHeadersOf(extension);
    try {
      if (stored === null) {
        await client.send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: bytes, ...headers }));
      } else {
        await client.send(
          new CopyObjectCommand({
            Bucket: bucket,
            Key: key,
            CopySource: `${bucket}/${key}`,
            MetadataDirective: "REPLACE",
            ...headers,
          }),
        );
      }
    } catch (error) {
      throw s3Failure(stored === null ? "write" : "refresh", bucket, key, error);
    }
    return id;
  }

  /** The object's bytes, or null when there is none. */
  async function readObject(key: string): Promise<Uint8Array | null> {
    try {
      const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
      return object.Body ? await object.Body.transformToByteArray() : new Uint8Array();
    } catch (error) {
      if (isS3NotFound(error)) return null;
      throw s3Failure("read", bucket, key, error);
    }
  }

  /** `media/<id>`, or its kept copy once the lifecycle rule has expired it (or for a file kept long ago). */
  async function read(id: string): Promise<Uint8Array | null> {
    return await readObject(keyOf(id)) ?? await readObject(keptKeyOf(id));
  }

  /** Copies `media/<id>` to `kept/<id>` (server-side, headers and all), unless the kept copy is there already. */
  async function keepOne(id: string): Promise<void> {
    if (await storedAt(keptKeyOf(id)) !== null) return;
    const key = keyOf(id);
    try {
      await client.send(
        new CopyObjectCommand({
          Bucket: bucket,
          Key: keptKeyOf(id),
          CopySource: `${bucket}/${key}`,
          MetadataDirective: "COPY",
        }),
      );
    } catch (error) {
      throw s3Failure("keep", bucket, key, error);
    }
  }

  /** Keeps every file, each tried even when another fails; the first failure is reported. */
  async function keep(ids: readonly string[]): Promise<void> {
    const results = await Promise.allSettled(ids.map(keepOne));
    const failed = results.find((result) => result.status === "rejected");
    if (failed) throw failed.reason;
  }

  /** Deletes `keys` in one request; a missing key is not an error (S3 answers it as deleted). */
  async function deleteKeys(keys: string[]): Promise<void> {
    let errors;
    try {
      const result = await client.send(
        new DeleteObjectsCommand({
          Bucket: bucket,
          Delete: { Objects: keys.map((Key) => ({ Key })), Quiet: true },
        }),
      );
      errors = result.Errors ?? [];
    } catch (error) {
      throw s3Failure("delete", bucket, keys[0], error);
    }
    const [first] = errors;
    if (first) {
      const refusal = Object.assign(new Error(first.Message ?? "delete refused"), {
        name: first.Code ?? "Error",
      });
      throw s3Failure("delete", bucket, first.Key ?? keys[0], refusal);
    }
  }

  /** Deletes both the `media/` object and the kept copy of every file. */
  async function remove(ids: readonly string[]): Promise<void> {
    const keys = ids.flatMap((id) => [keyOf(id), keptKeyOf(id)]);
    for (const batch of deleteBatchesOf(keys)) await deleteKeys(batch);
  }

  return mediaStoreOf({ store, read, keep, remove });
}
