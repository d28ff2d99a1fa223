/**
 * The head of a kept kit's pages (its event page `/k/{id}` and its kit page `/k/{id}/kit`): never indexed (but
 * the event page of an event its owner lists, issue 38), and the kit's link card (Open Graph, Twitter) with
 * absolute URLs, in the kit's language, so the link unfurls in chats into the kit's link preview.
 */
import { CANVAS_SIZES, graphicAltText, keptFilePath, type SharedKit } from "../brandkit/web.ts";
import type { MetaTag } from "./html-document.ts";

export const SITE_NAME = "BrandKit";
const LINK_PREVIEW_FILE = "link-preview.png";
export const NOINDEX: MetaTag = { name: "robots", content: "noindex" };

/** "ar" -> "ar", "pt-BR" -> "pt_BR": Open Graph's locale form. */
function ogLocale(lang: string): string {
  return lang.replace(/-/g, "_");
}

/**
 * The tags of a kit's page at `url` (absolute), with `origin` for the card's image; `lang` is the kit's. The
 * robots tag says `noindex` unless `listed` (the event page of an event its owner lists).
 */
export function kitCardMeta(
  shared: SharedKit,
  origin: string,
  url: string,
  lang: string,
  options: { listed?: boolean } = {},
): MetaTag[] {
  const { kit, request } = shared;
  const preview = CANVAS_SIZES["link-preview"];
  return [
    ...options.listed ? [] : [NOINDEX],
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
  ];
}
