import { describe, expect, it } from "vitest";
import { guestTimeText } from "../../client/event/guest-time.ts";

/** Sunday, May 16, 2027, 4:00 PM to 10:00 PM in Los Angeles. */
const EVENT = {
  startsAt: "2027-05-16T23:00:00.000Z",
  endsAt: "2027-05-17T05:00:00.000Z",
  eventZone: "America/Los_Angeles",
  lang: "en",
};

describe("guestTimeText()", () => {
  it.each<[string, Partial<typeof EVENT> & { guestZone: string }, string | null]>([
    [
      "a guest in Berlin",
      { guestZone: "Europe/Berlin" },
      "Monday, May 17, 2027 · 1:00 AM – 7:00 AM (Europe/Berlin)",
    ],
    [
      "a guest in Tokyo, in Japanese",
      { guestZone: "Asia/Tokyo", lang: "ja" },
      "2027年5月17日月曜日 · 8:00 – 14:00 (Asia/Tokyo)",
    ],
    [
      "a guest in Berlin, without an end",
      { guestZone: "Europe/Berlin", endsAt: undefined },
      "Monday, May 17, 2027 · 1:00 AM (Europe/Berlin)",
    ],
    ["a guest in the event's zone", { guestZone: "America/Los_Angeles" }, null],
    ["a guest whose clocks read the same", { guestZone: "America/Tijuana" }, null],
    ["a zone the browser does not know", { guestZone: "Mars/Olympus_Mons" }, null],
    ["a start that is not an instant", { guestZone: "Europe/Berlin", startsAt: "soon" }, null],
  ])("says the time for %s", (_what, input, text) => {
    expect(guestTimeText({ ...EVENT, ...input })).toBe(text);
  });
});
