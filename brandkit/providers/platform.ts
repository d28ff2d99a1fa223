/**
 * The `platform` AI provider: the platform's AI service through our own platform client
 * (docs/behaviour.md#generation). The copy is one object generation with the JSON schema; each graphic is one
 * image generation with n=1, reading the URL of the first item. The platform's rate limits arrive as errors
 * with code RATE_LIMIT_EXCEEDED and a reset time, which the core recognises as they are. Any other failure
 * becomes an AI_ERROR whose detail is redacted and does not name the platform's address (the CLI shows it to
 * its user; the server only logs it).
 */
import { createClient, type FetchLike, type PlatformClient } from "../../platform/mod.ts";
import { BrandKitError, ErrorCode, isBrandKitError } from "../errors.ts";
import type { AiProvider } from "../generation/provider.ts";
import type { ImageResult } from "../images/exact-image.ts";
import { isRateLimitError } from "../limits/rate-limit.ts";
import { redactSecrets, redactUrls } from "../outbound/redact.ts";

/** Images asked for in each image generation (docs/behaviour.md#generation). */
export const PLATFORM_IMAGES_PER_REQUEST = 1;

export type PlatformProviderOptions =
  | { client: PlatformClient }
  | {
    /** PLATFORM_URL */
    baseUrl: string;
    /** PLATFORM_PROJECT_ID */
    projectId: string;
    /** @default globalThis.fetch */
    fetch?: FetchLike;
  };

/** Platform messages are short; a longer one is cut here, after redaction, so a cut never splits a secret. */
const MAX_PLATFORM_DETAIL_LENGTH = 200;

/**
 * `error` as it may leave the provider: rate limits and cancellations as they are (the generator knows them),
 * anything else an AI_ERROR with the platform's message redacted and its host left out.
 */
function providerFailure(error: unknown, what: string, hosts: string[], signal?: AbortSignal): unknown {
  const passThrough = signal?.aborted || isBrandKitError(error) || isRateLimitError(error) ||
    (error instanceof Error && error.name === "AbortError");
  if (passThrough) return error;
  const detail = redactUrls(redactSecrets(error instanceof Error ? error.message : String(error)), hosts);
  // No `cause`: the raw error holds the unredacted text, and causes end up in logs.
  return new BrandKitError(
    ErrorCode.AI_ERROR,
    `The AI service failed to make the ${what}: ${detail.slice(0, MAX_PLATFORM_DETAIL_LENGTH)}`,
  );
}

/** An AiProvider backed by the platform's AI service. */
export function createPlatformProvider(options: PlatformProviderOptions): AiProvider {
  const hosts = "baseUrl" in options ? [URL.parse(options.baseUrl)?.host ?? ""] : [];
  const client = "client" in options ? options.client : createClient({
    projectId: options.projectId,
    baseUrl: options.baseUrl,
    fetch: options.fetch,
    authRequired: false,
    browser: null,
  });
  return {
    name: "platform",
    async object(request) {
      try {
        const { object } = await client.ai.object({
          prompt: request.prompt,
          schema: request.jsonSchema,
          schemaName: request.schemaName,
          signal: request.signal,
        });
        return object;
      } catch (error) {
        throw providerFailure(error, "copy", hosts, request.signal);
      }
    },
    async image(request): Promise<ImageResult> {
      try {
        const result = await client.ai.image({
          prompt: request.prompt,
          n: PLATFORM_IMAGES_PER_REQUEST,
          size: request.size,
          signal: request.signal,
        });
        return { url: result.data[0].url };
      } catch (error) {
        throw providerFailure(error, `${request.kind} graphic`, hosts, request.signal);
      }
    },
  };
}
