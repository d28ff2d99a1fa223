/**
 * The page, rendered once: the same for every visitor (nothing in it depends on the request), so it is
 * rendered to HTML at start-up, precompressed and served from memory.
 */
import { renderToString } from "react-dom/server";
import type { Palette } from "../brandkit/mod.ts";
import { App } from "../client/App.tsx";
import { BOOT_ELEMENT_ID, type BootData, serializeBoot } from "../client/boot.ts";
import { createBrowserDeps } from "../client/deps.ts";
import type { ClientBundle } from "../adapters/bundle.ts";
import { createStaticAsset, type StaticAsset } from "./static-asset.ts";

const TITLE = "BrandKit · AI Event Brand Creator";
const DESCRIPTION =
  "Create a brand kit for your event in seconds: names, copy, social captions, a poster, a square tile, a banner and a brand guide.";
const THEME_COLOR = "#c8056a";
const FAVICON = `data:image/svg+xml,${
  encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#c8056a"/><stop offset="1" stop-color="#6d28d9"/></linearGradient></defs><rect width="32" height="32" rx="9" fill="url(#g)"/><path d="M16 6l2.6 7.4L26 16l-7.4 2.6L16 26l-2.6-7.4L6 16l7.4-2.6z" fill="#fff"/></svg>`,
  )
}`;

/** The page's Content-Security-Policy: only our own scripts; inline styles for React's style attributes. */
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

/** What the page is rendered from. */
export type PageOptions = {
  bundle: ClientBundle<unknown>;
  palettes: readonly Palette[];
  provider: string;
};

function escapeAttribute(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");
}

/** The page's HTML: the server-rendered app, the boot data, and the bundle's stylesheet and script. */
export function renderPageHtml(options: PageOptions): string {
  const boot: BootData = {
    palettes: options.palettes,
    extrasUrl: options.bundle.extrasScript,
    provider: options.provider,
  };
  const app = renderToString(<App boot={boot} deps={createBrowserDeps(boot)} />);
  return [
    "<!DOCTYPE html>",
    '<html lang="en">',
    "<head>",
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${TITLE}</title>`,
    `<meta name="description" content="${escapeAttribute(DESCRIPTION)}">`,
    `<meta name="theme-color" content="${THEME_COLOR}">`,
    `<link rel="icon" href="${escapeAttribute(FAVICON)}">`,
    `<link rel="stylesheet" href="${escapeAttribute(options.bundle.stylesheet)}">`,
    `<script type="module" src="${escapeAttribute(options.bundle.appScript)}"></script>`,
    ...options.bundle.initialScripts
      .filter((url) => url !== options.bundle.appScript)
      .map((url) => `<link rel="modulepreload" href="${escapeAttribute(url)}">`),
    "</head>",
    "<body>",
    `<div id="root">${app}</div>`,
    `<script type="application/json" id="${BOOT_ELEMENT_ID}">${serializeBoot(boot)}</script>`,
    "</body>",
    "</html>",
  ].join("\n");
}

/** The page, rendered and compressed once. */
export function renderPage(options: PageOptions): Promise<StaticAsset> {
  return createStaticAsset(renderPageHtml(options), "text/html; charset=utf-8");
}
