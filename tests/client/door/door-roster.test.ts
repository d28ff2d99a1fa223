import { describe, expect, it } from "vitest";
import { doorCounts, rosterOf } from "../../../client/door/door-roster.ts";
import { ANA, entry, guestList, JOSE } from "./_door-fixtures.ts";

describe("the door's list", () => {
  it("holds the guests going with a code, codes as kept, and who is in", () => {
    const list = guestList([
      { ...ANA, checkInCode: "7kq4m-x2hpa", checkedInAt: "2027-06-20T18:02:00.000Z" },
      entry({ guestId: "maybe", name: "Maybe Mo", answer: "maybe", status: "maybe" }),
      entry({ guestId: "waiting", name: "Wait Lee", status: "waitlist" }),
      entry({ guestId: "no-code", name: "No Code" }),
      JOSE,
    ]);
    const roster = rosterOf(list, "2027-06-20T18:05:00.000Z");
    expect(roster).toEqual({
      readAt: "2027-06-20T18:05:00.000Z",
      guests: [
        {
          guestId: "guest-ana",
          name: "Ana Souza",
          party: 3,
          companions: ["Tobi Adeyemi", "Zoë"],
          code: "7KQ4MX2HPA",
          checkedInAt: "2027-06-20T18:02:00.000Z",
        },
        { guestId: "guest-jose", name: "José Müller", party: 1, companions: [], code: "9RT3NW5ZBC" },
      ],
    });
  });

  it("counts people, each guest with their whole party", () => {
    expect(doorCounts([{ party: 3, checkedInAt: "2027-06-20T18:02:00.000Z" }, { party: 1 }, { party: 2 }]))
      .toEqual({ expected: 6, arrived: 3 });
    expect(doorCounts([])).toEqual({ expected: 0, arrived: 0 });
  });
});
