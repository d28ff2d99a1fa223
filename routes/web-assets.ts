/**
 * The page's assets, made once at start-up: the client bundle, the server-rendered page and the kit-not-found
 * page; and the renderers of a kept kit's pages over the same bundle: its kit page (rendered once per kit
 * revision) and its event page (once per revision and RSVP count, or for one guest's answer).
 */
import { type FormatName, type Palette, PALETTES, type SharedKit } from "../brandkit/web.ts";
import { buildClientBundle, type BundleOptions, type ClientBundle } from "../adapters/bundle.ts";
import { renderPages } from "./page.tsx";
import { INTERFACE_LANGUAGES, type InterfaceLanguage } from "../client/i18n/interface-language.ts";
import { compileAllCatalogs } from "./interface-catalogs.ts";
import { type EventPageInput, renderEventPageHtml } from "./event-page.tsx";
import { renderKitNotFoundHtml, renderSharePageHtml } from "./share-page.tsx";
import { createStaticAsset, type StaticAsset } from "./static-asset.ts";

const DEFAULT_KIT_TTL_DAYS = 30;

/** The bundle as it is served: every file precompressed. */
export type ServedBundle = ClientBundle<StaticAsset>;

/** The bundle, the rendered pages, and the share page's renderer. */
export type WebAssets = {
  bundle: ServedBundle;
  /** The form page in each interface language. */
  pages: ReadonlyMap<InterfaceLanguage, StaticAsset>;
  /** The page of an unknown (expired, deleted) kit in each interface language: served with 404. */
  kitNotFoundPages: ReadonlyMap<InterfaceLanguage, StaticAsset>;
  /** A kept kit's kit page (`/k/{id}/kit`) in the interface's `language`, with absolute URLs at `origin`. */
  renderSharePage(shared: SharedKit, origin: string, language: InterfaceLanguage): string;
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
  /** BRANDKIT_PUBLIC_URL, for the form page's absolute hreflang links. @default relative links */
  publicUrl?: string;
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
    publicUrl: options.publicUrl,
  };
  compileAllCatalogs();
  const pages = await renderPages(common);
  const kitNotFoundPages = new Map<InterfaceLanguage, StaticAsset>();
  for (const language of INTERFACE_LANGUAGES) {
    const html = renderKitNotFoundHtml({ ...common, language });
    kitNotFoundPages.set(language, await createStaticAsset(html, "text/html; charset=utf-8"));
  }
  return {
    bundle,
    pages,
    kitNotFoundPages,
    renderSharePage: (shared, origin, language) =>
      renderSharePageHtml({ ...common, shared, origin, language }),
    renderEventPage: (input) => renderEventPageHtml({ ...common, ...input }),
  };
}
