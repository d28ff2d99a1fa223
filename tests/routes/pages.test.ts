import { describe, expect, it } from "vitest";
import { gunzipSync } from "node:zlib";
import { interfaceWordsOf } from "../../routes/interface-catalogs.ts";
import { createTestApp, postJson, sharedAssets } from "../support/test-app.ts";

describe("GET /api/health", () => {
  it("says the server is up, with the provider, the version and the kit database", async () => {
    const { app } = await createTestApp();
    const response = await app.request("/api/health");
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true, provider: "fake", version: "1.2.3", database: "up" });
  });
});

describe("GET /", () => {
  it("serves the server-rendered page with every string of the first view", async () => {
    const { app } = await createTestApp();
    const response = await app.request("/");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
    const html = await response.text();
    for (
      const text of [
        ">BrandKit</h1>",
        "AI Event Brand Creator",
        "Create Your Event Brand",
        "Make My BrandKit",
        "Color Palettes",
        "Manual",
        'placeholder="Austin, TX"',
        "Powered by AI • Generate stunning event brands in seconds",
        "#E6067A",
        "#F472B6",
        // The palette dropdown (a listbox with swatches) shows the default palette when closed.
        'role="combobox"',
        '<span class="palette-combobox-name">Sunset Glow</span>',
      ]
    ) expect(html).toContain(text);
  });

  it("links the hashed bundle and carries the boot data for hydration", async () => {
    const { app } = await createTestApp();
    const { bundle } = await sharedAssets();
    const html = await (await app.request("/")).text();
    expect(html).toContain(`<script type="module" src="${bundle.entries.page.script}"></script>`);
    expect(html).toContain(`<link rel="stylesheet" href="${bundle.stylesheet}">`);
    const boot = JSON.parse(
      /<script type="application\/json" id="brandkit-boot">(.*?)<\/script>/s.exec(html)![1],
    );
    expect(boot.extrasUrl).toBe(bundle.extrasScript);
    expect(boot.palettes[0].name).toBe("Sunset Glow");
  });

  it.each([
    ["br, gzip", "br"],
    ["gzip, deflate", "gzip"],
    ["identity", null],
  ])("answers Accept-Encoding %s with the %s body, revalidated by ETag", async (accept, encoding) => {
    const { app } = await createTestApp();
    const response = await app.request("/", { headers: { "Accept-Encoding": accept } });
    expect(response.headers.get("content-encoding")).toBe(encoding);
    expect(response.headers.get("cache-control")).toBe("no-cache");
    // The page is in the visitor's language (routes/page-language.ts): it varies by what that is chosen from.
    expect(response.headers.get("vary")).toBe("Accept-Encoding, Accept-Language, Cookie");
    expect(response.headers.get("etag")).toMatch(/^"[0-9a-f]{24}"$/);
  });

  it("answers 304 when the browser already has the page", async () => {
    const { app } = await createTestApp();
    const etag = (await app.request("/")).headers.get("etag")!;
    const response = await app.request("/", { headers: { "If-None-Match": etag } });
    expect(response.status).toBe(304);
    expect(await response.text()).toBe("");
  });

  it("sends a Content-Security-Policy that allows only the page's own scripts", async () => {
    const { app } = await createTestApp();
    const response = await app.request("/");
    expect(response.headers.get("content-security-policy")).toContain("script-src 'self'");
    expect(response.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
  });
});

describe("GET /static/:file", () => {
  it("serves the app script compressed and cached for a year", async () => {
    const { app } = await createTestApp();
    const { bundle } = await sharedAssets();
    const response = await app.request(bundle.entries.page.script, {
      headers: { "Accept-Encoding": "gzip" },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/javascript; charset=utf-8");
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    const script = new TextDecoder().decode(gunzipSync(new Uint8Array(await response.arrayBuffer())));
    expect(script).toContain("BrandKit hydration error:");
  });

  it("gives each page its own entry: the form, the kit page and the event page ship none of the others' views", async () => {
    // Each view is known by a class only it renders (its words come in the page's boot data, not the script).
    const { bundle } = await sharedAssets();
    const textOf = (entry: "page" | "share" | "event") =>
      bundle.entries[entry].initialScripts.map((url) => {
        const file = bundle.files.get(url.slice(url.lastIndexOf("/") + 1))!;
        return new TextDecoder().decode(file.bodies.identity);
      }).join("\n");
    const page = textOf("page");
    const share = textOf("share");
    expect(page).toContain("form-grid");
    expect(page).not.toContain("shared-kit");
    expect(share).toContain("shared-kit");
    expect(share).not.toContain("form-grid");
    const event = textOf("event");
    expect(event).toContain("event-facts");
    expect(event).not.toContain("form-grid");
    expect(event).not.toContain("shared-kit");
    expect(page).not.toContain("event-facts");
    expect(share).not.toContain("event-facts");
  });

  it("ships no catalog in any script: a page's words come in its boot data, in its one language", async () => {
    const { bundle } = await sharedAssets();
    const { t } = interfaceWordsOf("en");
    const { t: ja } = interfaceWordsOf("ja");
    for (const [name, file] of bundle.files) {
      if (!name.endsWith(".js")) continue;
      const text = new TextDecoder().decode(file.bodies.identity);
      expect(text, name).not.toContain(t("frame.footer.tagline"));
      expect(text, name).not.toContain(ja("frame.footer.tagline"));
    }
  });

  it("answers 404 NOT_FOUND for a file that is not in the bundle", async () => {
    const { app } = await createTestApp();
    const response = await app.request("/static/main-OLDHASH.js");
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({
      error: { code: "NOT_FOUND", message: "There is no static file /static/main-OLDHASH.js." },
    });
  });
});

describe("GET /media/:id", () => {
  it("serves a stored graphic as PNG, cached for a year, and 304 when the browser has it", async () => {
    const { app } = await createTestApp();
    const kit = await (await app.request("/api/kits", postJson({}))).json();
    const response = await app.request(kit.images.poster);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    const again = await app.request(kit.images.poster, {
      headers: { "If-None-Match": response.headers.get("etag")! },
    });
    expect(again.status).toBe(304);
  });

  it.each([
    ["an id that is not a content hash", "/media/..%2Fdeno.json"],
    ["an id that is not stored", `/media/${"0".repeat(64)}.png`],
  ])("answers 404 for %s", async (_what, path) => {
    const { app } = await createTestApp();
    const response = await app.request(path);
    expect(response.status).toBe(404);
    expect((await response.json()).error.code).toBe("NOT_FOUND");
  });
});

describe("unknown routes", () => {
  it.each([["GET", "/nope"], ["DELETE", "/api/kits"], ["GET", "/api/kits"]])(
    "answers %s %s with a JSON 404",
    async (method, path) => {
      const { app } = await createTestApp();
      const response = await app.request(path, { method });
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({
        error: { code: "NOT_FOUND", message: `There is no ${method} ${path}.` },
      });
    },
  );
});
