/**
 * The language menu in every page's header: the interface's languages by their autonyms. Each is a link
 * (`?lang=xx`), so the menu works without JavaScript; with it, the page switches in place and keeps what the
 * visitor typed and the open kit (i18n/interface-store.ts). A switch that cannot load its catalog follows the link.
 * Escape, or a click elsewhere, closes it. A page whose facts the server wrote in its language (the event page)
 * follows the links instead (`inPlace={false}`), so every word of it comes in the new language.
 */
import { type KeyboardEvent, type MouseEvent, useEffect, useRef } from "react";
import { autonymOf, INTERFACE_LANGUAGES, LANGUAGE_PARAMETER } from "../i18n/interface-language.ts";
import type { Translate } from "../i18n/translator.ts";
import { useInterfaceStore, useWords } from "../i18n/use-words.ts";
import type { InterfaceLanguage } from "../i18n/interface-language.ts";

/**
 * After a switch in place, the document's title and description in the new language when they are the frame's
 * (the form page's); a kit's own name, on its pages, stays as it is.
 */
export function retitleDocument(document: Document, before: Translate, after: Translate): void {
  if (document.title === before("frame.pageTitle")) document.title = after("frame.pageTitle");
  const description = document.querySelector('meta[name="description"]');
  if (description?.getAttribute("content") === before("frame.pageDescription")) {
    description.setAttribute("content", after("frame.pageDescription"));
  }
}

/** A globe, drawn (not an emoji: a system without an emoji font shows a box). */
function Globe() {
  return (
    <svg
      className="language-menu-globe"
      aria-hidden="true"
      viewBox="0 0 24 24"
      width="16"
      height="16"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
    >
      <circle cx="12" cy="12" r="9" />
      <path d="M3 12h18M12 3c2.5 2.6 3.8 5.6 3.8 9s-1.3 6.4-3.8 9c-2.5-2.6-3.8-5.6-3.8-9S9.5 5.6 12 3z" />
    </svg>
  );
}

export type LanguageMenuProps = {
  className?: string;
  /** Switch without a reload (the words all come from the catalog). @default true */
  inPlace?: boolean;
};

export function LanguageMenu({ className = "", inPlace = true }: LanguageMenuProps) {
  const { language, t } = useWords();
  const store = useInterfaceStore();
  const menu = useRef<HTMLDetailsElement>(null);
  const close = () => menu.current?.removeAttribute("open");
  useEffect(() => {
    const closeOutside = (event: PointerEvent) => {
      const details = menu.current;
      if (details?.open && !details.contains(event.target as Node)) details.removeAttribute("open");
    };
    document.addEventListener("pointerdown", closeOutside);
    return () => document.removeEventListener("pointerdown", closeOutside);
  }, []);
  const closeOnEscape = (event: KeyboardEvent<HTMLDetailsElement>) => {
    if (event.key !== "Escape" || !menu.current?.open) return;
    event.preventDefault();
    close();
    menu.current.querySelector("summary")?.focus();
  };
  const choose = (event: MouseEvent<HTMLAnchorElement>, choice: InterfaceLanguage) => {
    if (!inPlace || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) {
      return;
    }
    event.preventDefault();
    const href = event.currentTarget.href;
    const before = t;
    store.switchTo(choice).then(
      () => {
        retitleDocument(document, before, store.get().t);
        close();
      },
      () => globalThis.location.assign(href),
    );
  };
  return (
    <details className={`language-menu ${className}`.trim()} ref={menu} onKeyDown={closeOnEscape}>
      <summary aria-label={t("frame.languageMenu.current", { language: autonymOf(language) })}>
        <Globe />
        <span lang={language}>{autonymOf(language)}</span>
      </summary>
      <ul className="language-menu-list" aria-label={t("frame.languageMenu.label")}>
        {INTERFACE_LANGUAGES.map((choice) => (
          <li key={choice}>
            <a
              href={`?${LANGUAGE_PARAMETER}=${choice}`}
              hrefLang={choice}
              lang={choice}
              aria-current={choice === language ? "true" : undefined}
              onClick={(event) => choose(event, choice)}
            >
              {autonymOf(choice)}
            </a>
          </li>
        ))}
      </ul>
    </details>
  );
}
