import { describe, expect, it } from "vitest";
import { eventWhen } from "../../../brandkit/event/mod.ts";

describe("eventWhen()", () => {
  it("writes the day, the time and the zone, with the instants it starts and ends", () => {
    expect(
      eventWhen({
        eventDate: "2027-05-16",
        eventTime: "08:00",
        eventEndTime: "10:00",
        timeZone: "America/Los_Angeles",
      }, "en"),
    ).toEqual({
      day: "Sunday, May 16, 2027",
      time: "8:00 AM – 10:00 AM",
      timeZone: "America/Los_Angeles",
      text: "Sunday, May 16, 2027 · 8:00 AM – 10:00 AM (America/Los_Angeles)",
      dateTime: "2027-05-16T08:00",
      startsAt: "2027-05-16T15:00:00.000Z",
      endsAt: "2027-05-16T17:00:00.000Z",
    });
  });

  it.each([
    ["English", "en", {}, "Sunday, May 16, 2027 · 8:00 AM (America/Los_Angeles)"],
    ["Japanese", "ja", { timeZone: "Asia/Tokyo" }, "2027年5月16日日曜日 · 8:00 (Asia/Tokyo)"],
    ["French", "fr", { timeZone: "Europe/Paris" }, "dimanche 16 mai 2027 · 8 h (Europe/Paris)"],
    ["English, without a zone", "en", { timeZone: undefined }, "Sunday, May 16, 2027 · 8:00 AM"],
    ["English, all day", "en", { eventTime: undefined }, "Sunday, May 16, 2027"],
  ])("says it in %s", (_what, language, change, text) => {
    const facts = { eventDate: "2027-05-16", eventTime: "08:00", timeZone: "America/Los_Angeles", ...change };
    expect(eventWhen(facts, language)?.text).toBe(text);
  });

  it("ends the next day when the end is not after the start", () => {
    const when = eventWhen({
      eventDate: "2027-05-16",
      eventTime: "22:00",
      eventEndTime: "02:00",
      timeZone: "Europe/Berlin",
    }, "en");
    expect([when?.startsAt, when?.endsAt]).toEqual(["2027-05-16T20:00:00.000Z", "2027-05-17T00:00:00.000Z"]);
  });

  it("has no instants without a zone, and nothing without a date", () => {
    expect(eventWhen({ eventDate: "2027-05-16", eventTime: "08:00" }, "en")).not.toHaveProperty("startsAt");
    expect(eventWhen({}, "en")).toBeUndefined();
    expect(eventWhen({ eventDate: "2027-02-30" }, "en")).toBeUndefined();
  });
});
