import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { BrandKitError, ErrorCode } from "../../../brandkit/errors.ts";
import {
  type CalendarInput,
  eventCalendar,
  eventSubscription,
  ICS_NEEDS_DATE_MESSAGE,
  kitCalendarUid,
} from "../../../brandkit/documents/mod.ts";

const NOW = () => new Date("2026-05-04T09:30:15Z");
const LINK = "https://tickets.example.com/night";

const input = (request: CalendarInput["request"] = {}, name = "Midsummer Night Market"): CalendarInput => ({
  kit: {
    selectedName: name,
    description: "Food, music and lanterns by the water; bring friends, all welcome.",
  },
  request: { eventDate: "2026-06-21", eventLocation: "Pier 57, New York", eventLink: LINK, ...request },
});

/** The VEVENT of an .ics file, read by ical.js. */
function eventOf(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  return calendar.getFirstSubcomponent("vevent")!;
}

describe("eventCalendar()", () => {
  it("writes an all-day event ical.js reads back: date, name, place, description with the link, URL", () => {
    const event = eventOf(eventCalendar(input(), { now: NOW }));
    const start = event.getFirstPropertyValue("dtstart") as ICAL.Time;
    const end = event.getFirstPropertyValue("dtend") as ICAL.Time;
    expect([start.isDate, start.toString()]).toEqual([true, "2026-06-21"]);
    expect([end.isDate, end.toString()]).toEqual([true, "2026-06-22"]);
    expect(event.getFirstPropertyValue("summary")).toBe("Midsummer Night Market");
    expect(event.getFirstPropertyValue("location")).toBe("Pier 57, New York");
    expect(event.getFirstPropertyValue("description")).toBe(
      `Food, music and lanterns by the water; bring friends, all welcome.\n\n${LINK}`,
    );
    expect(event.getFirstPropertyValue("url")).toBe(LINK);
    expect((event.getFirstPropertyValue("dtstamp") as ICAL.Time).toString()).toBe("2026-05-04T09:30:15Z");
  });

  it("uses CRLF line endings, a PRODID, and the same UID for the same event", () => {
    const ics = eventCalendar(input(), { now: NOW });
    expect(ics.split("\r\n").slice(0, 3)).toEqual([
      "BEGIN:VCALENDAR",
      "VERSION:2.0",
      "PRODID:-//BrandKit//Event Brand Kit//EN",
    ]);
    expect(ics.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
    const uid = eventOf(ics).getFirstPropertyValue("uid");
    expect(eventOf(eventCalendar(input(), { now: () => new Date() })).getFirstPropertyValue("uid")).toBe(uid);
    expect(
      eventOf(eventCalendar(input({ eventDate: "2026-06-22" }), { now: NOW })).getFirstPropertyValue("uid"),
    )
      .not.toBe(uid);
  });

  it.each([
    ["the end of a month", "2026-06-30", "2026-07-01"],
    ["the end of a year", "2026-12-31", "2027-01-01"],
    ["a leap day", "2028-02-28", "2028-02-29"],
    ["the day after a leap day", "2028-02-29", "2028-03-01"],
  ])("ends an event on %s the next day", (_case, date, next) => {
    const event = eventOf(eventCalendar(input({ eventDate: date }), { now: NOW }));
    expect((event.getFirstPropertyValue("dtend") as ICAL.Time).toString()).toBe(next);
  });

  it("escapes commas, semicolons, backslashes and newlines so they read back as written", () => {
    const name = "Rock, Paper; Scissors \\ Live";
    const event = eventOf(eventCalendar(input({ eventLocation: "Hall 2,\nBerlin" }, name), { now: NOW }));
    expect(event.getFirstPropertyValue("summary")).toBe(name);
    expect(event.getFirstPropertyValue("location")).toBe("Hall 2,\nBerlin");
  });

  it("folds lines at 75 octets without splitting a UTF-8 character", () => {
    const name = "Fête de la Musique — 東京ナイトマーケット — Ünïcödé Sommernachtsfest in Köln am Rhein 2026";
    const ics = eventCalendar(input({}, name), { now: NOW });
    const encoder = new TextEncoder();
    for (const line of ics.split("\r\n")) expect(encoder.encode(line).length).toBeLessThanOrEqual(75);
    expect(ics).toContain("\r\n ");
    expect(eventOf(ics).getFirstPropertyValue("summary")).toBe(name);
  });

  it("leaves out the place and the link when the request has none", () => {
    const ics = eventCalendar(input({ eventLocation: undefined, eventLink: undefined }), { now: NOW });
    const event = eventOf(ics);
    expect(event.getFirstPropertyValue("location")).toBeNull();
    expect(event.getFirstPropertyValue("url")).toBeNull();
    expect(event.getFirstPropertyValue("description")).toBe(
      "Food, music and lanterns by the water; bring friends, all welcome.",
    );
  });

  it("refuses a request without a date with a clear validation error", () => {
    const error = (() => {
      try {
        eventCalendar(input({ eventDate: undefined }), { now: NOW });
      } catch (caught) {
        return caught as BrandKitError;
      }
    })();
    expect(error).toBeInstanceOf(BrandKitError);
    expect(error?.code).toBe(ErrorCode.VALIDATION_ERROR);
    expect(error?.message).toBe(ICS_NEEDS_DATE_MESSAGE);
    expect(ICS_NEEDS_DATE_MESSAGE).toBe("The calendar file needs the event's date.");
  });
});

describe("eventSubscription(), a kept kit's calendar to subscribe to", () => {
  const KIT_ID = "Qm9vay1jbHViLW5pZ2h0MQ";
  const options = (sequence = 0) => ({ now: NOW, uid: kitCalendarUid(KIT_ID), sequence });
  const calendarOf = (ics: string) => new ICAL.Component(ICAL.parse(ics));

  it("publishes a calendar named for the event, asked for again every 12 hours", () => {
    const ics = eventSubscription(input(), options());
    const calendar = calendarOf(ics);
    expect(calendar.getFirstPropertyValue("method")).toBe("PUBLISH");
    expect(calendar.getFirstPropertyValue("x-wr-calname")).toBe("Midsummer Night Market");
    expect(calendar.getFirstPropertyValue("name")).toBe("Midsummer Night Market");
    expect(ics).toContain("\r\nREFRESH-INTERVAL;VALUE=DURATION:PT12H\r\n");
    expect(ics).toContain("\r\nX-PUBLISHED-TTL:PT12H\r\n");
    expect(calendar.getAllSubcomponents("vevent")).toHaveLength(1);
  });

  it("keeps the kit's UID whatever changes, and says how often the event moved in SEQUENCE", () => {
    const first = eventOf(eventSubscription(input(), options(0)));
    expect(first.getFirstPropertyValue("uid")).toBe(`${KIT_ID}@brandkit.invalid`);
    expect(first.getFirstPropertyValue("sequence")).toBe(0);
    const moved = eventOf(
      eventSubscription(
        input({ eventDate: "2026-07-04", eventLocation: "Pier 62" }, "Night Market"),
        options(2),
      ),
    );
    expect(moved.getFirstPropertyValue("uid")).toBe(first.getFirstPropertyValue("uid"));
    expect(moved.getFirstPropertyValue("sequence")).toBe(2);
    expect((moved.getFirstPropertyValue("dtstart") as ICAL.Time).toString()).toBe("2026-07-04");
  });

  it("is the kit's event.ics entry, with the same UID and SEQUENCE, and a reminder a day before", () => {
    const file = eventOf(eventCalendar(input(), options(3)));
    const subscription = eventOf(eventSubscription(input(), options(3)));
    for (const name of ["uid", "sequence", "summary", "location", "description", "url", "dtstart", "dtend"]) {
      expect(String(subscription.getFirstPropertyValue(name)), name).toBe(
        String(file.getFirstPropertyValue(name)),
      );
    }
    expect(file.getAllSubcomponents("valarm")).toHaveLength(0);
    const [alarm] = subscription.getAllSubcomponents("valarm");
    expect(alarm.getFirstPropertyValue("action")).toBe("DISPLAY");
    expect(alarm.getFirstPropertyValue("description")).toBe("Midsummer Night Market");
    const trigger = alarm.getFirstPropertyValue("trigger") as ICAL.Duration;
    expect([trigger.isNegative, trigger.days, trigger.toSeconds()]).toEqual([true, 1, -86_400]);
  });

  it("escapes the name in the calendar's name, the entry and the reminder, and folds long lines", () => {
    const name =
      "Rock, Paper; Scissors \\ Live — 東京ナイトマーケット in Köln am Rhein, the whole night long";
    const ics = eventSubscription(input({}, name), options());
    const encoder = new TextEncoder();
    for (const line of ics.split("\r\n")) expect(encoder.encode(line).length).toBeLessThanOrEqual(75);
    // X-WR-CALNAME and NAME are TEXT to the calendar apps that read them; ical.js, which does not know them, gives
    // their values as written, so they are read here as TEXT.
    const calendar = calendarOf(ics);
    const text = (raw: unknown) => ICAL.design.icalendar.value.text.fromICAL(String(raw));
    expect(text(calendar.getFirstPropertyValue("x-wr-calname"))).toBe(name);
    expect(text(calendar.getFirstPropertyValue("name"))).toBe(name);
    const event = calendar.getFirstSubcomponent("vevent")!;
    expect(event.getFirstPropertyValue("summary")).toBe(name);
    expect(event.getFirstSubcomponent("valarm")!.getFirstPropertyValue("description")).toBe(name);
  });

  it("is timed in the event's zone, the reminder still a day before its start", () => {
    const ics = eventSubscription(
      input({ eventTime: "19:30", eventEndTime: "23:00", timeZone: "Europe/Lisbon" }),
      options(1),
    );
    expect(ics).toContain("DTSTART;TZID=Europe/Lisbon:20260621T193000\r\n");
    expect(ics).toContain("TZOFFSETTO:+0100\r\n");
    expect(ics.indexOf("BEGIN:VALARM")).toBeGreaterThan(ics.indexOf("BEGIN:VEVENT"));
    expect(ics.indexOf("END:VALARM")).toBeLessThan(ics.indexOf("END:VEVENT"));
  });

  it("refuses a request without a date, as event.ics does", () => {
    expect(() => eventSubscription(input({ eventDate: undefined }), options())).toThrow(
      ICS_NEEDS_DATE_MESSAGE,
    );
  });
});
