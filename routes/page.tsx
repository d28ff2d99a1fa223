/**
 * The page, rendered once: the same for every visitor (nothing in it depends on the request), so it is
 * rendered to HTML at start-up, precompressed and served from memory.
 */
import { renderToString } from "react-dom/server";
import type { FormatName, Palette } from "../brandkit/web.ts";
import { App, type AppProps } from "../client/App.tsx";
import { FormPage } from "../client/FormPage.tsx";
import type { BootData } from "../client/boot.ts";
import { createBrowserDeps } from "../client/deps.ts";
import type { ClientBundle } from "../adapters/bundle.ts";
import { renderHtmlDocument } from "./html-document.ts";
import { createStaticAsset, type StaticAsset } from "./static-asset.ts";
import type { ReactNode } from "react";

export { PAGE_CSP } from "./html-document.ts";

const TITLE = "BrandKit · AI Event Brand Creator";
const DESCRIPTION =
  "Create a brand kit for your event in seconds: names, copy, social captions, a poster, a square tile, a banner and a brand guide.";

/** What the pages are rendered from. */
export type PageOptions = {
  bundle: ClientBundle<unknown>;
  palettes: readonly Palette[];
  provider: string;
  /** BRANDKIT_KIT_TTL_DAYS: how long a kept kit stays, as the pages tell the visitor. */
  kitTtlDays: number;
  /** Formats this server's kits cannot come in: the page does not offer them. @default none */
  unavailableFormats?: readonly FormatName[];
};

/** The boot data of any page: what every page's script needs, and what this page adds. */
export function bootOf(options: PageOptions, extra: Partial<BootData> = {}): BootData {
  return {
    palettes: options.palettes,
    extrasUrl: options.bundle.extrasScript,
    provider: options.provider,
    kitTtlDays: options.kitTtlDays,
    ...options.unavailableFormats?.length ? { unavailableFormats: options.unavailableFormats } : {},
    ...extra,
  };
}

/** The server-rendered app for `boot` around `view`, as the page's entry hydrates it (in the same `frame`). */
export function renderApp(boot: BootData, view: ReactNode, frame: AppProps["frame"] = "site"): string {
  return renderToString(<App boot={boot} deps={createBrowserDeps(boot)} frame={frame}>{view}</App>);
}

/** The page's HTML: the server-rendered app, the boot data, and the bundle's stylesheet and script. */
export function renderPageHtml(options: PageOptions): string {
  const boot = bootOf(options);
  return renderHtmlDocument({
    bundle: options.bundle,
    entry: "page",
    title: TITLE,
    description: DESCRIPTION,
    appHtml: renderApp(boot, <FormPage />),
    boot,
  });
}

/** The page, rendered and compressed once. */
export function renderPage(options: PageOptions): Promise<StaticAsset> {
  return createStaticAsset(renderPageHtml(options), "text/html; charset=utf-8");
}
