/**
 * The result's words in the interface's language: the toasts said when shown (so a toast raised before a switch of
 * language is said in the new one), the dates of "Kept until" and 'Keep longer' in the language's own form, and
 * the brand guide's fixed words, which English keeps word for word (docs/behaviour.md#the-brand-guide).
 */
import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { GUIDE_DONTS, GUIDE_DOS, IMAGE_KINDS } from "../../brandkit/web.ts";
import { GuideColors } from "../../client/components/GuideColors.tsx";
import { GuideRules } from "../../client/components/GuideRules.tsx";
import { KeptUntil } from "../../client/components/KeptUntil.tsx";
import { graphicLabel } from "../../client/graphics.ts";
import type { InterfaceLanguage } from "../../client/i18n/interface-language.ts";
import { createInterfaceStore } from "../../client/i18n/interface-store.ts";
import { say } from "../../client/i18n/translator.ts";
import { InterfaceContext } from "../../client/i18n/use-words.ts";
import { TOASTS } from "../../client/messages.ts";
import { STUDIO_TOASTS } from "../../client/state/studio-messages.ts";
import { interfaceBootOf, interfaceWordsOf } from "../../routes/interface-catalogs.ts";
import { inEnglish } from "./_toast-words.ts";

/** `node` rendered as the server renders it, in `language`. */
function render(language: InterfaceLanguage, node: ReactNode): string {
  const store = createInterfaceStore(interfaceBootOf(language), { fetch: () => Promise.reject() });
  return renderToStaticMarkup(<InterfaceContext.Provider value={store}>{node}</InterfaceContext.Provider>);
}

describe("the toasts", () => {
  it("carry their words as messages, said in the language the page speaks when they show", () => {
    const toast = TOASTS.imagesUpdated("Neon Nights");
    expect(inEnglish(toast)).toEqual({
      title: "Images Updated!",
      description: 'Brand assets regenerated for "Neon Nights"',
      variant: "default",
    });
    const { t } = interfaceWordsOf("de");
    expect(say(t, toast.title)).toBe("Bilder aktualisiert!");
    expect(say(t, toast.description)).toBe("Grafiken für „Neon Nights“ neu erstellt");
  });

  it("say a wait in each language's plural", () => {
    const { t } = interfaceWordsOf("ru");
    expect(say(t, TOASTS.regenerateRateLimited(1).description)).toBe(
      "Подождите 1 секунду и попробуйте снова.",
    );
    expect(say(t, TOASTS.regenerateRateLimited(3).description)).toBe(
      "Подождите 3 секунды и попробуйте снова.",
    );
    expect(say(t, TOASTS.regenerateRateLimited(10).description)).toBe(
      "Подождите 10 секунд и попробуйте снова.",
    );
  });

  it("say until when a kit is kept longer as a date in the interface's language", () => {
    const toast = STUDIO_TOASTS.keptLonger("2026-02-01T10:00:00.000Z");
    expect(inEnglish(toast).description).toBe("This kit and its link are now kept until February 1, 2026.");
    expect(say(interfaceWordsOf("de").t, toast.description)).toBe(
      "Dieses Kit und sein Link bleiben jetzt bis zum 1. Februar 2026 erhalten.",
    );
    expect(say(interfaceWordsOf("ja").t, toast.description)).toContain("2026年2月1日");
  });
});

describe("'Kept until'", () => {
  const expiresAt = "2026-02-01T10:00:00.000Z";

  it("keeps its English, the date inside a <time>", () => {
    expect(render("en", <KeptUntil expiresAt={expiresAt} />)).toBe(
      `<p class="shared-kept">Kept until <time dateTime="${expiresAt}">February 1, 2026</time></p>`,
    );
  });

  it("puts the date where the language's sentence wants it, written its way", () => {
    expect(render("ja", <KeptUntil expiresAt={expiresAt} />)).toBe(
      `<p class="shared-kept"><time dateTime="${expiresAt}">2026年2月1日</time>まで保存されます</p>`,
    );
    expect(render("de", <KeptUntil expiresAt={expiresAt} />)).toContain(
      `Aufbewahrt bis zum <time dateTime="${expiresAt}">1. Februar 2026</time>`,
    );
  });

  it("isolates the date inside an Arabic sentence", () => {
    expect(render("ar", <KeptUntil expiresAt={expiresAt} />)).toMatch(
      /محفوظة حتى \u2068<time [^>]+>.+<\/time>\u2069/,
    );
  });
});

describe("the brand guide on the page", () => {
  it("shows the fixed dos and don'ts word for word in English, and in the interface's words elsewhere", () => {
    const english = render("en", <GuideRules dos={GUIDE_DOS} donts={GUIDE_DONTS} />);
    for (const rule of [...GUIDE_DOS, ...GUIDE_DONTS]) {
      expect(english).toContain(rule.replaceAll("'", "&#x27;"));
    }
    expect(english).toContain("<h4>Do&#x27;s</h4>");
    const french = render("fr", <GuideRules dos={GUIDE_DOS} donts={GUIDE_DONTS} />);
    expect(french).toContain("<h4>À faire</h4>");
    expect(french).toContain("Ne placez pas de texte sur un fond chargé ou peu contrasté.");
    for (const rule of [...GUIDE_DOS, ...GUIDE_DONTS]) expect(french).not.toContain(rule);
  });

  it("shows a rule that is not one of the fixed ones as it is", () => {
    expect(render("de", <GuideRules dos={["Smile."]} donts={[]} />)).toContain("Smile.");
  });

  it("names the swatches and the contrast levels in the interface's words", () => {
    const english = render("en", <GuideColors colors={["#E6067A"]} />);
    expect(english).toContain("Brand colour");
    expect(english).toContain("White");
    expect(english).toContain('aria-label="Contrast of #E6067A"');
    const korean = render("ko", <GuideColors colors={["#E6067A"]} />);
    expect(korean).toContain("브랜드 색상");
    expect(korean).not.toContain("Brand colour");
  });

  it("labels the graphics with their sizes", () => {
    const { t } = interfaceWordsOf("en");
    expect(IMAGE_KINDS.map((kind) => graphicLabel(kind, t))).toEqual([
      "Poster 1080 x 1350",
      "Square Tile 1080 x 1080",
      "Banner 1200 x 675",
    ]);
    expect(graphicLabel("story", interfaceWordsOf("es").t)).toBe("Historia 1080 x 1920");
  });
});
