/**
 * The kit page of a kept kit (`/k/{id}/kit`, issue 19; the event page `/k/{id}` is event-page.tsx) and the page
 * of a share link whose kit is gone. The kit page is server-rendered and hydrated by its own entry (its boot data
 * carries the kit); its head is the kit's link card (kit-card.ts). Neither page is indexed.
 */
import { renderToString } from "react-dom/server";
import { kitPagePath, type SharedKit } from "../brandkit/web.ts";
import { KitNotFound } from "../client/components/KitNotFound.tsx";
import { PageFrame } from "../client/components/PageFrame.tsx";
import { SharedKitView } from "../client/components/SharedKitView.tsx";
import { copyLangProps } from "../client/copy-lang.ts";
import { renderHtmlDocument } from "./html-document.ts";
import { directionOf } from "../client/i18n/interface-language.ts";
import { createInterfaceStore } from "../client/i18n/interface-store.ts";
import { InterfaceContext } from "../client/i18n/use-words.ts";
import { interfaceBootOf, interfaceWordsOf } from "./interface-catalogs.ts";
import { kitCardMeta, NOINDEX, SITE_NAME } from "./kit-card.ts";
import { bootOf, type PageOptions, renderApp } from "./page.tsx";

/** What a kit page is rendered from. */
export type SharePageOptions = PageOptions & {
  shared: SharedKit;
  /** The site's absolute origin ("https://brandkit.example"), for the card's URLs. */
  origin: string;
};

/** The kit page's HTML. */
export function renderSharePageHtml(options: SharePageOptions): string {
  const { shared, origin } = options;
  const { kit } = shared;
  const { lang } = copyLangProps(kit.language);
  const url = `${origin}${kitPagePath(shared.id)}`;
  const boot = bootOf(options, { shared });
  return renderHtmlDocument({
    bundle: options.bundle,
    entry: "share",
    lang: options.language,
    dir: directionOf(options.language),
    title: `${kit.selectedName} · ${SITE_NAME}`,
    description: kit.tagline,
    meta: kitCardMeta(shared, origin, url, lang),
    canonical: url,
    appHtml: renderApp(boot, <SharedKitView shared={shared} />),
    boot,
  });
}

/**
 * The page of a share link with no kit behind it (expired, deleted, or never made), answered with 404. The same
 * for every such link, so it is rendered once; it has no script (nothing on it needs one).
 */
export function renderKitNotFoundHtml(options: PageOptions): string {
  const { t, direction } = interfaceWordsOf(options.language);
  // No script: the language menu's links work without one.
  const words = createInterfaceStore(interfaceBootOf(options.language), { fetch: () => Promise.reject() });
  return renderHtmlDocument({
    bundle: options.bundle,
    entry: "share",
    lang: options.language,
    dir: direction,
    title: `${t("frame.kitNotFound.title")} · ${SITE_NAME}`,
    description: t("frame.kitNotFound.description"),
    meta: [NOINDEX],
    appHtml: renderToString(
      <InterfaceContext.Provider value={words}>
        <PageFrame>
          <KitNotFound kitTtlDays={options.kitTtlDays} />
        </PageFrame>
      </InterfaceContext.Provider>,
    ),
  });
}
