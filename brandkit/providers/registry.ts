/**
 * The only file that knows the concrete providers: configuration in, an AiProvider out. The edges (server.ts,
 * cli/main.ts) call it once with the dependencies they have loaded.
 */
import type { Config } from "../config.ts";
import { BrandKitError, ErrorCode } from "../errors.ts";
import type { AiProvider } from "../provider.ts";
import type { RenderAssets } from "../render/mod.ts";
import { createOfflineProvider } from "./offline/mod.ts";
import { createPlatformProvider } from "./platform.ts";

/** What the providers need from the edge. */
export type ProviderDeps = {
  /** Fonts and decoders of the designer: `await loadRenderAssets(Deno.readFile)`, loaded once per process. */
  renderAssets: RenderAssets;
  /** For the providers that call out. @default globalThis.fetch */
  fetch?: typeof fetch;
};

/** The provider `config.BRANDKIT_PROVIDER` names; CONFIG_ERROR when it cannot be made. */
export function createProvider(config: Config, deps: ProviderDeps): AiProvider {
  switch (config.BRANDKIT_PROVIDER) {
    case "offline":
      return createOfflineProvider(deps.renderAssets);
    case "platform":
      // readConfig requires PLATFORM_URL and PLATFORM_PROJECT_ID with BRANDKIT_PROVIDER=platform.
      return createPlatformProvider({
        baseUrl: config.PLATFORM_URL!,
        projectId: config.PLATFORM_PROJECT_ID!,
        fetch: deps.fetch,
      });
    case "openai":
      throw new BrandKitError(
        ErrorCode.CONFIG_ERROR,
        `BRANDKIT_PROVIDER=${config.BRANDKIT_PROVIDER} is not available in this build yet. ` +
          "Unset BRANDKIT_PROVIDER (or set it to offline) to use the built-in offline provider.",
      );
  }
}
