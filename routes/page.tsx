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
import {
  INTERFACE_LANGUAGES,
  type InterfaceLanguage,
  LANGUAGE_PARAMETER,
} from "../client/i18n/interface-language.ts";
import { interfaceBootOf, interfaceWordsOf } from "./interface-catalogs.ts";
import type { ReactNode } from "react";

export { PAGE_CSP } from "./html-document.ts";

/** What the pages are rendered from. */
export type PageOptions = {
  bundle: ClientBundle<unknown>;
  /** The interface's language of this page (routes/page-language.ts). */
  language: InterfaceLanguage;
  palettes: readonly Palette[];
  provider: string;
  /** BRANDKIT_KIT_TTL_DAYS: how long a kept kit stays, as the pages tell the visitor. */
  kitTtlDays: number;
  /** Formats this server's kits cannot come in: the page does not offer them. @default none */
  unavailableFormats?: readonly FormatName[];
  /** BRANDKIT_PUBLIC_URL: where the site is, for the form page's absolute hreflang links. @default relative */
  publicUrl?: string;
};

/** The boot data of any page: what every page's script needs, and what this page adds. */
export function bootOf(options: PageOptions, extra: Partial<BootData> = {}): BootData {
  return {
    interface: interfaceBootOf(options.language),
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

/** `og:locale` of a language: its tag with the region Open Graph expects ("ja_JP"). */
const OG_LOCALES: Readonly<Record<InterfaceLanguage, string>> = {
  en: "en_US",
  es: "es_ES",
  fr: "fr_FR",
  de: "de_DE",
  pt: "pt_BR",
  it: "it_IT",
  nl: "nl_NL",
  ja: "ja_JP",
  zh: "zh_CN",
  ko: "ko_KR",
  ar: "ar_AR",
  hi: "hi_IN",
  ru: "ru_RU",
};

/**
 * The form page in every language: `/?lang=xx`, and `/` for a visitor whose language none names; absolute at
 * the site's public URL when it is configured (search engines ask for absolute ones).
 */
function formPageAlternates(publicUrl = ""): Array<{ hreflang: string; href: string }> {
  const root = `${publicUrl.replace(/\/+$/, "")}/`;
  return [
    ...INTERFACE_LANGUAGES.map((language) => ({
      hreflang: language,
      href: `${root}?${LANGUAGE_PARAMETER}=${language}`,
    })),
    { hreflang: "x-default", href: root },
  ];
}

/** The page's HTML in its language: the server-rendered app, the boot data, the bundle's stylesheet and script. */
export function renderPageHtml(options: PageOptions): string {
  const boot = bootOf(options);
  const { t, direction } = interfaceWordsOf(options.language);
  return renderHtmlDocument({
    bundle: options.bundle,
    entry: "page",
    lang: options.language,
    dir: direction,
    title: t("frame.pageTitle"),
    description: t("frame.pageDescription"),
    meta: [
      { property: "og:locale", content: OG_LOCALES[options.language] },
      ...INTERFACE_LANGUAGES.filter((language) => language !== options.language).map((language) => ({
        property: "og:locale:alternate",
        content: OG_LOCALES[language],
      })),
    ],
    alternates: formPageAlternates(options.publicUrl),
    appHtml: renderApp(boot, <FormPage />),
    boot,
  });
}

/** The page in every language, each rendered and compressed once. */
export async function renderPages(
  options: Omit<PageOptions, "language">,
): Promise<ReadonlyMap<InterfaceLanguage, StaticAsset>> {
  const pages = new Map<InterfaceLanguage, StaticAsset>();
  for (const language of INTERFACE_LANGUAGES) {
    pages.set(
      language,
      await createStaticAsset(renderPageHtml({ ...options, language }), "text/html; charset=utf-8"),
    );
  }
  return pages;
}
