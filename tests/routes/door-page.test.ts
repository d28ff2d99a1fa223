/**
 * The door page (`GET /k/{id}/door`, issue 39) as the server renders it: never indexed, in the interface's
 * language and direction, the event's name and day in its header and no guest in it; the 404 and 503 pages the
 * event page gives; and its service worker (`GET /door-sw.js`), which keeps the door's scripts, jsQR among them,
 * though jsQR is not in the page's first script.
 */
import { describe, expect, it } from "vitest";
import { BrandKitError, ErrorCode } from "../../brandkit/web.ts";
import { createTestApp, sharedAssets } from "../support/test-app.ts";
import { doorPrecache } from "../../routes/door-page-sw.ts";
import { answered, appWithKit } from "./_rsvp.ts";

const EVENT = { eventTime: "19:00", timeZone: "Europe/Lisbon" };

function bootOf(body: string) {
  return JSON.parse(/<script type="application\/json" id="brandkit-boot">(.*?)<\/script>/s.exec(body)![1]);
}

/** The page's markup without its boot data (which carries the interface's whole catalog). */
function markupOf(body: string): string {
  return body.replace(/<script type="application\/json" id="brandkit-boot">.*?<\/script>/s, "");
}

async function doorPage(
  app: { request: (path: string, init?: RequestInit) => Response | Promise<Response> },
  path: string,
  headers: Record<string, string> = {},
) {
  const response = await app.request(path, { headers });
  return { response, body: await response.text() };
}

/** The text of a bundle's scripts. */
async function scriptsText(urls: readonly string[]): Promise<string> {
  const { bundle } = await sharedAssets();
  return urls.map((url) =>
    new TextDecoder().decode(bundle.files.get(url.slice(url.lastIndexOf("/") + 1))!.bodies.identity)
  ).join("\n");
}

describe("GET /k/:id/door", () => {
  it("is a door page of the kit, never indexed, with the event's name and day and no guest in it", async () => {
    const test = await appWithKit({}, EVENT);
    await answered(test, test.id, { name: "Zainab Okafor", answer: "going", party: 2 });
    const { response, body } = await doorPage(test.app, `/k/${test.id}/door`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(response.headers.get("x-robots-tag")).toBe("noindex");
    expect(response.headers.get("content-security-policy")).toContain("script-src 'self'");
    expect(response.headers.get("referrer-policy")).toBe("same-origin");
    expect(body).toContain('<meta name="robots" content="noindex">');
    expect(body).toContain('<html lang="en" dir="ltr">');
    expect(body).toContain("<title>At the door · Amara &amp; Tobi&#39;s Wedding</title>");
    const markup = markupOf(body);
    expect(markup).toContain("Amara &amp; Tobi&#x27;s Wedding</h1>");
    expect(markup).toContain(
      '<time dateTime="2026-06-20T19:00">Saturday, June 20, 2026 · 7:00 PM (Europe/Lisbon)</time>',
    );
    expect(markup).not.toContain("Zainab");
    const { bundle } = await sharedAssets();
    expect(body).toContain(`<script type="module" src="${bundle.entries.door.script}"></script>`);
    expect(bootOf(body).door).toEqual({
      id: test.id,
      path: `/k/${test.id}/door`,
      eventPath: `/k/${test.id}`,
      name: "Amara & Tobi's Wedding",
      lang: "en",
      dir: "ltr",
      when: "Saturday, June 20, 2026 · 7:00 PM (Europe/Lisbon)",
      dateTime: "2026-06-20T19:00",
      worker: "/door-sw.js",
    });
    expect(bootOf(body).palettes).toEqual([]);
  });

  it("speaks the interface's language: the query's (kept in the cookie), the browser's, Arabic right to left", async () => {
    const test = await appWithKit({}, EVENT);
    const arabic = await doorPage(test.app, `/k/${test.id}/door?lang=ar`);
    expect(arabic.body).toContain('<html lang="ar" dir="rtl">');
    expect(arabic.response.headers.get("content-language")).toBe("ar");
    expect(arabic.response.headers.get("set-cookie")).toContain("brandkit-lang=ar");
    expect(markupOf(arabic.body)).toContain("عند الباب");
    // The event's name keeps the kit's language and direction inside the Arabic page.
    expect(markupOf(arabic.body)).toContain('<h1 lang="en" dir="ltr">');
    const japanese = await doorPage(test.app, `/k/${test.id}/door`, { "Accept-Language": "ja-JP,ja;q=0.9" });
    expect(japanese.body).toContain('<html lang="ja" dir="ltr">');
    expect(markupOf(japanese.body)).toContain("2026年6月20日土曜日");
    expect(japanese.response.headers.get("vary")).toContain("Accept-Language");
    const german = await doorPage(test.app, `/k/${test.id}/door`, { Cookie: "brandkit-lang=de" });
    expect(german.body).toContain("<title>Einlass · Amara &amp; Tobi&#39;s Wedding</title>");
  });

  it("is in the kit's own language for a browser that names none of the interface's", async () => {
    const test = await appWithKit({}, { ...EVENT, customEventName: "Festa na Praia", language: "pt" });
    const { body } = await doorPage(test.app, `/k/${test.id}/door`, { "Accept-Language": "sv" });
    expect(body).toContain('<html lang="pt" dir="ltr">');
  });

  it("gives an unknown or malformed kit the 404 page the event page gives, in the visitor's language", async () => {
    const test = await createTestApp();
    for (const id of ["AAAAAAAAAAAAAAAAAAAAAA", "not a kit", "%3Cscript%3E"]) {
      const { response, body } = await doorPage(test.app, `/k/${id}/door`, { "Accept-Language": "de" });
      expect(response.status).toBe(404);
      expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
      expect(response.headers.get("x-robots-tag")).toBe("noindex");
      expect(body).toContain('<html lang="de"');
    }
    const event = await test.app.request("/k/AAAAAAAAAAAAAAAAAAAAAA", {
      headers: { "Accept-Language": "de" },
    });
    const door = await test.app.request("/k/AAAAAAAAAAAAAAAAAAAAAA/door", {
      headers: { "Accept-Language": "de" },
    });
    expect(await door.text()).toBe(await event.text());
  });

  it("says the database cannot be reached with 503 and Retry-After", async () => {
    const test = await appWithKit({}, EVENT);
    const down = () =>
      Promise.reject(new BrandKitError(ErrorCode.STORE_UNAVAILABLE, "The kit store is down."));
    const broken = await createTestApp({ keeper: { ...test.keeper, revision: down } });
    const { response } = await doorPage(broken.app, `/k/${test.id}/door`);
    expect(response.status).toBe(503);
    expect(Number(response.headers.get("retry-after"))).toBeGreaterThan(0);
  });

  it("is rendered once per kit revision and language: the same bytes, with an ETag", async () => {
    const test = await appWithKit({}, EVENT);
    const first = await test.app.request(`/k/${test.id}/door`);
    const etag = first.headers.get("etag")!;
    expect(etag).toBeTruthy();
    const again = await test.app.request(`/k/${test.id}/door`, { headers: { "If-None-Match": etag } });
    expect(again.status).toBe(304);
  });
});

describe("the door's scripts", () => {
  it("ship the door's view alone, and jsQR only after the first script", async () => {
    const { bundle } = await sharedAssets();
    const door = await scriptsText(bundle.entries.door.initialScripts);
    expect(door).toContain("door-modes");
    expect(door).not.toContain("event-facts");
    expect(door).not.toContain("form-grid");
    expect(door).not.toContain("Invalid module size"); // jsQR's
    for (const entry of ["page", "share", "event"] as const) {
      expect(await scriptsText(bundle.entries[entry].initialScripts)).not.toContain("door-modes");
    }
    expect(await scriptsText(bundle.entries.door.lazyScripts ?? [])).toContain("Invalid module size");
  });
});

describe("GET /door-sw.js", () => {
  it("is the door's service worker: every script the door may load and the stylesheet, the API never kept", async () => {
    const test = await createTestApp();
    const response = await test.app.request("/door-sw.js");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/javascript; charset=utf-8");
    expect(response.headers.get("cache-control")).toBe("no-cache");
    const script = await response.text();
    // It parses (compiling it runs nothing).
    expect(() => new Function(script)).not.toThrow();
    const { bundle } = await sharedAssets();
    const files = doorPrecache(bundle);
    expect(files).toContain(bundle.stylesheet);
    expect(files).toContain(bundle.entries.door.script);
    // The door's schemas are the extras': kept too, so a reload offline still reads its list.
    expect(files).toContain(bundle.extrasScript);
    for (const url of [...bundle.entries.door.initialScripts, ...bundle.entries.door.lazyScripts ?? []]) {
      expect(files).toContain(url);
    }
    expect(script).toContain(JSON.stringify(files));
    expect(script).not.toContain("/api/");
    const again = await test.app.request("/door-sw.js", {
      headers: { "If-None-Match": response.headers.get("etag")! },
    });
    expect(again.status).toBe(304);
  });
});
