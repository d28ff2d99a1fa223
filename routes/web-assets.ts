/**
 * The page's assets, made once at start-up: the client bundle and the server-rendered page.
 */
import { type Palette, PALETTES } from "../brandkit/mod.ts";
import { buildClientBundle, type BundleOptions, type ClientBundle } from "./bundle.ts";
import { renderPage } from "./page.tsx";
import type { StaticAsset } from "./static-asset.ts";

/** The bundle and the rendered page. */
export type WebAssets = { bundle: ClientBundle; page: StaticAsset };

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
  const bundle = await buildClientBundle(options.bundle);
  const page = await renderPage({
    bundle,
    palettes: options.palettes ?? PALETTES,
    provider: options.provider,
  });
  return { bundle, page };
}
