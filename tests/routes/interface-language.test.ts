/**
 * The interface's language of every page a person meets (docs/i18n.md#choosing-the-language): `?lang=xx` (then
 * kept in the `brandkit-lang` cookie for a year), that cookie, the best match of `Accept-Language`, on a kit's
 * pages the kit's own language, and English; an unknown value of any of them falls through to the next. Each page
 * says its language in `<html lang dir>` and `Content-Language`, and that it varies by the headers it was chosen
 * from.
 */
import { describe, expect, it } from "vitest";
import { BrandKitError, ErrorCode } from "../../brandkit/web.ts";
import { openSqliteKitStore } from "../../adapters/kit-store-sqlite.ts";
import type { KitStore } from "../../brandkit/kept/kept-kits.ts";
import { escapeHtml } from "../../routes/html-document.ts";
import { interfaceWordsOf } from "../../routes/interface-catalogs.ts";
import { INTERFACE_LANGUAGES, type InterfaceLanguage } from "../../client/i18n/interface-language.ts";
import { createTestApp, postJson, type TestApp } from "../support/test-app.ts";
import { sharedWebAssets } from "../support/web-assets.ts";
import { renderPageHtml } from "../../routes/page.tsx";
import { PALETTES } from "../../brandkit/web.ts";

const YEAR_S = 365 * 24 * 60 * 60;
const UNKNOWN_ID = "A".repeat(22);

/** A kept kit in `language` ("pt-BR", "ja"), and the app that keeps it. */
async function appWithKit(language = "en"): Promise<TestApp & { id: string }> {
  const test = await createTestApp();
  const response = await test.app.request(
    "/api/kits",
    postJson({ vibes: ["neon"], eventDate: "2027-05-01", language }),
  );
  expect(response.status).toBe(200);
  const kit = await response.json();
  expect(kit.id).toMatch(/^[A-Za-z0-9_-]{22}$/);
  return { ...test, id: kit.id };
}

/** The `<html>` element's opening tag. */
function htmlTag(html: string): string {
  return /<html[^>]*>/.exec(html)![0];
}

/** What every page in `language` says of its language. */
async function expectPageIn(response: Response, language: InterfaceLanguage): Promise<string> {
  const html = await response.text();
  const dir = language === "ar" ? "rtl" : "ltr";
  expect(htmlTag(html)).toBe(`<html lang="${language}" dir="${dir}">`);
  expect(response.headers.get("content-language")).toBe(language);
  const vary = (response.headers.get("vary") ?? "").split(",").map((name) => name.trim().toLowerCase());
  expect(vary).toEqual(expect.arrayContaining(["accept-language", "cookie"]));
  return html;
}

/** The frame's words in `language`, as they appear in HTML. */
function frameWords(language: InterfaceLanguage) {
  const { t } = interfaceWordsOf(language);
  const html = (id: string, values?: Record<string, number>) => escapeHtml(t(id, values));
  return {
    subtitle: html("frame.header.subtitle"),
    footer: html("frame.footer.tagline"),
    skip: html("frame.skipLink"),
    title: html("frame.pageTitle"),
    description: html("frame.pageDescription"),
    kitNotFound: html("frame.kitNotFound.heading"),
    kitNotFoundTitle: html("frame.kitNotFound.title"),
    kitNotFoundText: html("frame.kitNotFound.text", { days: 30 }),
    sharedKit: html("frame.sharedKit.subtitle"),
    unavailable: html("frame.unavailable.heading"),
  };
}

describe("GET / in the visitor's language", () => {
  it("is English, left to right, for a visitor nothing names a language for, and sets no cookie", async () => {
    const { app } = await createTestApp();
    const response = await app.request("/");
    const html = await expectPageIn(response, "en");
    expect(response.headers.get("set-cookie")).toBeNull();
    expect(html).toContain("<title>BrandKit · AI Event Brand Creator</title>");
    expect(html).toContain(">AI Event Brand Creator</p>");
    expect(html).toContain("Powered by AI • Generate stunning event brands in seconds");
  });

  it("speaks ?lang=ja, and keeps the choice in the brandkit-lang cookie for a year", async () => {
    const { app } = await createTestApp();
    const response = await app.request("/?lang=ja", {
      headers: { "Accept-Language": "de-DE", Cookie: "brandkit-lang=fr" },
    });
    const html = await expectPageIn(response, "ja");
    const cookie = response.headers.get("set-cookie")!;
    expect(cookie).toMatch(/^brandkit-lang=ja;/);
    expect(cookie).toContain(`Max-Age=${YEAR_S}`);
    expect(cookie).toContain("Path=/");
    expect(cookie).toContain("SameSite=Lax");
    const ja = frameWords("ja");
    expect(html).toContain(`<title>${ja.title}</title>`);
    expect(html).toContain(`<meta name="description" content="${ja.description}">`);
    expect(html).toContain(ja.subtitle);
    expect(html).toContain(ja.footer);
    expect(html).toContain(ja.skip);
    expect(html).not.toContain("AI Event Brand Creator");
    // The page's script boots in the same language.
    const boot = JSON.parse(
      /<script type="application\/json" id="brandkit-boot">(.*?)<\/script>/s.exec(html)![1],
    );
    expect(boot.interface.language).toBe("ja");
  });

  it("speaks the cookie's language on the next visit, over the browser's", async () => {
    const { app } = await createTestApp();
    const response = await app.request("/", {
      headers: { Cookie: "theme=dark; brandkit-lang=ja", "Accept-Language": "de" },
    });
    await expectPageIn(response, "ja");
    expect(response.headers.get("set-cookie")).toBeNull();
  });

  it.each(
    [
      ["pt-BR,pt;q=0.9", "pt"],
      ["de-AT", "de"],
      ["sv-SE, ar;q=0.8, en;q=0.5", "ar"],
      ["fr-CH, fr;q=0.9, en;q=0.8, *;q=0.5", "fr"],
      ["xx, tlh;q=0.9", "en"],
    ] as const,
  )("matches Accept-Language %s as %s", async (header, language) => {
    const { app } = await createTestApp();
    const response = await app.request("/", { headers: { "Accept-Language": header } });
    const html = await expectPageIn(response, language);
    expect(html).toContain(frameWords(language).subtitle);
    expect(response.headers.get("set-cookie")).toBeNull();
  });

  it.each(["xx", "JA", "ja-JP", "", "en%00"])(
    "lets an unknown ?lang=%s fall through, and keeps nothing",
    async (value) => {
      const { app } = await createTestApp();
      const plain = await app.request(`/?lang=${value}`);
      await expectPageIn(plain, "en");
      expect(plain.headers.get("set-cookie")).toBeNull();
      const browser = await app.request(`/?lang=${value}`, { headers: { "Accept-Language": "ko-KR" } });
      await expectPageIn(browser, "ko");
      expect(browser.headers.get("set-cookie")).toBeNull();
    },
  );

  it("lets an unknown cookie fall through to the browser's language", async () => {
    const { app } = await createTestApp();
    const response = await app.request("/", {
      headers: { Cookie: "brandkit-lang=xx", "Accept-Language": "it" },
    });
    await expectPageIn(response, "it");
  });

  it("reads right to left in Arabic", async () => {
    const { app } = await createTestApp();
    const html = await expectPageIn(await app.request("/?lang=ar"), "ar");
    expect(html).toContain(frameWords("ar").subtitle);
  });

  it("is a page of its own in each language: another ETag, so a browser's English copy is not reused", async () => {
    const { app } = await createTestApp();
    const english = await app.request("/");
    const etag = english.headers.get("etag")!;
    expect((await app.request("/", { headers: { "If-None-Match": etag } })).status).toBe(304);
    const japanese = await app.request("/?lang=ja", { headers: { "If-None-Match": etag } });
    expect(japanese.status).toBe(200);
    expect(japanese.headers.get("etag")).not.toBe(etag);
  });

  it("names every language's page with hreflang, and its Open Graph locale", async () => {
    const { app } = await createTestApp();
    const html = await (await app.request("/?lang=pt")).text();
    for (const language of INTERFACE_LANGUAGES) {
      expect(html).toContain(`<link rel="alternate" hreflang="${language}" href="/?lang=${language}">`);
    }
    expect(html).toContain('<link rel="alternate" hreflang="x-default" href="/">');
    expect(html).toContain('<meta property="og:locale" content="pt_BR">');
    expect(html).toContain('<meta property="og:locale:alternate" content="en_US">');
    expect(html).not.toContain('<meta property="og:locale:alternate" content="pt_BR">');
  });

  it("makes the hreflang links absolute at the site's public URL, when it is configured", async () => {
    const { bundle } = await sharedWebAssets({ provider: "offline" });
    const html = renderPageHtml({
      bundle,
      palettes: PALETTES,
      provider: "offline",
      kitTtlDays: 30,
      language: "en",
      publicUrl: "https://brandkit.example/",
    });
    expect(html).toContain('<link rel="alternate" hreflang="ja" href="https://brandkit.example/?lang=ja">');
    expect(html).toContain('<link rel="alternate" hreflang="x-default" href="https://brandkit.example/">');
  });
});

describe.each([
  ["the event page", ""],
  ["the kit page", "/kit"],
])("%s of a kept kit in the visitor's language", (_page, suffix) => {
  it("speaks the kit's own language to a visitor nothing else names a language for", async () => {
    const test = await appWithKit("pt-BR");
    const response = await test.app.request(`/k/${test.id}${suffix}`);
    await expectPageIn(response, "pt");
    expect(response.headers.get("set-cookie")).toBeNull();
  });

  it("speaks English for a kit in English, and Arabic right to left for a kit in Arabic", async () => {
    const english = await appWithKit("en");
    await expectPageIn(await english.app.request(`/k/${english.id}${suffix}`), "en");
    const arabic = await appWithKit("ar");
    await expectPageIn(await arabic.app.request(`/k/${arabic.id}${suffix}`), "ar");
  });

  it("puts the browser's language, the cookie and ?lang before the kit's", async () => {
    const test = await appWithKit("ja");
    const page = `/k/${test.id}${suffix}`;
    await expectPageIn(await test.app.request(page, { headers: { "Accept-Language": "de-AT" } }), "de");
    await expectPageIn(
      await test.app.request(page, { headers: { "Accept-Language": "de-AT", Cookie: "brandkit-lang=ru" } }),
      "ru",
    );
    const chosen = await test.app.request(`${page}?lang=hi`, {
      headers: { "Accept-Language": "de-AT", Cookie: "brandkit-lang=ru" },
    });
    await expectPageIn(chosen, "hi");
    expect(chosen.headers.get("set-cookie")).toMatch(/^brandkit-lang=hi; Max-Age=31536000; Path=\//);
    // An unknown choice falls through to the kit's language.
    await expectPageIn(await test.app.request(`${page}?lang=xx`), "ja");
  });

  it("serves each language its own page, one after another", async () => {
    const test = await appWithKit("en");
    const page = `/k/${test.id}${suffix}`;
    for (const language of ["fr", "de", "fr", "en"] as const) {
      await expectPageIn(await test.app.request(`${page}?lang=${language}`), language);
    }
  });
});

describe("the kit page's frame in the visitor's language", () => {
  it("says its own words in the interface's language and leaves the kit's words in the kit's", async () => {
    const test = await appWithKit("en");
    const html = await expectPageIn(await test.app.request(`/k/${test.id}/kit?lang=ko`), "ko");
    const ko = frameWords("ko");
    expect(html).toContain(ko.subtitle);
    expect(html).toContain(ko.sharedKit);
    expect(html).not.toContain("A brand kit made with BrandKit");
    // The kit's name is marked with the kit's own language.
    expect(html).toMatch(/<h2 id="[^"]+" class="result-title" lang="en" dir="ltr" data-kit-words="">/);
  });
});

describe("the kit-not-found page (404) in the visitor's language", () => {
  it.each([
    ["an unknown kit's event page", `/k/${UNKNOWN_ID}`],
    ["an unknown kit's kit page", `/k/${UNKNOWN_ID}/kit`],
    ["a malformed id", "/k/not-an-id"],
  ])("answers %s in English by default", async (_what, path) => {
    const { app } = await createTestApp();
    const response = await app.request(path);
    expect(response.status).toBe(404);
    const html = await expectPageIn(response, "en");
    expect(html).toContain("<title>Kit not found · BrandKit</title>");
    expect(html).toContain(">This kit is no longer here</h2>");
  });

  it.each(
    [
      [{ query: "?lang=ja" }, "ja"],
      [{ cookie: "brandkit-lang=ru" }, "ru"],
      [{ accept: "pt-BR,pt;q=0.9" }, "pt"],
      [{ accept: "de-AT" }, "de"],
      [{ query: "?lang=xx", accept: "ar" }, "ar"],
    ] as const,
  )("answers %o in %s", async (signals, language) => {
    const { app } = await createTestApp();
    const headers: Record<string, string> = {};
    if ("cookie" in signals) headers.Cookie = signals.cookie;
    if ("accept" in signals) headers["Accept-Language"] = signals.accept;
    const query = "query" in signals ? signals.query : "";
    const response = await app.request(`/k/${UNKNOWN_ID}/kit${query}`, { headers });
    expect(response.status).toBe(404);
    const html = await expectPageIn(response, language);
    const words = frameWords(language);
    expect(html).toContain(`<title>${words.kitNotFoundTitle} · BrandKit</title>`);
    expect(html).toContain(words.kitNotFound);
    expect(html).toContain(words.kitNotFoundText);
    expect(html).toContain(words.subtitle);
    expect(html).toContain(words.footer);
    if (query === "?lang=ja") expect(response.headers.get("set-cookie")).toMatch(/^brandkit-lang=ja;/);
    else expect(response.headers.get("set-cookie")).toBeNull();
  });

  it("offers every language by its own name, each a link that works without a script", async () => {
    const { app } = await createTestApp();
    const html = await (await app.request(`/k/${UNKNOWN_ID}/kit?lang=ar`)).text();
    expect(html).not.toContain("<script");
    for (const language of INTERFACE_LANGUAGES) {
      expect(html).toMatch(
        new RegExp(`<a href="\\?lang=${language}" hrefLang="${language}" lang="${language}"`),
      );
    }
  });
});

/** A kit store that cannot be reached. */
function downStore(): KitStore {
  const store = openSqliteKitStore(":memory:");
  return Object.fromEntries(
    Object.entries(store).map(([name, method]) => [
      name,
      name === "close"
        ? method
        : () => Promise.reject(new BrandKitError(ErrorCode.STORE_UNAVAILABLE, "Down.", { retryAfter: 5 })),
    ]),
  ) as unknown as KitStore;
}

describe("the kit-unavailable page (503) in the visitor's language", () => {
  it.each(
    [
      [{}, "en"],
      [{ "Accept-Language": "de-AT" }, "de"],
      [{ Cookie: "brandkit-lang=ar" }, "ar"],
    ] as const,
  )("answers %o in %s", async (headers, language) => {
    const { app } = await createTestApp({ kitStore: downStore() });
    for (const path of [`/k/${UNKNOWN_ID}`, `/k/${UNKNOWN_ID}/kit`]) {
      const response = await app.request(path, { headers });
      expect(response.status, path).toBe(503);
      const html = await expectPageIn(response, language);
      expect(html).toContain(`<h1>${frameWords(language).unavailable}</h1>`);
      expect(html).toContain('<meta name="robots" content="noindex">');
    }
  });

  it("is the page it was in English, word for word", async () => {
    const { app } = await createTestApp({ kitStore: downStore() });
    const html = await (await app.request(`/k/${UNKNOWN_ID}/kit`)).text();
    expect(html).toContain("<title>Kit unavailable · BrandKit</title>");
    expect(html).toContain("<h1>This kit cannot be opened right now</h1>");
    expect(html).toContain(
      "<p>BrandKit cannot reach its kit database at the moment. Please try again in a few seconds.</p>",
    );
    expect(html).toContain('<p><a href="/">Make your own kit</a></p>');
  });

  it("takes ?lang=ko and keeps it", async () => {
    const { app } = await createTestApp({ kitStore: downStore() });
    const response = await app.request(`/k/${UNKNOWN_ID}/kit?lang=ko`);
    await expectPageIn(response, "ko");
    expect(response.headers.get("set-cookie")).toMatch(/^brandkit-lang=ko;/);
  });
});
