/**
 * The page's assets, made once at start-up: the client bundle and the server-rendered page.
 */
import { type Palette, PALETTES } from "../brandkit/mod.ts";
import { buildClientBundle, type BundleOptions, type ClientBundle } from "../adapters/bundle.ts";
import { renderPage } from "./page.tsx";
import { createStaticAsset, type StaticAsset } from "./static-asset.ts";

/** The bundle as it is served: every file precompressed. */
export type ServedBundle = ClientBundle<StaticAsset>;

/** The bundle and the rendered page. */
export type WebAssets = { bundle: ServedBundle; page: StaticAsset };

/** What the page is rendered with. */
export type WebAssetOptions = {
  /** The provider's name, for kit.json in downloads. */
  provider: string;
  /** @default PALETTES */
  palettes?: readonly Palette[];
  bundle?: BundleOptions;
};

/** Builds the bundle and renders the page. */
export async function prepareWebAssets(options: WebAssetOptions): Promise<WebAssets> {
  const built = await buildClientBundle(options.bundle);
  const files = new Map<string, StaticAsset>();
  for (const [name, file] of built.files) {
    files.set(name, await createStaticAsset(file.contents, file.contentType));
  }
  const bundle: ServedBundle = { ...built, files };
  const page = await renderPage({
    bundle,
    palettes: options.palettes ?? PALETTES,
    provider: options.provider,
  });
  return { bundle, page };
}
