/**
 * The S3 client of the shared media store and of batch outputs on `s3://`, built from the config in one place.
 * The env is read only at the edges (readConfig), so credentials come in through the config and are handed to
 * the SDK explicitly; with none set the SDK's own lookup applies (instance roles, its profile files).
 */
import { S3Client } from "@aws-sdk/client-s3";
import { BrandKitError, ErrorCode } from "../brandkit/web.ts";
import type { Config } from "../brandkit/mod.ts";

/** How long a request may take, answer included, before it fails: a stalled store never hangs a visitor. */
export const S3_REQUEST_TIMEOUT_MS = 10_000;
/** How long connecting may take. */
export const S3_CONNECT_TIMEOUT_MS = 3_000;
/** Tries per request (the SDK retries throttling and 5xx answers with backoff). */
export const S3_MAX_ATTEMPTS = 3;

/** The settings s3ClientFrom reads. */
export type S3Config = Pick<
  Config,
  "S3_ENDPOINT" | "S3_REGION" | "S3_FORCE_PATH_STYLE" | "AWS_ACCESS_KEY_ID" | "AWS_SECRET_ACCESS_KEY"
>;

/** Timeouts and retries of the client. */
export type S3ClientOptions = {
  /** @default S3_REQUEST_TIMEOUT_MS */
  requestTimeoutMs?: number;
  /** @default S3_CONNECT_TIMEOUT_MS */
  connectTimeoutMs?: number;
  /** @default S3_MAX_ATTEMPTS */
  maxAttempts?: number;
};

function credentialsFrom(config: S3Config): { accessKeyId: string; secretAccessKey: string } | undefined {
  const { AWS_ACCESS_KEY_ID: accessKeyId, AWS_SECRET_ACCESS_KEY: secretAccessKey } = config;
  if (accessKeyId === undefined && secretAccessKey === undefined) return undefined;
  if (accessKeyId === undefined || secretAccessKey === undefined) {
    const missing = accessKeyId === undefined ? "AWS_ACCESS_KEY_ID" : "AWS_SECRET_ACCESS_KEY";
    throw new BrandKitError(
      ErrorCode.CONFIG_ERROR,
      `Cannot use the S3 store as ${missing} is not set: set both AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY, or neither`,
    );
  }
  return { accessKeyId, secretAccessKey };
}

/** An S3 client for the store the config names (AWS, or S3_ENDPOINT for another S3-compatible store). */
export function s3ClientFrom(config: S3Config, options: S3ClientOptions = {}): S3Client {
  return new S3Client({
    region: config.S3_REGION,
    endpoint: config.S3_ENDPOINT,
    forcePathStyle: config.S3_FORCE_PATH_STYLE,
    credentials: credentialsFrom(config),
    maxAttempts: options.maxAttempts ?? S3_MAX_ATTEMPTS,
    requestHandler: {
      connectionTimeout: options.connectTimeoutMs ?? S3_CONNECT_TIMEOUT_MS,
      requestTimeout: options.requestTimeoutMs ?? S3_REQUEST_TIMEOUT_MS,
      throwOnRequestTimeout: true,
    },
    // The SDK's default CRC checksums on every upload and download are refused or mangled by several
    // S3-compatible stores; ids are content hashes already, so checksums are sent only where S3 requires them.
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
  });
}
