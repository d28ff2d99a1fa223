/**
 * Every page's frame (PageFrame: the skip link, the header with its language menu, the footer) and the page of a
 * kit that is gone, in the interface's language: English word for word as the spec has it, every other language
 * from its catalog, and the language menu's links.
 */
import { describe, expect, it } from "vitest";
import { renderToStaticMarkup } from "react-dom/server";
import { PageFrame } from "../../client/components/PageFrame.tsx";
import { KitNotFound } from "../../client/components/KitNotFound.tsx";
import { retitleDocument } from "../../client/components/LanguageMenu.tsx";
import {
  autonymOf,
  INTERFACE_LANGUAGES,
  type InterfaceLanguage,
} from "../../client/i18n/interface-language.ts";
import { createInterfaceStore, type InterfaceStore } from "../../client/i18n/interface-store.ts";
import { InterfaceContext } from "../../client/i18n/use-words.ts";
import { interfaceBootOf, interfaceWordsOf } from "../../routes/interface-catalogs.ts";

function storeIn(language: InterfaceLanguage): InterfaceStore {
  return createInterfaceStore(interfaceBootOf(language), {
    fetch: (url) => {
      const asked = String(url).split("/").pop() as InterfaceLanguage;
      return Promise.resolve(Response.json(interfaceBootOf(asked)));
    },
  });
}

function render(store: InterfaceStore, kitTtlDays = 30): string {
  return renderToStaticMarkup(
    <InterfaceContext.Provider value={store}>
      <PageFrame>
        <KitNotFound kitTtlDays={kitTtlDays} />
      </PageFrame>
    </InterfaceContext.Provider>,
  );
}

/** The text of `html`, tags dropped and entities read. */
function textOf(html: string): string {
  return html.replace(/<[^>]+>/g, " ").replace(/&#x27;/g, "'").replace(/&amp;/g, "&").replace(/\s+/g, " ");
}

describe("the frame in English", () => {
  it("says the spec's words, word for word", () => {
    const html = render(storeIn("en"));
    expect(html).toContain('<a class="skip-link" href="#main">Skip to content</a>');
    expect(html).toContain('<h1 class="brand-name">BrandKit</h1>');
    expect(html).toContain('<p class="brand-subtitle">AI Event Brand Creator</p>');
    expect(html).toContain(
      '<p class="container">Powered by AI • Generate stunning event brands in seconds</p>',
    );
    expect(html).toContain(">This kit is no longer here</h2>");
    expect(textOf(html)).toContain(
      "Brand kits are kept for 30 days after they are made, and their makers can delete them sooner. " +
        "Check the link, or make a kit of your own in seconds.",
    );
    expect(html).toMatch(/<\/svg>Make your own<\/a>/);
  });

  it("says a single kept day as one", () => {
    expect(textOf(render(storeIn("en"), 1))).toContain("Brand kits are kept for 1 day after they are made");
  });
});

describe.each(INTERFACE_LANGUAGES.filter((language) => language !== "en"))("the frame in %s", (language) => {
  it("says every word of the frame from its catalog, and none of the English", () => {
    const { t } = interfaceWordsOf(language);
    const text = textOf(render(storeIn(language), 7));
    for (
      const id of [
        "frame.skipLink",
        "frame.header.subtitle",
        "frame.footer.tagline",
        "frame.kitNotFound.heading",
        "frame.kitNotFound.makeYourOwn",
      ]
    ) expect(text).toContain(t(id));
    expect(text).toContain(t("frame.kitNotFound.text", { days: 7 }));
    for (
      const english of [
        "Skip to content",
        "AI Event Brand Creator",
        "Powered by AI",
        "no longer here",
        "Make your own",
      ]
    ) {
      expect(text).not.toContain(english);
    }
  });
});

describe("the language menu", () => {
  it("lists every language by its own name, each a link to the same page in it, the current one marked", () => {
    const html = render(storeIn("de"));
    expect(html).toContain('<summary aria-label="Seitensprache: Deutsch">');
    expect(html).toContain('<span lang="de">Deutsch</span>');
    expect(html).toContain('<ul class="language-menu-list" aria-label="Seitensprache">');
    for (const language of INTERFACE_LANGUAGES) {
      const current = language === "de" ? ' aria-current="true"' : "";
      expect(html).toContain(
        `<a href="?lang=${language}" hrefLang="${language}" lang="${language}"${current}>${
          autonymOf(language)
        }</a>`,
      );
    }
    expect(html.match(/aria-current/g)).toHaveLength(1);
  });

  it("names the current language inside an Arabic sentence as its own run of text", () => {
    const html = render(storeIn("ar"));
    expect(html).toContain('<summary aria-label="لغة الصفحة: \u2068العربية\u2069">');
  });

  it("says the whole frame in the new language after a switch in place", async () => {
    const store = storeIn("en");
    expect(render(store)).toContain("AI Event Brand Creator");
    await store.switchTo("ja");
    const html = render(store);
    const { t } = interfaceWordsOf("ja");
    expect(html).toContain(t("frame.header.subtitle"));
    expect(html).toContain(
      `<summary aria-label="${t("frame.languageMenu.current", { language: "日本語" })}">`,
    );
    expect(html).not.toContain("AI Event Brand Creator");
  });

  it("retitles the form page after a switch, and leaves a kit's own title and description alone", () => {
    const en = interfaceWordsOf("en").t;
    const fr = interfaceWordsOf("fr").t;
    const documentWith = (title: string, description: string) => {
      const meta = new Map([["content", description]]);
      const element = {
        getAttribute: (name: string) => meta.get(name) ?? null,
        setAttribute: (name: string, value: string) => meta.set(name, value),
      };
      const document = { title, querySelector: () => element } as unknown as Document;
      return { document, description: () => meta.get("content") };
    };
    const form = documentWith(en("frame.pageTitle"), en("frame.pageDescription"));
    retitleDocument(form.document, en, fr);
    expect(form.document.title).toBe(fr("frame.pageTitle"));
    expect(form.description()).toBe(fr("frame.pageDescription"));
    const kit = documentWith("Neon Nights · BrandKit", "A night of light");
    retitleDocument(kit.document, en, fr);
    expect(kit.document.title).toBe("Neon Nights · BrandKit");
    expect(kit.description()).toBe("A night of light");
  });
});
