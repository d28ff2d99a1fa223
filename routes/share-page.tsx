/**
 * The share page of a kept kit (`/k/{id}`, issue 19) and the page of a share link whose kit is gone. The share
 * page is server-rendered and hydrated by the same bundle as `/` (its boot data carries the kit); its head is the
 * kit's link card (Open Graph, Twitter) with absolute URLs, in the kit's language. Neither page is indexed.
 */
import { renderToString } from "react-dom/server";
import { CANVAS_SIZES, graphicAltText } from "../brandkit/mod.ts";
import { keptFilePath, type SharedKit, sharePath } from "../brandkit/shared-kit.ts";
import { KitNotFound } from "../client/components/KitNotFound.tsx";
import { PageFrame } from "../client/components/PageFrame.tsx";
import { SharedKitView } from "../client/components/SharedKitView.tsx";
import { copyLangProps } from "../client/copy-lang.ts";
import { type MetaTag, renderHtmlDocument } from "./html-document.ts";
import { bootOf, type PageOptions, renderApp } from "./page.tsx";

const SITE_NAME = "BrandKit";
const LINK_PREVIEW_FILE = "link-preview.png";
const NOINDEX: MetaTag = { name: "robots", content: "noindex" };

/** What a share page is rendered from. */
export type SharePageOptions = PageOptions & {
  shared: SharedKit;
  /** The site's absolute origin ("https://brandkit.example"), for the card's URLs. */
  origin: string;
};

/** "ar" -> "ar", "pt-BR" -> "pt_BR": Open Graph's locale form. */
function ogLocale(lang: string): string {
  return lang.replace(/-/g, "_");
}

/** The share page's HTML. */
export function renderSharePageHtml(options: SharePageOptions): string {
  const { shared, origin } = options;
  const { kit, request } = shared;
  const { lang, dir } = copyLangProps(kit.language);
  const url = `${origin}${sharePath(shared.id)}`;
  const preview = CANVAS_SIZES["link-preview"];
  const boot = bootOf(options, { shared });
  return renderHtmlDocument({
    bundle: options.bundle,
    entry: "share",
    lang,
    dir,
    title: `${kit.selectedName} · ${SITE_NAME}`,
    description: kit.tagline,
    meta: [
      NOINDEX,
      { property: "og:type", content: "website" },
      { property: "og:site_name", content: SITE_NAME },
      { property: "og:locale", content: ogLocale(lang) },
      { property: "og:title", content: kit.selectedName },
      { property: "og:description", content: kit.tagline },
      { property: "og:url", content: url },
      { property: "og:image", content: `${origin}${keptFilePath(shared.id, LINK_PREVIEW_FILE)}` },
      { property: "og:image:type", content: "image/png" },
      { property: "og:image:width", content: String(preview.width) },
      { property: "og:image:height", content: String(preview.height) },
      {
        property: "og:image:alt",
        content: graphicAltText("link-preview", kit.selectedName, { ...request, language: kit.language }),
      },
      { name: "twitter:card", content: "summary_large_image" },
    ],
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
  return renderHtmlDocument({
    bundle: options.bundle,
    entry: "share",
    title: `Kit not found · ${SITE_NAME}`,
    description: "This brand kit is no longer here. Make your own with BrandKit.",
    meta: [NOINDEX],
    appHtml: renderToString(
      <PageFrame>
        <KitNotFound kitTtlDays={options.kitTtlDays} />
      </PageFrame>,
    ),
  });
}
