import { describe, expect, it } from "vitest";
import {
  cookieValue,
  languageCookie,
  pageLanguageOf,
  visitorLanguagesOf,
  withPageLanguage,
} from "../../routes/page-language.ts";

/** A request as the choice reads it. */
const request = (url: string, headers: Record<string, string> = {}) => ({
  url,
  header: (name: string) => headers[name.toLowerCase()],
});

describe("a page request's language", () => {
  it("is the query's, kept in a cookie for a year", () => {
    expect(pageLanguageOf(request("http://x/?lang=ja", { cookie: "brandkit-lang=de" }))).toEqual({
      language: "ja",
      setCookie: "brandkit-lang=ja; Max-Age=31536000; Path=/; SameSite=Lax",
    });
  });

  it("is the cookie's, among others, before the browser's", () => {
    const asked = request("http://x/k/abc", {
      cookie: "a=1; brandkit-lang=ar; b=2",
      "accept-language": "de",
    });
    expect(pageLanguageOf(asked)).toEqual({ language: "ar" });
  });

  it("is the browser's best match, then the kit's, then English", () => {
    expect(pageLanguageOf(request("http://x/", { "accept-language": "sv, pt-BR;q=0.9, en;q=0.8" })).language)
      .toBe("pt");
    expect(pageLanguageOf(request("http://x/", { "accept-language": "sv" }), "ko").language).toBe("ko");
    expect(pageLanguageOf(request("http://x/")).language).toBe("en");
  });

  it("lets an unknown ?lang fall through, setting no cookie", () => {
    expect(pageLanguageOf(request("http://x/?lang=xx", { "accept-language": "de-AT" }))).toEqual({
      language: "de",
    });
  });
});

describe("a page answer in a language", () => {
  it("says its language, what it varies by, and keeps a choice made by the query", () => {
    const response = withPageLanguage(new Response("", { headers: { Vary: "Accept-Encoding" } }), {
      language: "fr",
      setCookie: languageCookie("fr"),
    });
    expect(response.headers.get("Content-Language")).toBe("fr");
    expect(response.headers.get("Vary")).toBe("Accept-Encoding, Accept-Language, Cookie");
    expect(response.headers.get("Set-Cookie")).toBe(
      "brandkit-lang=fr; Max-Age=31536000; Path=/; SameSite=Lax",
    );
  });
});

describe("the visitor's languages for a kit's Auto", () => {
  it("put the interface's chosen language first, then the browser's", () => {
    expect(visitorLanguagesOf(request("", { cookie: "brandkit-lang=ja", "accept-language": "de, ja;q=0.5" })))
      .toEqual(["ja", "de"]);
    expect(visitorLanguagesOf(request("", { cookie: "brandkit-lang=zz", "accept-language": "de" }))).toEqual([
      "de",
    ]);
  });

  it("read a cookie by its exact name", () => {
    expect(cookieValue("xbrandkit-lang=de; brandkit-lang=ru", "brandkit-lang")).toBe("ru");
    expect(cookieValue(undefined, "brandkit-lang")).toBeUndefined();
  });
});
