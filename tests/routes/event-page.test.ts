/**
 * The event page (`GET /k/{id}`, issue 28) as the server renders it: the event's facts in its zone, the way
 * there, the calendar and organiser links, the link card, RSVP without JavaScript (the form, the honeypot, the
 * answer of a cookie checked by its token, refusals from the 303's query), and what never reaches a guest's page.
 */
import { describe, expect, it } from "vitest";
import { RSVP_COUNTS_FRESH_MS, rsvpOutcomeOf } from "../../routes/share-routes.ts";
import { appWithKit, bearer, json, rsvp } from "./_rsvp.ts";

type Test = Awaited<ReturnType<typeof appWithKit>>;

/** What a guest reads in English on the event page: none of it may meet a guest of another language. */
const GUEST_ENGLISH = [
  "Are you coming?",
  ">Directions<",
  "Add to calendar",
  "Calendar file",
  "Your name",
  ">Going<",
  ">Maybe<",
  "Can&#x27;t make it",
  "Send my answer",
  "How many of you",
  "Note for the organiser",
  "Website (leave this empty)",
  "Copy link",
  "Brand kit",
  "Made with",
  "Skip to content",
  "No answers yet",
  "kept with this event",
  "the organiser&#x27;s site",
  ">About<",
  ">When<",
  ">Where<",
  "Please wait",
  "places",
  "Your answer",
];

/** A few of the Arabic page's words. */
const ARABIC_WORDS = ["هل ستحضر؟", "الاتجاهات", "أضف إلى التقويم", "اسمك", "أرسل ردّي"];

const PLACE = "Café Réal & Co, 5 Rue d'Été";
const EVENT = {
  eventTime: "16:00",
  eventEndTime: "22:00",
  timeZone: "America/Los_Angeles",
  eventLocation: PLACE,
  eventLink: "https://tickets.example.com/amara-tobi",
};

/** `text` as the page's HTML writes it (React escapes &, <, >, " and '). */
function html(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;")
    .replace(/'/g, "&#x27;");
}

async function page(test: Test, init: RequestInit & { query?: string } = {}) {
  const response = await test.app.request(`/k/${test.id}${init.query ?? ""}`, init);
  return { response, body: await response.text() };
}

function bootOf(body: string) {
  return JSON.parse(/<script type="application\/json" id="brandkit-boot">(.*?)<\/script>/s.exec(body)![1]);
}

/** The page's markup without its boot data (which carries the interface's whole catalog). */
function markupOf(body: string): string {
  return body.replace(/<script type="application\/json" id="brandkit-boot">.*?<\/script>/s, "");
}

/** Posts the no-JavaScript form; answers the cookie it set ("brandkit_rsvp=<id>.<token>"). */
async function formAnswer(test: Test, fields: Record<string, string>, address = "10.9.0.1") {
  const response = await test.app.request(`/k/${test.id}/rsvp`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields).toString(),
  }, { remoteAddr: { hostname: address } });
  expect(response.status).toBe(303);
  return (response.headers.get("Set-Cookie") ?? "").split(";")[0];
}

describe("GET /k/{id}, the event page", () => {
  it("says what, when (in the event's zone), where with directions, and links the calendars and the organiser", async () => {
    const test = await appWithKit({}, EVENT);
    const { response, body } = await page(test);
    expect(response.status).toBe(200);
    const shared = await (await test.app.request(`/api/kits/${test.id}`)).json();
    expect(body).toContain(`<h1 class="event-name">${html(shared.kit.selectedName)}</h1>`);
    expect(body).toContain(html(shared.kit.headline));
    expect(body).toContain(html(shared.kit.description));
    expect(body).toContain(
      '<time dateTime="2026-06-20T16:00">Saturday, June 20, 2026 · 4:00 PM – 10:00 PM (America/Los_Angeles)</time>',
    );
    expect(body).toContain(
      `href="https://www.openstreetmap.org/search?query=${html(encodeURIComponent(PLACE))}"`,
    );
    expect(body).toContain(">Directions</a>");
    expect(body).toContain(`href="/k/${test.id}/files/event.ics" download="event.ics"`);
    expect(body).toContain(
      'href="https://calendar.google.com/calendar/render?action=TEMPLATE&amp;text=Amara+%26+Tobi%27s+Wedding&amp;dates=20260620T160000%2F20260620T220000&amp;ctz=America%2FLos_Angeles',
    );
    expect(body).toContain(
      "startdt=2026-06-20T16%3A00%3A00-07%3A00&amp;enddt=2026-06-20T22%3A00%3A00-07%3A00",
    );
    // A wedding takes RSVPs: the organiser's link says so.
    expect(body).toContain(
      '<a class="button event-button-quiet" href="https://tickets.example.com/amara-tobi" rel="noopener noreferrer" aria-label="RSVP (the organiser&#x27;s site)">RSVP<svg',
    );
    expect(body).toContain(`<a class="button event-button-quiet" href="/k/${test.id}/kit">`);
    expect(body).toContain("Brand kit</a>");
    // The poster, and the story on phones.
    expect(body).toContain(`<source media="(max-width: 640px)" srcSet="/k/${test.id}/files/story.png"`);
    expect(body).toContain(`<img src="${shared.kit.images.poster}" alt="Poster for`);
  });

  it("opens the maps search BRANDKIT_MAPS_URL names", async () => {
    const test = await appWithKit({ env: { BRANDKIT_MAPS_URL: "https://maps.example/search?q=" } }, EVENT);
    const { body } = await page(test);
    expect(body).toContain(`href="https://maps.example/search?q=${html(encodeURIComponent(PLACE))}"`);
  });

  it("is never indexed and keeps the kit's link card, with the event page as its URL", async () => {
    const test = await appWithKit({ env: { BRANDKIT_PUBLIC_URL: "https://kits.example" } });
    const { response, body } = await page(test);
    expect(response.headers.get("x-robots-tag")).toBe("noindex");
    expect(response.headers.get("referrer-policy")).toBe("same-origin");
    expect(body).toContain('<meta name="robots" content="noindex">');
    expect(body).toContain(`<meta property="og:url" content="https://kits.example/k/${test.id}">`);
    expect(body).toContain(
      `<meta property="og:image" content="https://kits.example/k/${test.id}/files/link-preview.png">`,
    );
    expect(body).toContain('<meta property="og:title" content="Amara &amp; Tobi&#39;s Wedding">');
    expect(body).toContain('<meta name="twitter:card" content="summary_large_image">');
    expect(body).toContain(`<link rel="canonical" href="https://kits.example/k/${test.id}">`);
    expect(body).toContain("<title>Amara &amp; Tobi&#39;s Wedding</title>");
  });

  it("hydrates with its own entry and the event in its boot data: no kit, no palettes, no token", async () => {
    const test = await appWithKit({}, EVENT);
    const { body } = await page(test);
    expect(body).toMatch(/<script type="module" src="\/static\/event-main-\w+\.js"><\/script>/);
    const boot = bootOf(body);
    expect(boot.shared).toBeUndefined();
    expect(boot.palettes).toEqual([]);
    expect(boot.event).toMatchObject({
      id: test.id,
      kitUrl: `/k/${test.id}/kit`,
      formAction: `/k/${test.id}/rsvp`,
      when: {
        timeZone: "America/Los_Angeles",
        startsAt: "2026-06-20T23:00:00.000Z",
        endsAt: "2026-06-21T05:00:00.000Z",
      },
      rsvp: { summary: { open: true, counts: { going: 0, maybe: 0 } } },
    });
    expect(body).not.toContain(test.ownerToken);
  });

  it("renders the RSVP form for a page without JavaScript, with a honeypot hidden from people", async () => {
    const test = await appWithKit();
    const { body } = await page(test);
    expect(body).toContain(`<form class="rsvp-form" action="/k/${test.id}/rsvp" method="post">`);
    expect(body).toMatch(
      /<input id="[^"]+" class="input" type="text" required="" autoComplete="name" dir="auto" name="name" value=""\/>/,
    );
    for (const answer of ["going", "maybe", "no"]) {
      expect(body).toContain(`<input type="radio" required="" name="answer" value="${answer}"/>`);
    }
    const party = /<select [^>]*name="party">(.*?)<\/select>/.exec(body)![1];
    expect([...party.matchAll(/<option value="(\d+)"/g)].map((match) => match[1])).toEqual(
      ["1", "2", "3", "4", "5", "6", "7", "8", "9", "10"],
    );
    expect(body).toMatch(
      /<textarea id="[^"]+" class="input rsvp-note" name="note" rows="3" dir="auto"><\/textarea>/,
    );
    expect(body).toMatch(
      /<div class="rsvp-trap" aria-hidden="true"><label for="([^"]+)">Website \(leave this empty\)<\/label><input id="\1" type="text" tabindex="-1" autoComplete="off" name="website" value=""\/><\/div>/,
    );
    expect(body).toContain("Your name and answer are kept with this event until");
    expect(body).toContain('<time dateTime="2026-07-21T12:00:00.000Z">July 21, 2026</time>, then deleted.');
  });

  it("shows the counts, and never a guest's name or note, until the owner shows first names", async () => {
    const test = await appWithKit();
    const going = { name: "Zainab Okafor", answer: "going", party: 2, note: "Vegetarian, please" };
    expect((await rsvp(test, test.id, going)).status).toBe(201);
    expect((await rsvp(test, test.id, { name: "Kwame Mensah", answer: "maybe" })).status).toBe(201);
    let { body } = await page(test);
    expect(body).toContain('<p class="rsvp-counts">2 going · 1 maybe</p>');
    for (const secret of ["Zainab", "Okafor", "Kwame", "Vegetarian"]) expect(body).not.toContain(secret);

    const settings = await test.app.request(
      `/api/kits/${test.id}/rsvp-settings`,
      json("PATCH", { showNames: true }, bearer(test.ownerToken)),
    );
    expect(settings.status).toBe(200);
    test.clock.now += RSVP_COUNTS_FRESH_MS;
    ({ body } = await page(test));
    expect(body).toContain('Going: <span dir="auto">Zainab</span>');
    for (const secret of ["Okafor", "Kwame", "Vegetarian"]) expect(body).not.toContain(secret);
  });

  it("shows the answer of a cookie its token proves, on a page made for that guest alone", async () => {
    const test = await appWithKit();
    const cookie = await formAnswer(test, { name: "Zainab Okafor", answer: "going", party: "2", note: "" });
    const guestId = cookie.split("=")[1].split(".")[0];
    const { response, body } = await page(test, { headers: { Cookie: cookie }, query: `?rsvp=${guestId}` });
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    expect(response.headers.get("etag")).toBeNull();
    expect(body).toContain('<p class="rsvp-said" role="status">Thank you! You&#x27;re on the list.</p>');
    expect(body).toContain(
      '<strong>Going</strong> · <!-- -->Party of 2<!-- --> · <span dir="auto">Zainab Okafor</span>',
    );
    expect(body).toContain('<input type="hidden" name="intent" value="withdraw"/>');
    expect(body).toContain("Change your answer");
    expect(body).toContain('name="name" value="Zainab Okafor"');
    expect(body).toContain('<input type="radio" required="" name="answer" checked="" value="going"/>');
    expect(bootOf(body).event.rsvp.answer).toMatchObject({ guestId, name: "Zainab Okafor", party: 2 });
    expect(body).not.toContain(cookie.split(".")[1]);
  });

  it("shows nothing of an answer to a forged cookie, and serves it the page everyone gets", async () => {
    const test = await appWithKit();
    const cookie = await formAnswer(test, { name: "Zainab Okafor", answer: "going", party: "2" });
    const forged = `${cookie.split(".")[0]}.${"A".repeat(43)}`;
    const { response, body } = await page(test, { headers: { Cookie: forged } });
    expect(response.status).toBe(200);
    expect(body).not.toContain("Zainab");
    expect(body).not.toContain("Your answer</h3>");
    expect(response.headers.get("cache-control")).toBe("no-cache");
    const shared = await page(test);
    expect(response.headers.get("etag")).toBe(shared.response.headers.get("etag"));
  });

  it.each([
    [
      "?rsvp-error=VALIDATION_ERROR&field=name",
      "Please give your name, in at most 80 characters, on one line.",
    ],
    ["?rsvp-error=RSVP_CLOSED", "RSVP is closed: the organiser is not taking answers for this event."],
    ["?rsvp-error=GUEST_LIMIT", "This event&#x27;s guest list is full, so no more answers can be taken."],
    ["?rsvp-error=RATE_LIMIT_EXCEEDED&retry-after=42", "Please wait 42s and send yours again."],
    ["?rsvp=withdrawn", "Your answer is withdrawn."],
  ])("says what the form's post came to: %s", async (query, message) => {
    const test = await appWithKit();
    const { response, body } = await page(test, { query });
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    expect(body).toContain(message);
  });

  it("marks the field a refusal names as invalid, described by the refusal", async () => {
    const test = await appWithKit();
    const { body } = await page(test, { query: "?rsvp-error=VALIDATION_ERROR&field=name" });
    const alert = /<p id="([^"]+)" class="rsvp-refusal" role="alert">/.exec(body)!;
    expect(body).toContain(`aria-invalid="true" aria-describedby="${alert[1]}" name="name" value=""`);
  });

  it.each([
    ["a kit with no date", {}, "This event has no date yet, so it is not taking answers."],
  ])("says RSVP is closed, and why, for %s", async (_what, request, reason) => {
    const test = await appWithKit({}, { eventDate: undefined, ...request });
    const body = markupOf((await page(test)).body);
    expect(body).toContain('<p class="rsvp-closed-title">RSVP is closed</p>');
    expect(body).toContain(reason);
    expect(body).not.toContain('class="rsvp-form"');
    expect(body).not.toContain("Add to calendar");
    expect(body).not.toContain("Are you coming?");
  });

  it("says RSVP is closed once the owner closes it", async () => {
    const test = await appWithKit();
    await test.app.request(
      `/api/kits/${test.id}/rsvp-settings`,
      json("PATCH", { open: false }, bearer(test.ownerToken)),
    );
    const { body } = await page(test);
    expect(body).toContain("The organiser is not taking answers any more.");
    expect(body).not.toContain('class="rsvp-form"');
  });

  it("is served from memory, its counts read again once a second", async () => {
    const test = await appWithKit();
    const first = await page(test);
    const etag = first.response.headers.get("etag")!;
    expect((await test.app.request(`/k/${test.id}`, { headers: { "If-None-Match": etag } })).status).toBe(
      304,
    );
    await rsvp(test, test.id, { name: "Kwame", answer: "going" });
    expect((await page(test)).response.headers.get("etag")).toBe(etag);
    test.clock.now += RSVP_COUNTS_FRESH_MS;
    const after = await page(test);
    expect(after.response.headers.get("etag")).not.toBe(etag);
    expect(after.body).toContain("1 going · 0 maybe");
  });

  it("reads the counts afresh for the page a form post comes back to", async () => {
    const test = await appWithKit();
    await page(test);
    const cookie = await formAnswer(test, { name: "Kwame Mensah", answer: "maybe", party: "3" });
    const { body } = await page(test, { headers: { Cookie: cookie } });
    expect(body).toContain("0 going · 3 maybe");
  });

  it("puts an Arabic kit's event in Arabic, right to left: its words marked as the kit's, the rest Arabic too", async () => {
    const test = await appWithKit({}, { ...EVENT, customEventName: "ليالي النيون", language: "ar" });
    const { response, body } = await page(test);
    expect(response.headers.get("content-language")).toBe("ar");
    expect(body).toContain('<html lang="ar" dir="rtl">');
    expect(body).toContain('<div lang="ar" dir="rtl"><h1 class="event-name">ليالي النيون</h1>');
    const markup = markupOf(body);
    for (const words of ARABIC_WORDS) expect(markup).toContain(words);
    for (const english of GUEST_ENGLISH) expect(markup).not.toContain(english);
    // The day and time in Arabic, in the event's zone.
    expect(markup).toMatch(
      /<time dateTime="2026-06-20T16:00">السبت، 20 يونيو 2026 · [^<]*\(America\/Los_Angeles\)<\/time>/,
    );
  });

  it("puts a Japanese kit's event in Japanese, the RSVP's refusals and answers too", async () => {
    const test = await appWithKit({}, { ...EVENT, customEventName: "ネオンの夜", language: "ja" });
    const { body } = await page(test);
    expect(body).toContain('<html lang="ja" dir="ltr">');
    const markup = markupOf(body);
    for (const words of ["参加しますか？", "道順", "カレンダーに追加", "お名前", "回答を送信"]) {
      expect(markup).toContain(words);
    }
    for (const english of GUEST_ENGLISH) expect(markup).not.toContain(english);
    expect(markup).toContain("2026年6月20日土曜日");
    const refused = markupOf(
      (await page(test, { query: "?rsvp-error=RATE_LIMIT_EXCEEDED&retry-after=42" })).body,
    );
    expect(refused).toContain("42 秒");
    const left = markupOf((await page(test, { query: "?rsvp-error=NOT_ENOUGH_PLACES&places-left=3" })).body);
    expect(left).toMatch(/class="rsvp-refusal" role="alert">[^<]*3[^<]*<\/p>/);
    for (const english of GUEST_ENGLISH) expect(left).not.toContain(english);
  });

  it("speaks the interface's language a guest asks for, the kit's words still the kit's", async () => {
    const test = await appWithKit({}, EVENT);
    const { body } = await page(test, { headers: { "Accept-Language": "de-DE,de;q=0.9" } });
    expect(body).toContain('<html lang="de" dir="ltr">');
    const markup = markupOf(body);
    expect(markup).toContain("Samstag, 20. Juni 2026");
    expect(markup).toContain(
      '<div lang="en" dir="ltr"><h1 class="event-name">Amara &amp; Tobi&#x27;s Wedding</h1>',
    );
    expect(markup).toContain(`<p class="event-fact" lang="en" dir="ltr">${html(PLACE)}</p>`);
    for (const english of GUEST_ENGLISH) expect(markup).not.toContain(english);
  });
});

describe("rsvpOutcomeOf()", () => {
  it.each([
    ["", undefined],
    ["?rsvp=withdrawn", { kind: "withdrawn" }],
    ["?rsvp=Gq7_kq-3VbN0pLmW2rT5yB", { kind: "answered", guestId: "Gq7_kq-3VbN0pLmW2rT5yB" }],
    ["?rsvp=<script>", undefined],
    ["?rsvp-error=RSVP_CLOSED", { kind: "refused", code: "RSVP_CLOSED" }],
    ["?rsvp-error=VALIDATION_ERROR&field=party", {
      kind: "refused",
      code: "VALIDATION_ERROR",
      field: "party",
    }],
    ["?rsvp-error=VALIDATION_ERROR&field=ownerToken", { kind: "refused", code: "VALIDATION_ERROR" }],
    ["?rsvp-error=RATE_LIMIT_EXCEEDED&retry-after=7", {
      kind: "refused",
      code: "RATE_LIMIT_EXCEEDED",
      retryAfter: 7,
    }],
    ["?rsvp-error=RATE_LIMIT_EXCEEDED&retry-after=-1", { kind: "refused", code: "RATE_LIMIT_EXCEEDED" }],
    ["?rsvp-error=<b>hi</b>", undefined],
  ])("reads %s", (query, outcome) => {
    expect(rsvpOutcomeOf(new URLSearchParams(query))).toEqual(outcome);
  });
});
