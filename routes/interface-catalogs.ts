/**
 * The interface's catalogs, compiled once at start-up: every language's ICU messages (client/i18n/messages/<lang>/
 * <area>.json, docs/i18n.md) by Lingui's message compiler, each area's ids prefixed with its name ("form.submit").
 * Server-only: a page carries its visitor's catalog in its boot data, and GET /api/interface/<lang> serves one to a
 * page that switches.
 */
import { compileMessage } from "@lingui/message-utils/compileMessage";
import {
  DEFAULT_INTERFACE_LANGUAGE,
  directionOf,
  INTERFACE_LANGUAGES,
  type InterfaceLanguage,
} from "../client/i18n/interface-language.ts";
import type { InterfaceBoot } from "../client/i18n/interface-store.ts";
import { type CompiledCatalog, createTranslator, type InterfaceWords } from "../client/i18n/translator.ts";
import en_frame from "../client/i18n/messages/en/frame.json" with { type: "json" };
import en_form from "../client/i18n/messages/en/form.json" with { type: "json" };
import en_result from "../client/i18n/messages/en/result.json" with { type: "json" };
import en_event from "../client/i18n/messages/en/event.json" with { type: "json" };
import en_door from "../client/i18n/messages/en/door.json" with { type: "json" };
import es_frame from "../client/i18n/messages/es/frame.json" with { type: "json" };
import es_form from "../client/i18n/messages/es/form.json" with { type: "json" };
import es_result from "../client/i18n/messages/es/result.json" with { type: "json" };
import es_event from "../client/i18n/messages/es/event.json" with { type: "json" };
import es_door from "../client/i18n/messages/es/door.json" with { type: "json" };
import fr_frame from "../client/i18n/messages/fr/frame.json" with { type: "json" };
import fr_form from "../client/i18n/messages/fr/form.json" with { type: "json" };
import fr_result from "../client/i18n/messages/fr/result.json" with { type: "json" };
import fr_event from "../client/i18n/messages/fr/event.json" with { type: "json" };
import fr_door from "../client/i18n/messages/fr/door.json" with { type: "json" };
import de_frame from "../client/i18n/messages/de/frame.json" with { type: "json" };
import de_form from "../client/i18n/messages/de/form.json" with { type: "json" };
import de_result from "../client/i18n/messages/de/result.json" with { type: "json" };
import de_event from "../client/i18n/messages/de/event.json" with { type: "json" };
import de_door from "../client/i18n/messages/de/door.json" with { type: "json" };
import pt_frame from "../client/i18n/messages/pt/frame.json" with { type: "json" };
import pt_form from "../client/i18n/messages/pt/form.json" with { type: "json" };
import pt_result from "../client/i18n/messages/pt/result.json" with { type: "json" };
import pt_event from "../client/i18n/messages/pt/event.json" with { type: "json" };
import pt_door from "../client/i18n/messages/pt/door.json" with { type: "json" };
import it_frame from "../client/i18n/messages/it/frame.json" with { type: "json" };
import it_form from "../client/i18n/messages/it/form.json" with { type: "json" };
import it_result from "../client/i18n/messages/it/result.json" with { type: "json" };
import it_event from "../client/i18n/messages/it/event.json" with { type: "json" };
import it_door from "../client/i18n/messages/it/door.json" with { type: "json" };
import nl_frame from "../client/i18n/messages/nl/frame.json" with { type: "json" };
import nl_form from "../client/i18n/messages/nl/form.json" with { type: "json" };
import nl_result from "../client/i18n/messages/nl/result.json" with { type: "json" };
import nl_event from "../client/i18n/messages/nl/event.json" with { type: "json" };
import nl_door from "../client/i18n/messages/nl/door.json" with { type: "json" };
import ja_frame from "../client/i18n/messages/ja/frame.json" with { type: "json" };
import ja_form from "../client/i18n/messages/ja/form.json" with { type: "json" };
import ja_result from "../client/i18n/messages/ja/result.json" with { type: "json" };
import ja_event from "../client/i18n/messages/ja/event.json" with { type: "json" };
import ja_door from "../client/i18n/messages/ja/door.json" with { type: "json" };
import zh_frame from "../client/i18n/messages/zh/frame.json" with { type: "json" };
import zh_form from "../client/i18n/messages/zh/form.json" with { type: "json" };
import zh_result from "../client/i18n/messages/zh/result.json" with { type: "json" };
import zh_event from "../client/i18n/messages/zh/event.json" with { type: "json" };
import zh_door from "../client/i18n/messages/zh/door.json" with { type: "json" };
import ko_frame from "../client/i18n/messages/ko/frame.json" with { type: "json" };
import ko_form from "../client/i18n/messages/ko/form.json" with { type: "json" };
import ko_result from "../client/i18n/messages/ko/result.json" with { type: "json" };
import ko_event from "../client/i18n/messages/ko/event.json" with { type: "json" };
import ko_door from "../client/i18n/messages/ko/door.json" with { type: "json" };
import ar_frame from "../client/i18n/messages/ar/frame.json" with { type: "json" };
import ar_form from "../client/i18n/messages/ar/form.json" with { type: "json" };
import ar_result from "../client/i18n/messages/ar/result.json" with { type: "json" };
import ar_event from "../client/i18n/messages/ar/event.json" with { type: "json" };
import ar_door from "../client/i18n/messages/ar/door.json" with { type: "json" };
import hi_frame from "../client/i18n/messages/hi/frame.json" with { type: "json" };
import hi_form from "../client/i18n/messages/hi/form.json" with { type: "json" };
import hi_result from "../client/i18n/messages/hi/result.json" with { type: "json" };
import hi_event from "../client/i18n/messages/hi/event.json" with { type: "json" };
import hi_door from "../client/i18n/messages/hi/door.json" with { type: "json" };
import ru_frame from "../client/i18n/messages/ru/frame.json" with { type: "json" };
import ru_form from "../client/i18n/messages/ru/form.json" with { type: "json" };
import ru_result from "../client/i18n/messages/ru/result.json" with { type: "json" };
import ru_event from "../client/i18n/messages/ru/event.json" with { type: "json" };
import ru_door from "../client/i18n/messages/ru/door.json" with { type: "json" };

/** The areas of the interface, each a catalog file per language. */
export const INTERFACE_AREAS = ["frame", "form", "result", "event", "door"] as const;
export type InterfaceArea = typeof INTERFACE_AREAS[number];

/** One language's messages as written (ICU), by area. */
export type SourceCatalog = Readonly<Record<InterfaceArea, Readonly<Record<string, string>>>>;

/** Every language's messages as written. */
export const SOURCE_CATALOGS: Readonly<Record<InterfaceLanguage, SourceCatalog>> = {
  en: { frame: en_frame, form: en_form, result: en_result, event: en_event, door: en_door },
  es: { frame: es_frame, form: es_form, result: es_result, event: es_event, door: es_door },
  fr: { frame: fr_frame, form: fr_form, result: fr_result, event: fr_event, door: fr_door },
  de: { frame: de_frame, form: de_form, result: de_result, event: de_event, door: de_door },
  pt: { frame: pt_frame, form: pt_form, result: pt_result, event: pt_event, door: pt_door },
  it: { frame: it_frame, form: it_form, result: it_result, event: it_event, door: it_door },
  nl: { frame: nl_frame, form: nl_form, result: nl_result, event: nl_event, door: nl_door },
  ja: { frame: ja_frame, form: ja_form, result: ja_result, event: ja_event, door: ja_door },
  zh: { frame: zh_frame, form: zh_form, result: zh_result, event: zh_event, door: zh_door },
  ko: { frame: ko_frame, form: ko_form, result: ko_result, event: ko_event, door: ko_door },
  ar: { frame: ar_frame, form: ar_form, result: ar_result, event: ar_event, door: ar_door },
  hi: { frame: hi_frame, form: hi_form, result: hi_result, event: hi_event, door: hi_door },
  ru: { frame: ru_frame, form: ru_form, result: ru_result, event: ru_event, door: ru_door },
};

/** A language's messages as one flat map of ids ("form.submit") to ICU source. */
export function flatMessages(language: InterfaceLanguage): Record<string, string> {
  const flat: Record<string, string> = {};
  for (const area of INTERFACE_AREAS) {
    for (const [key, message] of Object.entries(SOURCE_CATALOGS[language][area])) {
      flat[`${area}.${key}`] = message;
    }
  }
  return flat;
}

/**
 * A language's catalog compiled, over English's: a message a catalog lacks (the catalog tests fail on one) is
 * shown in English rather than as its id.
 */
function compileCatalog(language: InterfaceLanguage): CompiledCatalog {
  const messages = { ...flatMessages(DEFAULT_INTERFACE_LANGUAGE), ...flatMessages(language) };
  return Object.fromEntries(Object.entries(messages).map(([id, message]) => [id, compileMessage(message)]));
}

const COMPILED = new Map<InterfaceLanguage, CompiledCatalog>();

/** A language's catalog, compiled on first use and kept. */
export function compiledCatalog(language: InterfaceLanguage): CompiledCatalog {
  let catalog = COMPILED.get(language);
  if (!catalog) {
    catalog = compileCatalog(language);
    COMPILED.set(language, catalog);
  }
  return catalog;
}

/** Every language compiled, for a server that wants its first pages fast. */
export function compileAllCatalogs(): void {
  for (const language of INTERFACE_LANGUAGES) compiledCatalog(language);
}

/** The interface in `language` on the server: its direction and `t`, as the page's script will have them. */
export function interfaceWordsOf(language: InterfaceLanguage): InterfaceWords {
  return {
    language,
    direction: directionOf(language),
    t: createTranslator(language, compiledCatalog(language)),
  };
}

/** What a page in `language` carries for its script: the language and its compiled catalog. */
export function interfaceBootOf(language: InterfaceLanguage): InterfaceBoot {
  return { language, messages: compiledCatalog(language) };
}
