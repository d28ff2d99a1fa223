/**
 * The page's assets, made once at start-up: the client bundle, the server-rendered page and the kit-not-found
 * page; and the renderers of a kept kit's pages over the same bundle: its kit page (rendered once per kit
 * revision) and its event page (once per revision and RSVP count, or for one guest's answer).
 */
import { type FormatName, type Palette, PALETTES, type SharedKit } from "../brandkit/web.ts";
import { buildClientBundle, type BundleOptions, type ClientBundle } from "../adapters/bundle.ts";
import { renderPage } from "./page.tsx";
import { type EventPageInput, renderEventPageHtml } from "./event-page.tsx";
import { renderKitNotFoundHtml, renderSharePageHtml } from "./share-page.tsx";
import { createStaticAsset, type StaticAsset } from "./static-asset.ts";

const DEFAULT_KIT_TTL_DAYS = 30;

/** The bundle as it is served: every file precompressed. */
export type ServedBundle = ClientBundle<StaticAsset>;

/** The bundle, the rendered pages, and the share page's renderer. */
export type WebAssets = {
  bundle: ServedBundle;
  page: StaticAsset;
  /** The page of an unknown (expired, deleted) kit: served with 404. */
  kitNotFoundPage: StaticAsset;
  /** A kept kit's kit page (`/k/{id}/kit`), with absolute URLs at `origin`. */
  renderSharePage(shared: SharedKit, origin: string): string;
  /** A kept kit's event page (`/k/{id}`). */
  renderEventPage(input: EventPageInput): string;
};

/** What the page is rendered with. */
export type WebAssetOptions = {
  /** The provider's name, for kit.json in downloads. */
  provider: string;
  /** BRANDKIT_KIT_TTL_DAYS, told to visitors. @default 30 */
  kitTtlDays?: number;
  /** Formats this server's kits cannot come in (unavailableFormatsOf). @default none */
  unavailableFormats?: readonly FormatName[];
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
  const common = {
    bundle,
    palettes: options.palettes ?? PALETTES,
    provider: options.provider,
    kitTtlDays: options.kitTtlDays ?? DEFAULT_KIT_TTL_DAYS,
    unavailableFormats: options.unavailableFormats ?? [],
  };
  const page = await renderPage(common);
  const kitNotFoundPage = await createStaticAsset(renderKitNotFoundHtml(common), "text/html; charset=utf-8");
  return {
    bundle,
    page,
    kitNotFoundPage,
    renderSharePage: (shared, origin) => renderSharePageHtml({ ...common, shared, origin }),
    renderEventPage: (input) => renderEventPageHtml({ ...common, ...input }),
  };
}
