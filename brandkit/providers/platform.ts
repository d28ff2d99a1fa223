/**
 * The `platform` AI provider: the spec's AI service through our own platform client (spec §7.1). The copy is one
 * object generation with the JSON schema; each graphic is one image generation with n=1, reading the URL of the
 * first item. The platform's rate limits arrive as errors with code RATE_LIMIT_EXCEEDED and a reset time, which
 * the core recognises as they are.
 */
import { createClient, type FetchLike, type PlatformClient } from "../../platform/mod.ts";
import type { AiProvider, ImageResult } from "../provider.ts";

/** The spec's image count per generation (§7.1). */
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

/** An AiProvider backed by the platform's AI service. */
export function createPlatformProvider(options: PlatformProviderOptions): AiProvider {
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
      const { object } = await client.ai.object({
        prompt: request.prompt,
        schema: request.jsonSchema,
        schemaName: request.schemaName,
        signal: request.signal,
      });
      return object;
    },
    async image(request): Promise<ImageResult> {
      const result = await client.ai.image({
        prompt: request.prompt,
        n: PLATFORM_IMAGES_PER_REQUEST,
        size: request.size,
        signal: request.signal,
      });
      return { url: result.data[0].url };
    },
  };
}
