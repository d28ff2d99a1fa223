/**
 * The only file that knows the concrete providers: configuration in, an AiProvider out. The kit pipeline
 * (adapters/kit-pipeline.ts) calls it for the server and the CLI, with the dependencies they have loaded, once per
 * provider it is asked for (a CLI command may name its own). AI providers (openai, platform) have their
 * type set by the designer over text-free art unless BRANDKIT_TYPOGRAPHY=model; offline always sets its own.
 */
import type { Config } from "../config.ts";
import { BrandKitError, ErrorCode } from "../errors.ts";
import { createImageBytes, type ToImageBytes } from "../images/exact-image.ts";
import type { AiProvider } from "../generation/provider.ts";
import type { OutboundPolicy } from "../outbound/outbound.ts";
import type { RenderService } from "../render/mod.ts";
import { createOfflineProvider } from "./offline/mod.ts";
import { createOpenAiProvider, type RequestWindow } from "./openai/mod.ts";
import { withTypographyOverlay } from "./overlay.ts";
import { createPlatformProvider } from "./platform.ts";

export type { RequestWindow } from "./openai/mod.ts";

/** What the providers need from the edge. */
export type ProviderDeps = {
  /** The designer: the process's render pool (createRenderPool), or a renderer in this thread in tests. */
  renderer: Pick<RenderService, "render" | "overlay">;
  /** For the providers that call out, and for downloading their art. @default globalThis.fetch */
  fetch?: typeof fetch;
  /** Where art named by URL may be downloaded from (createOutboundPolicy). @default any http(s) URL */
  outboundPolicy?: OutboundPolicy;
  /** The art as bytes for the overlay: the pipeline's exact-image step's. @default one over fetch and the policy */
  imageBytes?: ToImageBytes;
  /** The clock the offline copy reads today's date from. @default Date.now */
  now?: () => number;
  /**
   * Told of the request window each answer of the AI service reports, for callers that count their calls against
   * it (only the openai provider reads x-ratelimit-*-requests); such a caller waits out 429s itself. @default none
   */
  onRequestWindow?: (window: RequestWindow) => void;
};

/** A setting the chosen provider cannot do without; CONFIG_ERROR (as readConfig words it) when it is missing. */
function required<Key extends keyof Config>(config: Config, key: Key): NonNullable<Config[Key]> {
  const value = config[key];
  if (value === undefined || value === null || value === "") {
    throw new BrandKitError(
      ErrorCode.CONFIG_ERROR,
      `Bad configuration: ${key} is required when BRANDKIT_PROVIDER=${config.BRANDKIT_PROVIDER}`,
    );
  }
  return value as NonNullable<Config[Key]>;
}

/**
 * The hosts the configured provider's own base URL names: graphics may be fetched from them over plain HTTP and
 * whatever they resolve to (a local model server), unlike any other host (createOutboundPolicy).
 */
export function providerHosts(config: Config): string[] {
  const baseUrl = config.BRANDKIT_PROVIDER === "openai"
    ? config.OPENAI_BASE_URL
    : config.BRANDKIT_PROVIDER === "platform"
    ? config.PLATFORM_URL
    : undefined;
  return baseUrl ? [new URL(baseUrl).host] : [];
}

/** The AI provider as configured, before typography. */
function aiProvider(config: Config, deps: ProviderDeps): AiProvider {
  switch (config.BRANDKIT_PROVIDER) {
    case "openai":
      return createOpenAiProvider({
        apiKey: required(config, "OPENAI_API_KEY"),
        baseUrl: config.OPENAI_BASE_URL,
        textModel: config.OPENAI_TEXT_MODEL,
        imageModel: config.OPENAI_IMAGE_MODEL,
        fetch: deps.fetch,
        onRequestWindow: deps.onRequestWindow,
      });
    case "platform":
      return createPlatformProvider({
        baseUrl: required(config, "PLATFORM_URL"),
        projectId: required(config, "PLATFORM_PROJECT_ID"),
        fetch: deps.fetch,
      });
    default:
      throw new BrandKitError(
        ErrorCode.CONFIG_ERROR,
        `Bad configuration: BRANDKIT_PROVIDER must be one of offline, openai, platform, not ${
          JSON.stringify(config.BRANDKIT_PROVIDER)
        }`,
      );
  }
}

/** The provider `config.BRANDKIT_PROVIDER` names, in `config.BRANDKIT_TYPOGRAPHY`; CONFIG_ERROR when it cannot be made. */
export function createProvider(config: Config, deps: ProviderDeps): AiProvider {
  if (config.BRANDKIT_PROVIDER === "offline") return createOfflineProvider(deps.renderer, { now: deps.now });
  const provider = aiProvider(config, deps);
  switch (config.BRANDKIT_TYPOGRAPHY) {
    case "model":
      return { ...provider, typography: "model" };
    case "overlay":
      return withTypographyOverlay(provider, {
        renderer: deps.renderer,
        imageBytes: deps.imageBytes ??
          createImageBytes({ fetch: deps.fetch ?? globalThis.fetch, policy: deps.outboundPolicy }),
      });
    default:
      throw new BrandKitError(
        ErrorCode.CONFIG_ERROR,
        `Bad configuration: BRANDKIT_TYPOGRAPHY must be overlay or model, not ${
          JSON.stringify(config.BRANDKIT_TYPOGRAPHY)
        }`,
      );
  }
}
