/**
 * The interface's words in the browser tests: a product's English text said in another language (found by its
 * English, so a test reads as the product does), and the English left on a page in another language.
 */
import type { Page } from "playwright-core";
import type { InterfaceLanguage } from "../../client/i18n/interface-language.ts";
import type { MessageValues } from "../../client/i18n/translator.ts";
import { flatMessages, interfaceWordsOf } from "../../routes/interface-catalogs.ts";

/** `say("Make My BrandKit")`: the message whose English is that text, in `language`. */
export function wordsIn(language: InterfaceLanguage): (english: string, values?: MessageValues) => string {
  const english = flatMessages("en");
  const { t } = interfaceWordsOf(language);
  return (text, values) => {
    const id = Object.keys(english).find((key) => english[key] === text);
    if (!id) throw new Error(`No English message reads "${text}".`);
    return t(id, values);
  };
}

/**
 * English words no page in another language may show (the interface's, not the kit's or the visitor's); words
 * other languages borrow ("Name", "Event", "Download" in German) are left out.
 */
const ENGLISH = [
  "the",
  "and",
  "your",
  "you",
  "with",
  "this",
  "for",
  "of",
  "to",
  "is",
  "are",
  "please",
  "try",
  "again",
  "here",
  "undo",
  "redo",
  "going",
  "maybe",
  "send",
  "location",
  "colors",
  "colours",
  "guests",
  "answer",
];

/**
 * The English words on `page` outside the kit's and the visitor's own words: every text node, aria-label, title,
 * alt and placeholder whose nearest `lang` is the document's own (the kit's copy and the language menu's
 * autonyms carry their own `lang`), as "word (in: text)".
 */
export async function englishOn(page: Page, scope = "body"): Promise<string[]> {
  const texts = await page.locator(scope).evaluate((root) => {
    const own = document.documentElement.lang;
    const isOwn = (element: Element | null) => {
      const marked = element?.closest("[lang]");
      return !marked || marked === document.documentElement || marked.getAttribute("lang") === own &&
          !marked.closest(".language-menu");
    };
    const found: string[] = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.closest("script, style, noscript, [hidden], .language-menu")) continue;
      if (!isOwn(parent) || parent.closest("[data-kit-words]")) continue;
      const style = getComputedStyle(parent);
      if (style.display === "none" || style.visibility === "hidden") continue;
      if (node.textContent?.trim()) found.push(node.textContent.trim());
    }
    for (const element of root.querySelectorAll("[aria-label], [title], [alt], [placeholder]")) {
      if (!isOwn(element) || element.closest(".language-menu")) continue;
      for (const name of ["aria-label", "title", "alt", "placeholder"]) {
        const value = element.getAttribute(name);
        if (value?.trim()) found.push(value.trim());
      }
    }
    return found;
  });
  const words = new Set(ENGLISH);
  return texts.flatMap((text) =>
    text.split(/[^A-Za-z']+/).filter((word) => words.has(word.toLowerCase())).map((word) =>
      `${word} (in: ${text})`
    )
  );
}
