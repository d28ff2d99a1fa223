/**
 * The page's interface language as a store: the words it speaks now, and the switch to another language in place
 * (the language menu), which keeps everything the visitor typed and the open kit. The switch fetches the other
 * catalog (GET /api/interface/<lang>), keeps the choice in the cookie for a year, and sets the document's `lang`
 * and `dir`; the page then renders in the new words.
 */
import {
  directionOf,
  type InterfaceLanguage,
  isInterfaceLanguage,
  LANGUAGE_COOKIE,
  LANGUAGE_COOKIE_MAX_AGE_S,
  LANGUAGE_PARAMETER,
} from "./interface-language.ts";
import { type CompiledCatalog, createTranslator, type InterfaceWords } from "./translator.ts";

/** What a page is booted with: its language and that language's compiled catalog. */
export type InterfaceBoot = { language: InterfaceLanguage; messages: CompiledCatalog };

/** Where the catalog of a language is served. */
export const interfaceCatalogUrl = (language: InterfaceLanguage) => `/api/interface/${language}`;

/** What the switch touches in the browser. */
export type InterfaceEffects = {
  fetch: typeof fetch;
  /** Sets the document's `lang` and `dir` and keeps the choice (the cookie); absent on the server. */
  apply?: (language: InterfaceLanguage, direction: "ltr" | "rtl") => void;
};

export type InterfaceStore = {
  get(): InterfaceWords;
  subscribe(listener: () => void): () => void;
  /** Speaks `language` from now on; rejects (and keeps the words it has) when its catalog cannot be fetched. */
  switchTo(language: InterfaceLanguage): Promise<void>;
};

function wordsOf(language: InterfaceLanguage, messages: CompiledCatalog): InterfaceWords {
  return { language, direction: directionOf(language), t: createTranslator(language, messages) };
}

export function createInterfaceStore(boot: InterfaceBoot, effects: InterfaceEffects): InterfaceStore {
  let words = wordsOf(boot.language, boot.messages);
  const listeners = new Set<() => void>();
  return {
    get: () => words,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async switchTo(language) {
      if (language === words.language) return;
      const response = await effects.fetch(interfaceCatalogUrl(language));
      if (!response.ok) throw new Error(`The ${language} catalog could not be loaded (${response.status}).`);
      const body = await response.json() as { language?: unknown; messages?: CompiledCatalog };
      if (body.language !== language || !isInterfaceLanguage(body.language) || !body.messages) {
        throw new Error(`The ${language} catalog is not a catalog.`);
      }
      words = wordsOf(language, body.messages);
      effects.apply?.(language, words.direction);
      for (const listener of listeners) listener();
    },
  };
}

/** The browser's side of a switch: the document's language and direction, the cookie, and a clean address. */
export function applyInBrowser(language: InterfaceLanguage, direction: "ltr" | "rtl"): void {
  const root = document.documentElement;
  root.lang = language;
  root.dir = direction;
  document.cookie =
    `${LANGUAGE_COOKIE}=${language}; Max-Age=${LANGUAGE_COOKIE_MAX_AGE_S}; Path=/; SameSite=Lax`;
  const url = new URL(location.href);
  if (url.searchParams.has(LANGUAGE_PARAMETER)) {
    url.searchParams.delete(LANGUAGE_PARAMETER);
    history.replaceState(history.state, "", url.pathname + url.search + url.hash);
  }
}
