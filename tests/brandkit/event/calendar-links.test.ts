import { describe, expect, it } from "vitest";
import {
  type CalendarEvent,
  eventStartInstant,
  googleCalendarUrl,
  outlookCalendarUrl,
} from "../../../brandkit/event/mod.ts";

const WEDDING: CalendarEvent = {
  title: "Amara & Tobi's Wedding",
  eventDate: "2027-05-16",
  eventTime: "16:00",
  eventEndTime: "22:00",
  timeZone: "America/Los_Angeles",
  location: "Golden Gate Park, San Francisco",
  description: "Dinner and dancing.",
  link: "https://example.com/rsvp",
};

/** The link's query, as pairs. */
function query(url: string): Record<string, string> {
  return Object.fromEntries(new URL(url).searchParams);
}

describe("googleCalendarUrl()", () => {
  it.each<[string, Partial<CalendarEvent>, Record<string, string | undefined>]>([
    ["a timed event in its zone", {}, {
      dates: "20270516T160000/20270516T220000",
      ctz: "America/Los_Angeles",
    }],
    ["an end past midnight, on the next day", { eventTime: "22:00", eventEndTime: "02:00" }, {
      dates: "20270516T220000/20270517T020000",
    }],
    ["no end: an hour", { eventEndTime: undefined }, { dates: "20270516T160000/20270516T170000" }],
    ["no zone: floating, no ctz", { timeZone: undefined }, {
      dates: "20270516T160000/20270516T220000",
      ctz: undefined,
    }],
    ["no time: the whole day", { eventTime: undefined, eventEndTime: undefined }, {
      dates: "20270516/20270517",
      ctz: undefined,
    }],
    ["an all-day event on New Year's Eve ends in the new year", {
      eventDate: "2026-12-31",
      eventTime: undefined,
      eventEndTime: undefined,
    }, { dates: "20261231/20270101" }],
  ])("writes %s", (_what, change, expected) => {
    const params = query(googleCalendarUrl({ ...WEDDING, ...change }));
    expect(params).toMatchObject({ action: "TEMPLATE", text: "Amara & Tobi's Wedding" });
    for (const [key, value] of Object.entries(expected)) expect(params[key], key).toBe(value);
  });

  it("puts the description, then the organiser's link, in the details, and the place in the location", () => {
    const url = googleCalendarUrl(WEDDING);
    expect(url.startsWith("https://calendar.google.com/calendar/render?action=TEMPLATE&text=Amara+%26+Tobi"))
      .toBe(
        true,
      );
    expect(query(url)).toMatchObject({
      details: "Dinner and dancing.\n\nhttps://example.com/rsvp",
      location: "Golden Gate Park, San Francisco",
    });
  });

  it("leaves out what the event does not have", () => {
    const params = query(googleCalendarUrl({ title: "Picnic", eventDate: "2027-05-16" }));
    expect(Object.keys(params)).toEqual(["action", "text", "dates"]);
  });
});

describe("outlookCalendarUrl()", () => {
  it.each<[string, Partial<CalendarEvent>, Record<string, string>]>([
    ["a timed event with its zone's offset that day (summer time)", {}, {
      startdt: "2027-05-16T16:00:00-07:00",
      enddt: "2027-05-16T22:00:00-07:00",
      allday: "false",
    }],
    ["a timed event in winter", { eventDate: "2027-01-16" }, {
      startdt: "2027-01-16T16:00:00-08:00",
      enddt: "2027-01-16T22:00:00-08:00",
    }],
    [
      "a zone half an hour off UTC",
      { timeZone: "Asia/Kolkata", eventTime: "09:30", eventEndTime: undefined },
      {
        startdt: "2027-05-16T09:30:00+05:30",
        enddt: "2027-05-16T10:30:00+05:30",
      },
    ],
    ["no zone: floating times", { timeZone: undefined }, {
      startdt: "2027-05-16T16:00:00",
      enddt: "2027-05-16T22:00:00",
    }],
    ["no time: the whole day", { eventTime: undefined, eventEndTime: undefined }, {
      startdt: "2027-05-16",
      enddt: "2027-05-17",
      allday: "true",
    }],
  ])("writes %s", (_what, change, expected) => {
    const url = outlookCalendarUrl({ ...WEDDING, ...change });
    expect(url.startsWith("https://outlook.live.com/calendar/0/action/compose?")).toBe(true);
    expect(query(url)).toMatchObject({ rru: "addevent", subject: "Amara & Tobi's Wedding", ...expected });
  });
});

describe("eventStartInstant()", () => {
  it.each<[string, Partial<CalendarEvent>, string | undefined]>([
    ["Los Angeles in May", {}, "2027-05-16T23:00:00.000Z"],
    ["Kolkata", { timeZone: "Asia/Kolkata", eventTime: "09:30" }, "2027-05-16T04:00:00.000Z"],
    [
      "Tokyo, the day before in UTC",
      { timeZone: "Asia/Tokyo", eventTime: "06:00" },
      "2027-05-15T21:00:00.000Z",
    ],
    ["no zone", { timeZone: undefined }, undefined],
    ["no time", { eventTime: undefined }, undefined],
  ])("is the instant of %s", (_what, change, expected) => {
    expect(eventStartInstant({ ...WEDDING, ...change })).toBe(expected);
  });
});
