/**
 * The page's assets for tests, built once per set of options and shared by the tests and test files that ask for
 * the same: a build (esbuild, then brotli at its best quality) takes a second or two.
 */
import { prepareWebAssets, type WebAssetOptions, type WebAssets } from "../../routes/web-assets.ts";

const built = new Map<string, Promise<WebAssets>>();

/** What prepareWebAssets(options) makes, made on first use. */
export function sharedWebAssets(options: WebAssetOptions): Promise<WebAssets> {
  const key = JSON.stringify(options);
  let assets = built.get(key);
  if (!assets) built.set(key, assets = prepareWebAssets(options));
  return assets;
}
