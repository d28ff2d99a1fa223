/**
 * The interface's words in one language: a catalog of ICU messages (docs/i18n.md), compiled on the server by
 * Lingui's message compiler and interpreted here by Lingui's small runtime (plurals, select and numbers through
 * `Intl`, in the interface's language). The page and the server translate with the same function, so the page
 * hydrates the words the server rendered.
 */
import { setupI18n } from "@lingui/core";
import { directionOf, type InterfaceLanguage } from "./interface-language.ts";

/** A message as Lingui's compiler leaves it: text and placeholders, JSON-safe. */
export type CompiledMessage = string | readonly unknown[];
/** A language's messages by id ("form.submit"), compiled. */
export type CompiledCatalog = Readonly<Record<string, CompiledMessage>>;
/** The values a message's placeholders take. */
export type MessageValues = Readonly<Record<string, string | number | undefined>>;

/** Translates a message by its id, with its placeholders' values. */
export type Translate = (id: string, values?: MessageValues) => string;

/**
 * A message to be said later, as data: its id and values. A toast or a store's notice carries one, and the
 * component that shows it translates it, so it is said in the language the page speaks when it is shown.
 */
export type Message = { readonly id: string; readonly values?: MessageValues };

/** A Message. */
export const message = (id: string, values?: MessageValues): Message => values ? { id, values } : { id };

/** `said` in words. */
export const say = (t: Translate, said: Message): string => t(said.id, said.values);

/** Unicode's first-strong isolate and its end: a value inside a sentence keeps its own direction. */
const FSI = "\u2068";
const PDI = "\u2069";

/** The interface in one language: which, which way it reads, and its words. */
export type InterfaceWords = {
  readonly language: InterfaceLanguage;
  readonly direction: "ltr" | "rtl";
  readonly t: Translate;
};

/**
 * A translator over `catalog`. An id the catalog lacks is a programming error the catalog tests catch; at run
 * time it shows the id rather than nothing.
 */
export function createTranslator(language: InterfaceLanguage, catalog: CompiledCatalog): Translate {
  const i18n = setupI18n({ locale: language, messages: { [language]: catalog as never } });
  // In a right-to-left interface a name or place inside a sentence ("Ana", "Café Lisboa") is isolated, so its
  // direction does not reorder the sentence around it (the HTML of <bdi>, inside one string).
  const isolate = directionOf(language) === "rtl";
  const valuesOf = (values: MessageValues | undefined) =>
    isolate && values
      ? Object.fromEntries(
        Object.entries(values).map((
          [key, value],
        ) => [key, typeof value === "string" ? FSI + value + PDI : value]),
      )
      : values;
  return (id, values) => (id in catalog ? i18n._(id, valuesOf(values) as Record<string, unknown>) : id);
}
