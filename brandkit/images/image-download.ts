/**
 * Fetching a graphic a provider gave as a URL: a data URL is decoded, an http(s) URL is downloaded within a size
 * and time bound, and either way the bytes must really be an image. Used by every place that stores or draws on
 * a provider's graphic (the web media store, the CLI, the typography overlay), so they fail alike. With an
 * outbound policy, every address is checked before it is fetched and redirects stay on the first host.
 */
import { BrandKitError, cancelled, ErrorCode } from "../errors.ts";
import { fromDataUrl, sniffImageType } from "./image-type.ts";
import type { OutboundPolicy } from "../outbound/outbound.ts";
import { readBounded } from "../limits/read-bounded.ts";
import { redactSecrets, redactUrls } from "../outbound/redact.ts";

/** Largest graphic accepted from a provider: far above any model's PNG, far below what would hurt. */
export const MAX_PROVIDER_IMAGE_BYTES = 32 * 1024 * 1024;
/** How long downloading one graphic may take (the model has already drawn it by then). */
export const IMAGE_DOWNLOAD_TIMEOUT_MS = 60_000;
/** Redirects followed under an outbound policy; image hosts need one at most (a CDN's signed URL). */
export const MAX_IMAGE_REDIRECTS = 3;

const BYTES_PER_MB = 1024 * 1024;

export type DownloadedImage = { bytes: Uint8Array; mimeType: string };

export type ImageDownloadOptions = {
  fetch: typeof fetch;
  /** What the graphic is, for messages ("poster graphic"). */
  what: string;
  signal?: AbortSignal;
  /** @default MAX_PROVIDER_IMAGE_BYTES (32 MB) */
  maxBytes?: number;
  /** @default IMAGE_DOWNLOAD_TIMEOUT_MS (60 s) */
  timeoutMs?: number;
  /**
   * Where the graphic may come from (createOutboundPolicy). When given, the URL and every redirect are checked
   * before they are fetched and a redirect to another host is refused. Optional only until every caller passes
   * one; without it any http(s) URL is fetched and redirects are followed as fetch does.
   */
  policy?: OutboundPolicy;
};

function megabytes(bytes: number): string {
  return `${Math.round((bytes / BYTES_PER_MB) * 10) / 10} MB`;
}

function tooLarge(what: string, size: number | null, max: number): BrandKitError {
  const actual = size === null ? `more than ${megabytes(max)}` : megabytes(size);
  return new BrandKitError(
    ErrorCode.AI_ERROR,
    `The AI service sent a ${what} that is too large: ${actual} (at most ${megabytes(max)}).`,
  );
}

/** Refuses a graphic that is too large or not an image (by its bytes, whatever it claims to be). */
export function checkProviderImage(
  image: DownloadedImage,
  what: string,
  maxBytes = MAX_PROVIDER_IMAGE_BYTES,
): DownloadedImage {
  if (image.bytes.length > maxBytes) throw tooLarge(what, image.bytes.length, maxBytes);
  if (!sniffImageType(image.bytes)) {
    throw new BrandKitError(
      ErrorCode.AI_ERROR,
      `The AI service sent a ${what} that is not an image (${image.mimeType}, ${image.bytes.length} bytes).`,
    );
  }
  return image;
}

type BoundedFetchOptions = Required<Omit<ImageDownloadOptions, "signal" | "policy">> & {
  signal?: AbortSignal;
  policy?: OutboundPolicy;
};

const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

/**
 * The response at `url`, each address checked by the policy first. Redirects are followed by hand, as fetch
 * would follow them to any host unchecked; they must stay on the first URL's host (its port included), and the
 * policy sees each hop, so a same-host downgrade to plain HTTP is refused too.
 */
async function fetchChecked(
  url: string,
  policy: OutboundPolicy,
  options: BoundedFetchOptions,
  signal: AbortSignal,
): Promise<Response> {
  let current = new URL(url);
  for (let redirects = 0;; redirects++) {
    await policy.check(current, signal);
    const response = await options.fetch(current, { signal, redirect: "manual" });
    if (!REDIRECT_STATUSES.has(response.status)) return response;
    await response.body?.cancel().catch(() => {});
    const location = response.headers.get("location");
    const next = location === null ? undefined : URL.parse(location, current);
    if (!next) throw downloadFailed(options.what, `HTTP ${response.status} without a usable Location`);
    if (next.host !== current.host) throw downloadFailed(options.what, "it redirected to another host");
    if (redirects >= MAX_IMAGE_REDIRECTS) {
      throw downloadFailed(options.what, `more than ${MAX_IMAGE_REDIRECTS} redirects`);
    }
    current = next;
  }
}

function downloadFailed(what: string, reason: string): BrandKitError {
  return new BrandKitError(
    ErrorCode.AI_ERROR,
    `The AI service's ${what} could not be downloaded (${reason}).`,
  );
}

async function fetchBounded(url: string, options: BoundedFetchOptions): Promise<DownloadedImage> {
  const { what, maxBytes, signal } = options;
  const timeout = AbortSignal.timeout(options.timeoutMs);
  try {
    const both = signal ? AbortSignal.any([signal, timeout]) : timeout;
    const response = options.policy
      ? await fetchChecked(url, options.policy, options, both)
      : await options.fetch(url, { signal: both });
    if (!response.ok || !response.body) {
      await response.body?.cancel().catch(() => {});
      throw downloadFailed(what, response.ok ? "it was empty" : `HTTP ${response.status}`);
    }
    const declared = Number(response.headers.get("content-length"));
    if (declared > maxBytes) {
      await response.body.cancel().catch(() => {});
      throw tooLarge(what, declared, maxBytes);
    }
    const mimeType = response.headers.get("content-type")?.split(";")[0].trim() || "application/octet-stream";
    return {
      bytes: await readBounded(response.body, maxBytes, () => tooLarge(what, null, maxBytes)),
      mimeType,
    };
  } catch (error) {
    if (error instanceof BrandKitError) throw error;
    if (signal?.aborted) throw cancelled();
    if (timeout.aborted) {
      throw new BrandKitError(
        ErrorCode.AI_TIMEOUT,
        `The AI service's ${what} did not download within ${options.timeoutMs / 1000} s.`,
        { cause: error },
      );
    }
    // A fetch error names the URL it failed on, and an image URL may be signed: neither belongs in a message.
    const detail = redactUrls(redactSecrets(error instanceof Error ? error.message : String(error)));
    throw new BrandKitError(
      ErrorCode.AI_ERROR,
      `The AI service's ${what} could not be downloaded: ${detail}`,
      {
        cause: error,
      },
    );
  }
}

/** The image at `url` (a data URL, or http(s) fetched within the bounds), checked to be an image. */
export async function downloadImage(url: string, options: ImageDownloadOptions): Promise<DownloadedImage> {
  const maxBytes = options.maxBytes ?? MAX_PROVIDER_IMAGE_BYTES;
  if (options.signal?.aborted) throw cancelled();
  const inline = fromDataUrl(url);
  if (inline) return checkProviderImage(inline, options.what, maxBytes);
  if (!/^https?:\/\//i.test(url)) {
    throw new BrandKitError(
      ErrorCode.AI_ERROR,
      `The AI service sent the ${options.what} at an unusable address.`,
    );
  }
  const image = await fetchBounded(url, {
    fetch: options.fetch,
    what: options.what,
    signal: options.signal,
    maxBytes,
    timeoutMs: options.timeoutMs ?? IMAGE_DOWNLOAD_TIMEOUT_MS,
    policy: options.policy,
  });
  return checkProviderImage(image, options.what, maxBytes);
}
