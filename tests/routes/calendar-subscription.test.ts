/**
 * A calendar that follows the event (issue 38): GET /k/{id}/calendar.ics, the kit's event as an iCalendar
 * subscription, read back with ical.js; its SEQUENCE rising with every owner's edit that moves the event and with
 * none that does not; its UID the same as the kit's event.ics; the 404 page for a kit without a date, an unknown
 * id and a malformed one (the store not asked); and the event page's "Subscribe" link.
 */
import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import type { KitStore } from "../../brandkit/kept/kept-kits.ts";
import { openSqliteKitStore } from "../../adapters/kit-store-sqlite.ts";
import { ownerEdit } from "../support/test-app.ts";
import { appWithKit } from "./_rsvp.ts";

type Test = Awaited<ReturnType<typeof appWithKit>>;

const EVENT = {
  eventTime: "19:30",
  eventEndTime: "23:00",
  timeZone: "Europe/Lisbon",
  eventLocation: "Largo do Chafariz de Dentro, Lisboa",
};

/** The calendar of an .ics text and its one VEVENT, read by ical.js. */
function read(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  return { calendar, event: calendar.getFirstSubcomponent("vevent")! };
}

async function subscription(test: Pick<Test, "app" | "id">, headers: Record<string, string> = {}) {
  const response = await test.app.request(`/k/${test.id}/calendar.ics`, { headers });
  return { response, text: await response.text() };
}

/** A kit store that counts the look-ups of kits, to show which requests never reach it. */
function countingStore(): { store: KitStore; lookups: { count: number } } {
  const store = openSqliteKitStore(":memory:");
  const lookups = { count: 0 };
  const counted = new Set(["liveRevision", "get", "ownedKit", "ownerVerdict"]);
  return {
    lookups,
    store: new Proxy(store, {
      get(target, property, receiver) {
        const value = Reflect.get(target, property, receiver);
        if (typeof value !== "function") return value;
        return (...args: unknown[]) => {
          if (counted.has(String(property))) lookups.count++;
          return value.apply(target, args);
        };
      },
    }),
  };
}

describe("GET /k/{id}/calendar.ics", () => {
  it("serves a kit with a date as a subscription: named, refreshed every 12 hours, reminding a day before", async () => {
    const test = await appWithKit({}, EVENT);
    const { response, text } = await subscription(test);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    expect(response.headers.get("cache-control")).toBe("no-cache");
    expect(response.headers.get("etag")).toBe('W/"0.0"');
    expect(response.headers.get("x-robots-tag")).toBe("noindex");
    expect(text).toContain("\r\nREFRESH-INTERVAL;VALUE=DURATION:PT12H\r\n");
    expect(text).toContain("\r\nX-PUBLISHED-TTL:PT12H\r\n");
    const { calendar, event } = read(text);
    expect(calendar.getFirstPropertyValue("method")).toBe("PUBLISH");
    expect(String(calendar.getFirstPropertyValue("x-wr-calname"))).toBe("Amara & Tobi's Wedding");
    expect(event.getFirstPropertyValue("uid")).toBe(`${test.id}@brandkit.invalid`);
    expect(event.getFirstPropertyValue("sequence")).toBe(0);
    expect(event.getFirstPropertyValue("summary")).toBe("Amara & Tobi's Wedding");
    expect(event.getFirstPropertyValue("location")).toBe(EVENT.eventLocation);
    const start = event.getFirstProperty("dtstart")!;
    expect([start.getParameter("tzid"), String(start.getFirstValue())]).toEqual([
      "Europe/Lisbon",
      "2026-06-20T19:30:00",
    ]);
    const alarm = event.getFirstSubcomponent("valarm")!;
    expect(alarm.getFirstPropertyValue("action")).toBe("DISPLAY");
    expect(String(alarm.getFirstPropertyValue("trigger"))).toBe("-P1D");
  });

  it("is the same entry as the kit's event.ics: one UID, one SEQUENCE", async () => {
    const test = await appWithKit({}, EVENT);
    const file = await test.app.request(`/k/${test.id}/files/event.ics`);
    expect(file.status).toBe(200);
    const fromFile = read(await file.text()).event;
    const subscribed = read((await subscription(test)).text).event;
    expect(fromFile.getFirstPropertyValue("uid")).toBe(`${test.id}@brandkit.invalid`);
    for (const name of ["uid", "sequence", "summary", "location", "dtstart", "dtend"]) {
      expect(String(subscribed.getFirstPropertyValue(name)), name).toBe(
        String(fromFile.getFirstPropertyValue(name)),
      );
    }
  });

  it("raises SEQUENCE with an owner's edit of the time or the place, not of the tagline, and keeps the UID", async () => {
    const test = await appWithKit({}, EVENT);
    const sequenceOf = async () => {
      const { response, text } = await subscription(test);
      const { event } = read(text);
      return {
        etag: response.headers.get("etag"),
        uid: event.getFirstPropertyValue("uid"),
        sequence: event.getFirstPropertyValue("sequence"),
      };
    };
    const edit = async (body: unknown, revision: number) => {
      const response = await test.app.request(
        `/api/kits/${test.id}`,
        ownerEdit(body, test.ownerToken, revision),
      );
      expect(response.status, await response.clone().text()).toBe(200);
    };
    const uid = `${test.id}@brandkit.invalid`;
    expect(await sequenceOf()).toEqual({ etag: 'W/"0.0"', uid, sequence: 0 });
    await edit({ event: { time: "20:00" } }, 0);
    expect(await sequenceOf()).toEqual({ etag: 'W/"1.1"', uid, sequence: 1 });
    await edit({ copy: { tagline: "Dance with us by the river" } }, 1);
    expect(await sequenceOf()).toEqual({ etag: 'W/"2.1"', uid, sequence: 1 });
    await edit({ event: { location: "Miradouro da Graça, Lisboa" } }, 2);
    expect(await sequenceOf()).toEqual({ etag: 'W/"3.2"', uid, sequence: 2 });
    const { event } = read((await subscription(test)).text);
    expect(event.getFirstPropertyValue("location")).toBe("Miradouro da Graça, Lisboa");
    expect(String(event.getFirstPropertyValue("dtstart"))).toBe("2026-06-20T20:00:00");
    // The kit's event.ics follows: made again for the new revision, with the same UID and the new SEQUENCE.
    const file = read(await (await test.app.request(`/k/${test.id}/files/event.ics`)).text()).event;
    expect([file.getFirstPropertyValue("uid"), file.getFirstPropertyValue("sequence")]).toEqual([uid, 2]);
  });

  it("answers 304 to the ETag it gave while the event stays, and the calendar again once it moves", async () => {
    const test = await appWithKit({}, EVENT);
    const { response } = await subscription(test);
    const etag = response.headers.get("etag")!;
    const again = await subscription(test, { "If-None-Match": etag });
    expect(again.response.status).toBe(304);
    expect(again.text).toBe("");
    expect(again.response.headers.get("etag")).toBe(etag);
    expect((await subscription(test, { "If-None-Match": `"x", ${etag.slice(2)}` })).response.status).toBe(
      304,
    );
    const edited = await test.app.request(
      `/api/kits/${test.id}`,
      ownerEdit({ event: { date: "2026-06-27" } }, test.ownerToken, 0),
    );
    expect(edited.status).toBe(200);
    const moved = await subscription(test, { "If-None-Match": etag });
    expect(moved.response.status).toBe(200);
    expect(String(read(moved.text).event.getFirstPropertyValue("dtstart"))).toBe("2026-06-27T19:30:00");
  });

  it("is the 404 page for a kit without a date, an unknown id, and a malformed id, which never reaches the store", async () => {
    const { store, lookups } = countingStore();
    const test = await appWithKit({ kitStore: store }, { eventDate: undefined });
    const undated = await subscription(test);
    expect(undated.response.status).toBe(404);
    expect(undated.response.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(undated.text).toContain("<!DOCTYPE html>");
    const unknown = await subscription({ app: test.app, id: "AAAAAAAAAAAAAAAAAAAAAA" });
    expect(unknown.response.status).toBe(404);
    expect(unknown.text).toContain("<!DOCTYPE html>");
    const before = lookups.count;
    for (const id of ["abc", "%00", `${test.id}A`, "..%2f.."]) {
      const malformed = await subscription({ app: test.app, id });
      expect(malformed.response.status, id).toBe(404);
      expect(malformed.text).toContain("<!DOCTYPE html>");
    }
    expect(lookups.count).toBe(before);
  });

  it("works with no mail server, and stops with the kit: a deleted kit's calendar is the 404 page", async () => {
    const test = await appWithKit({}, EVENT);
    expect((await subscription(test)).response.status).toBe(200);
    const deleted = await test.app.request(`/api/kits/${test.id}`, {
      method: "DELETE",
      headers: { Authorization: `Bearer ${test.ownerToken}` },
    });
    expect(deleted.status).toBe(204);
    expect((await subscription(test)).response.status).toBe(404);
  });
});

describe("the event page's Subscribe link", () => {
  it("is a webcal:// link at the site's public URL beside Add to calendar's links, with what it does", async () => {
    const test = await appWithKit({ env: { BRANDKIT_PUBLIC_URL: "https://kits.example" } }, EVENT);
    const body = await (await test.app.request(`/k/${test.id}`)).text();
    expect(body).toMatch(
      new RegExp(
        `<a class="button event-button-quiet" href="webcal://kits\\.example/k/${test.id}/calendar\\.ics" aria-describedby="([^"]+)">Subscribe</a><p id="\\1" class="event-calendar-note">A subscription keeps your calendar up to date`,
      ),
    );
  });

  it("takes the host the page was asked on without a public URL, and speaks the page's language", async () => {
    const test = await appWithKit({}, EVENT);
    const body = await (await test.app.request(`http://brandkit.test:8000/k/${test.id}?lang=de`)).text();
    expect(body).toContain(`href="webcal://brandkit.test:8000/k/${test.id}/calendar.ics"`);
    expect(body).toContain(">Abonnieren</a>");
  });

  it("is not offered for a kit without a date, which has no calendar", async () => {
    const test = await appWithKit({}, { eventDate: undefined });
    const body = await (await test.app.request(`/k/${test.id}`)).text();
    expect(body).not.toContain("calendar.ics");
  });
});
