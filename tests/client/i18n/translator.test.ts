import { describe, expect, it } from "vitest";
import { createInterfaceStore, interfaceCatalogUrl } from "../../../client/i18n/interface-store.ts";
import { compileMessage } from "@lingui/message-utils/compileMessage";
import { createTranslator, message, say } from "../../../client/i18n/translator.ts";

const COUNTS =
  "{going, plural, one {# going} other {# going}} · {maybe, plural, one {# maybe} other {# maybe}}";
const catalog = (messages: Record<string, string>) =>
  Object.fromEntries(Object.entries(messages).map(([id, source]) => [id, compileMessage(source)]));

describe("a translator", () => {
  it("fills placeholders and chooses each language's plural form", () => {
    const ru = createTranslator(
      "ru",
      catalog({ guests: "{n, plural, one {# гость} few {# гостя} many {# гостей} other {# гостя}}" }),
    );
    expect([1, 2, 5, 21, 1.5].map((n) => ru("guests", { n }))).toEqual([
      "1 гость",
      "2 гостя",
      "5 гостей",
      "21 гость",
      "1,5 гостя",
    ]);
    const en = createTranslator("en", catalog({ counts: COUNTS }));
    expect(en("counts", { going: 1, maybe: 2 })).toBe("1 going · 2 maybe");
  });

  it("writes numbers as the language writes them", () => {
    const de = createTranslator("de", catalog({ places: "{n, number} Plätze" }));
    expect(de("places", { n: 12345 })).toBe("12.345 Plätze");
  });

  it("isolates a name inside a right-to-left sentence, and leaves left-to-right ones alone", () => {
    const ar = createTranslator("ar", catalog({ hello: "مرحبا {name}" }));
    expect(ar("hello", { name: "Ana" })).toBe("مرحبا \u2068Ana\u2069");
    const de = createTranslator("de", catalog({ hello: "Hallo {name}" }));
    expect(de("hello", { name: "Ana" })).toBe("Hallo Ana");
  });

  it("says a message carried as data", () => {
    const t = createTranslator("en", catalog({ "result.copied": "Copied {what}!" }));
    expect(say(t, message("result.copied", { what: "the link" }))).toBe("Copied the link!");
  });
});

describe("the interface store", () => {
  const boot = { language: "en" as const, messages: catalog({ hi: "Hello" }) };

  it("switches language in place with the other catalog, and tells its listeners", async () => {
    const asked: string[] = [];
    const applied: string[] = [];
    const store = createInterfaceStore(boot, {
      fetch: (input) => {
        asked.push(String(input));
        return Promise.resolve(Response.json({ language: "ar", messages: catalog({ hi: "مرحبا" }) }));
      },
      apply: (language, direction) => applied.push(`${language} ${direction}`),
    });
    let told = 0;
    store.subscribe(() => told++);
    await store.switchTo("ar");
    expect(asked).toEqual([interfaceCatalogUrl("ar")]);
    expect(store.get().t("hi")).toBe("مرحبا");
    expect(store.get().direction).toBe("rtl");
    expect(applied).toEqual(["ar rtl"]);
    expect(told).toBe(1);
  });

  it("keeps its words when the other catalog cannot be loaded", async () => {
    const store = createInterfaceStore(boot, {
      fetch: () => Promise.resolve(new Response("busy", { status: 503 })),
    });
    await expect(store.switchTo("de")).rejects.toThrow(/de catalog could not be loaded/);
    expect(store.get().language).toBe("en");
    expect(store.get().t("hi")).toBe("Hello");
  });
});
