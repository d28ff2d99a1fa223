/**
 * The overlay typography mode (BRANDKIT_TYPOGRAPHY=overlay): wraps an AI provider so that its graphics are
 * text-free art (it is asked with the request's artPrompt) and the designer sets the event's name, date and
 * place on that art in the brand fonts. Image models misspell text; this is what makes their graphics usable.
 * Art that comes back as a URL is downloaded here, bounded in size and time, and checked to be an image.
 */
import { z } from "zod";
import { BrandKitError, ErrorCode } from "../errors.ts";
import { fromDataUrl, sniffImageType } from "../image-type.ts";
import type { AiProvider, ImageRequest, ImageResult } from "../provider.ts";
import { MAX_FIT_SIDE_PX, type Renderer } from "../render/mod.ts";
import { parseOrThrow } from "../validate.ts";

/** Largest art accepted from a provider, bytes: far above any model's PNG, far below what would hurt. */
export const MAX_ART_BYTES = 32 * 1024 * 1024;
/** How long downloading one piece of art may take, ms (the model has already drawn it by then). */
export const ART_DOWNLOAD_TIMEOUT_MS = 60_000;

const BYTES_PER_MB = 1024 * 1024;

export type TypographyOverlayOptions = {
  /** The designer that sets the type: one per process, shared. */
  renderer: Pick<Renderer, "overlay">;
  /** Downloads art the provider returns as a URL. @default globalThis.fetch */
  fetch?: typeof fetch;
  /** Largest art accepted, bytes, downloaded or not. @default MAX_ART_BYTES (32 MB) */
  maxImageBytes?: number;
  /** Longest a download may take, ms. @default ART_DOWNLOAD_TIMEOUT_MS (60 s) */
  downloadTimeoutMs?: number;
};

type Art = { bytes: Uint8Array; mimeType: string };

const SizeSchema = z.strictObject({
  width: z.number().int().min(1).max(MAX_FIT_SIDE_PX),
  height: z.number().int().min(1).max(MAX_FIT_SIDE_PX),
});

function throwIfCancelled(signal: AbortSignal | undefined): void {
  if (signal?.aborted) throw new BrandKitError(ErrorCode.CANCELLED, "Generation was cancelled.");
}

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

/** The body, read chunk by chunk and abandoned as soon as it passes `max` bytes. */
async function readBounded(body: ReadableStream<Uint8Array>, max: number, what: string): Promise<Uint8Array> {
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.length;
    if (total > max) {
      await reader.cancel().catch(() => {});
      throw tooLarge(what, null, max);
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.length;
  }
  return bytes;
}

type DownloadOptions = { fetch: typeof fetch; maxBytes: number; timeoutMs: number; what: string };

/** The art at `url`: a data URL, or an http(s) URL fetched within the time and size bounds. */
async function download(
  url: string,
  signal: AbortSignal | undefined,
  options: DownloadOptions,
): Promise<Art> {
  const { what, maxBytes } = options;
  const inline = fromDataUrl(url);
  if (inline) return inline;
  if (!/^https?:\/\//i.test(url)) {
    throw new BrandKitError(ErrorCode.AI_ERROR, `The AI service sent the ${what} at an unusable address.`);
  }
  const timeout = AbortSignal.timeout(options.timeoutMs);
  try {
    const response = await options.fetch(url, {
      signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
    });
    if (!response.ok || !response.body) {
      await response.body?.cancel().catch(() => {});
      const reason = response.ok ? "it was empty" : `HTTP ${response.status}`;
      throw new BrandKitError(
        ErrorCode.AI_ERROR,
        `The AI service's ${what} could not be downloaded (${reason}).`,
      );
    }
    const declared = Number(response.headers.get("content-length"));
    if (declared > maxBytes) {
      await response.body.cancel().catch(() => {});
      throw tooLarge(what, declared, maxBytes);
    }
    const mimeType = response.headers.get("content-type")?.split(";")[0].trim() || "application/octet-stream";
    return { bytes: await readBounded(response.body, maxBytes, what), mimeType };
  } catch (error) {
    if (error instanceof BrandKitError) throw error;
    throwIfCancelled(signal);
    if (timeout.aborted) {
      throw new BrandKitError(
        ErrorCode.AI_TIMEOUT,
        `The AI service's ${what} did not download within ${options.timeoutMs / 1000} s.`,
        { cause: error },
      );
    }
    const detail = error instanceof Error ? error.message : String(error);
    throw new BrandKitError(
      ErrorCode.AI_ERROR,
      `The AI service's ${what} could not be downloaded: ${detail}`,
      {
        cause: error,
      },
    );
  }
}

/** Refuses art that is too large or not an image (by its bytes, whatever it claims to be). */
function checkArt(art: Art, maxBytes: number, what: string): Art {
  if (art.bytes.length > maxBytes) throw tooLarge(what, art.bytes.length, maxBytes);
  if (!sniffImageType(art.bytes)) {
    throw new BrandKitError(
      ErrorCode.AI_ERROR,
      `The AI service sent a ${what} that is not an image (${art.mimeType}, ${art.bytes.length} bytes).`,
    );
  }
  return art;
}

/**
 * `provider` with its graphics made as text-free art and the type set on top by the designer; object() is
 * passed through. The name stays the provider's own. The result is always PNG bytes of the exact size.
 */
export function withTypographyOverlay(provider: AiProvider, options: TypographyOverlayOptions): AiProvider {
  const fetcher = options.fetch ?? globalThis.fetch.bind(globalThis);
  const maxBytes = options.maxImageBytes ?? MAX_ART_BYTES;
  const timeoutMs = options.downloadTimeoutMs ?? ART_DOWNLOAD_TIMEOUT_MS;
  return {
    name: provider.name,
    object: (request) => provider.object(request),
    async image(request: ImageRequest): Promise<ImageResult> {
      const { signal } = request;
      const what = `${request.kind} graphic`;
      const size = parseOrThrow(SizeSchema, request.size, "image size");
      throwIfCancelled(signal);
      const result = await provider.image({ ...request, prompt: request.artPrompt });
      throwIfCancelled(signal);
      const art = "url" in result
        ? await download(result.url, signal, { fetch: fetcher, maxBytes, timeoutMs, what })
        : result;
      checkArt(art, maxBytes, what);
      throwIfCancelled(signal);
      const bytes = await options.renderer.overlay({ kind: request.kind, size, brief: request.brief, art });
      return { bytes, mimeType: "image/png" };
    },
  };
}
