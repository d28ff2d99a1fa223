/**
 * The owner's updates to the guests (issue 38): POST, GET and DELETE /api/kits/{id}/updates with the owner token
 * (401 without one, 403 with a guest's or another's), the 404s (a malformed id refused before the store is asked),
 * the body's rules, the daily limit with its retryAfter, the list newest first, the event page's section (dates in
 * the interface's language, the feed linked in its head), and the Atom feed, parsed, with its text escaped.
 */
import { DOMParser, type Element as XmlElement } from "@xmldom/xmldom";
import { describe, expect, it } from "vitest";
import { KitUpdateListSchema, KitUpdateSchema } from "../../brandkit/web.ts";
import { RSVP_COUNTS_FRESH_MS } from "../../routes/share-routes.ts";
import { answered, appWithKit, bearer, errorOf, json } from "./_rsvp.ts";

type Test = Awaited<ReturnType<typeof appWithKit>>;

const HOUR_MS = 3_600_000;
const UNKNOWN_ID = "AAAAAAAAAAAAAAAAAAAAAA";
const ATOM_NS = "http://www.w3.org/2005/Atom";

function post(test: Test, text: unknown, token: string | null = test.ownerToken, id = test.id) {
  return test.app.request(
    `/api/kits/${id}/updates`,
    json("POST", text === undefined ? {} : { text }, token ? bearer(token) : {}),
  );
}

async function posted(test: Test, text: string) {
  const response = await post(test, text);
  expect(response.status, await response.clone().text()).toBe(201);
  return KitUpdateSchema.parse(await response.json());
}

async function list(test: Test) {
  const response = await test.app.request(`/api/kits/${test.id}/updates`);
  expect(response.status).toBe(200);
  return KitUpdateListSchema.parse(await response.json()).updates;
}

function remove(test: Test, updateId: string, token: string | null = test.ownerToken, id = test.id) {
  return test.app.request(`/api/kits/${id}/updates/${updateId}`, {
    method: "DELETE",
    headers: token ? bearer(token) : {},
  });
}

/** The event page's HTML, read afresh (the page reuses what it read for RSVP_COUNTS_FRESH_MS). */
async function eventPage(test: Test, query = "") {
  test.clock.now += RSVP_COUNTS_FRESH_MS;
  const response = await test.app.request(`/k/${test.id}${query}`);
  expect(response.status).toBe(200);
  return await response.text();
}

/** The feed, parsed by a real XML parser; `errors` lists what it found wrong. */
async function feed(test: Test) {
  test.clock.now += RSVP_COUNTS_FRESH_MS;
  const response = await test.app.request(`http://brandkit.example/k/${test.id}/updates.atom`);
  const text = await response.text();
  const errors: string[] = [];
  const document = new DOMParser({ onError: (_level, message) => void errors.push(message) })
    .parseFromString(text, "application/xml");
  const root = document.documentElement!;
  const children = (parent: XmlElement, name: string) =>
    Array.from(parent.getElementsByTagNameNS(ATOM_NS, name)).filter((child) => child.parentNode === parent);
  const child = (parent: XmlElement, name: string): XmlElement | undefined => children(parent, name)[0];
  return { response, text, errors, root, children, child };
}

describe("POST /api/kits/{id}/updates", () => {
  it("keeps the owner's update and answers 201 with its id, text and time", async () => {
    const test = await appWithKit();
    const response = await post(test, "  Doors open at 7.\r\nBring a coat!  ");
    expect(response.status).toBe(201);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(await response.json()).toEqual({
      id: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/),
      text: "Doors open at 7.\nBring a coat!",
      createdAt: new Date(test.clock.now).toISOString(),
    });
  });

  it("needs the owner token: 401 without one, 403 with a guest's or another's, and keeps nothing", async () => {
    const test = await appWithKit();
    const guest = await answered(test, test.id, { name: "Amara", answer: "going" });
    const without = await post(test, "Hello", null);
    expect(without.status).toBe(401);
    expect(without.headers.get("www-authenticate")).toBe('Bearer realm="brandkit"');
    expect((await errorOf(without)).code).toBe("UNAUTHORIZED");
    for (const token of [guest.guestToken, "not-the-owners-token"]) {
      const refused = await post(test, "Hello", token);
      expect(refused.status).toBe(403);
      expect((await errorOf(refused)).code).toBe("FORBIDDEN");
    }
    expect(await list(test)).toEqual([]);
  });

  it("refuses an empty text, one over 1000 characters, control characters and other fields, with 400", async () => {
    const test = await appWithKit();
    for (const body of ["   ", "x".repeat(1001), "bell\u0007", undefined]) {
      const response = await post(test, body);
      expect(response.status, String(body)).toBe(400);
      const error = await errorOf(response);
      expect(error.code).toBe("VALIDATION_ERROR");
      expect(error.issues?.[0].path).toBe("text");
    }
    const extra = await test.app.request(
      `/api/kits/${test.id}/updates`,
      json("POST", { text: "Hi", pinned: true }, bearer(test.ownerToken)),
    );
    expect(extra.status).toBe(400);
    // 1000 characters as a reader counts code points, each of two UTF-16 units, and a tab: fine.
    expect((await post(test, "🎉".repeat(999) + "\t")).status).toBe(201);
    expect(await list(test)).toHaveLength(1);
  });

  it("answers 404 for an unknown kit and a malformed id", async () => {
    const test = await appWithKit();
    for (const id of [UNKNOWN_ID, "not-an-id", "A".repeat(23)]) {
      const response = await post(test, "Hello", test.ownerToken, id);
      expect(response.status, id).toBe(404);
      expect((await errorOf(response)).code).toBe("KIT_NOT_FOUND");
      const listed = await test.app.request(`/api/kits/${id}/updates`);
      expect(listed.status).toBe(404);
      expect((await errorOf(listed)).code).toBe("KIT_NOT_FOUND");
    }
  });

  it("takes BRANDKIT_UPDATES_PER_DAY in any 24 hours; one more is 429 with the wait until the oldest leaves", async () => {
    const test = await appWithKit({ env: { BRANDKIT_UPDATES_PER_DAY: "2" } });
    const start = test.clock.now;
    await posted(test, "First");
    test.clock.now += HOUR_MS;
    await posted(test, "Second");
    test.clock.now += HOUR_MS;
    const refused = await post(test, "Third");
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toBe(String(22 * 3600));
    const error = await errorOf(refused);
    expect(error).toMatchObject({ code: "RATE_LIMIT_EXCEEDED", retryAfter: 22 * 3600 });
    expect(await list(test)).toHaveLength(2);
    test.clock.now = start + 24 * HOUR_MS + 1;
    await posted(test, "Third, the next day");
    const again = await post(test, "Fourth");
    expect(again.status).toBe(429);
    expect((await errorOf(again)).retryAfter).toBe(3600);
  });
});

describe("GET and DELETE /api/kits/{id}/updates", () => {
  it("lists the updates newest first, to anyone with the link", async () => {
    const test = await appWithKit();
    const first = await posted(test, "First");
    test.clock.now += 1_000;
    const second = await posted(test, "Second");
    const response = await test.app.request(`/api/kits/${test.id}/updates`);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(await response.json()).toEqual({ updates: [second, first] });
  });

  it("removes one with the owner token (204), then 404 NOT_FOUND; refuses others' tokens", async () => {
    const test = await appWithKit();
    const gone = await posted(test, "To remove");
    const staying = await posted(test, "To stay");
    expect((await remove(test, gone.id, null)).status).toBe(401);
    expect((await remove(test, gone.id, "someone-else")).status).toBe(403);
    const removed = await remove(test, gone.id);
    expect(removed.status).toBe(204);
    expect(await list(test)).toEqual([staying]);
    for (const updateId of [gone.id, UNKNOWN_ID, "not-an-update"]) {
      const missing = await remove(test, updateId);
      expect(missing.status, updateId).toBe(404);
      expect((await errorOf(missing)).code).toBe("NOT_FOUND");
    }
    const malformedKit = await remove(test, staying.id, test.ownerToken, "bad-id");
    expect((await errorOf(malformedKit)).code).toBe("KIT_NOT_FOUND");
  });

  it("goes with its kit", async () => {
    const test = await appWithKit();
    await posted(test, "Hello");
    const deleted = await test.app.request(`/api/kits/${test.id}`, {
      method: "DELETE",
      headers: bearer(test.ownerToken),
    });
    expect(deleted.status).toBe(204);
    expect((await test.app.request(`/api/kits/${test.id}/updates`)).status).toBe(404);
  });
});

describe("the event page's updates", () => {
  it("shows none and no section before the first update, but links the feed in its head", async () => {
    const test = await appWithKit();
    const html = await eventPage(test);
    expect(html).not.toContain('class="event-card event-updates"');
    expect(html).toMatch(
      new RegExp(
        `<link rel="alternate" type="application/atom\\+xml" href="[^"]*/k/${test.id}/updates\\.atom"`,
      ),
    );
  });

  it("shows them newest first under a heading, with their line breaks and dates in the interface's language", async () => {
    const test = await appWithKit({}, { timeZone: "Europe/Berlin" });
    await posted(test, "Doors open at 7.\nBring a coat & <umbrella>");
    test.clock.now += 2 * 24 * HOUR_MS;
    await posted(test, "Parking is free");
    const html = await eventPage(test);
    const section = html.slice(html.indexOf('class="event-card event-updates"'));
    expect(section).toContain('<h2 id="');
    expect(section).toContain(">Updates</h2>");
    const newest = section.indexOf("Parking is free");
    const oldest = section.indexOf("Doors open at 7.\nBring a coat &amp; &lt;umbrella&gt;");
    expect(newest).toBeGreaterThan(0);
    expect(oldest).toBeGreaterThan(newest);
    // 2026-01-01 00:00 UTC is 01:00 in Berlin; the page says the dates in its language.
    expect(section).toContain("January 1, 2026");
    expect(section).toContain("January 3, 2026");
    expect(section).toContain('dateTime="2026-01-01T00:00:00.000Z"');
    const german = await eventPage(test, "?lang=de");
    expect(german).toContain("1. Januar 2026");
    expect(german).toContain(">Neuigkeiten</h2>");
    const japanese = await eventPage(test, "?lang=ja");
    expect(japanese).toContain("2026年1月3日");
  });

  it("follows a new update and a removed one", async () => {
    const test = await appWithKit();
    const first = await posted(test, "First news");
    expect(await eventPage(test)).toContain("First news");
    await posted(test, "Second news");
    expect(await eventPage(test)).toContain("Second news");
    expect((await remove(test, first.id)).status).toBe(204);
    const html = await eventPage(test);
    expect(html).not.toContain("First news");
    expect(html).toContain("Second news");
  });
});

describe("GET /k/{id}/updates.atom", () => {
  it("is a valid Atom feed of the event, one entry per update, newest first", async () => {
    const test = await appWithKit();
    const first = await posted(test, "Doors open at 7.\nBring a coat.");
    test.clock.now += HOUR_MS;
    const second = await posted(test, `${"Long first line ".repeat(10)}\nand a second line`);
    const { response, errors, root, children, child, text } = await feed(test);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/atom+xml; charset=utf-8");
    expect(response.headers.get("x-robots-tag")).toBe("noindex");
    expect(response.headers.get("cache-control")).toBe("no-cache");
    expect(errors).toEqual([]);
    expect(text.startsWith('<?xml version="1.0" encoding="utf-8"?>')).toBe(true);
    expect(root.localName).toBe("feed");
    expect(root.namespaceURI).toBe(ATOM_NS);
    const page = `http://brandkit.example/k/${test.id}`;
    expect(child(root, "id")?.textContent).toBe(page);
    expect(child(root, "title")?.textContent).toBe("Amara & Tobi's Wedding");
    expect(child(root, "updated")?.textContent).toBe(second.createdAt);
    const links = children(root, "link").map((link) => [link.getAttribute("rel"), link.getAttribute("href")]);
    expect(links).toEqual([["alternate", page], ["self", `${page}/updates.atom`]]);
    const entries = children(root, "entry");
    expect(entries).toHaveLength(2);
    const [newest, oldest] = entries;
    expect(child(newest, "id")?.textContent).toBe(`${page}#update-${second.id}`);
    const title = child(newest, "title")!.textContent!;
    expect(Array.from(title)).toHaveLength(80);
    expect(title.endsWith("…")).toBe(true);
    expect(child(newest, "updated")?.textContent).toBe(second.createdAt);
    expect(child(oldest, "title")?.textContent).toBe("Doors open at 7.");
    const content = child(oldest, "content")!;
    expect(content.getAttribute("type")).toBe("text");
    expect(content.textContent).toBe(first.text);
  });

  it("escapes every text: a script and an ampersand stay text", async () => {
    const test = await appWithKit({}, { customEventName: 'Rock & <Roll> "Night"' });
    const sent = `<script>alert("x")</script> & friends`;
    await posted(test, sent);
    const { errors, root, child, text } = await feed(test);
    expect(errors).toEqual([]);
    expect(text).not.toContain("<script>");
    expect(text).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; friends");
    expect(child(root, "title")?.textContent).toBe('Rock & <Roll> "Night"');
    const [entry] = Array.from(root.getElementsByTagNameNS(ATOM_NS, "entry"));
    expect(child(entry, "content")?.textContent).toBe(sent);
    expect(child(entry, "title")?.textContent).toBe(sent);
    expect(root.getElementsByTagName("script")).toHaveLength(0);
  });

  it("has no entry and the kit's time before the first update; is indexed once the owner lists the event", async () => {
    const test = await appWithKit();
    const { root, child, children, response } = await feed(test);
    expect(children(root, "entry")).toHaveLength(0);
    expect(child(root, "updated")?.textContent).toBe(new Date(Date.UTC(2026, 0, 1)).toISOString());
    expect(response.headers.get("x-robots-tag")).toBe("noindex");
    const listed = await test.app.request(
      `/api/kits/${test.id}/rsvp-settings`,
      json("PATCH", { listed: true }, bearer(test.ownerToken)),
    );
    expect(listed.status).toBe(200);
    expect((await feed(test)).response.headers.get("x-robots-tag")).toBeNull();
  });

  it("is the 404 page for an unknown kit and a malformed id", async () => {
    const test = await appWithKit();
    for (const id of [UNKNOWN_ID, "bad-id"]) {
      const response = await test.app.request(`/k/${id}/updates.atom`);
      expect(response.status, id).toBe(404);
      expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
    }
  });
});
