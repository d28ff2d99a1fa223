/**
 * The media store in an S3-compatible bucket (when S3_BUCKET is set): graphics under `media/<sha256>.png`, the
 * same content-addressed ids as the disk store, so any instance serves any graphic at the same /media/<id> URL
 * and a restarted one still serves the old ones.
 *
 * Serving: the app keeps streaming the bytes through GET /media/:id rather than redirecting to a presigned URL.
 * The page stays same-origin (its CSP keeps `img-src 'self'`, no store origin to allow), and a URL on the page
 * never expires while the page still shows it (a presigned URL does, after its lifetime). The cost is one
 * object read through the app per image view; the immutable Cache-Control lets browsers and a proxy keep it.
 *
 * Expiry: by the bucket's lifecycle rule on the prefix, not by the app (it does no sweep and keeps no size
 * bound). For example, with `aws s3api put-bucket-lifecycle-configuration --bucket B --lifecycle-configuration`:
 *
 *     { "Rules": [{ "ID": "brandkit-media", "Status": "Enabled",
 *                   "Filter": { "Prefix": "media/" }, "Expiration": { "Days": 30 } }] }
 *
 * Storing the same bytes again makes them the newest, as on disk: an object older than a day is copied onto
 * itself (a server-side copy, no upload), which restarts its lifecycle clock.
 */
import {
  CopyObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  type S3Client,
} from "@aws-sdk/client-s3";
import { IMMUTABLE_CACHE, mediaIdOf, type MediaStore } from "../brandkit/media.ts";
import { MS_PER_DAY } from "../brandkit/time.ts";
import { mediaStoreOf } from "./media-store.ts";
import { isS3NotFound, s3Failure } from "./s3-errors.ts";

/** Where graphics go inside the bucket (the lifecycle rule's prefix). */
export const MEDIA_S3_PREFIX = "media/";
/** An existing graphic stored again is refreshed (its lifecycle restarted) once it is older than this. */
export const MEDIA_REFRESH_AFTER_MS = MS_PER_DAY;
const PNG_CONTENT_TYPE = "image/png";

/** The bucket and the client of the S3 media store. */
export type S3MediaStoreOptions = {
  /** Built by s3ClientFrom(config). */
  client: S3Client;
  bucket: string;
  /** @default MEDIA_S3_PREFIX */
  prefix?: string;
  /** Tells when an existing graphic is old enough to refresh. @default Date.now */
  now?: () => number;
};

/** A media store over an S3 bucket. */
export function createS3MediaStore(options: S3MediaStoreOptions): MediaStore {
  const { client, bucket } = options;
  const prefix = options.prefix ?? MEDIA_S3_PREFIX;
  const now = options.now ?? Date.now;
  const keyOf = (id: string) => `${prefix}${id}`;
  const objectHeaders = { ContentType: PNG_CONTENT_TYPE, CacheControl: IMMUTABLE_CACHE };

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

  async function store(png: Uint8Array): Promise<string> {
    const id = await mediaIdOf(png);
    const key = keyOf(id);
    const stored = await storedAt(key);
    if (stored !== null && now() - stored < MEDIA_REFRESH_AFTER_MS) return id;
    try {
      if (stored === null) {
        await client.send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: png, ...objectHeaders }));
      } else {
        await client.send(
          new CopyObjectCommand({
            Bucket: bucket,
            Key: key,
            CopySource: `${bucket}/${key}`,
            MetadataDirective: "REPLACE",
            ...objectHeaders,
          }),
        );
      }
    } catch (error) {
      throw s3Failure(stored === null ? "write" : "refresh", bucket, key, error);
    }
    return id;
  }

  return mediaStoreOf({
    store,
    async read(id) {
      const key = keyOf(id);
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
        return object.Body ? await object.Body.transformToByteArray() : new Uint8Array();
      } catch (error) {
        if (isS3NotFound(error)) return null;
        throw s3Failure("read", bucket, key, error);
      }
    },
  });
}
