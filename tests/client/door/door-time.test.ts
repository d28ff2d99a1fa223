import { describe, expect, it } from "vitest";
import { formatDoorTime, formatNames } from "../../../client/door/door-time.ts";

describe("times and names at the door", () => {
  it("writes a time of day as the language writes it, 24 or 12 hours", () => {
    const at = "2027-06-20T18:02:00.000Z";
    expect(formatDoorTime(at, "de", "Europe/Lisbon")).toBe("19:02");
    expect(formatDoorTime(at, "en", "Europe/Lisbon")).toMatch(/^7:02\s?PM$/);
    expect(formatDoorTime("not a time", "en")).toBe("");
  });

  it("lists names as the language joins them", () => {
    expect(formatNames(["Tobi", "Ada"], "en")).toBe("Tobi and Ada");
    expect(formatNames(["Tobi", "Ada"], "de")).toBe("Tobi und Ada");
  });
});
