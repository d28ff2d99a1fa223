import { describe, expect, it } from "vitest";
import {
  EVENT_SCHEDULED,
  eventIsoDates,
  eventStructuredData,
  type EventStructuredDataInput,
  OFFLINE_ATTENDANCE,
} from "../../../brandkit/event/mod.ts";

const PAGE = "https://kits.example/k/abc";
const POSTER = "https://kits.example/k/abc/files/poster.png";

const input = (change: Partial<EventStructuredDataInput> = {}): EventStructuredDataInput => ({
  name: "Fado by the River",
  description: "An evening of fado on the Tagus.",
  when: { eventDate: "2027-07-10", eventTime: "21:00", eventEndTime: "23:30", timeZone: "Europe/Lisbon" },
  place: "Largo do Chafariz de Dentro, Lisboa",
  image: POSTER,
  url: PAGE,
  language: "pt",
  ...change,
});

describe("eventIsoDates()", () => {
  it("writes a timed event with its zone's offset on the day: Lisbon is +01:00 in summer, +00:00 in winter", () => {
    expect(eventIsoDates({ eventDate: "2027-07-10", eventTime: "21:00", timeZone: "Europe/Lisbon" })).toEqual(
      {
        startDate: "2027-07-10T21:00:00+01:00",
      },
    );
    expect(
      eventIsoDates({
        eventDate: "2027-01-10",
        eventTime: "21:00",
        eventEndTime: "23:00",
        timeZone: "Europe/Lisbon",
      }),
    ).toEqual({ startDate: "2027-01-10T21:00:00+00:00", endDate: "2027-01-10T23:00:00+00:00" });
  });

  it("ends the next day when the end is not after the start, with that day's offset", () => {
    expect(
      eventIsoDates({
        eventDate: "2027-03-27",
        eventTime: "22:00",
        eventEndTime: "04:00",
        timeZone: "Europe/Lisbon",
      }),
    ).toEqual({ startDate: "2027-03-27T22:00:00+00:00", endDate: "2027-03-28T04:00:00+01:00" });
    expect(
      eventIsoDates({
        eventDate: "2027-05-16",
        eventTime: "08:00",
        eventEndTime: "10:30",
        timeZone: "Asia/Kolkata",
      }),
    ).toEqual({ startDate: "2027-05-16T08:00:00+05:30", endDate: "2027-05-16T10:30:00+05:30" });
  });

  it("gives the day alone without a time, and a floating time without a zone", () => {
    expect(eventIsoDates({ eventDate: "2027-05-16" })).toEqual({
      startDate: "2027-05-16",
      endDate: "2027-05-16",
    });
    expect(eventIsoDates({ eventDate: "2027-05-16", eventTime: "08:00" })).toEqual({
      startDate: "2027-05-16T08:00:00",
    });
  });
});

describe("eventStructuredData()", () => {
  it("is a schema.org Event: what, when with its offset, scheduled, in person, where, the poster and the page", () => {
    expect(eventStructuredData(input())).toEqual({
      "@context": "https://schema.org",
      "@type": "Event",
      name: "Fado by the River",
      description: "An evening of fado on the Tagus.",
      startDate: "2027-07-10T21:00:00+01:00",
      endDate: "2027-07-10T23:30:00+01:00",
      eventStatus: EVENT_SCHEDULED,
      eventAttendanceMode: OFFLINE_ATTENDANCE,
      location: {
        "@type": "Place",
        name: "Largo do Chafariz de Dentro, Lisboa",
        address: "Largo do Chafariz de Dentro, Lisboa",
      },
      image: POSTER,
      url: PAGE,
      inLanguage: "pt",
    });
    expect(EVENT_SCHEDULED).toBe("https://schema.org/EventScheduled");
    expect(OFFLINE_ATTENDANCE).toBe("https://schema.org/OfflineEventAttendanceMode");
  });

  it("leaves out what the kit does not have: no date, no place, no poster, no description", () => {
    const data = eventStructuredData(
      input({ when: {}, place: "  ", image: undefined, description: " ", language: undefined }),
    );
    expect(data).toEqual({
      "@context": "https://schema.org",
      "@type": "Event",
      name: "Fado by the River",
      eventStatus: EVENT_SCHEDULED,
      eventAttendanceMode: OFFLINE_ATTENDANCE,
      url: PAGE,
    });
  });

  it("keeps the kit's words as they are: escaping them for the page is the page's", () => {
    const name = "</script><script>alert(1)</script> & Co";
    expect(eventStructuredData(input({ name })).name).toBe(name);
  });
});
