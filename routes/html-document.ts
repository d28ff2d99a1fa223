/**
 * The one HTML document every page of BrandKit is served in (`/`, a kit's share page, the kit-not-found page):
 * its head (charset, viewport, title, description, theme colour, icon, the bundle's stylesheet and scripts, and
 * whatever tags a page adds), the server-rendered app and the boot data. Every value is escaped here, once.
 */
import type { ClientBundle, PageEntry } from "../adapters/bundle.ts";
import { BOOT_ELEMENT_ID, type BootData, serializeBoot } from "../client/boot.ts";

const THEME_COLOR = "#c8056a";
const FAVICON = `data:image/svg+xml,${
  encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#c8056a"/><stop offset="1" stop-color="#6d28d9"/></linearGradient></defs><rect width="32" height="32" rx="9" fill="url(#g)"/><path d="M16 6l2.6 7.4L26 16l-7.4 2.6L16 26l-2.6-7.4L6 16l7.4-2.6z" fill="#fff"/></svg>`,
  )
}`;

/** The pages' Content-Security-Policy: only our own scripts; inline styles for React's style attributes. */
export const PAGE_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join("; ");

/** A `<meta>` tag: by `name` (description, robots, twitter:card) or by `property` (Open Graph). */
export type MetaTag = { name: string; content: string } | { property: string; content: string };

export type HtmlDocument = {
  bundle: ClientBundle<unknown>;
  /** Which page's script hydrates it. */
  entry: PageEntry;
  /** The interface's language (BCP 47): what the page's own words, title and description are written in. */
  lang: string;
  dir: "ltr" | "rtl";
  /** `<link rel="alternate" hreflang>` of the same page in each language (the form page's). @default [] */
  alternates?: ReadonlyArray<{ hreflang: string; href: string }>;
  /** Plain text; escaped here. */
  title: string;
  description: string;
  /** Tags after the description (robots, Open Graph, Twitter). @default [] */
  meta?: readonly MetaTag[];
  /** `<link rel="canonical">`, absolute. */
  canonical?: string;
  /**
   * Data the head carries beyond its tags: each `jsonLd` a `<script type="application/ld+json">` (a data block,
   * never run, so the page's `script-src 'self'` lets it be), its JSON escaped here (jsonInScript); each `feed` a
   * `<link rel="alternate">` to a feed of the page (the event page's Atom feed of updates). @default []
   */
  head?: readonly HeadData[];
  /** The server-rendered app (HTML). */
  appHtml: string;
  /** The boot data the script hydrates with; without it the page is sent without its script (static). */
  boot?: BootData;
};

/**
 * Structured data in the head: schema.org JSON-LD (the event page's Event), or a feed of the page (its `type`, such
 * as `application/atom+xml`, its URL and its title).
 */
export type HeadData = { jsonLd: unknown } | { feed: { type: string; href: string; title: string } };

function headData(data: HeadData): string {
  if ("jsonLd" in data) return `<script type="application/ld+json">${jsonInScript(data.jsonLd)}</script>`;
  const { type, href, title } = data.feed;
  return `<link rel="alternate" type="${escapeHtml(type)}" href="${escapeHtml(href)}" title="${
    escapeHtml(title)
  }">`;
}

/**
 * `value` as JSON that stays inside its `<script>` element: every `<`, `>` and `&` written as its `\u` escape
 * (so neither `</script>` nor `<!--` in a name can end or change the element), and the line separators too.
 * JSON.parse reads it back as it was.
 */
export function jsonInScript(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, "0")}`,
  );
}

/** `value` safe as element text or inside a double-quoted attribute. */
export function escapeHtml(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/'/g, "&#39;")
    .replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

function metaTag(tag: MetaTag): string {
  const [key, value] = "name" in tag ? ["name", tag.name] : ["property", tag.property];
  return `<meta ${key}="${escapeHtml(value)}" content="${escapeHtml(tag.content)}">`;
}

/** The document's HTML. */
export function renderHtmlDocument(page: HtmlDocument): string {
  const { bundle, boot } = page;
  const { lang, dir } = page;
  const entry = bundle.entries[page.entry];
  const scripts = boot
    ? [
      `<script type="module" src="${escapeHtml(entry.script)}"></script>`,
      ...entry.initialScripts
        .filter((url) => url !== entry.script)
        .map((url) => `<link rel="modulepreload" href="${escapeHtml(url)}">`),
    ]
    : [];
  return [
    "<!DOCTYPE html>",
    `<html lang="${escapeHtml(lang)}" dir="${dir}">`,
    "<head>",
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(page.title)}</title>`,
    metaTag({ name: "description", content: page.description }),
    ...(page.meta ?? []).map(metaTag),
    ...(page.canonical ? [`<link rel="canonical" href="${escapeHtml(page.canonical)}">`] : []),
    ...(page.head ?? []).map(headData),
    ...(page.alternates ?? []).map((alternate) =>
      `<link rel="alternate" hreflang="${escapeHtml(alternate.hreflang)}" href="${
        escapeHtml(alternate.href)
      }">`
    ),
    `<meta name="theme-color" content="${THEME_COLOR}">`,
    `<link rel="icon" href="${escapeHtml(FAVICON)}">`,
    `<link rel="stylesheet" href="${escapeHtml(bundle.stylesheet)}">`,
    ...scripts,
    "</head>",
    "<body>",
    `<div id="root">${page.appHtml}</div>`,
    ...(boot
      ? [`<script type="application/json" id="${BOOT_ELEMENT_ID}">${serializeBoot(boot)}</script>`]
      : []),
    "</body>",
    "</html>",
  ].join("\n");
}
