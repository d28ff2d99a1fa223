/**
 * A plain page of words, with no script and no stylesheet, in the interface's language: what a visitor meets
 * when BrandKit cannot show a real page (the kit database is down, a form came from another site).
 */
import type { InterfaceLanguage } from "../client/i18n/interface-language.ts";
import { escapeHtml } from "./html-document.ts";
import { interfaceWordsOf } from "./interface-catalogs.ts";
import { SITE_NAME } from "./kit-card.ts";

/** The frame catalog's keys of one plain page: `<key>.title`, `.heading`, `.text`, and optionally `.link`. */
export function renderPlainPage(language: InterfaceLanguage, key: string, link = false): string {
  const { t, direction } = interfaceWordsOf(language);
  const say = (part: string) => escapeHtml(t(`frame.${key}.${part}`));
  return [
    "<!DOCTYPE html>",
    `<html lang="${language}" dir="${direction}"><head><meta charset="utf-8">`,
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="robots" content="noindex">',
    `<title>${say("title")} · ${SITE_NAME}</title></head>`,
    '<body style="font-family: system-ui, sans-serif; max-width: 36rem; margin: 4rem auto; padding: 0 1rem">',
    `<h1>${say("heading")}</h1>`,
    `<p>${say("text")}</p>`,
    ...link ? [`<p><a href="/">${say("link")}</a></p>`] : [],
    "</body></html>",
  ].join("\n");
}
