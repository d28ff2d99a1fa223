/**
 * The interface's language of one page request (docs/i18n.md#choosing-the-language): `?lang=xx`, which the
 * answer then keeps in a cookie for a year; that cookie; the best match of `Accept-Language`; on a kit's pages
 * the kit's language; English. The pages vary by these headers, and say so.
 */
import {
  chooseInterfaceLanguage,
  type InterfaceLanguage,
  isInterfaceLanguage,
  LANGUAGE_COOKIE,
  LANGUAGE_COOKIE_MAX_AGE_S,
  LANGUAGE_PARAMETER,
} from "../client/i18n/interface-language.ts";
import { browserLanguagesOf } from "./accept-language.ts";

/** What a page's answer varies by. */
export const PAGE_VARY = "Accept-Language, Cookie";

/** What the choice reads of a request. */
export type LanguageRequest = { url: string; header(name: string): string | undefined | null };

/** The page's language, and the `Set-Cookie` value that keeps a choice made by the query. */
export type PageLanguage = { language: InterfaceLanguage; setCookie?: string };

/** A cookie's value in a `Cookie` header, or undefined. */
export function cookieValue(header: string | null | undefined, name: string): string | undefined {
  for (const pair of (header ?? "").split(";")) {
    const index = pair.indexOf("=");
    if (index > 0 && pair.slice(0, index).trim() === name) return pair.slice(index + 1).trim();
  }
  return undefined;
}

/** The `Set-Cookie` value that keeps `language` for a year. */
export function languageCookie(language: InterfaceLanguage): string {
  return `${LANGUAGE_COOKIE}=${language}; Max-Age=${LANGUAGE_COOKIE_MAX_AGE_S}; Path=/; SameSite=Lax`;
}

function queryOf(url: string): string | null {
  const start = url.indexOf("?");
  if (start < 0) return null;
  return new URLSearchParams(url.slice(start + 1)).get(LANGUAGE_PARAMETER);
}

/** The language of a page request; `kitLanguage` on a kit's own pages. */
export function pageLanguageOf(request: LanguageRequest, kitLanguage?: string): PageLanguage {
  const { language, chosenByQuery } = chooseInterfaceLanguage({
    query: queryOf(request.url),
    cookie: cookieValue(request.header("cookie"), LANGUAGE_COOKIE),
    browser: browserLanguagesOf(request.header("accept-language")),
    kit: kitLanguage,
  });
  return chosenByQuery ? { language, setCookie: languageCookie(language) } : { language };
}

/**
 * The visitor's languages for a kit's "Auto", best first: the interface's language they chose (the cookie), then
 * their browser's (`Accept-Language`). Auto reads the kit's language from its name and place before these.
 */
export function visitorLanguagesOf(request: Pick<LanguageRequest, "header">): string[] {
  const chosen = cookieValue(request.header("cookie"), LANGUAGE_COOKIE);
  const browser = browserLanguagesOf(request.header("accept-language"));
  return isInterfaceLanguage(chosen) ? [chosen, ...browser.filter((tag) => tag !== chosen)] : browser;
}

/** `response` with the headers of a page in `choice`'s language: what it varies by, and the cookie to keep. */
export function withPageLanguage(response: Response, choice: PageLanguage): Response {
  response.headers.set("Content-Language", choice.language);
  response.headers.append("Vary", PAGE_VARY);
  if (choice.setCookie) response.headers.append("Set-Cookie", choice.setCookie);
  return response;
}
