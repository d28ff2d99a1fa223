import { describe, expect, it } from "vitest";
import { eventLinkLabel } from "../../../brandkit/event/mod.ts";

describe("eventLinkLabel()", () => {
  it.each<[string, string | undefined, string[], string | undefined, string]>([
    ["a wedding", "Amara & Tobi's Wedding", [], undefined, "RSVP"],
    ["a birthday by its name", "Maya Turns 7", [], undefined, "RSVP"],
    ["a conference", "Edge Summit 2027", [], undefined, "Register"],
    ["a workshop by its vibes", "Clay Day", ["pottery workshop"], undefined, "Register"],
    ["a festival", "Harbour Lights Festival", [], undefined, "Tickets"],
    ["a club night by its vibes", "Neon Nights", ["techno", "neon"], undefined, "Tickets"],
    ["a kind before its link's site", "Amara & Tobi's Wedding", [], "https://www.eventbrite.com/e/1", "RSVP"],
    ["a ticket shop's link", "Neon Nights", ["neon"], "https://www.eventbrite.co.uk/e/123", "Event page"],
    ["Eventbrite", "Spring Thing", [], "https://www.eventbrite.com/e/123", "Tickets"],
    ["Luma", "Spring Thing", [], "https://lu.ma/spring", "RSVP"],
    ["Partiful", "Spring Thing", [], "https://partiful.com/e/abc", "RSVP"],
    ["Meetup", "Spring Thing", [], "https://www.meetup.com/x/events/1", "Register"],
    ["any other site", "Spring Thing", [], "https://spring.example.org/", "Event page"],
    ["no name and no link", undefined, [], undefined, "Event page"],
  ])("labels %s", (_what, name, vibes, link, label) => {
    expect(eventLinkLabel(name, vibes, link)).toBe(label);
  });
});
